import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SUCCESS,
  formatEuroCents,
  parseEuroCents,
  type GameSlug,
  type PreferencesResponse,
  type preferencesSchema,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { gamePreferences } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { readPreferences, type PreferencesRow } from '../../lib/preferences';

type Input = z.output<typeof preferencesSchema>;

function toResponse(r: PreferencesRow): PreferencesResponse {
  return {
    game: r.game as GameSlug,
    contestsSelectableAdmin: r.contestsSelectableAdmin,
    contestsSelectableShowcase: r.contestsSelectableShowcase,
    featuredContests: r.featuredContests,
    upsellingContests: r.upsellingContests,
    autoAssignPercentage: r.autoAssignPercentage,
    premiumThreshold: formatEuroCents(r.premiumThresholdCents),
    premiumThresholdCents: r.premiumThresholdCents,
    multiPurchase: r.multiPurchase,
    webEnabled: r.webEnabled,
    terminalEnabled: r.terminalEnabled,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  };
}

/** Preferences per game (spec §3, §5) with the optimistic version check. */
export class PreferencesService {
  constructor(private readonly db: Db) {}

  async get(game: GameSlug) {
    return toResponse(await readPreferences(this.db, game));
  }

  async save(game: GameSlug, input: Input, who: AuditActor) {
    return this.db.transaction(async (tx) => {
      await readPreferences(tx, game);
      const [row] = await tx.select().from(gamePreferences).where(eq(gamePreferences.game, game)).for('update');
      if (row.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(row.version) });
      const { version: _v, premiumThreshold, ...rest } = input;
      const next = { ...rest, premiumThresholdCents: parseEuroCents(premiumThreshold)! };
      const [saved] = await tx
        .update(gamePreferences)
        .set({ ...next, version: row.version + 1, updatedAt: new Date(), updatedBy: who.actor })
        .where(eq(gamePreferences.game, game))
        .returning();
      const before = toResponse(row);
      const after = toResponse(saved);
      await audit(tx, who, {
        action: 'update',
        entityType: 'preferences',
        entityId: game,
        before: { ...before, updatedAt: undefined },
        after: { ...after, updatedAt: undefined },
      });
      return { ...after, message: SUCCESS.PREFERENCES_SAVED };
    });
  }
}
