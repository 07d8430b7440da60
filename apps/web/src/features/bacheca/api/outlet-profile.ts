import { queryOptions } from '@tanstack/react-query';
import type { RicevitoreProfileResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** GET /ricevitore/profile: the outlet's own data and its change requests. */
export const outletProfileQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.profile(),
    queryFn: ({ signal }) => api.get<RicevitoreProfileResponse>('/ricevitore/profile', { signal }),
    staleTime: 0,
  });
