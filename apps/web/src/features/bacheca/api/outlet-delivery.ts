import { queryOptions } from '@tanstack/react-query';
import type { NotificationDelivery } from '@bacheca/domain';
import { deliveryKeys } from '../../../components/notification-delivery';
import { api } from '../../../lib/api-client';

/** GET /ricevitore/notifications: the banners and popups the board shows, read again every five minutes. */
export const outletDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: deliveryKeys.outlet(),
    queryFn: ({ signal }) => api.get<NotificationDelivery>('/ricevitore/notifications', { signal }),
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

/** POST /ricevitore/notifications/{id}/ack: the outlet has read a popup ("Ho letto"). */
export const ackNotification = (id: number) => api.post(`/ricevitore/notifications/${id}/ack`);
