/** The SQL of the contest calendar, in one place. */
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Contest, GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema';
import { contestLabel } from './calendar';

export type ContestRow = typeof contests.$inferSelect;

/** A contest as the API answers it; open while its sales have not closed. */
export function toContest(c: ContestRow, now: Date = new Date()): Contest {
  return {
    id: c.id,
    game: c.game as GameSlug,
    year: c.year,
    number: c.number,
    label: contestLabel(c),
    drawDate: c.drawDate,
    closesAt: c.closesAt.toISOString(),
    status: c.closesAt > now ? 'APERTO' : 'CHIUSO',
  };
}

/** Upcoming: open ones, soonest first. Past: closed ones, latest first. All: by draw date, latest first. */
export async function listContests(db: DbOrTx, game: GameSlug, when: 'upcoming' | 'past' | 'all', limit: number, now = new Date()) {
  const byGame = eq(contests.game, game);
  const q = db.select().from(contests);
  const rows =
    when === 'upcoming'
      ? await q.where(and(byGame, gt(contests.closesAt, now))).orderBy(asc(contests.closesAt)).limit(limit)
      : when === 'past'
        ? await q.where(and(byGame, lte(contests.closesAt, now))).orderBy(desc(contests.closesAt)).limit(limit)
        : await q.where(byGame).orderBy(desc(contests.drawDate)).limit(limit);
  return rows.map((c) => toContest(c, now));
}

/** A contest of the game still open for sales, or undefined. */
export async function findOpenContest(db: DbOrTx, game: string, id: number, now = new Date()): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(and(eq(contests.id, id), eq(contests.game, game), gt(contests.closesAt, now)));
  return row;
}
