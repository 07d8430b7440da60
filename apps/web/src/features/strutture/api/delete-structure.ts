import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { structuresKeys } from './structures-keys';

/** DELETE /games/{gameSlug}/structures/{structureId}: soft delete (CANCELLATA), refused while published systems use it. */
export function deleteStructure(game: GameSlug, id: number): Promise<{ ok: true; message?: string } | undefined> {
  return api.delete<{ ok: true; message?: string } | undefined>(`/games/${game}/structures/${id}`);
}

export function useDeleteStructure(game: GameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteStructure(game, id),
    // The confirmation dialog shows the server's message.
    meta: { silent: true },
    onSuccess: async (_res, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: structuresKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: structuresKeys.detail(game, id) }),
      ]);
    },
  });
}
