import { queryOptions } from '@tanstack/react-query';
import type { ProposalOptions } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** GET /ricevitore/proposals/options: what the outlet may propose (games, contests). */
export const proposalOptionsQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.proposalOptions(),
    queryFn: ({ signal }) => api.get<ProposalOptions>('/ricevitore/proposals/options', { signal }),
  });
