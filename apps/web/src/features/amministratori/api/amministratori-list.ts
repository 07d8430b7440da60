import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminListResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { adminListParams, type AmministratoriSearch } from '../search';

export const amministratoriKeys = {
  all: ['amministratori'] as const,
  lists: () => [...amministratoriKeys.all, 'list'] as const,
  details: () => [...amministratoriKeys.all, 'detail'] as const,
  detail: (username: string) => [...amministratoriKeys.details(), username] as const,
  history: (username: string, page: number) => [...amministratoriKeys.detail(username), 'history', page] as const,
};

/** GET /amministratori with the URL's filters, sort and page. */
export function fetchAmministratori(search: AmministratoriSearch, signal?: AbortSignal): Promise<AdminListResponse> {
  return api.get<AdminListResponse>(`/amministratori${toQueryString(adminListParams(search))}`, { signal });
}

export const amministratoriListQueryOptions = (search: AmministratoriSearch) =>
  queryOptions({
    queryKey: [...amministratoriKeys.lists(), search] as const,
    queryFn: ({ signal }) => fetchAmministratori(search, signal),
    placeholderData: keepPreviousData,
  });
