import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, RicevitoreMutationResponse } from '@bacheca/domain';
import { ricevitorieKeys } from './ricevitorie-list';

/**
 * The shape of every write on outlets: pessimistic (the screen waits for the answer), then the cache takes the
 * record returned (new version) and lists, counts and details are refetched. Errors are shown by the caller.
 */
export function useRicevitoriaMutation<V, R extends MessageResponse>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSuccess: async (res) => {
      const item = (res as Partial<RicevitoreMutationResponse>).item;
      if (item) qc.setQueryData(ricevitorieKeys.detail(item.ivrCode), item);
      await Promise.all([
        qc.invalidateQueries({ queryKey: ricevitorieKeys.lists() }),
        qc.invalidateQueries({ queryKey: ricevitorieKeys.counts() }),
        qc.invalidateQueries({ queryKey: ricevitorieKeys.details() }),
      ]);
    },
  });
}
