/** Preferences per game as publication (and later the outlet board) read them; edited in modules/preferences. */
import { eq } from 'drizzle-orm';
import type { GameSlug } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { gamePreferences } from '../db/schema';

export type PreferencesRow = typeof gamePreferences.$inferSelect;

/** The game's preferences; the defaults of the schema are written the first time they are read. */
export async function readPreferences(db: DbOrTx, game: GameSlug): Promise<PreferencesRow> {
  const [row] = await db.select().from(gamePreferences).where(eq(gamePreferences.game, game));
  if (row) return row;
  await db.insert(gamePreferences).values({ game }).onConflictDoNothing();
  const [created] = await db.select().from(gamePreferences).where(eq(gamePreferences.game, game));
  return created;
}
