import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSlug, QuoteChangeRequest, SystemDetail } from '@bacheca/domain';
import type { z } from 'zod';
import type { quoteChangeResponse } from '@bacheca/domain';
import { api } from '../../lib/api-client';
import { systemsKeys } from './systems-api';

export type QuoteChangeResponse = z.infer<typeof quoteChangeResponse>;

/** PUT /systems/{systemId}/quotes: the pre-assignments after the change, saved atomically. */
export function changeQuotes(systemId: number, body: QuoteChangeRequest): Promise<QuoteChangeResponse> {
  return api.put<QuoteChangeResponse>(`/systems/${systemId}/quotes`, body);
}

/** The save of the quote management dialog; on success every screen showing the system is refreshed. */
export function useChangeQuotes(game: GameSlug, systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteChangeRequest) => changeQuotes(systemId, body),
    // The dialog shows the error itself (with the rows it concerns).
    meta: { silent: true },
    onSuccess: async (res) => {
      queryClient.setQueryData<SystemDetail>(systemsKeys.detail(game, systemId), (old) =>
        old
          ? {
              ...old,
              quotesTotal: res.quotesTotal,
              quotesAssigned: res.quotesAssigned,
              quotesAvailable: res.quotesAvailable,
              assignments: res.assignments,
            }
          : old,
      );
      await queryClient.invalidateQueries({ queryKey: systemsKeys.all, refetchType: 'active' });
    },
  });
}

/**
 * Quote are managed only on a system published on a contest still open for sale (decisions.md): never on a draft,
 * a cancelled system or one whose contest has closed. The quote dialog is offered only then.
 */
export function quotesManageable(s: { status: string; contest: { status: 'APERTO' | 'CHIUSO' } | null }): boolean {
  return (s.status === 'ASSOCIATA' || s.status === 'COMPLETATA') && s.contest?.status === 'APERTO';
}
