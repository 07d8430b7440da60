import type { AdminMutationResponse, AdminUpdateRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath, useAdminMutation } from './admin-mutation';

/** PUT /amministratori/{username} with the version read (409 VERSION_CONFLICT when someone saved first). */
export const updateAmministratore = ({ username, body }: { username: string; body: AdminUpdateRequest }) =>
  api.put<AdminMutationResponse>(adminPath(username), body);
export const useUpdateAmministratore = () => useAdminMutation(updateAmministratore);
