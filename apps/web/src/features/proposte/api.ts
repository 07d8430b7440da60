import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, HistoryResponse } from '@bacheca/domain';
import type { Proposal, ProposalBulkResponse, ProposalListResponse, ProposalStatus, SyndicateContests } from '@bacheca/domain/schemas/outlet';
import { api } from '../../lib/api-client';
import { toQueryString as qs } from '../../lib/list-search';

export interface ProposalFilters {
  game?: GameSlug;
  contestId?: number;
  status?: ProposalStatus;
  page: number;
}

/** The syndicate list (all games) or one game's list (`fixedGame`). */
export const proposalListQueryOptions = (f: ProposalFilters, fixedGame?: GameSlug) =>
  queryOptions({
    queryKey: ['proposals', 'list', fixedGame ?? 'all', f] as const,
    queryFn: ({ signal }) =>
      fixedGame
        ? api.get<ProposalListResponse>(`/games/${fixedGame}/proposals${qs({ contestId: f.contestId, status: f.status, page: f.page, pageSize: 25 })}`, { signal })
        : api.get<ProposalListResponse>(`/syndicate/proposals/list${qs({ ...f, pageSize: 25 })}`, { signal }),
  });

export const syndicateContestsQueryOptions = () =>
  queryOptions({
    queryKey: ['proposals', 'contests'] as const,
    queryFn: ({ signal }) => api.get<SyndicateContests>('/syndicate/contests/listing', { signal }),
  });

export const proposalQueryOptions = (game: GameSlug, id: number) =>
  queryOptions({
    queryKey: ['proposals', 'detail', game, id] as const,
    queryFn: ({ signal }) => api.get<Proposal>(`/games/${game}/proposals/${id}`, { signal }),
  });

export const proposalHistoryQueryOptions = (game: GameSlug, id: number, page: number) =>
  queryOptions({
    queryKey: ['proposals', 'history', game, id, page] as const,
    queryFn: ({ signal }) => api.get<HistoryResponse>(`/games/${game}/proposals/${id}/history${qs({ page, pageSize: 10 })}`, { signal }),
    meta: { silent: true },
  });

type Action = { ok: true; message: string; item: Proposal };
export const evaluateProposal = (id: number, outcome: 'APPROVATA' | 'RIFIUTATA', reason?: string) =>
  api.post<Action>('/syndicate/proposals/evaluate', { id, outcome, reason });
export const developProposal = (id: number) => api.post<Action>(`/syndicate/proposals/${id}/develop`);
export const approveProposals = (ids: number[]) => api.post<ProposalBulkResponse>('/syndicate/proposals/multiple/approval', { ids });
export const rejectProposals = (ids: number[], reason: string) => api.post<ProposalBulkResponse>('/syndicate/proposals/multiple/reject', { ids, reason });
