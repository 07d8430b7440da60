import { queryOptions } from '@tanstack/react-query';
import type { OutletContestWinsResponse } from '@bacheca/domain/schemas/wins';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { outletKeys } from './outlet-keys';

/** One page of a contest's winning systems, with the quote the outlet holds of each. */
export const outletContestWinsQueryOptions = (contestId: number, page: number, pageSize = 25) =>
  queryOptions({
    queryKey: outletKeys.contestWins(contestId, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<OutletContestWinsResponse>(`/ricevitore/contests/${contestId}/wins${toQueryString({ page, pageSize })}`, {
        signal,
      }),
  });
