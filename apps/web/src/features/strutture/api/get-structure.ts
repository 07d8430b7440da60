import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, HistoryResponse, Structure } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { structuresKeys } from './structures-keys';

/** GET /games/{gameSlug}/structures/{structureId}. */
export function fetchStructure(game: GameSlug, id: number, signal?: AbortSignal): Promise<Structure> {
  return api.get<Structure>(`/games/${game}/structures/${id}`, { signal });
}

export const structureQueryOptions = (game: GameSlug, id: number) =>
  queryOptions({
    queryKey: structuresKeys.detail(game, id),
    queryFn: ({ signal }) => fetchStructure(game, id, signal),
  });

/** GET /games/{gameSlug}/structures/{structureId}/history?page= (the audit log of the structure). */
export function fetchStructureHistory(
  game: GameSlug,
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<HistoryResponse> {
  return api.get<HistoryResponse>(`/games/${game}/structures/${id}/history${toQueryString({ page, pageSize: 10 })}`, {
    signal,
  });
}

export const structureHistoryQueryOptions = (game: GameSlug, id: number, page: number) =>
  queryOptions({
    queryKey: structuresKeys.history(game, id, page),
    queryFn: ({ signal }) => fetchStructureHistory(game, id, page, signal),
    meta: { silent: true },
  });
