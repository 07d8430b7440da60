import type { GameSlug, NotificationType } from '@bacheca/domain';

/** The board's filters, as the API takes them. */
export interface BoardFilters {
  game?: GameSlug;
  contestId?: number;
  /** Cents. */
  quotaPriceFrom?: number;
  quotaPriceTo?: number;
  availableFrom?: number;
  held?: boolean;
  /** Free text over the SiCe name, the board name and the structure. */
  q?: string;
}

/** The cache keys of the outlet's own pages: one prefix, so a quote taken refreshes all the outlet reads at once. */
export const outletKeys = {
  all: ['ricevitore'] as const,
  boards: () => [...outletKeys.all, 'board'] as const,
  board: (f: BoardFilters, page: number, pageSize: number) => [...outletKeys.boards(), f, page, pageSize] as const,
  graphic: (systemId: number) => [...outletKeys.all, 'graphic', systemId] as const,
  holdings: () => [...outletKeys.all, 'holdings'] as const,
  proposalOptions: () => [...outletKeys.all, 'proposal-options'] as const,
  proposals: () => [...outletKeys.all, 'proposals'] as const,
  wins: () => [...outletKeys.all, 'wins'] as const,
  winsContests: () => [...outletKeys.all, 'wins-contests'] as const,
  contestWins: (contestId: number, page: number, pageSize: number) =>
    [...outletKeys.all, 'contest-wins', contestId, page, pageSize] as const,
  statement: () => [...outletKeys.all, 'statement'] as const,
  notificationArchive: (page: number, type: NotificationType | undefined, pageSize: number) =>
    [...outletKeys.all, 'notification-archive', page, type ?? null, pageSize] as const,
  profile: () => [...outletKeys.all, 'profile'] as const,
};
