import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { z } from 'zod';
import type { generateSystemsRequest, generateSystemsResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import { structuresKeys } from './structures-keys';

export type GenerateSystemsRequest = z.input<typeof generateSystemsRequest>;
export type GenerateSystemsResponse = z.infer<typeof generateSystemsResponse>;

/** POST /games/{gameSlug}/structures/{structureId}/generate-systems: 1–999 systems in one transaction. */
export function generateSystems(
  game: GameSlug,
  id: number,
  body: GenerateSystemsRequest,
): Promise<GenerateSystemsResponse> {
  return api.post<GenerateSystemsResponse>(`/games/${game}/structures/${id}/generate-systems`, body);
}

export function useGenerateSystems(game: GameSlug, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateSystemsRequest) => generateSystems(game, id, body),
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: systemsKeys.all }),
        queryClient.invalidateQueries({ queryKey: structuresKeys.all }),
      ]);
    },
  });
}
