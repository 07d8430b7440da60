import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@bacheca/domain';
import { api } from '../api-client';

/** GET /amministratori/me: who is logged in, with roles and effective permissions. */
export function fetchCurrentUser(): Promise<CurrentUser> {
  return api.get<CurrentUser>('/amministratori/me');
}

export const currentUserQueryOptions = queryOptions({
  queryKey: ['session', 'me'] as const,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  retry: false,
});

/** The logged-in user; routes under the layout have it loaded by their guard. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
