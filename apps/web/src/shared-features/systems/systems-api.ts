import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, SystemDetail } from '@bacheca/domain';
import { api } from '../../lib/api-client';

/**
 * Query keys of systems, shared by the system screens, the archive and the quote management dialog, so that a
 * quote change refreshes every screen showing the system.
 */
export const systemsKeys = {
  all: ['systems'] as const,
  lists: () => [...systemsKeys.all, 'list'] as const,
  details: () => [...systemsKeys.all, 'detail'] as const,
  detail: (game: GameSlug, id: number) => [...systemsKeys.details(), game, id] as const,
  history: (game: GameSlug, id: number, page: number) => [...systemsKeys.detail(game, id), 'history', page] as const,
  archive: () => [...systemsKeys.all, 'archive'] as const,
  analysis: (game: GameSlug, target: unknown) => [...systemsKeys.all, 'analysis', game, target] as const,
};

/** GET /games/{gameSlug}/systems/{systemId}: numbers, totals, quote and assignments. */
export function fetchSystem(game: GameSlug, id: number, signal?: AbortSignal): Promise<SystemDetail> {
  return api.get<SystemDetail>(`/games/${game}/systems/${id}`, { signal });
}

export const systemDetailQueryOptions = (game: GameSlug, id: number) =>
  queryOptions({
    queryKey: systemsKeys.detail(game, id),
    queryFn: ({ signal }) => fetchSystem(game, id, signal),
  });

/**
 * The same system through GET /systems/{systemId}, which the archive's permission (bacheca_tcal) also reaches; same
 * query key, so the dialog and the screens share one cache entry.
 */
export const anyGameSystemQueryOptions = (game: GameSlug, id: number) =>
  queryOptions({
    queryKey: systemsKeys.detail(game, id),
    queryFn: ({ signal }) => api.get<SystemDetail>(`/systems/${id}`, { signal }),
  });
