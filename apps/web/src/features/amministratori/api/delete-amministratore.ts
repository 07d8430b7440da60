import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { adminPath } from './admin-mutation';
import { amministratoriKeys } from './amministratori-list';

/** DELETE /amministratori/{username}. */
export const deleteAmministratore = (username: string) => api.delete<MessageResponse>(adminPath(username));

export function useDeleteAmministratore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAmministratore,
    meta: { silent: true },
    onSuccess: async (_res, username) => {
      qc.removeQueries({ queryKey: amministratoriKeys.detail(username) });
      await qc.invalidateQueries({ queryKey: amministratoriKeys.lists() });
    },
  });
}
