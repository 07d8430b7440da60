import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSlug, Structure, StructureUpsertRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { tagsKeys } from '../../../shared-features/tags/tags-api';
import { structuresKeys } from './structures-keys';

/** POST /games/{gameSlug}/structures (new and duplicate): the server computes and stores the totals. */
export function createStructure(game: GameSlug, body: StructureUpsertRequest): Promise<Structure> {
  return api.post<Structure>(`/games/${game}/structures`, body);
}

/** PUT /games/{gameSlug}/structures/{structureId} with the version read (optimistic lock). */
export function updateStructure(game: GameSlug, id: number, body: StructureUpsertRequest): Promise<Structure> {
  return api.put<Structure>(`/games/${game}/structures/${id}`, body);
}

/** Create (id null) or update; the form shows the errors itself. */
export function useSaveStructure(game: GameSlug, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StructureUpsertRequest) =>
      id === null ? createStructure(game, body) : updateStructure(game, id, body),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(structuresKeys.detail(game, saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: structuresKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: structuresKeys.histories(game, saved.id) }),
        queryClient.invalidateQueries({ queryKey: tagsKeys.game(game) }),
      ]);
    },
  });
}
