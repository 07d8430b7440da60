import type { GameSlug } from '@bacheca/domain';

export const resultsKeys = {
  all: ['results'] as const,
  list: (game: GameSlug) => [...resultsKeys.all, 'list', game] as const,
  detail: (game: GameSlug, contestId: number) => [...resultsKeys.all, 'detail', game, contestId] as const,
  categories: (game: GameSlug) => [...resultsKeys.all, 'categories', game] as const,
  history: (game: GameSlug, contestId: number, page: number) =>
    [...resultsKeys.all, 'history', game, contestId, page] as const,
};
