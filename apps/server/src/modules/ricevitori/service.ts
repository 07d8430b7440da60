import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ERRORS,
  RICEVITORE_EDITABLE_FIELDS,
  RICEVITORE_READONLY_FIELDS,
  SUCCESS,
  ricevitoreEditableShape,
  type AbilitationRequest,
  type ActiveCountResponse,
  type ChangeRequestItem,
  type ChangeRequestSubmitRequest,
  type RicevitoreCreateRequest,
  type RicevitoreDetail,
  type RicevitoreFilters,
  type RicevitoreListQuery,
  type RicevitoreProfileResponse,
  type RicevitoreUpdateRequest,
  type StaffSetPasswordRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog, outletChangeRequests, users } from '../../db/schema';
import { audit, history, type AuditActor } from '../../lib/audit';
import { conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import type { MailService } from '../../lib/mail';
import type { AuthPrincipal } from '../../plugins/auth';
import {
  accountDetailFields,
  diff,
  forcePasswordChange,
  foundOr404,
  initialCredentials,
  iso,
  removeUser,
  setAbilitation,
  snapshot,
  staffSetPassword,
  unblock,
  unusablePasswordHash,
  updateAccount,
  type UserRow,
} from '../../lib/accounts';
import { findOutlet, ricevitoreActiveCountQuery, ricevitoreList, ricevitoreRows, toRicevitoreItem } from './queries';

type ChangeRequestRow = typeof outletChangeRequests.$inferSelect;
type FieldValue = string | boolean | null;

/** What an approved change request may set: the editable outlet fields, nothing else. */
const changeSet = z.object(ricevitoreEditableShape).partial().strict();

/** The editable fields of an input that are present (undefined means "leave as it is"). */
function editableSet(input: Record<string, unknown>): Partial<UserRow> {
  const set: Record<string, unknown> = {};
  for (const k of RICEVITORE_EDITABLE_FIELDS) if (input[k] !== undefined) set[k] = input[k];
  return set as Partial<UserRow>;
}

/** Outlet operators (ricevitori): list, export, detail, create, edit, states, passwords, change requests, history. */
/** A field's value in a stored set of values (null when absent). */
function field(values: Record<string, FieldValue>, name: string): FieldValue {
  return values[name] ?? null;
}

export class RicevitoriService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly publicUrl: string,
    private readonly exactCountLimit?: number,
  ) {}

  list(q: RicevitoreListQuery) {
    return ricevitoreList(this.db, q, this.exactCountLimit);
  }

  /** Reader of the export: every row matching the filters, page by page. */
  exportRows(f: RicevitoreFilters & { sort?: RicevitoreListQuery['sort'] }) {
    return ricevitoreRows(this.db, f);
  }

  async activeCount(f: RicevitoreFilters): Promise<ActiveCountResponse> {
    const [{ total, active }] = await ricevitoreActiveCountQuery(this.db, f);
    return { active, total };
  }

  private async toDetail(db: DbOrTx, u: UserRow): Promise<RicevitoreDetail> {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(outletChangeRequests)
      .where(
        and(
          eq(outletChangeRequests.userId, u.id),
          isNull(outletChangeRequests.approvedAt),
          isNull(outletChangeRequests.rejectedAt),
        ),
      );
    return {
      ...toRicevitoreItem(u),
      role: 'ricevitore',
      email: u.email,
      phoneNumber: u.phoneNumber,
      address: u.address,
      cap: u.cap,
      fax: u.fax,
      gender: u.gender,
      code: u.code,
      rice: u.rice,
      term: u.term,
      terminalId: u.terminalId,
      eurojEnabled: u.eurojEnabled,
      ntclBachecaEnabled: u.ntclBachecaEnabled,
      nveBachecaEnabled: u.nveBachecaEnabled,
      ...accountDetailFields(u),
      insertedDate: u.insertedDate.toISOString(),
      pendingChangeRequests: n,
    };
  }

  private async target(db: DbOrTx, ivrCode: string, lock = false): Promise<UserRow> {
    return foundOr404(await findOutlet(db, ivrCode, lock), 'IVR_CODE_NOT_FOUND', 'ivrCode');
  }

  async detail(ivrCode: string): Promise<RicevitoreDetail> {
    return this.toDetail(this.db, await this.target(this.db, ivrCode));
  }

  /** Create an outlet operator: unique IVR code and username, an initial password or an e-mail invitation. */
  async create(input: RicevitoreCreateRequest, who: AuditActor): Promise<{ item: RicevitoreDetail; message: string }> {
    const placeholder = await unusablePasswordHash();
    let mailId: number | undefined;
    const item = await this.db.transaction(async (tx) => {
      const clash = await tx
        .select({ ivrCode: users.ivrCode, username: users.username })
        .from(users)
        .where(or(eq(users.ivrCode, input.ivrCode), sql`lower(${users.username}) = lower(${input.username})`));
      if (clash.some((c) => c.ivrCode === input.ivrCode))
        throw conflict('IVR_CODE_ASSIGNED', { ivrCode: ERRORS.IVR_CODE_ASSIGNED });
      if (clash.length) throw conflict('USERNAME_EXISTS', { username: ERRORS.USERNAME_EXISTS });
      let row: UserRow;
      try {
        [row] = await tx
          .insert(users)
          .values({
            ...editableSet(input),
            ivrCode: input.ivrCode,
            username: input.username,
            role: 'ricevitore',
            passwordHash: placeholder,
            rice: input.rice ?? null,
            term: input.term ?? null,
            zone: input.zone ?? null,
            enabled: input.enabled,
            active: input.active,
          })
          .returning();
      } catch (e) {
        const c = uniqueViolation(e);
        if (c !== null)
          throw c.includes('ivr')
            ? conflict('IVR_CODE_ASSIGNED', { ivrCode: ERRORS.IVR_CODE_ASSIGNED })
            : conflict('USERNAME_EXISTS', { username: ERRORS.USERNAME_EXISTS });
        throw e;
      }
      mailId = await initialCredentials(tx, row, input, this.mail, this.publicUrl);
      [row] = await tx.select().from(users).where(eq(users.id, row.id));
      await audit(tx, who, {
        action: 'create',
        entityType: 'ricevitore',
        entityId: input.ivrCode,
        after: { ...snapshot(row), invite: input.invite },
      });
      return this.toDetail(tx, row);
    });
    if (mailId) await this.mail.deliver(mailId);
    return { item, message: input.invite ? SUCCESS.USER_INVITED : SUCCESS.USER_CREATED };
  }

  /**
   * Edit an outlet with the optimistic version check. IVR code, rice, role, term, username and zone may come back
   * unchanged (the form posts the whole record) but never with another value.
   */
  async update(ivrCode: string, input: RicevitoreUpdateRequest, who: AuditActor): Promise<RicevitoreDetail> {
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, ivrCode, true);
      const current: Record<string, unknown> = cur;
      const bad = RICEVITORE_READONLY_FIELDS.filter(
        (k) => input[k] !== undefined && (input[k] ?? null) !== (current[k] ?? null),
      );
      if (bad.length)
        throw unprocessable('FIELD_NOT_EDITABLE', Object.fromEntries(bad.map((k) => [k, ERRORS.FIELD_NOT_EDITABLE])));
      if (cur.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(cur.version) });
      return this.toDetail(tx, await updateAccount(tx, cur, editableSet(input), input.version, who));
    });
  }

  async remove(ivrCode: string, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => removeUser(tx, await this.target(tx, ivrCode, true), who));
  }

  /** Enable/disable and activate/deactivate, with the RETAILER_* messages. */
  async abilitation(
    ivrCode: string,
    input: AbilitationRequest,
    who: AuditActor,
  ): Promise<{ item: RicevitoreDetail; message: string }> {
    return this.db.transaction(async (tx) => {
      const { row } = await setAbilitation(tx, await this.target(tx, ivrCode, true), input, who);
      const messages: string[] = [];
      if (input.enabled !== undefined)
        messages.push(input.enabled ? SUCCESS.RETAILER_ENABLED : SUCCESS.RETAILER_DISABLED);
      if (input.active !== undefined)
        messages.push(input.active ? SUCCESS.RETAILER_ACTIVATED : SUCCESS.RETAILER_DEACTIVATED);
      return { item: await this.toDetail(tx, row), message: messages.join('. ') };
    });
  }

  /** Force a password change at the next login of one or more outlets: all or nothing. */
  async forceChange(ivrCodes: string[], who: AuditActor): Promise<number> {
    const wanted = [...new Set(ivrCodes)];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(users)
        .where(and(inArray(users.ivrCode, wanted), eq(users.role, 'ricevitore')))
        .for('update');
      const found = new Set(rows.map((r) => r.ivrCode));
      const missing = wanted.filter((c) => !found.has(c));
      if (missing.length) throw notFound('IVR_CODE_NOT_FOUND', { ivrCodes: missing.join(', ') });
      await forcePasswordChange(tx, rows, who);
      return rows.length;
    });
  }

  async setPassword(ivrCode: string, input: StaffSetPasswordRequest, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => staffSetPassword(tx, await this.target(tx, ivrCode, true), input, who));
  }

  async resetAttempts(ivrCode: string, who: AuditActor): Promise<RicevitoreDetail> {
    return this.db.transaction(async (tx) =>
      this.toDetail(tx, await unblock(tx, await this.target(tx, ivrCode, true), who)),
    );
  }

  // ── change requests ──

  private toChangeRequest(r: ChangeRequestRow, outlet: UserRow): ChangeRequestItem {
    const requested = (r.changes ?? {}) as Record<string, FieldValue>;
    // once approved, "before" is what the outlet had then, and a field that already held its value is left out
    // (an approval recorded before the values were kept has no "before": null, and every requested field stays)
    const previous = r.approvedAt ? ((r.previous ?? null) as Record<string, FieldValue> | null) : null;
    const current: Record<string, unknown> = r.approvedAt ? (previous ?? {}) : outlet;
    const changes = Object.entries(requested).map(([field, value]) => ({
      field,
      current: (current[field] ?? null) as FieldValue,
      requested: value ?? null,
    }));
    return {
      id: r.id,
      requestedAt: r.requestedAt.toISOString(),
      operator: r.operator,
      status: r.approvedAt ? 'approved' : r.rejectedAt ? 'rejected' : 'pending',
      approvedAt: iso(r.approvedAt),
      rejectedAt: iso(r.rejectedAt),
      decidedBy: r.decidedBy,
      reason: r.reason,
      changes: previous ? changes.filter((c) => field(previous, c.field) !== c.requested) : changes,
    };
  }

  private async requestsOf(db: DbOrTx, outlet: UserRow): Promise<ChangeRequestItem[]> {
    const rows = await db
      .select()
      .from(outletChangeRequests)
      .where(eq(outletChangeRequests.userId, outlet.id))
      .orderBy(desc(outletChangeRequests.requestedAt), desc(outletChangeRequests.id));
    return rows.map((r) => this.toChangeRequest(r, outlet));
  }

  async changeRequests(ivrCode: string): Promise<{ items: ChangeRequestItem[] }> {
    return { items: await this.requestsOf(this.db, await this.target(this.db, ivrCode)) };
  }

  /** Approve (apply the requested fields, bumping the version) or reject a pending change request. */
  async decide(
    ivrCode: string,
    id: number,
    decision: 'approve' | 'reject',
    who: AuditActor,
    reason?: string,
  ): Promise<ChangeRequestItem> {
    return this.db.transaction(async (tx) => {
      const outlet = await this.target(tx, ivrCode, true);
      const [cr] = await tx
        .select()
        .from(outletChangeRequests)
        .where(and(eq(outletChangeRequests.id, id), eq(outletChangeRequests.userId, outlet.id)))
        .for('update');
      if (!cr) throw notFound('CHANGE_REQUEST_NOT_FOUND');
      if (cr.approvedAt || cr.rejectedAt) throw conflict('CHANGE_REQUEST_DECIDED');
      const now = new Date();
      let after = outlet;
      let previous: Record<string, FieldValue> | null = null;
      if (decision === 'approve') {
        const parsed = changeSet.safeParse(cr.changes);
        if (!parsed.success)
          throw unprocessable('INVALID_INPUT', {
            changes: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          });
        const set = editableSet(parsed.data);
        const d = diff(snapshot(outlet), { ...snapshot(outlet), ...set });
        const current: Record<string, unknown> = outlet;
        previous = Object.fromEntries(Object.keys(parsed.data).map((k) => [k, (current[k] ?? null) as FieldValue]));
        if (d.changed.length) {
          [after] = await tx
            .update(users)
            .set({ ...set, version: outlet.version + 1, updatedAt: now })
            .where(eq(users.id, outlet.id))
            .returning();
        }
        await audit(tx, who, {
          action: 'change_request_approved',
          entityType: 'ricevitore',
          entityId: ivrCode,
          before: d.before,
          after: { ...d.after, changeRequestId: id },
        });
      } else {
        await audit(tx, who, {
          action: 'change_request_rejected',
          entityType: 'ricevitore',
          entityId: ivrCode,
          after: { changeRequestId: id, reason },
        });
      }
      const [row] = await tx
        .update(outletChangeRequests)
        .set(
          decision === 'approve'
            ? { approvedAt: now, decidedBy: who.actor, previous }
            : { rejectedAt: now, decidedBy: who.actor, reason: reason ?? null },
        )
        .where(eq(outletChangeRequests.id, id))
        .returning();
      return this.toChangeRequest(row, after);
    });
  }

  /** An outlet asks to change its contact data; staff approve or reject it. Only fields that differ are kept. */
  async submitChangeRequest(
    p: AuthPrincipal,
    input: ChangeRequestSubmitRequest,
    who: AuditActor,
  ): Promise<ChangeRequestItem> {
    return this.db.transaction(async (tx) => {
      const [outlet] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, p.userId), eq(users.role, 'ricevitore')));
      if (!outlet) throw notFound('IVR_CODE_NOT_FOUND');
      const current: Record<string, unknown> = outlet;
      const changes: Record<string, FieldValue> = {};
      for (const [k, v] of Object.entries(input))
        if (v !== undefined && (v ?? null) !== (current[k] ?? null)) changes[k] = v as FieldValue;
      if (!Object.keys(changes).length) throw unprocessable('CHANGE_REQUEST_EMPTY');
      const [row] = await tx
        .insert(outletChangeRequests)
        .values({ userId: outlet.id, operator: p.username, changes })
        .returning();
      await audit(tx, who, {
        action: 'change_request',
        entityType: 'ricevitore',
        entityId: outlet.ivrCode,
        after: { changeRequestId: row.id, changes },
      });
      return this.toChangeRequest(row, outlet);
    });
  }

  async history(ivrCode: string, page: number, pageSize: number) {
    const u = await this.target(this.db, ivrCode);
    return history(
      this.db,
      [
        { entityType: 'ricevitore', entityId: ivrCode },
        { entityType: 'user', entityId: u.username },
      ],
      page,
      pageSize,
    );
  }

  /** The outlet's own view: profile, board flags, recent accesses and its change requests. */
  async profile(p: AuthPrincipal): Promise<RicevitoreProfileResponse> {
    const [u] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, p.userId), eq(users.role, 'ricevitore')));
    if (!u || !u.ivrCode) throw notFound('IVR_CODE_NOT_FOUND');
    const { version: _version, ...profile } = await this.toDetail(this.db, u);
    const accesses = await this.db
      .select()
      .from(auditLog)
      .where(
        and(
          or(
            and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, u.username)),
            and(eq(auditLog.entityType, 'ricevitore'), eq(auditLog.entityId, u.ivrCode)),
          ),
          inArray(auditLog.action, ['login', 'impersonate', 'impersonate_exit']),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(20);
    return {
      profile,
      boards: {
        eurojEnabled: u.eurojEnabled,
        ntclBachecaEnabled: u.ntclBachecaEnabled,
        nveBachecaEnabled: u.nveBachecaEnabled,
        boardSip: u.boardSip,
        boardTcal: u.boardTcal,
        boardTgol: u.boardTgol,
      },
      accessHistory: accesses.map((a) => ({
        at: a.at.toISOString(),
        action: a.action,
        outcome: a.outcome,
        onBehalfOf: a.onBehalfOf,
        actor: a.actor,
      })),
      changeRequests: await this.requestsOf(this.db, u),
      impersonatedBy: p.impersonatedBy,
    };
  }
}
