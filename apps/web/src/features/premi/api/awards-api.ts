import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Award, AwardUpsertRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import type { AwardsSearch } from '../search';

const BASE = '/games/superenalotto/awards';

export const awardsKeys = {
  all: ['awards'] as const,
  lists: () => [...awardsKeys.all, 'list'] as const,
  list: (search: AwardsSearch) => [...awardsKeys.lists(), search] as const,
  detail: (id: number) => [...awardsKeys.all, 'detail', id] as const,
};

export interface AwardList {
  items: Award[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /games/superenalotto/awards with the URL's filters. */
export const awardsListQueryOptions = (search: AwardsSearch) =>
  queryOptions({
    queryKey: awardsKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<AwardList>(
        `${BASE}${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const awardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: awardsKeys.detail(id),
    queryFn: ({ signal }) => api.get<Award>(`${BASE}/${id}`, { signal }),
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: awardsKeys.all });
}

/** POST, or PUT with the version read. */
export function useSaveAward(id?: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AwardUpsertRequest) =>
      id == null ? api.post<Award>(BASE, body) : api.put<Award>(`${BASE}/${id}`, body),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** POST …/{id}/duplicate { contestId }. */
export function useDuplicateAward() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, contestId }: { id: number; contestId: number }) =>
      api.post<Award>(`${BASE}/${id}/duplicate`, { contestId }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useDeleteAward() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true; message: string }>(`${BASE}/${id}`),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}
