/**
 * Bulk actions on systems (decisions.md "Power tools"): tags added/removed, evidence on/off, or quote of
 * every system to one outlet, on the listed ids or on every system the list's filter selects (at most
 * SYSTEM_BULK_LIMITS.filter: a larger filter is refused with its count, nothing changed). Each system is decided on
 * its own: those allowed are updated, every other one is listed with why. One activity-log entry per action names
 * the affected ids (and the refused ones); the quote also leave their per-system trail (lib/quotes.ts).
 *
 * - tags / evidence: drafts and published systems alike (as the single edit); a CANCELLATA system is refused. The rows
 *   are locked (SELECT … FOR UPDATE, id order) for the whole decision, in one transaction.
 * - quote: only on systems published on an open contest, never oversold: each system through the one allocation
 *   statement (lib/quotes.ts: a conditional UPDATE that re-checks availability on the row it locks), each
 *   allocation atomic on its own, so an outlet's concurrent request and the bulk can never both take the last quota,
 *   and a long bulk does not hold 5.000 row locks while outlets buy.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  SUCCESS,
  SYSTEM_BULK_LIMITS,
  errorMessage,
  format,
  type GameSlug,
  type SystemsBulkRequest,
  type SystemsBulkResponse,
  type systemListQuery,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { systems, users } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { AppError, unprocessable } from '../../lib/errors';
import { allocateQuotes } from '../../lib/quotes';
import { searchText } from '../../lib/system-numbers';
import { targetSystemIds } from './queries';

type Refusal = SystemsBulkResponse['refused'][number];
type ListFilter = z.output<typeof systemListQuery>;

/** The ids a bulk request names (queries.ts `targetSystemIds`: at most SYSTEM_BULK_LIMITS.filter by filter). */
export const bulkTargetIds = (
  db: Db,
  game: GameSlug,
  target: { ids?: readonly number[]; filter?: Partial<ListFilter> },
  max: number = SYSTEM_BULK_LIMITS.filter,
) => targetSystemIds(db, game, target, { max, refusal: 'BULK_FILTER_TOO_LARGE' });

const notFound = (id: number): Refusal => ({ id, message: ERRORS.SYSTEM_NOT_FOUND });

/** Tags or evidence of many systems, in one transaction over the locked rows. */
async function editMany(
  db: Db,
  game: GameSlug,
  ids: number[],
  body: SystemsBulkRequest,
  who: AuditActor,
): Promise<{ updated: number[]; refused: Refusal[] }> {
  return db.transaction(async (tx) => {
    const rows = ids.length
      ? await tx
          .select()
          .from(systems)
          .where(and(eq(systems.game, game), inArray(systems.id, ids)))
          .orderBy(asc(systems.id))
          .for('update')
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const updated: number[] = [];
    const refused: Refusal[] = [];
    const add = [...new Set(body.tagsAdd ?? [])];
    const remove = new Set(body.tagsRemove ?? []);
    const now = new Date();
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) {
        refused.push(notFound(id));
        continue;
      }
      if (row.status === 'CANCELLATA') {
        refused.push({ id, message: ERRORS.BULK_SYSTEM_CANCELLED });
        continue;
      }
      updated.push(id);
      if (body.action === 'tags') {
        const tags = [...new Set([...row.tags, ...add])].filter((t) => !remove.has(t));
        if (JSON.stringify(tags) === JSON.stringify(row.tags)) continue;
        await tx
          .update(systems)
          .set({
            tags,
            searchText: searchText({ name: row.name, graphicName: row.graphicName, tags }),
            version: row.version + 1,
            updatedAt: now,
          })
          .where(eq(systems.id, id));
      }
    }
    if (body.action === 'evidence' && updated.length) {
      await tx
        .update(systems)
        .set({ evidence: body.evidence!, version: sql`${systems.version} + 1`, updatedAt: now })
        .where(and(inArray(systems.id, updated), sql`${systems.evidence} is distinct from ${body.evidence!}`));
    }
    const isTags = body.action === 'tags';
    await audit(tx, who, {
      action: isTags ? 'bulk_tags' : 'bulk_evidence',
      entityType: 'system',
      // keys left undefined are not written (JSON)
      after: {
        game,
        systemIds: updated,
        tagsAdd: body.action === 'tags' ? add : undefined,
        tagsRemove: body.action === 'tags' ? [...remove] : undefined,
        evidence: body.action === 'evidence' ? body.evidence : undefined,
        refused: refused.length ? refused.map((r) => r.id) : undefined,
      },
    });
    return { updated, refused };
  });
}

/** `quantity` quote of every system to one outlet, each through the one allocation statement. */
async function quoteMany(
  db: Db,
  game: GameSlug,
  ids: number[],
  body: SystemsBulkRequest,
  who: AuditActor,
): Promise<{ updated: number[]; refused: Refusal[] }> {
  const ivrCode = body.ivrCode!.trim();
  const [outlet] = await db
    .select({ id: users.id, active: users.active, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.role, 'ricevitore'), eq(users.ivrCode, ivrCode)));
  if (!outlet)
    throw new AppError(
      'QUOTE_IVR_UNKNOWN',
      422,
      { ivrCode: errorMessage('DETAIL_IVR_UNKNOWN', { code: ivrCode }) },
      { codes: ivrCode },
    );
  if (!outlet.active || !outlet.enabled) {
    throw unprocessable(
      'QUOTE_OUTLET_INACTIVE',
      { ivrCode: errorMessage('DETAIL_OUTLET_INACTIVE', { code: ivrCode }) },
      { codes: ivrCode },
    );
  }
  const updated: number[] = [];
  const refused: Refusal[] = [];
  for (const systemId of [...ids].sort((a, b) => a - b)) {
    try {
      await allocateQuotes(
        db,
        { systemId, outletId: outlet.id, ivrCode, quantity: body.quantity!, action: 'quote_preassign', games: [game] },
        who,
      );
      updated.push(systemId);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      // the field's message names the numbers (e.g. "3 richieste, 1 disponibile"); otherwise the error's own
      refused.push({ id: systemId, message: Object.values(e.fields)[0] ?? e.message });
    }
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  updated.sort((a, b) => order.get(a)! - order.get(b)!);
  refused.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  await audit(db, who, {
    action: 'bulk_quote',
    entityType: 'system',
    after: {
      game,
      systemIds: updated,
      ivrCode,
      quantity: body.quantity!,
      refused: refused.length ? refused.map((r) => r.id) : undefined,
    },
  });
  return { updated, refused };
}

/** One bulk action (see the module comment): the updated ids and every refused one with why. */
export async function bulkSystems(
  db: Db,
  game: GameSlug,
  body: SystemsBulkRequest,
  who: AuditActor,
): Promise<SystemsBulkResponse> {
  const ids = await bulkTargetIds(db, game, body);
  const out =
    body.action === 'quote' ? await quoteMany(db, game, ids, body, who) : await editMany(db, game, ids, body, who);
  return {
    message: format(SUCCESS.SYSTEMS_BULK_DONE, { updated: out.updated.length, refused: out.refused.length }),
    ...out,
  };
}
