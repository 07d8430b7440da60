import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contest, TotocalcioMatch } from '@bacheca/domain';
import type { TotocalcioSystemCreateRequest, TotocalcioSystemCreated } from '@bacheca/domain/schemas/totocalcio';
import { api } from '../../../lib/api-client';
import { systemsKeys } from '../../../shared-features/systems/systems-api';

/** GET /games/totocalcio/contests/{contestId}/events: the 14 matches of a round. */
export const contestEventsQueryOptions = (contestId: number | undefined) =>
  queryOptions({
    queryKey: ['totocalcio', 'events', contestId] as const,
    queryFn: ({ signal }) =>
      api.get<{ contest: Contest; events: TotocalcioMatch[] }>(`/games/totocalcio/contests/${contestId}/events`, {
        signal,
      }),
    enabled: contestId != null,
    staleTime: 10 * 60_000,
  });

/** POST /games/totocalcio/systems. */
export function useCreateTotocalcioSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TotocalcioSystemCreateRequest) =>
      api.post<TotocalcioSystemCreated>('/games/totocalcio/systems', body),
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: systemsKeys.all });
    },
  });
}
