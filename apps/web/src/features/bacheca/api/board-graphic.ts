import { queryOptions } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { outletKeys } from './outlet-keys';

/** GET /ricevitore/systems/{id}/graphic: the system's board graphic, as SVG text. */
export const boardGraphicQueryOptions = (systemId: number) =>
  queryOptions({
    queryKey: outletKeys.graphic(systemId),
    queryFn: async () => (await apiDownload(`/ricevitore/systems/${systemId}/graphic`, 'grafica.svg')).blob.text(),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });
