import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordTokenInfo {
  username: string;
}

/** GET /change-password/{token} → { username }, or 404 CHANGE_TOKEN_INVALID. */
export function getChangePasswordToken(token: string): Promise<ChangePasswordTokenInfo> {
  return api.get<ChangePasswordTokenInfo>(`/change-password/${encodeURIComponent(token)}`, {
    skipSessionExpiry: true,
  });
}

export function changePasswordTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['change-password-token', token] as const,
    queryFn: () => getChangePasswordToken(token),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useChangePasswordToken(token: string, enabled = true) {
  return useQuery({ ...changePasswordTokenQueryOptions(token), enabled });
}
