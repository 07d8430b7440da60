import type { MessageResponse, StaffSetPasswordRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath, useAdminMutation } from './admin-mutation';

/** PUT /amministratori/{username}/password: staff set the password (the user's sessions end). */
export const setAmministratorePassword = ({ username, body }: { username: string; body: StaffSetPasswordRequest }) =>
  api.put<MessageResponse>(`${adminPath(username)}/password`, body);
export const useSetAmministratorePassword = () => useAdminMutation(setAmministratorePassword);
