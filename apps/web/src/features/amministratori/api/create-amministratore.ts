import type { AdminCreateRequest, AdminMutationResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';

/** POST /amministratori: a staff user with an initial password or an e-mail invitation. */
export const createAmministratore = (body: AdminCreateRequest) =>
  api.post<AdminMutationResponse>('/amministratori', body);
export const useCreateAmministratore = () => useAdminMutation(createAmministratore);
