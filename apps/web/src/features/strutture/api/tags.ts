import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { tagsKeys } from '../../../shared-features/tags/tags-api';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import { structuresKeys } from './structures-keys';

type Ok = { ok: true; message?: string } | undefined;

/** PUT /games/{gameSlug}/tags/rename { from, to }: on every structure (and system) of the game. */
export function renameTag(game: GameSlug, from: string, to: string): Promise<Ok> {
  return api.put<Ok>(`/games/${game}/tags/rename`, { from, to });
}

/** POST /games/{gameSlug}/tags/delete { name }. */
export function deleteTag(game: GameSlug, name: string): Promise<Ok> {
  return api.post<Ok>(`/games/${game}/tags/delete`, { name });
}

function useRefreshAfterTags(game: GameSlug) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagsKeys.game(game) }),
      queryClient.invalidateQueries({ queryKey: structuresKeys.all }),
      queryClient.invalidateQueries({ queryKey: systemsKeys.all }),
    ]);
}

export function useRenameTag(game: GameSlug) {
  const refresh = useRefreshAfterTags(game);
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => renameTag(game, from, to),
    onSuccess: refresh,
  });
}

export function useDeleteTag(game: GameSlug) {
  const refresh = useRefreshAfterTags(game);
  return useMutation({ mutationFn: (name: string) => deleteTag(game, name), onSuccess: refresh });
}
