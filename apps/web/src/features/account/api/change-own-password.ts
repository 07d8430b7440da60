import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, TokenResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { currentUserQueryOptions } from '../../../lib/session/current-user';

export interface ChangeOwnPasswordResponse {
  ok: true;
  message?: string;
  /** If the server rotates the session on a password change, the new token object. */
  accessToken?: string;
  expireDate?: string;
  expiresIn?: number;
}

/** PUT /user/password { oldPassword, newPassword, confirmPassword } → { ok, message }. */
export function changeOwnPassword(body: ChangePasswordRequest): Promise<ChangeOwnPasswordResponse> {
  return api.put<ChangeOwnPasswordResponse>('/user/password', body);
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    meta: { silent: true },
    onSuccess: async (res) => {
      if (res.accessToken && res.expireDate && typeof res.expiresIn === 'number')
        sessionStore.set(res as TokenResponse);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    },
  });
}
