import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath } from './admin-mutation';
import { amministratoriKeys } from './amministratori-list';

/** DELETE /amministratori/{username}. */
export const deleteAmministratore = (username: string) => api.delete<MessageResponse>(adminPath(username));

/**
 * The delete, then `forget` once the page has left the deleted record: removing its cached detail while the page
 * still shows it would make the page fetch it again and toast a 404 after a successful delete.
 */
export function useDeleteAmministratore() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteAmministratore,
    meta: { silent: true },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: amministratoriKeys.lists() });
    },
  });
  const forget = (username: string) => qc.removeQueries({ queryKey: amministratoriKeys.detail(username) });
  return Object.assign(mutation, { forget });
}
