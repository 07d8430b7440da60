import { queryOptions } from '@tanstack/react-query';
import type { OutletWinsResponse } from '@bacheca/domain/schemas/wins';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** The outlet's winning holdings and its unseen win notices: the board reads the notices at once. */
export const outletWinsQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.wins(),
    queryFn: ({ signal }) => api.get<OutletWinsResponse>('/ricevitore/wins?pageSize=100', { signal }),
  });
