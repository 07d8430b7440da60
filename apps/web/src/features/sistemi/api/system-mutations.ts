import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GameSlug,
  HistoryResponse,
  SystemDetail,
  SystemsBulkResponse,
  SystemsCancelResponse,
} from '@bacheca/domain';
import type { z } from 'zod';
import type { systemCreateRequest, systemUpdateRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import { structuresKeys } from '../../strutture/api/structures-keys';

export type SystemCreateRequest = z.input<typeof systemCreateRequest>;
export type SystemUpdateRequest = z.input<typeof systemUpdateRequest>;

/** POST /games/{gameSlug}/systems: a system from a structure with chosen numbers. */
export function createSystem(game: GameSlug, body: SystemCreateRequest): Promise<SystemDetail> {
  return api.post<SystemDetail>(`/games/${game}/systems`, body);
}

/** PUT /games/{gameSlug}/systems/{systemId}: name, contest, tags, evidence (with the version read). */
export function updateSystem(game: GameSlug, id: number, body: SystemUpdateRequest): Promise<SystemDetail> {
  return api.put<SystemDetail>(`/games/${game}/systems/${id}`, body);
}

export function useCreateSystem(game: GameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemCreateRequest) => createSystem(game, body),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(systemsKeys.detail(game, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: systemsKeys.lists() });
    },
  });
}

export function useUpdateSystem(game: GameSlug, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemUpdateRequest) => updateSystem(game, id, body),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(systemsKeys.detail(game, id), saved);
      await queryClient.invalidateQueries({ queryKey: systemsKeys.all, refetchType: 'active' });
    },
  });
}

/** GET /games/{gameSlug}/systems/{systemId}/history?page=. */
export const systemHistoryQueryOptions = (game: GameSlug, id: number, page: number) =>
  queryOptions({
    queryKey: systemsKeys.history(game, id, page),
    queryFn: ({ signal }) =>
      api.get<HistoryResponse>(`/games/${game}/systems/${id}/history${toQueryString({ page, pageSize: 10 })}`, {
        signal,
      }),
    meta: { silent: true },
  });

/** Structures to pick from (GET /games/{gameSlug}/structures?q=). */
export const structurePickerQueryOptions = (game: GameSlug, q: string) =>
  queryOptions({
    queryKey: [...structuresKeys.lists(), game, { picker: true, q }] as const,
    queryFn: ({ signal }) =>
      api.get<{
        items: Array<{ id: number; name: string; status: string; quotes: number; totalPriceCents: number }>;
        total: number;
      }>(`/games/${game}/structures${toQueryString({ q: q || undefined, pageSize: 20, sort: '-updatedAt' })}`, {
        signal,
      }),
    staleTime: 30_000,
  });

/**
 * POST /games/{gameSlug}/systems/{systemId}/cancel: a draft cancelled or a publication withdrawn (decisions.md);
 * refused with the server's Italian message (409: quote already held, contest closed).
 */
export function cancelSystem(game: GameSlug, id: number, reason: string): Promise<SystemDetail & { message: string }> {
  return api.post<SystemDetail & { message: string }>(`/games/${game}/systems/${id}/cancel`, { reason });
}

/** POST /games/{gameSlug}/systems/cancel: those allowed are cancelled, the others listed with why. */
export function cancelSystems(game: GameSlug, target: BulkTarget, reason: string): Promise<SystemsCancelResponse> {
  return api.post<SystemsCancelResponse>(`/games/${game}/systems/cancel`, { ...target, reason });
}

/** The systems a bulk action names: the selected ids, or the list's filters. */
export type BulkTarget = { ids: number[] } | { filter: Record<string, unknown> };

export interface BulkBody {
  action: 'tags' | 'evidence' | 'quote';
  tagsAdd?: string[];
  tagsRemove?: string[];
  evidence?: boolean;
  ivrCode?: string;
  quantity?: number;
}

/** POST /games/{gameSlug}/systems/bulk: those allowed are updated, the others listed with why. */
export function useBulkSystems(game: GameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTarget & BulkBody) => api.post<SystemsBulkResponse>(`/games/${game}/systems/bulk`, body),
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemsKeys.all });
    },
  });
}

/** Either cancel; on success every list and detail of systems (and the outlet board, by the server) is up to date. */
export function useCancelSystems(game: GameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      target,
      reason,
      single,
    }: {
      target: BulkTarget;
      reason: string;
      single: boolean;
    }): Promise<SystemsCancelResponse | (SystemDetail & { message: string })> =>
      single && 'ids' in target ? cancelSystem(game, target.ids[0], reason) : cancelSystems(game, target, reason),
    // the dialog shows the refusal itself
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemsKeys.all });
    },
  });
}
