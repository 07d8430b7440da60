import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { ContestWinsResponse } from '@bacheca/domain/schemas/wins';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import type { WinsSearch } from '../search';

export const winsKeys = {
  all: ['wins'] as const,
  contest: (game: GameSlug, contestId: number, search: WinsSearch) =>
    [...winsKeys.all, game, contestId, search] as const,
};

/** While the wins job runs its progress is read again every second. */
export const WINS_POLL_MS = 1000;

export const contestWinsQueryOptions = (game: GameSlug, contestId: number, search: WinsSearch) =>
  queryOptions({
    queryKey: winsKeys.contest(game, contestId, search),
    queryFn: ({ signal }) =>
      api.get<ContestWinsResponse>(
        `/games/${game}/contests/${contestId}/wins${toQueryString({ all: search.all ? 'true' : undefined, sort: search.sort, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.job?.status === 'IN_CORSO' ? WINS_POLL_MS : false),
  });
