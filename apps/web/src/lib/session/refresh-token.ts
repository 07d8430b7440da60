import type { TokenResponse } from '@bacheca/domain';
import { api, trackRefresh } from '../api-client';

/** POST /refresh/token, no body; the answer replaces the stored token (the old one stops working). */
export function refreshToken(): Promise<TokenResponse> {
  return trackRefresh(api.post<TokenResponse>('/refresh/token', undefined, { skipSessionExpiry: true }));
}
