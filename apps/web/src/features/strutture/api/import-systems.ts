import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSlug, SystemDetail } from '@bacheca/domain';
import type { SystemsImportPreview } from '@bacheca/domain/schemas/system-tools';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import { structuresKeys } from './structures-keys';

/** The preview (every row with its outcome) or, confirmed with every row valid, the new drafts. */
export type ImportSystemsAnswer = SystemsImportPreview | { systemIds: number[] };

/**
 * POST /games/{gameSlug}/structures/{structureId}/systems/import `{ csv, confirm }` (decisions.md): 200 with the rows
 * and nothing written, or 201 with the drafts' ids.
 */
export function importSystems(
  game: GameSlug,
  id: number,
  body: { csv: string; confirm: boolean },
): Promise<ImportSystemsAnswer> {
  return api.post<ImportSystemsAnswer>(`/games/${game}/structures/${id}/systems/import`, body);
}

export function useImportSystems(game: GameSlug, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; confirm: boolean }) => importSystems(game, id, body),
    meta: { silent: true },
    onSuccess: async (answer) => {
      if (!('systemIds' in answer)) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: systemsKeys.all }),
        queryClient.invalidateQueries({ queryKey: structuresKeys.all }),
      ]);
    },
  });
}

/** The newest drafts of the structure after an import (the first `shown` of them), to name them and link them. */
export const importedDraftsQueryOptions = (game: GameSlug, structureId: number, ids: number[], shown: number) =>
  queryOptions({
    queryKey: [...systemsKeys.lists(), game, 'imported', structureId, ids, shown] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: Pick<SystemDetail, 'id' | 'name'>[] }>(
        `/games/${game}/systems${toQueryString({ structureId, status: 'BOZZA', sort: '-id', page: 1, pageSize: Math.min(ids.length, shown) })}`,
        { signal },
      ),
    meta: { silent: true },
  });
