import { queryOptions } from '@tanstack/react-query';
import type { BoardResponse } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { outletKeys, type BoardFilters } from './outlet-keys';

export type { BoardFilters };

/** GET /ricevitore/board: one page of the published systems of the outlet's games. */
export const boardQueryOptions = (f: BoardFilters, page: number, pageSize = 24) =>
  queryOptions({
    queryKey: outletKeys.board(f, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<BoardResponse>(`/ricevitore/board${toQueryString({ ...f, page, pageSize })}`, { signal }),
  });
