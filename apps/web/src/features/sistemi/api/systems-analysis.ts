import { queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { SystemsAnalysis } from '@bacheca/domain/schemas/system-tools';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import { api } from '../../../lib/api-client';

/** The systems analysed: a selection by id, or every system matching the grid's filter. */
export type AnalysisTarget = { ids: number[] } | { filter: Record<string, unknown> };

/**
 * POST /games/{g}/systems/analysis: computed on the server each time the dialog opens (a read, through POST for its
 * body), never kept: the systems may have changed since.
 */
export const systemsAnalysisQueryOptions = (game: GameSlug, target: AnalysisTarget) =>
  queryOptions({
    queryKey: systemsKeys.analysis(game, target),
    queryFn: () => api.post<SystemsAnalysis>(`/games/${game}/systems/analysis`, target),
    meta: { silent: true },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
