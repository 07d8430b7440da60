import { queryOptions } from '@tanstack/react-query';
import type { ProposalListResponse } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** The outlet's own proposals: staff decide their outcome at any time, so the list is read again each time it opens. */
export const myProposalsQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.proposals(),
    queryFn: ({ signal }) => api.get<ProposalListResponse>('/ricevitore/proposals?pageSize=100', { signal }),
    staleTime: 0,
  });
