import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ERRORS, SUCCESS, renderGraphicSvg, type GameSlug } from '@bacheca/domain';
import { type boardQuery, type outletQuoteRequest, type StatementResponse } from '@bacheca/domain/schemas/outlet';
import type { Db } from '../../db/client';
import { graphics, structures, systems, users } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { designOf, findSystemWithContest, structureRenderData, systemRenderData } from '../../lib/graphic-card';
import { outletGames } from '../../lib/outlet-games';
import { outletMayRead, outletReadsSystem } from '../../lib/outlet-access';
import { allocateQuotes } from '../../lib/quotes';
import { boardContests, boardSystems, holdings, statementRows, type StatementRow } from './queries';

/** The outlet's board (/bacheca): published systems of its games, its quote requests and holdings. */
export class BoardService {
  constructor(
    private readonly db: Db,
    private readonly enabledGames: readonly GameSlug[],
  ) {}

  /** The outlet's row: its games and IVR code. */
  private async outlet(userId: number) {
    const [u] = await this.db
      .select({
        id: users.id,
        ivrCode: users.ivrCode,
        eurojEnabled: users.eurojEnabled,
        ntclBachecaEnabled: users.ntclBachecaEnabled,
        nveBachecaEnabled: users.nveBachecaEnabled,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!u || !u.ivrCode) throw notFound('USER_NOT_FOUND');
    return { ...u, ivrCode: u.ivrCode, games: outletGames(u, this.enabledGames) };
  }

  /** The board: the open contests of the outlet's games and one page of their published systems. */
  async board(userId: number, q: z.output<typeof boardQuery>) {
    const o = await this.outlet(userId);
    const games = q.game ? o.games.filter((g) => g === q.game) : o.games;
    const contests = await boardContests(this.db, o.games);
    const ids = contests.filter((c) => games.includes(c.game)).map((c) => c.id);
    const page = await boardSystems(this.db, o.id, ids, q);
    return { ...page, games: o.games, contests };
  }

  async holdings(userId: number) {
    const o = await this.outlet(userId);
    return holdings(this.db, o.id, o.ivrCode);
  }

  /** The statement rows (one a held system), for the page and the export alike. */
  statementRows(userId: number, game: GameSlug | undefined): Promise<StatementRow[]> {
    return statementRows(this.db, userId, game);
  }

  /** The quote the outlet holds by contest, in cents, with the totals. */
  async statement(userId: number, game: GameSlug | undefined, now = new Date()): Promise<StatementResponse> {
    const rows = await this.statementRows(userId, game);
    const byContest = new Map<number, StatementResponse['contests'][number]>();
    for (const r of rows) {
      let c = byContest.get(r.contestId);
      if (!c) {
        c = {
          contestId: r.contestId,
          game: r.game,
          contestLabel: r.contestLabel,
          drawDate: r.drawDate,
          closesAt: r.closesAt.toISOString(),
          open: r.closesAt > now,
          quotes: 0,
          amountCents: 0,
          systems: [],
        };
        byContest.set(r.contestId, c);
      }
      c.quotes += r.quantity;
      c.amountCents += r.amountCents;
      c.systems.push({
        systemId: r.systemId,
        name: r.name,
        boardName: r.boardName,
        status: r.status,
        quantity: r.quantity,
        quotaPriceCents: r.quotaPriceCents,
        amountCents: r.amountCents,
      });
    }
    const contests = [...byContest.values()];
    return {
      contests,
      totalQuotes: contests.reduce((n, c) => n + c.quotes, 0),
      totalCents: contests.reduce((n, c) => n + c.amountCents, 0),
    };
  }

  /**
   * The card of a system the outlet reads (lib/outlet-access: on its board or held), drawn by the domain renderer
   * from its structure's graphic; any other system is not found.
   */
  async graphic(userId: number, systemId: number): Promise<string> {
    const o = await this.outlet(userId);
    const [row] = await this.db
      .select({ game: systems.game, structureId: systems.structureId, graphicId: structures.graphicId })
      .from(systems)
      .innerJoin(structures, eq(structures.id, systems.structureId))
      .where(and(eq(systems.id, systemId), outletReadsSystem({ userId: o.id, games: o.games })));
    if (!row || row.graphicId == null || row.structureId == null)
      throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    const game = row.game as GameSlug;
    const [g] = await this.db.select().from(graphics).where(eq(graphics.id, row.graphicId));
    const base = await structureRenderData(this.db, game, row.structureId);
    const sys = await findSystemWithContest(this.db, game, systemId);
    if (!g || !base || !sys) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
    try {
      return renderGraphicSvg(designOf(g), systemRenderData(base, sys.system, sys.contest));
    } catch {
      throw new AppError('GRAPHIC_PREVIEW_ERROR', 500);
    }
  }

  /**
   * Request quote of a published system of the outlet's games: the one atomic allocation (lib/quotes.ts), one
   * statement with no lookup before it (the outlet's id, IVR code and games come with its session).
   */
  async requestQuotes(
    outlet: { userId: number; ivrCode: string | null; games: readonly GameSlug[] },
    systemId: number,
    input: z.output<typeof outletQuoteRequest>,
    actor: AuditActor,
  ) {
    if (!outlet.ivrCode) throw notFound('USER_NOT_FOUND');
    try {
      const a = await allocateQuotes(
        this.db,
        {
          systemId,
          outletId: outlet.userId,
          ivrCode: outlet.ivrCode,
          quantity: input.quantity,
          action: 'quote_request',
          games: outlet.games,
        },
        actor,
      );
      return { ok: true as const, message: SUCCESS.REQUEST_OK, ...a };
    } catch (e) {
      // a refusal says why only of a system the outlet reads (lib/outlet-access); of any other it is "not found",
      // like an id that does not exist, so a draft's or a cancelled system's existence does not leak
      if (e instanceof AppError && !(await outletMayRead(this.db, outlet, systemId)))
        throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
      throw e;
    }
  }
}
