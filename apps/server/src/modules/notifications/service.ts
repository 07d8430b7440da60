import { and, arrayOverlaps, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS, NOTIFICATION_SCOPES, type DeliveredNotification, type NotificationDelivery, type NotificationOverview,
  type GameSlug, type NotificationRecord, type OutletNotificationArchive, type outletNotificationArchiveQuery, type NotificationScope, type NotificationType, type notificationListQuery, type notificationUpsertRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { notificationAcks, notifications } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { listPage, pageOffset } from '../../lib/list-query';
import { sanitizeRichText, visibleText } from '../../lib/rich-text';
import { activeFor, notificationList, stateWhere, toNotification, type NotificationRow } from './queries';

type UpsertInput = z.output<typeof notificationUpsertRequest>;
type ListQuery = z.output<typeof notificationListQuery>;

/** What the audit log keeps of a notification. */
function snapshot(n: NotificationRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = n;
  return { ...rest, visibleFrom: n.visibleFrom.toISOString(), expiresAt: n.expiresAt.toISOString() };
}

const toDelivered = (n: NotificationRow): DeliveredNotification => ({
  id: n.id,
  type: n.type as NotificationType,
  category: n.category as DeliveredNotification['category'],
  title: n.title,
  content: n.content,
  url: n.url,
  priority: n.priority,
  visibleFrom: n.visibleFrom.toISOString(),
  expiresAt: n.expiresAt.toISOString(),
});

/** Notifications (banner and popup): staff CRUD and overview, delivery to the back office and to outlets. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(type: NotificationType, q: ListQuery) {
    return notificationList(this.db, type, q, this.now());
  }

  private async target(db: DbOrTx, type: NotificationType, id: number, lock = false): Promise<NotificationRow> {
    const base = db.select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.type, type)));
    const [row] = lock ? await base.for('update') : await base;
    if (!row) throw notFound('NOTIFICATION_NOT_FOUND', { id: ERRORS.NOTIFICATION_NOT_FOUND });
    return row;
  }

  async detail(type: NotificationType, id: number): Promise<NotificationRecord> {
    return toNotification(await this.target(this.db, type, id), this.now());
  }

  /** The stored fields: content sanitized (nothing but formatting and safe links), scope without repeats. */
  private fieldsOf(input: UpsertInput) {
    const content = sanitizeRichText(input.content);
    if (!visibleText(content)) throw unprocessable('NOTIFICATION_CONTENT_REQUIRED', { content: ERRORS.NOTIFICATION_CONTENT_REQUIRED });
    const scope = NOTIFICATION_SCOPES.filter((s) => input.scope.includes(s));
    return {
      category: input.category,
      title: input.title,
      content,
      url: input.url ?? null,
      priority: input.priority,
      scope,
      visibleFrom: new Date(input.visibleFrom),
      expiresAt: new Date(input.expiresAt),
    };
  }

  async create(type: NotificationType, input: UpsertInput, who: AuditActor): Promise<NotificationRecord> {
    const fields = this.fieldsOf(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(notifications).values({ type, ...fields, createdBy: who.actor ?? 'sistema' }).returning();
      await audit(tx, who, { action: 'create', entityType: 'notification', entityId: row.id, after: snapshot(row) });
      return toNotification(row, this.now());
    });
  }

  /** Save changes with the version read (optimistic lock). */
  async update(type: NotificationType, id: number, input: UpsertInput, who: AuditActor): Promise<NotificationRecord> {
    const fields = this.fieldsOf(input);
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, type, id, true);
      if (cur.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(cur.version) });
      const [row] = await tx
        .update(notifications)
        .set({ ...fields, version: cur.version + 1, updatedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.version, cur.version)))
        .returning();
      await audit(tx, who, { action: 'update', entityType: 'notification', entityId: id, before: snapshot(cur), after: snapshot(row) });
      return toNotification(row, this.now());
    });
  }

  async remove(type: NotificationType, id: number, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cur = await this.target(tx, type, id, true);
      await tx.delete(notifications).where(eq(notifications.id, id));
      await audit(tx, who, { action: 'delete', entityType: 'notification', entityId: id, before: snapshot(cur) });
    });
  }

  /** /notifications: counts per type and state, active ones per scope, the active and the next scheduled. */
  async overview(): Promise<NotificationOverview> {
    const now = this.now();
    const [counts, perScope, active, scheduled] = await Promise.all([
      this.db
        .select({
          type: notifications.type,
          SCHEDULED: sql<number>`(count(*) filter (where ${stateWhere('SCHEDULED', now)}))::int`,
          ACTIVE: sql<number>`(count(*) filter (where ${stateWhere('ACTIVE', now)}))::int`,
          EXPIRED: sql<number>`(count(*) filter (where ${stateWhere('EXPIRED', now)}))::int`,
        })
        .from(notifications)
        .groupBy(notifications.type),
      // active notifications are a handful at any time: their scopes are counted here
      this.db.select({ type: notifications.type, scope: notifications.scope }).from(notifications).where(stateWhere('ACTIVE', now)),
      this.db.select().from(notifications).where(stateWhere('ACTIVE', now)).orderBy(notifications.priority, sql`${notifications.id} desc`).limit(20),
      this.db.select().from(notifications).where(stateWhere('SCHEDULED', now)).orderBy(notifications.visibleFrom, notifications.id).limit(10),
    ]);
    const countsOf = (type: NotificationType) => {
      const c = counts.find((r) => r.type === type);
      return { SCHEDULED: c?.SCHEDULED ?? 0, ACTIVE: c?.ACTIVE ?? 0, EXPIRED: c?.EXPIRED ?? 0 };
    };
    const byType = { banner: countsOf('banner'), popup: countsOf('popup') };
    const activeByScope = NOTIFICATION_SCOPES.map((scope) => ({
      scope,
      banner: perScope.filter((p) => p.type === 'banner' && p.scope.includes(scope)).length,
      popup: perScope.filter((p) => p.type === 'popup' && p.scope.includes(scope)).length,
    }));
    return {
      counts: byType,
      activeByScope,
      active: active.map((r) => toNotification(r, now)),
      scheduled: scheduled.map((r) => toNotification(r, now)),
    };
  }

  /** What a user's board shows: active banners of its scopes by priority, active popups the user has not acknowledged. */
  private async deliver(userId: number, scopes: NotificationScope[]): Promise<NotificationDelivery> {
    const rows = scopes.length ? await activeFor(this.db, scopes, this.now()) : [];
    const popups = rows.filter((r) => r.type === 'popup');
    const acked = popups.length
      ? new Set(
          (
            await this.db
              .select({ id: notificationAcks.notificationId })
              .from(notificationAcks)
              .where(and(eq(notificationAcks.userId, userId), inArray(notificationAcks.notificationId, popups.map((p) => p.id))))
          ).map((a) => a.id),
        )
      : new Set<number>();
    return {
      banners: rows.filter((r) => r.type === 'banner').map(toDelivered),
      popups: popups.filter((p) => !acked.has(p.id)).map(toDelivered),
    };
  }

  /** The back office header: notifications scoped `backoffice`. */
  backoffice(userId: number) {
    return this.deliver(userId, ['backoffice']);
  }

  /** An outlet's board: the notifications of its games (the session's, lib/outlet-games). */
  outlet(userId: number, games: readonly GameSlug[]) {
    return this.deliver(userId, [...games]);
  }

  /**
   * The outlet's archive (issue 28 item 2): every notification of its games that has started (active or expired),
   * newest first, so a closed banner or an acknowledged popup can be read again; popups carry the outlet's own
   * acknowledgement. The same reach as the board's delivery (its games), nothing scheduled.
   */
  async outletArchive(userId: number, games: readonly GameSlug[], q: z.output<typeof outletNotificationArchiveQuery>): Promise<OutletNotificationArchive> {
    const now = this.now();
    if (!games.length) return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
    const conds = [lte(notifications.visibleFrom, now), arrayOverlaps(notifications.scope, [...games])];
    if (q.type) conds.push(eq(notifications.type, q.type));
    const where = and(...conds);
    return listPage(
      q,
      this.db
        .select({ n: notifications, ackedAt: notificationAcks.ackedAt })
        .from(notifications)
        .leftJoin(notificationAcks, and(eq(notificationAcks.notificationId, notifications.id), eq(notificationAcks.userId, userId)))
        .where(where)
        .orderBy(desc(notifications.visibleFrom), desc(notifications.id))
        .limit(q.pageSize)
        .offset(pageOffset(q.page, q.pageSize)),
      this.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
      (r) => ({ ...toDelivered(r.n), active: r.n.expiresAt > now, acknowledgedAt: r.ackedAt ? r.ackedAt.toISOString() : null }),
    );
  }

  /**
   * The user has seen a popup: it is not shown to them again. Only an active popup of the caller's scopes can be
   * acknowledged (anything else is "not found"); acknowledging twice changes nothing.
   */
  async acknowledge(userId: number, id: number, scopes: NotificationScope[]): Promise<void> {
    const now = this.now();
    if (!scopes.length) throw notFound('NOTIFICATION_NOT_FOUND', { id: ERRORS.NOTIFICATION_NOT_FOUND });
    const [n] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.id, id),
          eq(notifications.type, 'popup'),
          lte(notifications.visibleFrom, now),
          gt(notifications.expiresAt, now),
          arrayOverlaps(notifications.scope, scopes),
        ),
      );
    if (!n) throw notFound('NOTIFICATION_NOT_FOUND', { id: ERRORS.NOTIFICATION_NOT_FOUND });
    await this.db.insert(notificationAcks).values({ notificationId: id, userId }).onConflictDoNothing();
  }

  acknowledgeBackoffice(userId: number, id: number) {
    return this.acknowledge(userId, id, ['backoffice']);
  }

  acknowledgeOutlet(userId: number, id: number, games: readonly GameSlug[]) {
    return this.acknowledge(userId, id, [...games]);
  }
}
