import type { GameSlug } from '@bacheca/domain';
import type { ProposalStatus } from '@bacheca/domain/schemas/outlet';

export interface ProposalFilters {
  game?: GameSlug;
  contestId?: number;
  status?: ProposalStatus;
  page: number;
}

export const proposalsKeys = {
  all: ['proposals'] as const,
  list: (fixedGame: GameSlug | 'all', f: ProposalFilters) => [...proposalsKeys.all, 'list', fixedGame, f] as const,
  contests: () => [...proposalsKeys.all, 'contests'] as const,
  detail: (game: GameSlug, id: number) => [...proposalsKeys.all, 'detail', game, id] as const,
  history: (game: GameSlug, id: number, page: number) => [...proposalsKeys.all, 'history', game, id, page] as const,
};
