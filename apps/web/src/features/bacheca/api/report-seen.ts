import type { NotificationDelivery } from '@bacheca/domain';
import { api } from '../../../lib/api-client';

/** Notifications this page has already reported as shown: the board reports each once per page load. */
const reportedSeen = new Set<number>();

/**
 * The board has shown these notifications (POST /ricevitore/notifications/seen, for the staff's reach statistics):
 * reported once per page load, never from a simulation, silently (a lost report only delays the count).
 */
export function reportSeen(delivery: NotificationDelivery | undefined, simulated: boolean): void {
  if (!delivery || simulated) return;
  const ids = [...(delivery.banners ?? []), ...(delivery.popups ?? [])]
    .map((n) => n.id)
    .filter((id) => !reportedSeen.has(id))
    .slice(0, 100);
  if (!ids.length) return;
  for (const id of ids) reportedSeen.add(id);
  api.post('/ricevitore/notifications/seen', { ids }).catch(() => {
    for (const id of ids) reportedSeen.delete(id);
  });
}
