import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';

/** POST /login → token object; errors INVALID_GRANT, ACCOUNT_LOCKED, CAPTCHA_INVALID, PASSWORD_CHANGE_REQUIRED … */
export function login(body: LoginRequest): Promise<TokenResponse> {
  return api.post<TokenResponse>('/login', body, { skipSessionExpiry: true });
}

export function useLogin() {
  // The login page shows its own messages (some persistently), so no global toast.
  return useMutation({ mutationFn: login, meta: { silent: true } });
}
