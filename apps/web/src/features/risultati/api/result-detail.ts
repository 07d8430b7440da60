import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, HistoryResponse } from '@bacheca/domain';
import type { ContestResult } from '@bacheca/domain/results/schemas';
import { api, isApiError } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

/** The contest's result, or null while none has been entered (the API answers 404). */
export const resultQueryOptions = (game: GameSlug, contestId: number) =>
  queryOptions({
    queryKey: resultsKeys.detail(game, contestId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ContestResult>(`/games/${game}/contests/${contestId}/result`, { signal });
      } catch (e) {
        if (isApiError(e) && e.status === 404 && e.code === 'RESULT_NOT_FOUND') return null;
        throw e;
      }
    },
  });

/** GET /games/{g}/contests/{id}/result/history (the audit log of the result). */
export const resultHistoryQueryOptions = (game: GameSlug, contestId: number, page: number) =>
  queryOptions({
    queryKey: resultsKeys.history(game, contestId, page),
    queryFn: ({ signal }) =>
      api.get<HistoryResponse>(`/games/${game}/contests/${contestId}/result/history?page=${page}&pageSize=10`, {
        signal,
      }),
    meta: { silent: true },
  });
