/**
 * The one way quote of a published system are taken from its availability and given to an outlet: the outlet's
 * request on its board (`POST /ricevitore/systems/{systemId}/quotes`) and the share preassigned to the proposer when
 * staff develop a proposal (docs/domain.md §4). One statement does it all:
 *
 * 1. a conditional UPDATE of the system: `quotes_assigned + n` only WHERE the system is published (ASSOCIATA) on a
 *    contest still open AND `quotes_total - quotes_assigned >= n`. Under READ COMMITTED a concurrent request that
 *    updated the row first makes PostgreSQL re-check the WHERE on the new row version, so two requests can never
 *    both take the last quota: nobody is oversold, without a SELECT … FOR UPDATE round trip. The CHECK on
 *    `quotes_assigned` is the last line of defence. The status turns COMPLETATA when the last quota goes.
 * 2. the upsert of the outlet's row in `system_quotes` (its holding grows by n),
 * 3. the audit-log row,
 *
 * the last two only when the UPDATE returned its row (they read it), so a refusal changes nothing. When no row comes
 * back, one read says why (not found, not on sale, not enough quote) for the spec's message. The statement is atomic
 * on its own: the outlet's request runs it without a transaction around it (one round trip, not three).
 */
import { sql } from 'drizzle-orm';
import { ERRORS, errorMessage } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import type { AuditActor } from './audit';
import { notFound, unprocessable } from './errors';
import { refreshStructure } from './structures';
import { rowsOf } from './sql-rows';

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
 * Give `quantity` quote of a published system to an outlet, atomically (see the module comment). Refusals:
 * 404 SYSTEM_NOT_FOUND, 422 SYSTEM_NOT_PUBLISHED (a draft), 422 SYSTEM_NOT_EDITABLE (cancelled or its contest closed), 422
 * QUOTE_NOT_AVAILABLE (more than available, with the field message naming both numbers), 400 QUOTE_AMOUNT_INVALID.
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
               jsonb_build_object('quotesAssigned', sys.quotes_assigned - ${n}, 'assignments', jsonb_build_object(${ivrCode}::text, q.quantity - ${n})),
               jsonb_build_object('quotesAssigned', sys.quotes_assigned, 'assignments', jsonb_build_object(${ivrCode}::text, q.quantity))
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
  if (!why) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
  if (why.status === 'BOZZA') throw unprocessable('SYSTEM_NOT_PUBLISHED', { systemId: ERRORS.SYSTEM_NOT_PUBLISHED });
  if (!why.open || why.status !== 'ASSOCIATA') {
    if (why.status === 'COMPLETATA' && why.open) throw quoteNotAvailable(n, 0);
    throw unprocessable('SYSTEM_NOT_EDITABLE', { systemId: ERRORS.SYSTEM_NOT_EDITABLE });
  }
  throw quoteNotAvailable(n, why.available);
}

function quoteNotAvailable(value: number, max: number) {
  return unprocessable('QUOTE_NOT_AVAILABLE', { quantity: errorMessage('DETAIL_QUOTE_AVAILABLE', { value, max }) });
}
