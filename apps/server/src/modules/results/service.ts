import { and, eq } from 'drizzle-orm';
import type { GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../../db/client';
import { contestResults } from '../../db/schema';

export type ContestResultRow = typeof contestResults.$inferSelect;
export type ResultStatus = 'BOZZA' | 'CONFERMATO';

/** One stored prize line: the category's official amount per winning combination, integer cents. */
export interface StoredPrize { category: string; amountCents: number }

/** The stored result of a contest (draft or confirmed), or null. */
export async function getResult(db: DbOrTx, game: GameSlug, contestId: number): Promise<ContestResultRow | null> {
  const [row] = await db.select().from(contestResults).where(and(eq(contestResults.game, game), eq(contestResults.contestId, contestId)));
  return row ?? null;
}

/** The confirmed result of a contest, or null (a draft never computes wins nor reaches outlets). */
export async function getConfirmedResult(db: DbOrTx, contestId: number): Promise<ContestResultRow | null> {
  const [row] = await db.select().from(contestResults).where(and(eq(contestResults.contestId, contestId), eq(contestResults.status, 'CONFERMATO')));
  return row ?? null;
}
