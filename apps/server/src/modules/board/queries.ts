/** The SQL of the outlet's board: its open contests, the published systems on them, its holdings and history. */
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { GAMES, type GameSlug } from '@bacheca/domain';
import { type BoardSystem, type boardQuery } from '@bacheca/domain/schemas/outlet';
import type { DbOrTx } from '../../db/client';
import { auditLog, contests, structures, systemQuotes, systems } from '../../db/schema';
import { contestLabel } from '../../lib/contests';
import { listPage, pageOffset } from '../../lib/list-query';
import { containsPattern } from '../../lib/search';
import { readPreferences } from '../../lib/preferences';

type Query = z.output<typeof boardQuery>;

/**
 * The contests of the board, per game: the next open ones, as many as the preferences' upselling contests; the
 * first `featuredContests` of them are featured.
 */
export async function boardContests(db: DbOrTx, games: readonly GameSlug[], now = new Date()) {
  const out: Array<{ id: number; game: GameSlug; label: string; closesAt: string; featured: boolean }> = [];
  for (const game of games) {
    const prefs = await readPreferences(db, game);
    const rows = await db
      .select()
      .from(contests)
      .where(and(eq(contests.game, game), gt(contests.closesAt, now)))
      .orderBy(asc(contests.closesAt))
      .limit(prefs.upsellingContests);
    rows.forEach((c, i) =>
      out.push({
        id: c.id,
        game,
        label: contestLabel(c),
        closesAt: c.closesAt.toISOString(),
        featured: i < prefs.featuredContests,
      }),
    );
  }
  return out;
}

/** One page of the published systems (ASSOCIATA) on the board's contests: evidence first, then the newest. */
export function boardSystems(db: DbOrTx, outletId: number, contestIds: readonly number[], q: Query) {
  const conds: SQL[] = [
    eq(systems.status, 'ASSOCIATA'),
    inArray(systems.contestId, contestIds.length ? [...contestIds] : [-1]),
  ];
  if (q.game) conds.push(eq(systems.game, q.game));
  if (q.contestId) conds.push(eq(systems.contestId, q.contestId));
  if (q.quotaPriceFrom != null) conds.push(sql`${systems.quotaPriceCents} >= ${q.quotaPriceFrom}`);
  if (q.quotaPriceTo != null) conds.push(sql`${systems.quotaPriceCents} <= ${q.quotaPriceTo}`);
  if (q.availableFrom != null) conds.push(sql`${systems.quotesAvailable} >= ${q.availableFrom}`);
  if (q.held) conds.push(sql`${systemQuotes.quantity} > 0`);
  // free text (decisions.md "Power tools"): the SiCe name, the board name or the structure's name contains it
  const text = q.q?.trim();
  if (text) {
    const like = containsPattern(text);
    conds.push(
      or(
        sql`lower(${systems.name}) like ${like}`,
        sql`lower(coalesce(${systems.boardName}, '')) like ${like}`,
        sql`lower(coalesce(${structures.name}, '')) like ${like}`,
      )!,
    );
  }
  const where = and(...conds);
  const held = and(eq(systemQuotes.systemId, systems.id), eq(systemQuotes.userId, outletId));
  const rows = db
    .select({
      s: {
        id: systems.id,
        game: systems.game,
        name: systems.name,
        boardName: systems.boardName,
        structureId: systems.structureId,
        contestId: systems.contestId,
        quotesTotal: systems.quotesTotal,
        quotesAssigned: systems.quotesAssigned,
        quotaPriceCents: systems.quotaPriceCents,
        totalPriceCents: systems.totalPriceCents,
        evidence: systems.evidence,
        boSystem: systems.boSystem,
      },
      structureName: structures.name,
      shortDescription: structures.shortDescription,
      graphicId: structures.graphicId,
      c: { number: contests.number, year: contests.year, closesAt: contests.closesAt },
      held: systemQuotes.quantity,
    })
    .from(systems)
    // Totocalcio systems have no structure: left join, so that the page and its count hold the same rows
    .leftJoin(structures, eq(structures.id, systems.structureId))
    .innerJoin(contests, eq(contests.id, systems.contestId))
    .leftJoin(systemQuotes, held)
    .where(where)
    .orderBy(desc(systems.evidence), desc(systems.id))
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(systems)
    .leftJoin(structures, eq(structures.id, systems.structureId))
    .leftJoin(systemQuotes, held)
    .where(where);
  return listPage(q, rows, count, (r): BoardSystem => ({
    id: r.s.id,
    game: r.s.game as GameSlug,
    name: r.s.name,
    boardName: r.s.boardName,
    structureId: r.s.structureId,
    structureName: r.structureName ?? GAMES[r.s.game as GameSlug].label,
    shortDescription: r.shortDescription ?? '',
    contestId: r.s.contestId!,
    contestLabel: contestLabel(r.c),
    closesAt: r.c.closesAt.toISOString(),
    quotesTotal: r.s.quotesTotal,
    quotesAvailable: r.s.quotesTotal - r.s.quotesAssigned,
    quotaPriceCents: r.s.quotaPriceCents,
    totalPriceCents: r.s.totalPriceCents,
    evidence: r.s.evidence,
    boSystem: r.s.boSystem,
    hasGraphic: r.graphicId != null,
    held: r.held ?? 0,
  }));
}

