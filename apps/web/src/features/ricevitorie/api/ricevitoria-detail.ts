import { queryOptions } from '@tanstack/react-query';
import type { ChangeRequestListResponse, HistoryResponse, RicevitoreDetail } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { ricevitorieKeys } from './ricevitorie-list';

export const ricevitoriaPath = (ivrCode: string) => `/ricevitori/${encodeURIComponent(ivrCode)}`;

/** GET /ricevitori/{ivrCode}: every field of spec §3 and the version to send back. */
export const ricevitoriaQueryOptions = (ivrCode: string) =>
  queryOptions({
    queryKey: ricevitorieKeys.detail(ivrCode),
    queryFn: ({ signal }) => api.get<RicevitoreDetail>(ricevitoriaPath(ivrCode), { signal }),
  });

const HISTORY_PAGE_SIZE = 10;

/** GET /ricevitori/{ivrCode}/history: the audit log about the outlet. */
export const ricevitoriaHistoryQueryOptions = (ivrCode: string, page: number) =>
  queryOptions({
    queryKey: ricevitorieKeys.history(ivrCode, page),
    queryFn: ({ signal }) =>
      api.get<HistoryResponse>(`${ricevitoriaPath(ivrCode)}/history?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`, {
        signal,
      }),
  });

/** GET /ricevitori/{ivrCode}/change-requests: the outlet's requests, pending and decided. */
export const changeRequestsQueryOptions = (ivrCode: string) =>
  queryOptions({
    queryKey: ricevitorieKeys.changeRequests(ivrCode),
    queryFn: ({ signal }) =>
      api.get<ChangeRequestListResponse>(`${ricevitoriaPath(ivrCode)}/change-requests`, { signal }),
  });
