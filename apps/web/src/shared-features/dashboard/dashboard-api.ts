import { queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { GameDashboard, HomeDashboard } from '@bacheca/domain/schemas/dashboard';
import { api } from '../../lib/api-client';

/** GET /games/{game}/dashboard: the figures of /{game}. */
export const gameDashboardQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: ['dashboard', 'game', game] as const,
    queryFn: ({ signal }) => api.get<GameDashboard>(`/games/${game}/dashboard`, { signal }),
    refetchInterval: 30_000,
  });

/** GET /dashboard: the home's figures, only those the user may see. */
export const homeDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'home'] as const,
    queryFn: ({ signal }) => api.get<HomeDashboard>('/dashboard', { signal }),
    refetchInterval: 30_000,
  });
