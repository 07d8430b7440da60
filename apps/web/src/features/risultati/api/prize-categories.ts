import { queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export interface PrizeCategoryItem {
  code: string;
  label: string;
  superstar: boolean;
  formula?: 11 | 13;
}

/** GET /games/{g}/prize-categories: fixed per game, so read once. */
export const prizeCategoriesQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: resultsKeys.categories(game),
    queryFn: ({ signal }) => api.get<{ items: PrizeCategoryItem[] }>(`/games/${game}/prize-categories`, { signal }),
    staleTime: Infinity,
  });
