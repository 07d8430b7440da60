import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMutationResponse, MessageResponse } from '@bacheca/domain';
import { amministratoriKeys } from './amministratori-list';

export const adminPath = (username: string) => `/amministratori/${encodeURIComponent(username)}`;

/**
 * The shape of every write on staff users. Saves are pessimistic: the screen waits for the answer, then the cache
 * takes the record the server returned (with its new version) and the lists are refetched. Errors are shown by the
 * caller (`meta.silent`), which knows whether they belong to a form field.
 */
export function useAdminMutation<V, R extends MessageResponse>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: true },
    onSuccess: async (res) => {
      const item = (res as Partial<AdminMutationResponse>).item;
      if (item) qc.setQueryData(amministratoriKeys.detail(item.username), item);
      await Promise.all([
        qc.invalidateQueries({ queryKey: amministratoriKeys.lists() }),
        qc.invalidateQueries({ queryKey: amministratoriKeys.details() }),
      ]);
    },
  });
}
