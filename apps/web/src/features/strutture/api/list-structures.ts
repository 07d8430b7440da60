import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { z } from 'zod';
import type { structureListResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import type { StruttureSearch } from '../search';
import { structuresKeys } from './structures-keys';

export type StructureListResponse = z.infer<typeof structureListResponse>;
export type StructureListItem = StructureListResponse['items'][number];

/** GET /games/{gameSlug}/structures with the URL's filters, sort and page. */
export function fetchStructures(
  game: GameSlug,
  search: StruttureSearch,
  signal?: AbortSignal,
): Promise<StructureListResponse> {
  return api.get<StructureListResponse>(
    `/games/${game}/structures${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
    { signal },
  );
}

export const structuresListQueryOptions = (game: GameSlug, search: StruttureSearch) =>
  queryOptions({
    queryKey: structuresKeys.list(game, search),
    queryFn: ({ signal }) => fetchStructures(game, search, signal),
    placeholderData: keepPreviousData,
  });
