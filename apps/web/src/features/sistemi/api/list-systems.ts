import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { z } from 'zod';
import type { systemListResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import type { SistemiSearch } from '../search';

export type SystemListResponse = z.infer<typeof systemListResponse>;
export type SystemListItem = SystemListResponse['items'][number];

/** GET /games/{gameSlug}/systems with the URL's filters, sort and page. */
export function fetchSystems(game: GameSlug, search: SistemiSearch, signal?: AbortSignal): Promise<SystemListResponse> {
  return api.get<SystemListResponse>(
    `/games/${game}/systems${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
    { signal },
  );
}

export const systemsListQueryOptions = (game: GameSlug, search: SistemiSearch) =>
  queryOptions({
    queryKey: [...systemsKeys.lists(), game, search] as const,
    queryFn: ({ signal }) => fetchSystems(game, search, signal),
    placeholderData: keepPreviousData,
  });
