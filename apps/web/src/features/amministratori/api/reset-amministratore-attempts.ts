import type { AdminMutationResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath, useAdminMutation } from './admin-mutation';

/** POST /amministratori/{username}/reset-attempts: failed attempts to zero, unblocked. */
export const resetAmministratoreAttempts = (username: string) =>
  api.post<AdminMutationResponse>(`${adminPath(username)}/reset-attempts`);
export const useResetAmministratoreAttempts = () => useAdminMutation(resetAmministratoreAttempts);
