import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { ricevitorieKeys } from './ricevitorie-list';

/** DELETE /ricevitori/{ivrCode}. */
export const deleteRicevitoria = (ivrCode: string) => api.delete<MessageResponse>(ricevitoriaPath(ivrCode));

/**
 * The delete, then `forget` once the page has left the deleted record: removing its cached detail while the page
 * still shows it would make the page fetch it again and toast a 404 after a successful delete.
 */
export function useDeleteRicevitoria() {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteRicevitoria,
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ricevitorieKeys.lists() }),
        qc.invalidateQueries({ queryKey: ricevitorieKeys.counts() }),
      ]);
    },
  });
  const forget = (ivrCode: string) => qc.removeQueries({ queryKey: ricevitorieKeys.detail(ivrCode) });
  return Object.assign(mutation, { forget });
}
