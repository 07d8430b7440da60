import type { GameSlug } from '@bacheca/domain';
import type { StruttureSearch } from '../search';

export const structuresKeys = {
  all: ['structures'] as const,
  lists: () => [...structuresKeys.all, 'list'] as const,
  list: (game: GameSlug, search: StruttureSearch) => [...structuresKeys.lists(), game, search] as const,
  details: () => [...structuresKeys.all, 'detail'] as const,
  detail: (game: GameSlug, id: number) => [...structuresKeys.details(), game, id] as const,
  histories: (game: GameSlug, id: number) => [...structuresKeys.detail(game, id), 'history'] as const,
  history: (game: GameSlug, id: number, page: number) => [...structuresKeys.histories(game, id), page] as const,
};
