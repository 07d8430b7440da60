import type { AdminMutationResponse, Permission } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath, useAdminMutation } from './admin-mutation';

/** PUT /amministratori/{username}/perms: the whole set of additional permissions. */
export const setAmministratorePermissions = ({
  username,
  permissions,
}: {
  username: string;
  permissions: Permission[];
}) => api.put<AdminMutationResponse>(`${adminPath(username)}/perms`, { permissions });
export const useSetAmministratorePermissions = () => useAdminMutation(setAmministratorePermissions);
