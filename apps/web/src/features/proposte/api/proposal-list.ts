import { queryOptions } from '@tanstack/react-query';
import type { GameSlug } from '@bacheca/domain';
import type { ProposalListResponse } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { toQueryString as qs } from '../../../lib/list-search';
import { proposalsKeys, type ProposalFilters } from './proposals-keys';

export type { ProposalFilters };

/** The syndicate list (all games) or one game's list (`fixedGame`). */
export const proposalListQueryOptions = (f: ProposalFilters, fixedGame?: GameSlug) =>
  queryOptions({
    queryKey: proposalsKeys.list(fixedGame ?? 'all', f),
    queryFn: ({ signal }) =>
      fixedGame
        ? api.get<ProposalListResponse>(
            `/games/${fixedGame}/proposals${qs({ contestId: f.contestId, status: f.status, page: f.page, pageSize: 25 })}`,
            { signal },
          )
        : api.get<ProposalListResponse>(`/syndicate/proposals/list${qs({ ...f, pageSize: 25 })}`, { signal }),
  });
