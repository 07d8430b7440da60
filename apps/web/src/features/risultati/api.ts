import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, HistoryResponse } from '@bacheca/domain';
import type { ContestResult, ResultPutRequest } from '@bacheca/domain/results/schemas';
import { api, isApiError } from '../../lib/api-client';

export interface ResultListItem {
  contest: { id: number; label: string; drawDate: string; closesAt: string; status: 'APERTO' | 'CHIUSO' };
  status: 'BOZZA' | 'CONFERMATO' | null;
  enteredBy: string | null;
  confirmedBy: string | null;
  version: number | null;
}
export interface PrizeCategoryItem { code: string; label: string; superstar: boolean; formula?: 11 | 13 }

export const resultListQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: ['results', 'list', game] as const,
    queryFn: ({ signal }) => api.get<{ items: ResultListItem[] }>(`/games/${game}/results?limit=100`, { signal }),
  });

/** The contest's result, or null while none has been entered (the API answers 404). */
export const resultQueryOptions = (game: GameSlug, contestId: number) =>
  queryOptions({
    queryKey: ['results', 'detail', game, contestId] as const,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ContestResult>(`/games/${game}/contests/${contestId}/result`, { signal });
      } catch (e) {
        if (isApiError(e) && e.status === 404 && e.code === 'RESULT_NOT_FOUND') return null;
        throw e;
      }
    },
  });

export const prizeCategoriesQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: ['results', 'categories', game] as const,
    queryFn: ({ signal }) => api.get<{ items: PrizeCategoryItem[] }>(`/games/${game}/prize-categories`, { signal }),
    staleTime: Infinity,
  });

export const resultHistoryQueryOptions = (game: GameSlug, contestId: number, page: number) =>
  queryOptions({
    queryKey: ['results', 'history', game, contestId, page] as const,
    queryFn: ({ signal }) => api.get<HistoryResponse>(`/games/${game}/contests/${contestId}/result/history?page=${page}&pageSize=10`, { signal }),
    meta: { silent: true },
  });

export const saveResult = (game: GameSlug, contestId: number, body: ResultPutRequest) => api.put<ContestResult>(`/games/${game}/contests/${contestId}/result`, body);
export const confirmResult = (game: GameSlug, contestId: number, version: number) =>
  api.post<{ jobId: string | null }>(`/games/${game}/contests/${contestId}/result/confirm`, { version });
export const reopenResult = (game: GameSlug, contestId: number, reason: string) =>
  api.post<ContestResult>(`/games/${game}/contests/${contestId}/result/reopen`, { reason });
