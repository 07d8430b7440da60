import { queryOptions } from '@tanstack/react-query';
import type { OutletContestWinsResponse, OutletWinsContestsResponse, OutletWinsResponse } from '@bacheca/domain/schemas/wins';
import type { GameSlug, NotificationDelivery, NotificationType, OutletNotificationArchive, RicevitoreProfileResponse } from '@bacheca/domain';
import type { BoardResponse, HoldingsResponse, ProposalListResponse, ProposalOptions, StatementResponse } from '@bacheca/domain/schemas/outlet';
import { api, apiDownload } from '../../lib/api-client';
import { toQueryString } from '../../lib/list-search';

/** The board's filters, as the API takes them. */
export interface BoardFilters {
  game?: GameSlug;
  contestId?: number;
  /** Cents. */
  quotaPriceFrom?: number;
  quotaPriceTo?: number;
  availableFrom?: number;
  held?: boolean;
  /** Free text over the SiCe name, the board name and the structure. */
  q?: string;
}

export const boardQueryOptions = (f: BoardFilters, page: number, pageSize = 24) =>
  queryOptions({
    queryKey: ['ricevitore', 'board', f, page, pageSize] as const,
    queryFn: ({ signal }) => api.get<BoardResponse>(`/ricevitore/board${toQueryString({ ...f, page, pageSize })}`, { signal }),
  });

export const proposalOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'proposal-options'] as const,
    queryFn: ({ signal }) => api.get<ProposalOptions>('/ricevitore/proposals/options', { signal }),
  });

/** The outlet's own proposals: staff decide their outcome at any time, so the list is read again each time it opens. */
export const myProposalsQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'proposals'] as const,
    queryFn: ({ signal }) => api.get<ProposalListResponse>('/ricevitore/proposals?pageSize=100', { signal }),
    staleTime: 0,
  });

export const holdingsQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'holdings'] as const,
    queryFn: ({ signal }) => api.get<HoldingsResponse>('/ricevitore/holdings', { signal }),
  });

export const outletDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery', 'ricevitore'] as const,
    queryFn: ({ signal }) => api.get<NotificationDelivery>('/ricevitore/notifications', { signal }),
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

export const boardGraphicQueryOptions = (systemId: number) =>
  queryOptions({
    queryKey: ['ricevitore', 'graphic', systemId] as const,
    queryFn: async () => (await apiDownload(`/ricevitore/systems/${systemId}/graphic`, 'grafica.svg')).blob.text(),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });

export interface QuoteAnswer {
  ok: true;
  message: string;
  systemId: number;
  quotesAvailable: number;
  held: number;
}

export const requestQuotes = (systemId: number, quantity: number) => api.post<QuoteAnswer>(`/ricevitore/systems/${systemId}/quotes`, { quantity });

/** The outlet's winning holdings and its unseen win notices (issue 26 item 3): the board reads the notices at once. */
export const outletWinsQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'wins'] as const,
    queryFn: ({ signal }) => api.get<OutletWinsResponse>('/ricevitore/wins?pageSize=100', { signal }),
  });

/** The contests of the outlet's games with computed wins, newest first. */
export const outletWinsContestsQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'wins-contests'] as const,
    queryFn: ({ signal }) => api.get<OutletWinsContestsResponse>('/ricevitore/wins/contests', { signal }),
  });

/** One page of a contest's winning systems, with the quote the outlet holds of each. */
export const outletContestWinsQueryOptions = (contestId: number, page: number, pageSize = 25) =>
  queryOptions({
    queryKey: ['ricevitore', 'contest-wins', contestId, page, pageSize] as const,
    queryFn: ({ signal }) => api.get<OutletContestWinsResponse>(`/ricevitore/contests/${contestId}/wins${toQueryString({ page, pageSize })}`, { signal }),
  });

/** The outlet marks its notice of a contest seen (never in a simulation: the server refuses it). */
export const markWinNoticeSeen = (contestId: number) => api.post<{ ok: true }>(`/ricevitore/wins/notices/${contestId}/seen`);
// ---------------------------------------------------------------- the outlet's self-service (issue 28 item 2)

/** GET /ricevitore/statement: the quote held by contest (the page filters the game itself; the export takes it). */
export const statementQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'statement'] as const,
    queryFn: ({ signal }) => api.get<StatementResponse>('/ricevitore/statement', { signal }),
  });

/** GET /ricevitore/notifications/archive: what the board has shown, newest first. */
export const notificationArchiveQueryOptions = (page: number, type: NotificationType | undefined, pageSize = 20) =>
  queryOptions({
    queryKey: ['ricevitore', 'notification-archive', page, type ?? null, pageSize] as const,
    queryFn: ({ signal }) => api.get<OutletNotificationArchive>(`/ricevitore/notifications/archive${toQueryString({ page, pageSize, type })}`, { signal }),
    staleTime: 0,
  });

/** GET /ricevitore/profile: the outlet's own data and its change requests. */
export const outletProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['ricevitore', 'profile'] as const,
    queryFn: ({ signal }) => api.get<RicevitoreProfileResponse>('/ricevitore/profile', { signal }),
    staleTime: 0,
  });

/** POST /ricevitore/change-requests: only the fields the outlet changed. */
export const submitChangeRequest = (changes: Record<string, string>) =>
  api.post<{ ok: true; message: string }>('/ricevitore/change-requests', changes);
