import { queryOptions } from '@tanstack/react-query';
import type { NotificationType, OutletNotificationArchive } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { outletKeys } from './outlet-keys';

/** GET /ricevitore/notifications/archive: what the board has shown, newest first. */
export const notificationArchiveQueryOptions = (page: number, type: NotificationType | undefined, pageSize = 20) =>
  queryOptions({
    queryKey: outletKeys.notificationArchive(page, type, pageSize),
    queryFn: ({ signal }) =>
      api.get<OutletNotificationArchive>(
        `/ricevitore/notifications/archive${toQueryString({ page, pageSize, type })}`,
        { signal },
      ),
    staleTime: 0,
  });
