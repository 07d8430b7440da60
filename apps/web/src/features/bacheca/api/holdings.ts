import { queryOptions } from '@tanstack/react-query';
import type { HoldingsResponse } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** GET /ricevitore/holdings: the quote the outlet holds, by system. */
export const holdingsQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.holdings(),
    queryFn: ({ signal }) => api.get<HoldingsResponse>('/ricevitore/holdings', { signal }),
  });
