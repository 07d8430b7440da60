import { queryOptions } from '@tanstack/react-query';
import type { SyndicateContests } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { proposalsKeys } from './proposals-keys';

/** GET /syndicate/contests/listing: the contests the proposals list filters by. */
export const syndicateContestsQueryOptions = () =>
  queryOptions({
    queryKey: proposalsKeys.contests(),
    queryFn: ({ signal }) => api.get<SyndicateContests>('/syndicate/contests/listing', { signal }),
  });
