import { queryOptions } from '@tanstack/react-query';
import type { RicevitoreProfileResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';

/** GET /ricevitore/profile: the outlet's own view (its session, or a staff user simulating it). */
export const ricevitoreProfileQueryOptions = queryOptions({
  queryKey: ['ricevitore', 'profile'] as const,
  queryFn: ({ signal }) => api.get<RicevitoreProfileResponse>('/ricevitore/profile', { signal }),
  meta: { silent: true },
  retry: false,
});
