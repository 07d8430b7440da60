/**
 * Cancel and withdraw systems (decisions.md "Quote on published systems, cancel and withdraw"): the systems become CANCELLATA,
 * are kept for the audit trail and leave the board and the staff lists at once (both list only other statuses).
 *
 * - a draft (BOZZA) can always be cancelled;
 * - a published system (ASSOCIATA or COMPLETATA) is withdrawn only while its contest is open for sale and no outlet
 *   holds a quota of it: a giocata a caratura that was sold is never cancelled (409 with the number of quote held);
 * - a system already CANCELLATA is refused (409), one of another game or unknown is not found.
 *
 * Race with a quote request: the systems are locked (SELECT … FOR UPDATE, in id order) for the whole decision. An
 * outlet's request (lib/quotes.ts) is a conditional UPDATE WHERE status = 'ASSOCIATA' AND quote are
 * available: if it commits first, the lock waits for it and reads the held quota (refused); if the withdrawal commits
 * first, PostgreSQL re-checks the request's WHERE on the CANCELLATA row and the request is refused. Staff quote
 * changes lock the same row. So a cancelled system never ends up with a held quota.
 *
 * A system cancelled once its contest's wins are being computed, or were, leaves them: lib/wins-jobs
 * `dropWinsOfCancelled`.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { errorMessage, type ErrorCode, type GameSlug } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { auditLog, contests, systemQuotes, systems } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { refreshStructure } from '../../lib/structures';
import { dropWinsOfCancelled, lockWinsJobsOfSystems } from '../../lib/wins-jobs';

export interface CancelRefusal {
  id: number;
  name: string | null;
  code: ErrorCode;
  status: number;
  params: Record<string, string | number>;
}

export interface CancelOutcome {
  cancelled: number[];
  refused: CancelRefusal[];
}

type SystemRow = typeof systems.$inferSelect;

/** Why a system cannot be cancelled now, or null when it can. */
function refusalOf(row: SystemRow, contestOpen: boolean): Omit<CancelRefusal, 'id' | 'name'> | null {
  if (row.status === 'CANCELLATA') return { code: 'SYSTEM_ALREADY_CANCELLED', status: 409, params: {} };
  if (row.status === 'BOZZA' && row.contestId == null) return null;
  if (!contestOpen) return { code: 'SYSTEM_WITHDRAW_CLOSED', status: 409, params: {} };
  if (row.quotesAssigned > 0) {
    return row.quotesAssigned === 1
      ? { code: 'SYSTEM_WITHDRAW_HELD_ONE', status: 409, params: { count: 1 } }
      : { code: 'SYSTEM_WITHDRAW_HELD', status: 409, params: { count: row.quotesAssigned } };
  }
  return null;
}

/**
 * Cancel the systems `ids` of `game` that may be cancelled, in one transaction, and say why each other one was not.
 * Every cancelled system gets its own activity-log entry (`cancel` for a draft, `withdraw` for a publication) with the
 * reason.
 */
export async function cancelSystems(
  db: Db,
  game: GameSlug,
  ids: readonly number[],
  reason: string,
  who: AuditActor,
): Promise<CancelOutcome> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // the wins jobs of their contests before the systems: the order a wins job's write takes them in
    await lockWinsJobsOfSystems(tx, wanted);
    const rows = await tx
      .select()
      .from(systems)
      .where(and(eq(systems.game, game), inArray(systems.id, wanted)))
      .orderBy(asc(systems.id))
      .for('update');
    const contestIds = [...new Set(rows.map((r) => r.contestId).filter((c): c is number => c != null))];
    const open = new Set(
      contestIds.length
        ? (
            await tx
              .select({ id: contests.id })
              .from(contests)
              .where(and(inArray(contests.id, contestIds), sql`${contests.closesAt} > now()`))
          ).map((c) => c.id)
        : [],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const cancelled: SystemRow[] = [];
    const refused: CancelRefusal[] = [];
    for (const id of wanted) {
      const row = byId.get(id);
      if (!row) {
        refused.push({ id, name: null, code: 'SYSTEM_NOT_FOUND', status: 404, params: {} });
        continue;
      }
      const why = refusalOf(row, row.contestId != null && open.has(row.contestId));
      if (why) refused.push({ id, name: row.name, ...why });
      else cancelled.push(row);
    }
    if (cancelled.length) {
      const done = cancelled.map((r) => r.id);
      // a draft holds no quote (quote only on published systems); should one still carry some, they go with it
      const draftsHolding = cancelled.filter((r) => r.status === 'BOZZA' && r.quotesAssigned > 0).map((r) => r.id);
      if (draftsHolding.length) await tx.delete(systemQuotes).where(inArray(systemQuotes.systemId, draftsHolding));
      await tx
        .update(systems)
        .set({
          status: 'CANCELLATA',
          quotesAssigned: sql`case when ${systems.status} = 'BOZZA' then 0 else ${systems.quotesAssigned} end`,
          version: sql`${systems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(inArray(systems.id, done));
      await dropWinsOfCancelled(tx, done);
      await tx.insert(auditLog).values(
        cancelled.map((r) => ({
          actor: who.actor,
          onBehalfOf: who.onBehalfOf ?? null,
          ip: who.ip ?? null,
          action: r.status === 'BOZZA' ? 'cancel' : 'withdraw',
          entityType: 'system',
          entityId: String(r.id),
          outcome: 'ok',
          before: {
            status: r.status,
            contestId: r.contestId,
            ...(r.quotesAssigned ? { quotesAssigned: r.quotesAssigned } : {}),
          },
          after: { status: 'CANCELLATA', reason },
        })),
      );
      const structureIds = [...new Set(cancelled.map((r) => r.structureId).filter((s): s is number => s != null))].sort(
        (a, b) => a - b,
      );
      for (const s of structureIds) await refreshStructure(tx, s);
    }
    return { cancelled: cancelled.map((r) => r.id), refused };
  });
}

/** The Italian message of a refusal. */
export const refusalMessage = (r: CancelRefusal) => errorMessage(r.code, r.params);

/** One system: cancelled, or the refusal as the API error. */
export async function cancelSystem(db: Db, game: GameSlug, id: number, reason: string, who: AuditActor): Promise<void> {
  const out = await cancelSystems(db, game, [id], reason, who);
  const r = out.refused[0];
  if (r) throw new AppError(r.code, r.status, { systemId: refusalMessage(r) }, r.params);
}
