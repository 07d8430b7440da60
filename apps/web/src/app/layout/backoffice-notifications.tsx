import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { STAFF_ROLES } from '@bacheca/domain/permissions';
import type { CurrentUser, NotificationDelivery } from '@bacheca/domain';
import { DeliveredNotifications, deliveryKeys } from '../../components/notification-delivery';
import { api } from '../../lib/api-client';

export const backofficeDeliveryQueryOptions = () =>
  queryOptions({
    queryKey: deliveryKeys.backoffice(),
    queryFn: ({ signal }) => api.get<NotificationDelivery>('/backoffice/notifications', { signal }),
    // a new notification reaches open pages within minutes; every navigation after a save refetches it at once
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

/**
 * The notifications scoped `backoffice`, under the header: the active banners in priority order, and the
 * first popup the user has not acknowledged yet, until "Ho letto" (stored per user on the server, so it shows once
 * per user, in any browser). Staff only: a simulation shows the outlet's board instead.
 */
export function BackofficeNotifications({ me }: { me: CurrentUser }) {
  const staff = me.roles.some((r) => STAFF_ROLES.includes(r)) && !me.impersonatedBy;
  const queryClient = useQueryClient();
  const delivery = useQuery({ ...backofficeDeliveryQueryOptions(), enabled: staff });
  const ack = useMutation({
    mutationFn: (id: number) => api.post(`/backoffice/notifications/${id}/ack`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.backoffice() }),
  });
  if (!staff) return null;
  return <DeliveredNotifications delivery={delivery.data} prefix="backoffice" onAck={(id) => ack.mutate(id)} />;
}
