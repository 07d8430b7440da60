/** The staff notification centre (the bell in the header): messages to one staff user, read by modules/inbox. */
import type { DbOrTx } from '../db/client';
import { staffNotifications } from '../db/schema';

export interface InboxMessage {
  kind: 'JOB_FINISHED';
  title: string;
  body: string;
  /** Where the bell's link leads (an SPA path). */
  url?: string;
}

/** Leave a message for a staff user, inside the caller's transaction. */
export async function notifyUser(db: DbOrTx, userId: number, m: InboxMessage): Promise<void> {
  await db
    .insert(staffNotifications)
    .values({ userId, kind: m.kind, title: m.title, body: m.body, url: m.url ?? null });
}