/** Every system the outlet holds quote of (newest assignment first, at most 200) and the history of those quote. */
export async function holdings(db: DbOrTx, outletId: number, ivrCode: string) {
  const rows = await db
    .select({ q: systemQuotes, s: systems, c: { number: contests.number, year: contests.year } })
    .from(systemQuotes)
    .innerJoin(systems, eq(systems.id, systemQuotes.systemId))
    .leftJoin(contests, eq(contests.id, systems.contestId))
    // only published systems: never a draft's nor a cancelled system's quota
    .where(and(eq(systemQuotes.userId, outletId), inArray(systems.status, ['ASSOCIATA', 'COMPLETATA'])))
    .orderBy(desc(systemQuotes.assignedAt), desc(systemQuotes.systemId))
    .limit(200);
  const ids = rows.map((r) => String(r.s.id));
  const log = ids.length
    ? await db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'system'),
            inArray(auditLog.entityId, ids),
            inArray(auditLog.action, ['quote_request', 'quote_preassign', 'quote_change']),
            sql`${auditLog.after}->'assignments' ? ${ivrCode}`,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(200)
    : [];
  const amount = (v: unknown) =>
    Number((v as { assignments?: Record<string, number> } | null)?.assignments?.[ivrCode] ?? 0);
  const held = new Map(rows.map((r) => [r.s.id, r]));
  return {
    items: rows.map((r) => ({
      systemId: r.s.id,
      game: r.s.game as GameSlug,
      name: r.s.name,
      boardName: r.s.boardName,
      contestLabel: r.c ? contestLabel(r.c) : null,
      status: r.s.status,
      quantity: r.q.quantity,
      quotaPriceCents: r.s.quotaPriceCents,
      assignedAt: r.q.assignedAt.toISOString(),
      assignedBy: r.q.assignedBy,
    })),
    history: log.map((l) => {
      const r = held.get(Number(l.entityId))!;
      return {
        at: l.at.toISOString(),
        systemId: r.s.id,
        systemName: r.s.boardName ?? r.s.name,
        game: r.s.game as GameSlug,
        contestLabel: r.c ? contestLabel(r.c) : null,
        action: l.action,
        quantity: amount(l.after) - amount(l.before),
        actor: l.actor,
      };
    }),
  };
}

/**
 * The outlet's statement: every holding on a published system (as `holdings`), with its contest,
 * newest contest first, then the system. The outlet's own rows: a few per contest, read whole.
 */
export async function statementRows(db: DbOrTx, outletId: number, game: GameSlug | undefined) {
  const conds = [eq(systemQuotes.userId, outletId), inArray(systems.status, ['ASSOCIATA', 'COMPLETATA'])];
  if (game) conds.push(eq(systems.game, game));
  const rows = await db
    .select({
      systemId: systems.id,
      game: systems.game,
      name: systems.name,
      boardName: systems.boardName,
      status: systems.status,
      quantity: systemQuotes.quantity,
      quotaPriceCents: systems.quotaPriceCents,
      contestId: contests.id,
      number: contests.number,
      year: contests.year,
      drawDate: contests.drawDate,
      closesAt: contests.closesAt,
    })
    .from(systemQuotes)
    .innerJoin(systems, eq(systems.id, systemQuotes.systemId))
    .innerJoin(contests, eq(contests.id, systems.contestId))
    .where(and(...conds))
    .orderBy(desc(contests.closesAt), desc(contests.id), asc(systems.id));
  return rows.map((r) => ({
    ...r,
    game: r.game as GameSlug,
    contestLabel: contestLabel(r),
    amountCents: r.quantity * r.quotaPriceCents,
  }));
}
export type StatementRow = Awaited<ReturnType<typeof statementRows>>[number];
