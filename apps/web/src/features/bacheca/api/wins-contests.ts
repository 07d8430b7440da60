import { queryOptions } from '@tanstack/react-query';
import type { OutletWinsContestsResponse } from '@bacheca/domain/schemas/wins';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** The contests of the outlet's games with computed wins, newest first. */
export const outletWinsContestsQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.winsContests(),
    queryFn: ({ signal }) => api.get<OutletWinsContestsResponse>('/ricevitore/wins/contests', { signal }),
  });
