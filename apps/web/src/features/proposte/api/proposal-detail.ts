import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, HistoryResponse } from '@bacheca/domain';
import type { Proposal } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { toQueryString as qs } from '../../../lib/list-search';
import { proposalsKeys } from './proposals-keys';

/** GET /games/{g}/proposals/{id}. */
export const proposalQueryOptions = (game: GameSlug, id: number) =>
  queryOptions({
    queryKey: proposalsKeys.detail(game, id),
    queryFn: ({ signal }) => api.get<Proposal>(`/games/${game}/proposals/${id}`, { signal }),
  });

/** GET /games/{g}/proposals/{id}/history (the audit log of the proposal). */
export const proposalHistoryQueryOptions = (game: GameSlug, id: number, page: number) =>
  queryOptions({
    queryKey: proposalsKeys.history(game, id, page),
    queryFn: ({ signal }) =>
      api.get<HistoryResponse>(`/games/${game}/proposals/${id}/history${qs({ page, pageSize: 10 })}`, { signal }),
    meta: { silent: true },
  });
