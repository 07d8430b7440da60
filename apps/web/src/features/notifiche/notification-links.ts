import { linkOptions } from '@tanstack/react-router';
import type { NotificationRecord } from '@bacheca/domain';

/** The edit page of a notification (the list and the overview link to it; kept apart so the overview stays light). */
export const updateLink = (n: Pick<NotificationRecord, 'type' | 'category' | 'id'>) =>
  linkOptions({
    to: '/notifications/$type/update/$x/$id',
    params: { type: n.type, x: n.category, id: String(n.id) },
  });
