import { queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import { api } from '../../lib/api-client';

export interface TagItem {
  name: string;
  structures: number;
  systems: number;
}

export const tagsKeys = {
  all: ['tags'] as const,
  game: (game: GameSlug) => [...tagsKeys.all, game] as const,
};

/** GET /games/{gameSlug}/tags → { items: [{ name, structures, systems }] }. */
export function fetchTags(game: GameSlug, signal?: AbortSignal): Promise<{ items: TagItem[] }> {
  return api.get<{ items: TagItem[] }>(`/games/${game}/tags`, { signal });
}

export const tagsQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: tagsKeys.game(game),
    queryFn: ({ signal }) => fetchTags(game, signal),
    staleTime: 60_000,
  });
