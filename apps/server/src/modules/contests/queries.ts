/** The SQL of the contest calendar, in one place. */
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema';
import { nearestOpenFirst, toContest } from '../../lib/contests';

/** Upcoming: open ones, soonest first. Past: closed ones, latest first. All: the open ones soonest first, then the closed ones latest first. */
export async function listContests(
  db: DbOrTx,
  game: GameSlug,
  when: 'upcoming' | 'past' | 'all',
  limit: number,
  now = new Date(),
) {
  const byGame = eq(contests.game, game);
  const q = db.select().from(contests);
  const rows =
    when === 'upcoming'
      ? await q
          .where(and(byGame, gt(contests.closesAt, now)))
          .orderBy(asc(contests.closesAt))
          .limit(limit)
      : when === 'past'
        ? await q
            .where(and(byGame, lte(contests.closesAt, now)))
            .orderBy(desc(contests.closesAt))
            .limit(limit)
        : await q
            .where(byGame)
            .orderBy(...nearestOpenFirst(now))
            .limit(limit);
  return rows.map((c) => toContest(c, now));
}
