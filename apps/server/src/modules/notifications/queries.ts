/** The SQL of notifications in one place: list filters, state, whitelisted sort, the page and its count. */
import { and, arrayContains, arrayOverlaps, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  NotificationRecord,
  NotificationScope,
  NotificationState,
  NotificationType,
  notificationListQuery,
} from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { listPage, pageOffset, whitelistedOrder } from '../../lib/list-query';
import { containsPattern } from '../../lib/search';
import { nextDay, romeMidnight } from '@bacheca/domain/rome-time';

export type NotificationRow = typeof notifications.$inferSelect;
type ListQuery = z.output<typeof notificationListQuery>;

export function stateOf(n: Pick<NotificationRow, 'visibleFrom' | 'expiresAt'>, now: Date): NotificationState {
  if (n.visibleFrom > now) return 'SCHEDULED';
  if (n.expiresAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** The condition of a state at `now`. */
export function stateWhere(state: NotificationState, now: Date): SQL {
  if (state === 'SCHEDULED') return gt(notifications.visibleFrom, now);
  if (state === 'EXPIRED') return lte(notifications.expiresAt, now);
  return and(lte(notifications.visibleFrom, now), gt(notifications.expiresAt, now))!;
}

export function toNotification(n: NotificationRow, now: Date): NotificationRecord {
  return {
    id: n.id,
    type: n.type as NotificationType,
    category: n.category as NotificationRecord['category'],
    title: n.title,
    content: n.content,
    url: n.url,
    outletUrl: n.outletUrl,
    priority: n.priority,
    scope: n.scope as NotificationScope[],
    regions: n.regions,
    provinces: n.provinces,
    ivrCodes: n.ivrCodes,
    visibleFrom: n.visibleFrom.toISOString(),
    expiresAt: n.expiresAt.toISOString(),
    state: stateOf(n, now),
    createdBy: n.createdBy,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    version: n.version,
  };
}

export function notificationWhere(
  type: NotificationType,
  f: Omit<ListQuery, 'page' | 'pageSize' | 'sort'>,
  now: Date,
): SQL {
  const conds: SQL[] = [eq(notifications.type, type)];
  const q = f.q?.trim();
  if (q) {
    const p = containsPattern(q);
    const any: SQL[] = [sql`lower(${notifications.title}) like ${p}`, sql`lower(${notifications.content}) like ${p}`];
    if (/^\d{1,9}$/.test(q)) any.push(eq(notifications.id, Number(q)));
    conds.push(or(...any)!);
  }
  if (f.category) conds.push(eq(notifications.category, f.category));
  if (f.scope) conds.push(arrayContains(notifications.scope, [f.scope]));
  if (f.state) conds.push(stateWhere(f.state, now));
  // shown on some day of the range (Europe/Rome days): it starts before the range ends and ends after it starts
  if (f.dateFrom) conds.push(gt(notifications.expiresAt, romeMidnight(f.dateFrom)));
  if (f.dateTo) conds.push(lt(notifications.visibleFrom, romeMidnight(nextDay(f.dateTo))));
  return and(...conds)!;
}

const SORT_COLUMNS = {
  id: notifications.id,
  title: sql`lower(${notifications.title})`,
  category: notifications.category,
  priority: notifications.priority,
  visibleFrom: notifications.visibleFrom,
  expiresAt: notifications.expiresAt,
  updatedAt: notifications.updatedAt,
} as const;

export function notificationList(db: DbOrTx, type: NotificationType, q: ListQuery, now: Date) {
  const where = notificationWhere(type, q, now);
  return listPage(
    q,
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(
        ...whitelistedOrder({
          columns: SORT_COLUMNS,
          sort: q.sort ?? '-visibleFrom',
          defaultKey: 'visibleFrom',
          tieBreak: notifications.id,
          tieBreakKey: 'id',
        }),
      )
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
    (row) => toNotification(row, now),
  );
}

/** Active notifications of any of these scopes, by priority (1 first), then the newest. */
export function activeFor(db: DbOrTx, scopes: string[], now: Date) {
  return db
    .select()
    .from(notifications)
    .where(and(stateWhere('ACTIVE', now), arrayOverlaps(notifications.scope, scopes)))
    .orderBy(notifications.priority, sql`${notifications.visibleFrom} desc`, sql`${notifications.id} desc`);
}

/** Where an outlet is, for the targeting lists. */
export interface OutletPlace {
  region: string | null;
  province: string | null;
  ivrCode: string | null;
}

/** Whether a notification's targeting lists let this outlet in: no list given, or any list holds it (OR). */
export function targetsOutlet(n: Pick<NotificationRow, 'regions' | 'provinces' | 'ivrCodes'>, o: OutletPlace): boolean {
  if (!n.regions.length && !n.provinces.length && !n.ivrCodes.length) return true;
  return (
    (o.region != null && n.regions.includes(o.region)) ||
    (o.province != null && n.provinces.includes(o.province)) ||
    (o.ivrCode != null && n.ivrCodes.includes(o.ivrCode))
  );
}

/** `targetsOutlet` as SQL over the notifications table, for one outlet. */
export function targetsOutletWhere(o: OutletPlace): SQL {
  const any: SQL[] = [
    sql`(cardinality(${notifications.regions}) = 0 and cardinality(${notifications.provinces}) = 0 and cardinality(${notifications.ivrCodes}) = 0)`,
  ];
  if (o.region) any.push(arrayContains(notifications.regions, [o.region]));
  if (o.province) any.push(arrayContains(notifications.provinces, [o.province]));
  if (o.ivrCode) any.push(arrayContains(notifications.ivrCodes, [o.ivrCode]));
  return or(...any)!;
}
