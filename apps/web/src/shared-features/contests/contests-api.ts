import { queryOptions } from '@tanstack/react-query';
import { format } from '@bacheca/domain/messages';
import { CONTEST_CLOSING } from '@bacheca/domain/messages-contests';
import type { Contest, GameSlug } from '@bacheca/domain';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { toQueryString } from '../../lib/list-search';

export type ContestWhen = 'upcoming' | 'past' | 'all';

/** GET /games/{gameSlug}/contests?when=&limit= → { items }: the contest calendar (docs/domain.md §2). */
export function fetchContests(
  game: GameSlug,
  when: ContestWhen,
  limit: number,
  signal?: AbortSignal,
): Promise<{ items: Contest[] }> {
  return api.get<{ items: Contest[] }>(`/games/${game}/contests${toQueryString({ when, limit })}`, { signal });
}

export const contestsQueryOptions = (game: GameSlug, when: ContestWhen = 'upcoming', limit = 50) =>
  queryOptions({
    queryKey: ['contests', game, when, limit] as const,
    queryFn: ({ signal }) => fetchContests(game, when, limit, signal),
    staleTime: 5 * 60_000,
  });

/** A calendar date YYYY-MM-DD as "12/11/2026". */
function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return d ? `${d}/${m}/${y}` : day;
}

/** "Concorso 142/2026 – 12/11/2026". */
export function contestLabel(c: Pick<Contest, 'label' | 'drawDate'>): string {
  const day = dayText(c.drawDate);
  return day !== c.drawDate ? `${c.label} – ${day}` : c.label;
}

/**
 * Where sales matter (publishing, quote): when the contest's sales close, date and time in Europe/Rome, with the
 * draw date after it — "Vendite fino al 12/11/2026, 19:30 · estrazione 12/11/2026".
 */
export function contestClosingText(c: Pick<Contest, 'closesAt' | 'drawDate'>): string {
  return format(CONTEST_CLOSING, { closesAt: formatDateTime(c.closesAt), drawDay: dayText(c.drawDate) });
}
