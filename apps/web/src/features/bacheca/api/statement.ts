import { queryOptions } from '@tanstack/react-query';
import type { StatementResponse } from '@bacheca/domain/schemas/outlet';
import { api } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** GET /ricevitore/statement: the quote held by contest (the page filters the game itself; the export takes it). */
export const statementQueryOptions = () =>
  queryOptions({
    queryKey: outletKeys.statement(),
    queryFn: ({ signal }) => api.get<StatementResponse>('/ricevitore/statement', { signal }),
  });
