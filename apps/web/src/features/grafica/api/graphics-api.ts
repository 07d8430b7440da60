import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GameSlug, Graphic, GraphicUpsertRequest, graphicListResponse } from '@bacheca/domain';
import { graphicPreviewKeys } from '../../../shared-features/graphics/graphic-preview-card';
import { api } from '../../../lib/api-client';
import { structuresKeys } from '../../strutture/api/structures-keys';
import { toQueryString } from '../../../lib/list-search';
import type { GraficaSearch } from '../search';

export type GraphicListResponse = z.infer<typeof graphicListResponse>;
export type GraphicListItem = GraphicListResponse['items'][number];

export const graphicsKeys = {
  all: ['graphics'] as const,
  lists: () => [...graphicsKeys.all, 'list'] as const,
  list: (game: GameSlug, search: GraficaSearch) => [...graphicsKeys.lists(), game, search] as const,
  detail: (game: GameSlug, id: number) => [...graphicsKeys.all, 'detail', game, id] as const,
  structureChoices: (game: GameSlug) => [...graphicsKeys.all, 'structure-choices', game] as const,
};

/** GET /games/{gameSlug}/graphics with the URL's filters, sort and page. */
export function fetchGraphics(
  game: GameSlug,
  search: GraficaSearch,
  signal?: AbortSignal,
): Promise<GraphicListResponse> {
  return api.get<GraphicListResponse>(
    `/games/${game}/graphics${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
    { signal },
  );
}
export const graphicsListQueryOptions = (game: GameSlug, search: GraficaSearch) =>
  queryOptions({
    queryKey: graphicsKeys.list(game, search),
    queryFn: ({ signal }) => fetchGraphics(game, search, signal),
    placeholderData: keepPreviousData,
  });

/** GET /games/{gameSlug}/graphics/{id}. */
export const graphicQueryOptions = (game: GameSlug, id: number) =>
  queryOptions({
    queryKey: graphicsKeys.detail(game, id),
    queryFn: ({ signal }) => api.get<Graphic>(`/games/${game}/graphics/${id}`, { signal }),
  });

/** The structures a graphic can be made for (not cancelled), for the editor's select. */
export const structureChoicesQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: graphicsKeys.structureChoices(game),
    queryFn: ({ signal }) =>
      api.get<{ items: Array<{ id: number; name: string }> }>(
        `/games/${game}/structures${toQueryString({ pageSize: 100, sort: 'name' })}`,
        { signal },
      ),
  });

/** POST (new) or PUT (existing, with its version) /games/{gameSlug}/graphics[/{id}]. */
export function useSaveGraphic(game: GameSlug, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GraphicUpsertRequest) =>
      id === null
        ? api.post<Graphic>(`/games/${game}/graphics`, body)
        : api.put<Graphic>(`/games/${game}/graphics/${id}`, body),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(graphicsKeys.detail(game, saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: graphicsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: graphicPreviewKeys.previews() }),
        queryClient.invalidateQueries({ queryKey: graphicPreviewKeys.cards() }),
        queryClient.invalidateQueries({ queryKey: structuresKeys.all }),
      ]);
    },
  });
}

/** POST /games/{gameSlug}/graphics/{id}/duplicate: a copy "Copia di …", not attached. */
export function useDuplicateGraphic(game: GameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Graphic>(`/games/${game}/graphics/${id}/duplicate`, {}),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: graphicsKeys.lists() }),
  });
}

/** DELETE /games/{gameSlug}/graphics/{id}: refused while systems on a contest show it. */
export function useDeleteGraphic(game: GameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true; message: string }>(`/games/${game}/graphics/${id}`),
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: graphicsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: graphicPreviewKeys.cards() }),
        queryClient.invalidateQueries({ queryKey: structuresKeys.all }),
      ]);
    },
  });
}
