/**
 * The contest calendar (docs/domain.md §2): which days each game draws, when sales close, how far ahead the server
 * keeps contests. Every number lives in CONTEST_CALENDAR; a deployment may change it (docs/operations.md).
 * Contests are numbered progressively per year from the weekday rules, so the same day always gets the same
 * number and generation is idempotent (unique game + year + number).
 */
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { GameSlug, TotocalcioMatch } from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, contests, systems } from '../../db/schema';
import { refreshStructure } from '../../lib/structures';
import { totocalcioRound } from '../../lib/totocalcio-events';
import { ROME_TIME_ZONE, addDays, romeDay, romeInstant } from '@bacheca/domain/rome-time';

export interface GameCalendar {
  /** Draw weekdays, 0 = Sunday … 6 = Saturday. */
  readonly weekdays: readonly number[];
  /** Sales close at this local time (Europe/Rome)… */
  readonly closesAt: string;
  /** …this many days before the draw date (Totocalcio: Saturday for the Sunday round). */
  readonly closesDaysBefore: number;
}

/** [R] weekdays of the draws; [D] closing times, horizon. */
export const CONTEST_CALENDAR = {
  timeZone: ROME_TIME_ZONE,
  /** Contests kept ahead of today (extended by the daily job). */
  weeksAhead: 8,
  /** Contests created behind today on a fresh database (so that past contests can be filtered). */
  weeksBehind: 8,
  games: {
    superenalotto: { weekdays: [2, 4, 5, 6], closesAt: '19:30', closesDaysBefore: 0 },
    sivincetutto: { weekdays: [3], closesAt: '19:30', closesDaysBefore: 0 },
    eurojackpot: { weekdays: [2, 5], closesAt: '19:30', closesDaysBefore: 0 },
    // one round per weekend: the contest is dated Sunday and closes before Saturday's first matches
    totocalcio: { weekdays: [0], closesAt: '14:30', closesDaysBefore: 1 },
  } satisfies Record<GameSlug, GameCalendar>,
} as const;

function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Progressive number of a draw day in its year: how many draw days of the game fall from 1 January to it. */
export function contestNumber(game: GameSlug, day: string): number {
  const { weekdays } = CONTEST_CALENDAR.games[game];
  let n = 0;
  for (let d = `${day.slice(0, 4)}-01-01`; d <= day; d = addDays(d, 1)) if (weekdays.includes(weekdayOf(d))) n++;
  return n;
}

export interface PlannedContest {
  game: GameSlug;
  year: number;
  number: number;
  drawDate: string;
  closesAt: Date;
  /** Totocalcio: the 14 matches of the round; null for the other games. */
  events: TotocalcioMatch[] | null;
}

/** The contests of a game whose draw day falls within [from, to] (inclusive). */
export function plannedContests(game: GameSlug, from: string, to: string): PlannedContest[] {
  const cal: GameCalendar = CONTEST_CALENDAR.games[game];
  const out: PlannedContest[] = [];
  let number = 0;
  let year = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!cal.weekdays.includes(weekdayOf(d))) continue;
    const y = Number(d.slice(0, 4));
    // the first draw day of each year (and of the range) counts from 1 January; the rest follow on
    number = y === year ? number + 1 : contestNumber(game, d);
    year = y;
    const events = game === 'totocalcio' ? totocalcioRound(y, number, d) : null;
    out.push({
      game,
      year: y,
      number,
      drawDate: d,
      closesAt: romeInstant(addDays(d, -cal.closesDaysBefore), cal.closesAt),
      events,
    });
  }
  return out;
}

/** Contest label as shown everywhere: "Concorso 142/2026". */
/**
 * Make sure every game has its contests from `weeksBehind` before to `weeksAhead` after today. Idempotent: days
 * already present are skipped by the unique (game, year, number). Returns how many contests were added.
 */
export async function ensureCalendar(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const today = romeDay(now);
  const from = addDays(today, -7 * CONTEST_CALENDAR.weeksBehind);
  const to = addDays(today, 7 * CONTEST_CALENDAR.weeksAhead);
  const rows = (Object.keys(CONTEST_CALENDAR.games) as GameSlug[]).flatMap((g) => plannedContests(g, from, to));
  if (!rows.length) return 0;
  const inserted = await db.insert(contests).values(rows).onConflictDoNothing().returning({ id: contests.id });
  // Totocalcio contests still without their matches (older databases) get them here (same deterministic round)
  const bare = await db
    .select({ id: contests.id, year: contests.year, number: contests.number, drawDate: contests.drawDate })
    .from(contests)
    .where(and(eq(contests.game, 'totocalcio'), isNull(contests.events)));
  for (const c of bare) {
    await db
      .update(contests)
      .set({ events: totocalcioRound(c.year, c.number, c.drawDate) })
      .where(eq(contests.id, c.id));
  }
  return inserted.length;
}

/**
 * Systems published on contests whose sales have closed become COMPLETATA (docs/domain.md §8), and their structures
 * follow. Returns how many systems changed.
 */
export async function completeClosedContests(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const closed = db.select({ id: contests.id }).from(contests).where(lte(contests.closesAt, now));
  const changed = await db
    .update(systems)
    .set({ status: 'COMPLETATA', updatedAt: new Date(), version: sql`${systems.version} + 1` })
    .where(and(eq(systems.status, 'ASSOCIATA'), inArray(systems.contestId, closed)))
    .returning({ id: systems.id, structureId: systems.structureId });
  if (!changed.length) return 0;
  await db.insert(auditLog).values(
    changed.map((s) => ({
      actor: 'sistema',
      action: 'contest_closed',
      entityType: 'system',
      entityId: String(s.id),
      before: { status: 'ASSOCIATA' },
      after: { status: 'COMPLETATA' },
    })),
  );
  for (const id of new Set(changed.map((s) => s.structureId))) await refreshStructure(db, id);
  return changed.length;
}
