import { useMutation } from '@tanstack/react-query';
import type { ForcedChangePasswordRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';

export interface OkResponse {
  ok: true;
  message?: string;
}

/** POST /change-password/{token} { newPassword, confirmPassword } → { ok, message }; then a new login. */
export function changePasswordWithToken(token: string, body: ForcedChangePasswordRequest): Promise<OkResponse> {
  return api.post<OkResponse>(`/change-password/${encodeURIComponent(token)}`, body, { skipSessionExpiry: true });
}

export function useChangePasswordWithToken(token: string) {
  return useMutation({
    mutationFn: (body: ForcedChangePasswordRequest) => changePasswordWithToken(token, body),
    meta: { silent: true },
  });
}
