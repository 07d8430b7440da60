import { queryOptions } from '@tanstack/react-query';
import type { Contest, GameSlug } from '@bacheca/domain';
import { api } from '../../lib/api-client';
import { toQueryString } from '../../lib/list-search';

export type ContestWhen = 'upcoming' | 'past' | 'all';

/** GET /games/{gameSlug}/contests?when=&limit= → { items }: the contest calendar (domain-rules §2). */
export function fetchContests(game: GameSlug, when: ContestWhen, limit: number, signal?: AbortSignal): Promise<{ items: Contest[] }> {
  return api.get<{ items: Contest[] }>(`/games/${game}/contests${toQueryString({ when, limit })}`, { signal });
}

export const contestsQueryOptions = (game: GameSlug, when: ContestWhen = 'upcoming', limit = 50) =>
  queryOptions({
    queryKey: ['contests', game, when, limit] as const,
    queryFn: ({ signal }) => fetchContests(game, when, limit, signal),
    staleTime: 5 * 60_000,
  });

/** "Concorso 142/2026 – 12/11/2026". */
export function contestLabel(c: Pick<Contest, 'label' | 'drawDate'>): string {
  const [y, m, d] = c.drawDate.split('-');
  return d ? `${c.label} – ${d}/${m}/${y}` : c.label;
}
