/**
 * The quote rules, in one place, and the two operations that move quote, which both apply them:
 *
 * - `allocateQuotes`: an outlet takes n quote of a published system — its request on its board
 *   (`POST /ricevitore/systems/{systemId}/quotes`), the share preassigned to the proposer when staff develop a proposal
 *   (docs/domain.md §4) and the bulk quote of the systems grid. Increment only, one conditional UPDATE, no lock.
 * - `changeQuotes`: the staff's quote dialog (`PUT /systems/{systemId}/quotes`, also the demo seed) sets absolute
 *   holdings for many outlets at once — adds, changes, removes — all or nothing, under SELECT … FOR UPDATE.
 *
 * The rules both follow: whether quote may move on a system at all and the refusal otherwise (`quoteRefusal`), the
 * status that follows availability (`statusAfterQuotes`), the audit entry's before/after (`quoteAuditSides`) and the
 * "not available" detail naming the numbers (`quoteNotAvailable`). The outlets holding quote of a system
 * (`assignmentsOf`) is the dialog's answer and the system detail's list.
 *
 * Concurrency: neither operation can oversell, and the CHECK on `quotes_assigned` (0…total) is the last line of
 * defence under both.
 * - The allocation's UPDATE takes quote only WHERE the system is published (ASSOCIATA) on a contest still open AND
 *   `quotes_total - quotes_assigned >= n`. Under READ COMMITTED a concurrent write that updated the row first makes
 *   PostgreSQL re-check the WHERE on the new row version, so two requests can never both take the last quota, without
 *   a SELECT … FOR UPDATE round trip. The statement is atomic on its own: the outlet's request runs it without a
 *   transaction around it (one round trip, not three).
 * - The dialog locks the system row (SELECT … FOR UPDATE) for its transaction, so saves at one system queue up and
 *   each sees the quote the previous one left; an allocation at the same system waits for the lock and re-checks.
 * - The cancel / withdraw of a system (modules/systems/cancel.ts) locks the same row: whichever commits first wins.
 *
 * Why lib/ rather than the systems module: the allocation serves three modules (board, proposals, systems) and a
 * module never imports another; the dialog is the systems module's own operation, but it applies the same rules, so it
 * lives beside them and SystemsService only hands the call through.
 */
