import { and, arrayOverlaps, asc, desc, eq, exists, gt, inArray, lte, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  NOTIFICATION_SCOPES,
  errorMessage,
  outletLinkOf,
  type NotificationReach,
  type NotificationReachCounts,
  type NotificationListResponse,
  type notificationReachQuery,
  type DeliveredNotification,
  type NotificationDelivery,
  type NotificationOverview,
  type GameSlug,
  type NotificationRecord,
  type OutletNotificationArchive,
  type outletNotificationArchiveQuery,
  type NotificationScope,
  type NotificationType,
  type notificationListQuery,
  type notificationUpsertRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { notificationAcks, notificationViews, notifications, users } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { listPage, pageOffset } from '../../lib/list-query';
import { sanitizeRichText, visibleText } from './rich-text';
import { outletHasAnyGameOf } from '../../lib/outlet-games';
import {
  activeFor,
  notificationList,
  stateWhere,
  targetsOutlet,
  targetsOutletWhere,
  toNotification,
  type NotificationRow,
  type OutletPlace,
} from './queries';

type UpsertInput = z.output<typeof notificationUpsertRequest>;
type ListQuery = z.output<typeof notificationListQuery>;
type ReachQuery = z.output<typeof notificationReachQuery>;

/** How many unknown IVR codes a refusal names (the count says how many there are in all). */
const UNKNOWN_CODES_NAMED = 20;

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
    private readonly enabledGames: readonly GameSlug[] = [],
  ) {}

  private async target(db: DbOrTx, type: NotificationType, id: number, lock = false): Promise<NotificationRow> {
    const base = db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.type, type)));
    const [row] = lock ? await base.for('update') : await base;
    if (!row) throw notFound('NOTIFICATION_NOT_FOUND', { id: ERRORS.NOTIFICATION_NOT_FOUND });
    return row;
  }

  async detail(type: NotificationType, id: number): Promise<NotificationRecord> {
    return toNotification(await this.target(this.db, type, id), this.now());
  }

  /**
   * The outlets' IVR codes as the registry writes them; every pasted code must be an outlet's (case aside), else the
   * refusal names the unknown ones (the first few, and how many in all).
   */
  private async knownIvrCodes(codes: string[]): Promise<string[]> {
    if (!codes.length) return [];
    const rows = await this.db
      .select({ ivrCode: users.ivrCode })
      .from(users)
      .where(and(eq(users.role, 'ricevitore'), inArray(sql`upper(${users.ivrCode})`, codes)));
    const found = new Map(rows.map((r) => [r.ivrCode!.toUpperCase(), r.ivrCode!]));
    const unknown = codes.filter((c) => !found.has(c));
    if (unknown.length) {
      const named =
        unknown.slice(0, UNKNOWN_CODES_NAMED).join(', ') + (unknown.length > UNKNOWN_CODES_NAMED ? '…' : '');
      const params = { count: unknown.length, codes: named };
      throw unprocessable(
        'NOTIFICATION_IVR_UNKNOWN',
        { ivrCodes: errorMessage('NOTIFICATION_IVR_UNKNOWN', params) },
        params,
      );
    }
    return codes.map((c) => found.get(c)!);
  }

  /** The stored fields: content sanitized (nothing but formatting and safe links), scope without repeats. */
  private async fieldsOf(input: UpsertInput) {
    const content = sanitizeRichText(input.content);
    if (!visibleText(content))
      throw unprocessable('NOTIFICATION_CONTENT_REQUIRED', { content: ERRORS.NOTIFICATION_CONTENT_REQUIRED });
    const scope = NOTIFICATION_SCOPES.filter((s) => input.scope.includes(s));
    return {
      category: input.category,
      title: input.title,
      content,
      url: input.url ?? null,
      outletUrl: input.outletUrl ?? null,
      regions: input.regions,
      provinces: input.provinces,
      ivrCodes: await this.knownIvrCodes(input.ivrCodes),
      priority: input.priority,
      scope,
      visibleFrom: new Date(input.visibleFrom),
      expiresAt: new Date(input.expiresAt),
    };
  }

  async create(type: NotificationType, input: UpsertInput, who: AuditActor): Promise<NotificationRecord> {
    const fields = await this.fieldsOf(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notifications)
        .values({ type, ...fields, createdBy: who.actor ?? 'sistema' })
        .returning();
      await audit(tx, who, { action: 'create', entityType: 'notification', entityId: row.id, after: snapshot(row) });
      return toNotification(row, this.now());
    });
  }

  /** Save changes with the version read (optimistic lock). */
  async update(type: NotificationType, id: number, input: UpsertInput, who: AuditActor): Promise<NotificationRecord> {
    const fields = await this.fieldsOf(input);
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, type, id, true);
      if (cur.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(cur.version) });
      const [row] = await tx
        .update(notifications)
        .set({ ...fields, version: cur.version + 1, updatedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.version, cur.version)))
        .returning();
      await audit(tx, who, {
        action: 'update',
        entityType: 'notification',
        entityId: id,
        before: snapshot(cur),
        after: snapshot(row),
      });
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
      this.db
        .select({ type: notifications.type, scope: notifications.scope })
        .from(notifications)
        .where(stateWhere('ACTIVE', now)),
      this.db
        .select()
        .from(notifications)
        .where(stateWhere('ACTIVE', now))
        .orderBy(notifications.priority, sql`${notifications.id} desc`)
        .limit(20),
      this.db
        .select()
        .from(notifications)
        .where(stateWhere('SCHEDULED', now))
        .orderBy(notifications.visibleFrom, notifications.id)
        .limit(10),
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

  /**
   * What a user's board shows: active banners of its scopes by priority, active popups the user has not acknowledged.
   * An outlet (`outlet` given) gets only what its targeting lets in, with the outlets' link.
   */
  private async deliver(
    userId: number,
    scopes: NotificationScope[],
    outlet?: OutletPlace,
  ): Promise<NotificationDelivery> {
    const all = scopes.length ? await activeFor(this.db, scopes, this.now()) : [];
    const rows = outlet ? all.filter((r) => targetsOutlet(r, outlet)) : all;
    const deliver = outlet
      ? (r: NotificationRow) => ({ ...toDelivered(r), url: outletLinkOf(r.url, r.outletUrl) })
      : toDelivered;
    const popups = rows.filter((r) => r.type === 'popup');
    const acked = popups.length
      ? new Set(
          (
            await this.db
              .select({ id: notificationAcks.notificationId })
              .from(notificationAcks)
              .where(
                and(
                  eq(notificationAcks.userId, userId),
                  inArray(
                    notificationAcks.notificationId,
                    popups.map((p) => p.id),
                  ),
                ),
              )
          ).map((a) => a.id),
        )
      : new Set<number>();
    return {
      banners: rows.filter((r) => r.type === 'banner').map(deliver),
      popups: popups.filter((p) => !acked.has(p.id)).map(deliver),
    };
  }

  /** The back office header: notifications scoped `backoffice`. */
  backoffice(userId: number) {
    return this.deliver(userId, ['backoffice']);
  }

  /** Where an outlet is (region, province, IVR code), for the targeting lists. */
  private async placeOf(userId: number): Promise<OutletPlace> {
    const [u] = await this.db
      .select({ region: users.region, province: users.province, ivrCode: users.ivrCode })
      .from(users)
      .where(eq(users.id, userId));
    return u ?? { region: null, province: null, ivrCode: null };
  }

  /** An outlet's board: the notifications of its games (the session's, lib/outlet-games) that target it. */
  async outlet(userId: number, games: readonly GameSlug[]) {
    return this.deliver(userId, [...games], await this.placeOf(userId));
  }

  /**
   * The outlet's archive: every notification of its games that has started (active or expired),
   * newest first, so a closed banner or an acknowledged popup can be read again; popups carry the outlet's own
   * acknowledgement. The same reach as the board's delivery (its games), nothing scheduled.
   */
  async outletArchive(
    userId: number,
    games: readonly GameSlug[],
    q: z.output<typeof outletNotificationArchiveQuery>,
  ): Promise<OutletNotificationArchive> {
    const now = this.now();
    if (!games.length) return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
    const conds = [
      lte(notifications.visibleFrom, now),
      arrayOverlaps(notifications.scope, [...games]),
      targetsOutletWhere(await this.placeOf(userId)),
    ];
    if (q.type) conds.push(eq(notifications.type, q.type));
    const where = and(...conds);
    return listPage(
      q,
      this.db
        .select({ n: notifications, ackedAt: notificationAcks.ackedAt })
        .from(notifications)
        .leftJoin(
          notificationAcks,
          and(eq(notificationAcks.notificationId, notifications.id), eq(notificationAcks.userId, userId)),
        )
        .where(where)
        .orderBy(desc(notifications.visibleFrom), desc(notifications.id))
        .limit(q.pageSize)
        .offset(pageOffset(q.page, q.pageSize)),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(where),
      (r) => ({
        ...toDelivered(r.n),
        url: outletLinkOf(r.n.url, r.n.outletUrl),
        active: r.n.expiresAt > now,
        acknowledgedAt: r.ackedAt ? r.ackedAt.toISOString() : null,
      }),
    );
  }

  /**
   * The user has seen a popup: it is not shown to them again. Only an active popup of the caller's scopes can be
   * acknowledged (anything else is "not found"); acknowledging twice changes nothing.
   */
  async acknowledge(userId: number, id: number, scopes: NotificationScope[], outlet?: OutletPlace): Promise<void> {
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
          outlet ? targetsOutletWhere(outlet) : undefined,
        ),
      );
    if (!n) throw notFound('NOTIFICATION_NOT_FOUND', { id: ERRORS.NOTIFICATION_NOT_FOUND });
    await this.db.insert(notificationAcks).values({ notificationId: id, userId }).onConflictDoNothing();
  }

  acknowledgeBackoffice(userId: number, id: number) {
    return this.acknowledge(userId, id, ['backoffice']);
  }

  async acknowledgeOutlet(userId: number, id: number, games: readonly GameSlug[]) {
    return this.acknowledge(userId, id, [...games], await this.placeOf(userId));
  }

  /**
   * The outlet's board has shown these notifications: one row per outlet and notification, written once (a repeat
   * does nothing). Ids the outlet may not see now (not active, not its games, not targeted) are ignored.
   */
  async markSeen(userId: number, ids: number[], games: readonly GameSlug[]): Promise<void> {
    if (!games.length) return;
    const now = this.now();
    const shown = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          inArray(notifications.id, ids),
          stateWhere('ACTIVE', now),
          arrayOverlaps(notifications.scope, [...games]),
          targetsOutletWhere(await this.placeOf(userId)),
        ),
      );
    if (!shown.length) return;
    await this.db
      .insert(notificationViews)
      .values(shown.map((n) => ({ notificationId: n.id, userId })))
      .onConflictDoNothing();
  }

  /**
   * Whom notifications reach (docs/decisions.md "Notification reach"), as SQL over the notifications joined to the
   * users: the active, enabled outlets with one of its games (switched on) inside its targeting (no list: every
   * outlet; else any list holds it); of them, who has seen it on the board (a popup acknowledged counts as seen) and
   * who has read it (popups: acknowledged; banners: seen).
   */
  private reachSql(type: NotificationType) {
    const noLists = sql`(cardinality(${notifications.regions}) = 0 and cardinality(${notifications.provinces}) = 0 and cardinality(${notifications.ivrCodes}) = 0)`;
    const targeted = and(
      eq(users.role, 'ricevitore'),
      eq(users.enabled, true),
      eq(users.active, true),
      outletHasAnyGameOf(notifications.scope, this.enabledGames),
      or(
        noLists,
        sql`${users.region} = any(${notifications.regions})`,
        sql`${users.province} = any(${notifications.provinces})`,
        sql`${users.ivrCode} = any(${notifications.ivrCodes})`,
      ),
    )!;
    const viewed = exists(
      this.db
        .select({ one: sql`1` })
        .from(notificationViews)
        .where(and(eq(notificationViews.notificationId, notifications.id), eq(notificationViews.userId, users.id))),
    );
    const acked = exists(
      this.db
        .select({ one: sql`1` })
        .from(notificationAcks)
        .where(and(eq(notificationAcks.notificationId, notifications.id), eq(notificationAcks.userId, users.id))),
    );
    const seen = or(viewed, acked)!;
    return { targeted, seen, read: type === 'popup' ? acked : seen };
  }

  /** The reach of many notifications of one type (a list's page) in one query; ids reaching no outlet get zeros. */
  async reachOf(type: NotificationType, ids: number[]): Promise<Map<number, NotificationReachCounts>> {
    const out = new Map(ids.map((id) => [id, { targeted: 0, seen: 0, acknowledged: 0 }]));
    if (!ids.length) return out;
    const { targeted, seen, read } = this.reachSql(type);
    const rows = await this.db
      .select({
        id: notifications.id,
        targeted: sql<number>`count(*)::int`,
        seen: sql<number>`(count(*) filter (where ${seen}))::int`,
        acknowledged: sql<number>`(count(*) filter (where ${read}))::int`,
      })
      .from(notifications)
      .innerJoin(users, targeted)
      .where(and(eq(notifications.type, type), inArray(notifications.id, ids)))
      .groupBy(notifications.id);
    for (const { id, ...counts } of rows) out.set(id, counts);
    return out;
  }

  /** The list's page, each row with its reach (one query for the page, not one per row). */
  async list(type: NotificationType, q: ListQuery): Promise<NotificationListResponse> {
    const page = await notificationList(this.db, type, q, this.now());
    const reach = await this.reachOf(
      type,
      page.items.map((n) => n.id),
    );
    return { ...page, items: page.items.map((n) => ({ ...n, reach: reach.get(n.id)! })) };
  }

  /** One notification's reach; `pending`: a page of the targeted outlets still to read it. */
  async reach(type: NotificationType, id: number, q: ReachQuery): Promise<NotificationReach> {
    await this.target(this.db, type, id);
    const out = (await this.reachOf(type, [id])).get(id)!;
    if (!q.pending) return out;
    const { targeted, read } = this.reachSql(type);
    // the pending total is the counts' difference: no second count over the outlets
    const items = await this.db
      .select({
        id: users.id,
        ivrCode: users.ivrCode,
        denomination: users.denomination,
        city: users.city,
        province: users.province,
      })
      .from(users)
      .innerJoin(notifications, and(eq(notifications.id, id), targeted))
      .where(not(read))
      .orderBy(asc(users.ivrCode), asc(users.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize));
    const pending = { items, total: out.targeted - out.acknowledged, page: q.page, pageSize: q.pageSize };
    return { ...out, pending };
  }
}
