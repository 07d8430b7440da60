import { queryOptions } from '@tanstack/react-query';
import type { AdminDetail, HistoryResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { amministratoriKeys } from './amministratori-list';

/** GET /amministratori/{username}: every field, permissions and the version to send back. */
export function fetchAmministratore(username: string, signal?: AbortSignal): Promise<AdminDetail> {
  return api.get<AdminDetail>(`/amministratori/${encodeURIComponent(username)}`, { signal });
}

export const amministratoreQueryOptions = (username: string) =>
  queryOptions({
    queryKey: amministratoriKeys.detail(username),
    queryFn: ({ signal }) => fetchAmministratore(username, signal),
  });

const HISTORY_PAGE_SIZE = 10;

/** GET /amministratori/{username}/history: the audit log about the user. */
export const amministratoreHistoryQueryOptions = (username: string, page: number) =>
  queryOptions({
    queryKey: amministratoriKeys.history(username, page),
    queryFn: ({ signal }) =>
      api.get<HistoryResponse>(
        `/amministratori/${encodeURIComponent(username)}/history?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`,
        { signal },
      ),
  });