import { and, asc, eq, inArray, SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  SUCCESS,
  errorMessage,
  format,
  type QuoteChangeRequest,
  type SystemStatus,
  type quoteChangeRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../db/client';
import { contests, systemQuotes, systems, users } from '../db/schema';
import { audit, type AuditActor } from './audit';
import { AppError, badRequest, notFound, unprocessable } from './errors';
import { refreshStructure } from './structures';
import { rowsOf } from './sql-rows';

// ---------------------------------------------------------------------------------------------------------------
// The rules

/** What the rules read of a system. */
export interface QuoteSystemState {
  status: string;
  /** Its contest is still open for sale (false without a contest). */
  open: boolean;
  /** `quotes_total - quotes_assigned`. */
  available: number;
}

export type QuoteRefusal =
  | { code: 'SYSTEM_NOT_FOUND' | 'SYSTEM_NOT_PUBLISHED' | 'SYSTEM_NOT_EDITABLE' }
  | { code: 'QUOTE_NOT_AVAILABLE'; max: number };

/**
 * Whether quote may move on a system, or why not (docs/decisions.md "Which refusal codes", "Published"): quote move
 * only on a system published (ASSOCIATA, or COMPLETATA when sold out) on a contest still open for sale. A missing
 * system is SYSTEM_NOT_FOUND, a draft SYSTEM_NOT_PUBLISHED, a cancelled system or a closed contest
 * SYSTEM_NOT_EDITABLE. `taking` is how many quote the move takes from the availability: more than are left (nothing
 * at all of a sold-out COMPLETATA system) is QUOTE_NOT_AVAILABLE with the most it could take. The staff's dialog
 * passes 0, since it may also release quote (a sold-out system's holdings may be reduced) and checks its new total
 * against the system's quote itself, line by line.
 */
export function quoteRefusal(system: QuoteSystemState | undefined, taking = 0): QuoteRefusal | null {
  if (!system) return { code: 'SYSTEM_NOT_FOUND' };
  if (system.status === 'BOZZA') return { code: 'SYSTEM_NOT_PUBLISHED' };
  const published = system.status === 'ASSOCIATA' || system.status === 'COMPLETATA';
  if (!published || !system.open) return { code: 'SYSTEM_NOT_EDITABLE' };
  if (taking > 0) {
    if (system.status === 'COMPLETATA') return { code: 'QUOTE_NOT_AVAILABLE', max: 0 };
    if (system.available < taking) return { code: 'QUOTE_NOT_AVAILABLE', max: system.available };
  }
  return null;
}

/** The error a refusal answers; `taking` as given to `quoteRefusal` (the QUOTE_NOT_AVAILABLE detail names it). */
export function quoteRefusalError(refusal: QuoteRefusal, taking = 0): AppError {
  switch (refusal.code) {
    case 'SYSTEM_NOT_FOUND':
      return notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    case 'SYSTEM_NOT_PUBLISHED':
      return unprocessable('SYSTEM_NOT_PUBLISHED', { systemId: ERRORS.SYSTEM_NOT_PUBLISHED });
    case 'SYSTEM_NOT_EDITABLE':
      return unprocessable('SYSTEM_NOT_EDITABLE', { systemId: ERRORS.SYSTEM_NOT_EDITABLE });
    case 'QUOTE_NOT_AVAILABLE':
      return quoteNotAvailable([{ field: 'quantity', value: taking }], refusal.max);
  }
}

/**
 * 422 QUOTE_NOT_AVAILABLE, each field's detail naming what it asked for more and the most available
 * ("3 richieste, 1 disponibile").
 */
export function quoteNotAvailable(fields: readonly { field: string; value: number }[], max: number): AppError {
  return unprocessable(
    'QUOTE_NOT_AVAILABLE',
    Object.fromEntries(fields.map((f) => [f.field, errorMessage('DETAIL_QUOTE_AVAILABLE', { value: f.value, max })])),
  );
}

/**
 * The status of a published system on an open contest once its quote moved (docs/domain.md §8): COMPLETATA when
 * nothing is left, otherwise ASSOCIATA (back from COMPLETATA when quote are released).
 */
export function statusAfterQuotes(available: number): SystemStatus {
  return available <= 0 ? 'COMPLETATA' : 'ASSOCIATA';
}

/** One side of a quote change's audit entry: the system's assigned total and the holdings touched, by IVR code. */
export type QuoteAuditSide<V> = {
  quotesAssigned: V;
  assignments: Record<string, V>;
};

/**
 * The audit entry's before and after of a quote change. `V` is a number, or an SQL expression where the statement
 * itself computes the figures (`allocateQuotes`, rendered by `jsonbOf`).
 */
export function quoteAuditSides<V>(
  assigned: { before: V; after: V },
  holdings: readonly { ivrCode: string; before: V; after: V }[],
): { before: QuoteAuditSide<V>; after: QuoteAuditSide<V> } {
  return {
    before: {
      quotesAssigned: assigned.before,
      assignments: Object.fromEntries(holdings.map((h) => [h.ivrCode, h.before])),
    },
    after: {
      quotesAssigned: assigned.after,
      assignments: Object.fromEntries(holdings.map((h) => [h.ivrCode, h.after])),
    },
  };
}

type SqlTree = SQL | { [key: string]: SqlTree };

/** An object whose leaves are SQL expressions as one `jsonb_build_object(…)` expression (keys as text parameters). */
function jsonbOf(tree: SqlTree): SQL {
  if (tree instanceof SQL) return tree;
  const pairs = Object.entries(tree).map(([key, value]) => sql`${key}::text, ${jsonbOf(value)}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The outlets holding quote of a system, by IVR code. */
export async function assignmentsOf(db: DbOrTx, systemId: number) {
  const rows = await db
    .select({
      ivrCode: users.ivrCode,
      denomination: users.denomination,
      city: users.city,
      quantity: systemQuotes.quantity,
      assignedAt: systemQuotes.assignedAt,
      assignedBy: systemQuotes.assignedBy,
    })
    .from(systemQuotes)
    .innerJoin(users, eq(users.id, systemQuotes.userId))
    .where(eq(systemQuotes.systemId, systemId))
    .orderBy(asc(users.ivrCode));
  return rows.map((r) => ({ ...r, ivrCode: r.ivrCode ?? '', assignedAt: r.assignedAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------------------------------
// An outlet takes quote: one conditional statement

export interface Allocation {
  systemId: number;
  quotesTotal: number;
  quotesAssigned: number;
  quotesAvailable: number;
  /** What the outlet holds on the system after the allocation. */
  held: number;
}

interface AllocatedRow {
  id: number;
  quotes_total: number;
  quotes_assigned: number;
  status: string;
  structure_id: number;
  held: number;
  [k: string]: unknown;
}

/**
 * Give `quantity` quote of a published system to an outlet, atomically (see the module comment). One statement:
 * the conditional UPDATE of the system, the upsert of the outlet's row in `system_quotes` (its holding grows by n)
 * and the audit-log row, the last two only when the UPDATE returned its row (they read it), so a refusal changes
 * nothing. When no row comes back, one read says why (`quoteRefusal`). Refusals: 404 SYSTEM_NOT_FOUND, 422
 * SYSTEM_NOT_PUBLISHED (a draft), 422 SYSTEM_NOT_EDITABLE (cancelled or its contest closed), 422 QUOTE_NOT_AVAILABLE
 * (more than available, with the field message naming both numbers), 400 QUOTE_AMOUNT_INVALID.
 */
export async function allocateQuotes(
  db: DbOrTx,
  input: {
    systemId: number;
    outletId: number;
    ivrCode: string;
    quantity: number;
    action: 'quote_request' | 'quote_preassign';
    /** Only systems of these games (the outlet's enabled ones); another game's system is "not found". */
    games?: readonly string[];
  },
  who: AuditActor,
): Promise<Allocation> {
  const { systemId, outletId, ivrCode, quantity: n, action } = input;
  const games = input.games
    ? sql`and s.game in (${sql.join(
        input.games.map((g) => sql`${g}`),
        sql`, `,
      )})`
    : sql``;
  if (!Number.isInteger(n) || n <= 0)
    throw unprocessable('QUOTE_AMOUNT_INVALID', { quantity: ERRORS.QUOTE_AMOUNT_INVALID });
  const by = who.actor ?? 'sistema';
  const change = quoteAuditSides({ before: sql`sys.quotes_assigned - ${n}`, after: sql`sys.quotes_assigned` }, [
    { ivrCode, before: sql`q.quantity - ${n}`, after: sql`q.quantity` },
  ]);
  // The WHERE is `quoteRefusal(system, n) === null` written as the atomic guard (re-checked by PostgreSQL on a row a
  // concurrent write changed; a sold-out system is COMPLETATA, so `status = 'ASSOCIATA'` covers it), and the CASE is
  // `statusAfterQuotes` of the availability left.
  const [row] = await rowsOf<AllocatedRow>(
    db.execute(sql`
      with sys as (
        update systems s
           set quotes_assigned = s.quotes_assigned + ${n},
               status = case when s.quotes_total - s.quotes_assigned - ${n} <= 0 then 'COMPLETATA' else s.status end,
               version = s.version + 1,
               updated_at = now()
          from contests c
         where s.id = ${systemId}
           and c.id = s.contest_id
           and c.closes_at > now()
           and s.status = 'ASSOCIATA'
           and s.quotes_total - s.quotes_assigned >= ${n}
           ${games}
        returning s.id, s.quotes_total, s.quotes_assigned, s.status, s.structure_id
      ), q as (
        insert into system_quotes (system_id, user_id, quantity, assigned_by)
        select sys.id, ${outletId}, ${n}, ${by} from sys
        on conflict (system_id, user_id) do update
           set quantity = system_quotes.quantity + excluded.quantity, assigned_at = now(), assigned_by = excluded.assigned_by
        returning quantity
      ), a as (
        insert into audit_log (actor, on_behalf_of, ip, action, entity_type, entity_id, before, after)
        select ${who.actor}, ${who.onBehalfOf ?? null}, ${who.ip ?? null}, ${action}, 'system', sys.id::text,
               ${jsonbOf(change.before)}, ${jsonbOf(change.after)}
          from sys, q
        returning id
      )
      select sys.id, sys.quotes_total, sys.quotes_assigned, sys.status, sys.structure_id, q.quantity as held
        from sys, q, (select count(*) from a) audited`),
  );
  if (row) {
    // the structure's counts follow its systems' statuses: only the allocation that sold the last quota changes one.
    // Its own transaction (a savepoint inside a caller's): the structure row is locked, then counted, so the count
    // sees this allocation committed (or, in a caller's transaction, its own write) and every one before it.
    if (row.status === 'COMPLETATA') await db.transaction((tx) => refreshStructure(tx, row.structure_id));
    return {
      systemId: row.id,
      quotesTotal: row.quotes_total,
      quotesAssigned: row.quotes_assigned,
      quotesAvailable: row.quotes_total - row.quotes_assigned,
      held: row.held,
    };
  }
  // refused: say why (this read changes nothing; the figures may have moved since, the refusal stands)
  const [why] = await rowsOf<{ status: string; open: boolean; available: number }>(
    db.execute(sql`
      select s.status, coalesce(c.closes_at > now(), false) as open, s.quotes_total - s.quotes_assigned as available
        from systems s left join contests c on c.id = s.contest_id
       where s.id = ${systemId} ${games}`),
  );
  const refusal = quoteRefusal(why, n) ?? { code: 'QUOTE_NOT_AVAILABLE', max: why!.available };
  throw quoteRefusalError(refusal, n);
}

// ---------------------------------------------------------------------------------------------------------------
// Staff set the holdings: one locked transaction

/** The dialog's body: `add` lines for outlets without quote, `set` lines (0 removes) for any outlet. */
export type QuoteChangeInput = z.output<typeof quoteChangeRequest> | QuoteChangeRequest;

/**
 * The quote management dialog (spec §5), all or nothing. In one transaction the system row is locked
 * (SELECT … FOR UPDATE), so saves at one system queue up and each sees the quote the previous one left; the
 * CHECK on `quotes_assigned` is the last line of defence. Rules, in order: an IVR code once per request; quote may
 * move on the system (`quoteRefusal`); every IVR code an outlet (all unknown ones listed in one error); `add` only
 * for outlets without quote (otherwise change them through `set`); no new quote to an outlet not active or not
 * enabled; the total assigned within the system's quote.
 */
export async function changeQuotes(db: Db, systemId: number, input: QuoteChangeInput, who: AuditActor) {
  const add = input.add ?? [];
  const set = input.set ?? [];
  const lines = [
    ...add.map((l, i) => ({ ...l, ivrCode: l.ivrCode.trim(), kind: 'add' as const, path: `add.${i}` })),
    ...set.map((l, i) => ({ ...l, ivrCode: l.ivrCode.trim(), kind: 'set' as const, path: `set.${i}` })),
  ];
  const seen = new Map<string, string>();
  const dup: Record<string, string> = {};
  for (const l of lines) {
    if (seen.has(l.ivrCode)) dup[`${l.path}.ivrCode`] = errorMessage('DETAIL_IVR_DUPLICATE', { code: l.ivrCode });
    seen.set(l.ivrCode, l.path);
  }
  if (Object.keys(dup).length) throw badRequest('QUOTE_IVR_DUPLICATE', dup);

  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(systems).where(eq(systems.id, systemId)).for('update');
    const [contest] = row?.contestId
      ? await tx.select({ closesAt: contests.closesAt }).from(contests).where(eq(contests.id, row.contestId))
      : [];
    const refusal = quoteRefusal(
      row && {
        status: row.status,
        open: !!contest && contest.closesAt > new Date(),
        available: row.quotesTotal - row.quotesAssigned,
      },
    );
    if (refusal) throw quoteRefusalError(refusal);
    const codes = lines.map((l) => l.ivrCode);
    const outlets = codes.length
      ? await tx
          .select({ id: users.id, ivrCode: users.ivrCode, active: users.active, enabled: users.enabled })
          .from(users)
          .where(and(eq(users.role, 'ricevitore'), inArray(users.ivrCode, codes)))
      : [];
    const idOf = new Map(outlets.map((o) => [o.ivrCode!, o.id]));
    const unknown = lines.filter((l) => !idOf.has(l.ivrCode));
    if (unknown.length) {
      const list = unknown.map((l) => l.ivrCode).join(', ');
      throw new AppError(
        'QUOTE_IVR_UNKNOWN',
        422,
        Object.fromEntries(
          unknown.map((l) => [`${l.path}.ivrCode`, errorMessage('DETAIL_IVR_UNKNOWN', { code: l.ivrCode })]),
        ),
        { codes: list },
      );
    }
    const current = new Map(
      (
        await tx
          .select({ userId: systemQuotes.userId, quantity: systemQuotes.quantity })
          .from(systemQuotes)
          .where(eq(systemQuotes.systemId, systemId))
      ).map((r) => [r.userId, r.quantity]),
    );
    const associated = lines.filter((l) => l.kind === 'add' && current.has(idOf.get(l.ivrCode)!));
    if (associated.length) {
      throw unprocessable(
        'QUOTE_ALREADY_ASSOCIATED',
        Object.fromEntries(
          associated.map((l) => [
            `${l.path}.ivrCode`,
            errorMessage('DETAIL_QUOTE_ASSOCIATED', { code: l.ivrCode, value: current.get(idOf.get(l.ivrCode)!)! }),
          ]),
        ),
      );
    }
    // an outlet that is not active or not enabled receives no new quote (it may still be reduced or removed)
    const inactive = new Set(outlets.filter((o) => !o.active || !o.enabled).map((o) => o.id));
    const toInactive = lines.filter(
      (l) => inactive.has(idOf.get(l.ivrCode)!) && l.quantity > (current.get(idOf.get(l.ivrCode)!) ?? 0),
    );
    if (toInactive.length) {
      throw unprocessable(
        'QUOTE_OUTLET_INACTIVE',
        Object.fromEntries(
          toInactive.map((l) => [`${l.path}.ivrCode`, errorMessage('DETAIL_OUTLET_INACTIVE', { code: l.ivrCode })]),
        ),
        { codes: toInactive.map((l) => l.ivrCode).join(', ') },
      );
    }
    const next = new Map(current);
    for (const l of lines) {
      const uid = idOf.get(l.ivrCode)!;
      if (l.quantity > 0) next.set(uid, l.quantity);
      else next.delete(uid);
    }
    const assignedBefore = row.quotesAssigned;
    const assigned = [...next.values()].reduce((a, b) => a + b, 0);
    if (assigned > row.quotesTotal) {
      // every line that grows a holding names its growth against what was available before the save
      const growing = lines.filter((l) => l.quantity > (current.get(idOf.get(l.ivrCode)!) ?? 0));
      throw quoteNotAvailable(
        growing.map((l) => ({
          field: `${l.path}.quantity`,
          value: l.quantity - (current.get(idOf.get(l.ivrCode)!) ?? 0),
        })),
        row.quotesTotal - assignedBefore,
      );
    }
    const removed = [...current.keys()].filter((uid) => !next.has(uid));
    const upserts = [...next.entries()].filter(([uid, q]) => current.get(uid) !== q);
    if (removed.length || upserts.length) {
      if (removed.length)
        await tx
          .delete(systemQuotes)
          .where(and(eq(systemQuotes.systemId, systemId), inArray(systemQuotes.userId, removed)));
      if (upserts.length) {
        await tx
          .insert(systemQuotes)
          .values(
            upserts.map(([userId, quantity]) => ({ systemId, userId, quantity, assignedBy: who.actor ?? 'sistema' })),
          )
          .onConflictDoUpdate({
            target: [systemQuotes.systemId, systemQuotes.userId],
            set: { quantity: sql`excluded.quantity`, assignedAt: sql`now()`, assignedBy: sql`excluded.assigned_by` },
          });
      }
      const status = statusAfterQuotes(row.quotesTotal - assigned);
      await tx
        .update(systems)
        .set({ quotesAssigned: assigned, status, version: row.version + 1, updatedAt: new Date() })
        .where(eq(systems.id, systemId));
      if (status !== row.status) await refreshStructure(tx, row.structureId);
      const codeOf = new Map(outlets.map((o) => [o.id, o.ivrCode!]));
      const touched = [...removed, ...upserts.map(([uid]) => uid)];
      await audit(tx, who, {
        action: 'quote_change',
        entityType: 'system',
        entityId: systemId,
        ...quoteAuditSides(
          { before: assignedBefore, after: assigned },
          touched.map((uid) => ({
            ivrCode: codeOf.get(uid)!,
            before: current.get(uid) ?? 0,
            after: next.get(uid) ?? 0,
          })),
        ),
      });
    }
    return {
      ok: true as const,
      message: format(SUCCESS.QUOTE_SAVED, { assigned, available: row.quotesTotal - assigned }),
      quotesTotal: row.quotesTotal,
      quotesAssigned: assigned,
      quotesAvailable: row.quotesTotal - assigned,
      assignments: await assignmentsOf(tx, systemId),
    };
  });
}
