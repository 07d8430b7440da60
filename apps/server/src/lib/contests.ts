/** Contests as the other modules need them: the API shape and the open-for-sales lookup (the calendar lives in modules/contests). */
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Contest, GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { contests, systems } from '../db/schema';

export type ContestRow = typeof contests.$inferSelect;

export const contestLabel = (c: { number: number; year: number }) => `Concorso ${c.number}/${c.year}`;

/**
 * The one order of every contest list that mixes open and closed contests (pickers, filters, listings): the
 * nearest open contest first, then the later open ones, then the closed ones from the latest back.
 */
export function nearestOpenFirst(now: Date = new Date()): SQL[] {
  const at = now.toISOString();
  return [
    sql`(${contests.closesAt} > ${at}::timestamptz) desc`,
    sql`case when ${contests.closesAt} > ${at}::timestamptz then ${contests.closesAt} end asc`,
    desc(contests.closesAt),
  ];
}

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

/** A contest of the game still open for sales, or undefined. */
export async function findOpenContest(
  db: DbOrTx,
  game: string,
  id: number,
  now = new Date(),
): Promise<ContestRow | undefined> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.id, id), eq(contests.game, game), gt(contests.closesAt, now)));
  return row;
}

/**
 * "Published on a contest open for sale", sold out or not: the one predicate, over the `systems` table of the
 * enclosing query, for the rules that hinge on it (a structure cannot be deleted while one of its systems is; an
 * outlet reads a system of its games when it is, lib/outlet-access.ts). Open means its sales have not closed, by the
 * database's clock; a sold-out system (COMPLETATA) on such a contest still counts, a system of a closed contest does
 * not (whatever the closing job has written yet).
 */
export function publishedOnOpenContest(): SQL {
  return sql`(${systems.status} in ('ASSOCIATA', 'COMPLETATA') and exists (select 1 from ${contests} where ${contests.id} = ${systems.contestId} and ${contests.closesAt} > now()))`;
}
