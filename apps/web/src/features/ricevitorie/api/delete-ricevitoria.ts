import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitoriaPath } from './ricevitoria-detail';
import { ricevitorieKeys } from './ricevitorie-list';

/** DELETE /ricevitori/{ivrCode}. */
export const deleteRicevitoria = (ivrCode: string) => api.delete<MessageResponse>(ricevitoriaPath(ivrCode));

export function useDeleteRicevitoria() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRicevitoria,
    meta: { silent: true },
    onSuccess: async (_res, ivrCode) => {
      qc.removeQueries({ queryKey: ricevitorieKeys.detail(ivrCode) });
      await Promise.all([
        qc.invalidateQueries({ queryKey: ricevitorieKeys.lists() }),
        qc.invalidateQueries({ queryKey: ricevitorieKeys.counts() }),
      ]);
    },
  });
}
