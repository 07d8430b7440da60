import type { BulkResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { useAdminMutation } from './admin-mutation';

/** POST /amministratori/password/force { usernames }: all or nothing. */
export const forceAmministratoriPasswordChange = (usernames: string[]) =>
  api.post<BulkResponse>('/amministratori/password/force', { usernames });
export const useForceAmministratoriPasswordChange = () => useAdminMutation(forceAmministratoriPasswordChange);
