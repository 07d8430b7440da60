import type { NotificationRecord } from '@bacheca/domain';

/** The edit page of a notification (the list and the overview link to it; kept apart so the overview stays light). */
export const updateHref = (n: Pick<NotificationRecord, 'type' | 'category' | 'id'>) => `/notifications/${n.type}/update/${n.category}/${n.id}`;
