import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActiveCountResponse, RicevitoreListResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { ricevitorieCountFilters, ricevitorieListParams, type RicevitorieSearch } from '../search';

export const ricevitorieKeys = {
  all: ['ricevitorie'] as const,
  lists: () => [...ricevitorieKeys.all, 'list'] as const,
  counts: () => [...ricevitorieKeys.all, 'active-count'] as const,
  details: () => [...ricevitorieKeys.all, 'detail'] as const,
  detail: (ivrCode: string) => [...ricevitorieKeys.details(), ivrCode] as const,
  history: (ivrCode: string, page: number) => [...ricevitorieKeys.detail(ivrCode), 'history', page] as const,
  changeRequests: (ivrCode: string) => [...ricevitorieKeys.detail(ivrCode), 'change-requests'] as const,
};

/** GET /ricevitori with the URL's filters, sort and page. */
export const ricevitorieListQueryOptions = (search: RicevitorieSearch) =>
  queryOptions({
    queryKey: [...ricevitorieKeys.lists(), search] as const,
    queryFn: ({ signal }) =>
      api.get<RicevitoreListResponse>(`/ricevitori${toQueryString(ricevitorieListParams(search))}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /ricevitori/active-count: active outlets (and all) among those matching the filters. */
export const activeCountQueryOptions = (search: RicevitorieSearch) => {
  const filters = ricevitorieCountFilters(search);
  return queryOptions({
    queryKey: [...ricevitorieKeys.counts(), filters] as const,
    queryFn: ({ signal }) =>
      api.get<ActiveCountResponse>(`/ricevitori/active-count${toQueryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
};
