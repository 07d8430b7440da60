import { queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export interface ResultListItem {
  contest: { id: number; label: string; drawDate: string; closesAt: string; status: 'APERTO' | 'CHIUSO' };
  status: 'BOZZA' | 'CONFERMATO' | null;
  enteredBy: string | null;
  confirmedBy: string | null;
  version: number | null;
}

/** GET /games/{g}/results: the game's contests with the state of their result. */
export const resultListQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: resultsKeys.list(game),
    queryFn: ({ signal }) => api.get<{ items: ResultListItem[] }>(`/games/${game}/results?limit=100`, { signal }),
  });
