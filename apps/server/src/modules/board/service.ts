import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SUCCESS, type outletQuoteRequest } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { outletGames } from '../../lib/outlet-games';
import { allocateQuotes } from '../../lib/quote-allocation';

export interface Outlet {
  userId: number;
  ivrCode: string | null;
}

/** The outlet's board (/bacheca): published systems of its games, its quote requests and holdings. */
export class BoardService {
  constructor(private readonly db: Db) {}

  /** The outlet's row: its games and IVR code. */
  private async outlet(userId: number) {
    const [u] = await this.db
      .select({ id: users.id, ivrCode: users.ivrCode, eurojEnabled: users.eurojEnabled, ntclBachecaEnabled: users.ntclBachecaEnabled, nveBachecaEnabled: users.nveBachecaEnabled })
      .from(users)
      .where(eq(users.id, userId));
    if (!u || !u.ivrCode) throw notFound('USER_NOT_FOUND');
    return { ...u, ivrCode: u.ivrCode, games: outletGames(u) };
  }

  /** Request quote of a published system of the outlet's games: the one atomic allocation (lib/quote-allocation). */
  async requestQuotes(who: Outlet, systemId: number, input: z.output<typeof outletQuoteRequest>, actor: AuditActor) {
    const o = await this.outlet(who.userId);
    const a = await this.db.transaction((tx) =>
      allocateQuotes(tx, { systemId, outletId: o.id, ivrCode: o.ivrCode, quantity: input.quantity, action: 'quote_request', games: o.games }, actor),
    );
    return { ok: true as const, message: SUCCESS.REQUEST_OK, ...a };
  }
}
