import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath, useAdminMutation } from './admin-mutation';

/** POST /amministratori/{username}/force-change-password: change required at the next login. */
export const forceAmministratorePasswordChange = (username: string) =>
  api.post<MessageResponse>(`${adminPath(username)}/force-change-password`);
export const useForceAmministratorePasswordChange = () => useAdminMutation(forceAmministratorePasswordChange);
