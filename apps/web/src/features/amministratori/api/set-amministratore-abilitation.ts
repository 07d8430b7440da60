import type { AbilitationRequest, AdminMutationResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath, useAdminMutation } from './admin-mutation';

/** PUT /amministratori/{username}/abilitation: enable/disable. */
export const setAmministratoreAbilitation = ({ username, body }: { username: string; body: AbilitationRequest }) =>
  api.put<AdminMutationResponse>(`${adminPath(username)}/abilitation`, body);
export const useSetAmministratoreAbilitation = () => useAdminMutation(setAmministratoreAbilitation);
