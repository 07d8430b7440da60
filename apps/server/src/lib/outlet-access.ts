/**
 * What an outlet may read of a system (decisions.md "Outlets read only their board"): the one predicate
 * every outlet route that reads a system applies (its card, its graphic, a quote request's refusal). An outlet reads
 * a system when its board lists it — published, on sale or sold out, on a contest still open for sale, of one of the
 * outlet's enabled games (lib/contests `publishedOnOpenContest`) — or when it holds quote of it (a published copy,
 * not cancelled: its holdings). Anything else answers 404, as for an id that does not exist: a draft, a cancelled
 * system, another game's, another outlet's closed holding. Staff simulating an outlet read as the outlet.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { systemQuotes, systems } from '../db/schema';
import { publishedOnOpenContest } from './contests';

export interface OutletReader {
  /** The outlet's user id (a simulation's too: the principal is the outlet). */
  userId: number;
  /** Its enabled games (lib/outlet-games). */
  games: readonly GameSlug[];
}

/** The predicate, over the `systems` table of the enclosing query. */
export function outletReadsSystem(outlet: OutletReader): SQL {
  const onBoard = outlet.games.length
    ? sql`(${inArray(systems.game, [...outlet.games])} and ${publishedOnOpenContest()})`
    : sql`false`;
  const held = sql`(${systems.status} <> 'CANCELLATA' and ${systems.contestId} is not null and exists (select 1 from ${systemQuotes} where ${systemQuotes.systemId} = ${systems.id} and ${systemQuotes.userId} = ${outlet.userId} and ${systemQuotes.quantity} > 0))`;
  return sql`(${onBoard} or ${held})`;
}

/** Whether the outlet may read the system (false for an id that does not exist). */
export async function outletMayRead(db: DbOrTx, outlet: OutletReader, systemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: systems.id })
    .from(systems)
    .where(and(eq(systems.id, systemId), outletReadsSystem(outlet)));
  return !!row;
}
