import { and, asc, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ERRORS, GAMES, SUCCESS, errorMessage, format, type GameSlug, type StructureModule } from '@bacheca/domain';
import {
  type Proposal,
  type ProposalStatus,
  type proposalCreateRequest,
  type proposalEvaluateRequest,
  type proposalListQuery,
} from '@bacheca/domain/schemas/outlet';
import type { Db, DbOrTx } from '../../db/client';
import { contests, graphics, proposals, structures, systems, users } from '../../db/schema';
import { audit, history, type AuditActor } from '../../lib/audit';
import { contestLabel, findOpenContest, nearestOpenFirst } from '../../lib/contests';
import { conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import { listPage, pageOffset } from '../../lib/list-query';
import { outletGames } from '../../lib/outlet-games';
import { readPreferences } from '../../lib/preferences';
import { proposalNumbers } from './numbers';
import { allocateQuotes } from '../../lib/quotes';
import { findStructure, refreshStructure } from '../../lib/structures';
import { numbersHash, searchText, systemName, type ModuleNumbers } from '../../lib/system-numbers';

type ListQuery = z.output<typeof proposalListQuery>;

const columns = {
  p: proposals,
  ivrCode: users.ivrCode,
  denomination: users.denomination,
  structureName: structures.name,
  quotes: structures.quotes,
  quotaPriceCents: structures.quotaPriceCents,
  totalPriceCents: structures.totalPriceCents,
  c: { number: contests.number, year: contests.year },
};
type Row = {
  p: typeof proposals.$inferSelect;
  ivrCode: string | null;
  denomination: string | null;
  /** null for Totocalcio proposals (no structure). */
  structureName: string | null;
  quotes: number | null;
  quotaPriceCents: number | null;
  totalPriceCents: number | null;
  c: { number: number; year: number };
};

function toProposal(r: Row): Proposal {
  const p = r.p;
  return {
    id: p.id,
    game: p.game as GameSlug,
    status: p.status as ProposalStatus,
    ivrCode: r.ivrCode ?? '',
    denomination: r.denomination,
    structureId: p.structureId,
    structureName: r.structureName ?? GAMES.totocalcio.label,
    contestId: p.contestId,
    contestLabel: contestLabel(r.c),
    modules: p.modules as ModuleNumbers[],
    quotesTotal: r.quotes ?? 0,
    quotaPriceCents: r.quotaPriceCents ?? 0,
    totalPriceCents: r.totalPriceCents ?? 0,
    note: p.note,
    reason: p.reason,
    evaluatedBy: p.evaluatedBy,
    evaluatedAt: p.evaluatedAt?.toISOString() ?? null,
    systemId: p.systemId,
    developedAt: p.developedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

function joined(db: DbOrTx) {
  return db
    .select(columns)
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.outletId))
    .leftJoin(structures, eq(structures.id, proposals.structureId))
    .innerJoin(contests, eq(contests.id, proposals.contestId));
}

/** Proposals (proposte): outlets submit them, staff evaluate them in bulk or one by one and develop the approved ones. */
export class ProposalsService {
  constructor(
    private readonly db: Db,
    private readonly enabledGames: readonly GameSlug[],
  ) {}

  private async outlet(userId: number) {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u || !u.ivrCode) throw notFound('USER_NOT_FOUND');
    return { id: u.id, ivrCode: u.ivrCode, games: outletGames(u, this.enabledGames) };
  }

  /**
   * What the outlet may propose: showcase structures of its numerical games and the next open contests of every game
   * it has (Totocalcio too: a Totocalcio proposal is a contest and a note, with no structure).
   */
  async options(userId: number) {
    const o = await this.outlet(userId);
    const games = o.games.filter((g) => g !== 'totocalcio');
    if (!o.games.length) return { structures: [], contests: [] };
    const rows = !games.length
      ? []
      : await this.db
          .select()
          .from(structures)
          .where(
            and(
              inArray(structures.game, games),
              eq(structures.visibleInVetrina, true),
              ne(structures.status, 'CANCELLATA'),
            ),
          )
          .orderBy(asc(structures.game), asc(structures.name))
          .limit(500);
    const open: Array<{ id: number; game: GameSlug; label: string; closesAt: string }> = [];
    for (const game of o.games) {
      const prefs = await readPreferences(this.db, game);
      const cs = await this.db
        .select()
        .from(contests)
        .where(and(eq(contests.game, game), gt(contests.closesAt, new Date())))
        .orderBy(asc(contests.closesAt))
        .limit(prefs.contestsSelectableShowcase);
      for (const c of cs) open.push({ id: c.id, game, label: contestLabel(c), closesAt: c.closesAt.toISOString() });
    }
    return {
      structures: rows.map((s) => ({
        id: s.id,
        game: s.game as GameSlug,
        name: s.name,
        shortDescription: s.shortDescription,
        quotes: s.quotes,
        quotaPriceCents: s.quotaPriceCents,
        totalPriceCents: s.totalPriceCents,
        modules: s.modules as unknown[],
      })),
      contests: open,
    };
  }

  /** A proposal of the outlet: DA_VALUTARE. */
  async create(userId: number, input: z.output<typeof proposalCreateRequest>, who: AuditActor) {
    const o = await this.outlet(userId);
    if (!o.games.includes(input.game))
      throw unprocessable('PROPOSAL_GAME_NOT_ENABLED', { game: ERRORS.PROPOSAL_GAME_NOT_ENABLED });
    if (input.game === 'totocalcio') return this.createTotocalcio(o.id, input, who);
    const structureId = input.structureId!; // the request schema requires it for the numerical games
    return this.db.transaction(async (tx) => {
      const s = await findStructure(tx, input.game, structureId);
      if (!s || !s.visibleInVetrina || s.status === 'CANCELLATA')
        throw unprocessable('PROPOSAL_STRUCTURE_UNAVAILABLE', { structureId: ERRORS.PROPOSAL_STRUCTURE_UNAVAILABLE });
      const contest = await findOpenContest(tx, input.game, input.contestId);
      if (!contest) throw unprocessable('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
      const modules = proposalNumbers(input.game, s.modules as StructureModule[], input.numbers);
      const [row] = await tx
        .insert(proposals)
        .values({
          game: input.game,
          outletId: o.id,
          structureId: s.id,
          contestId: contest.id,
          modules,
          numbersHash: numbersHash(modules),
          note: input.note,
          createdBy: who.actor ?? 'sistema',
        })
        .returning();
      await audit(tx, who, {
        action: 'propose',
        entityType: 'proposal',
        entityId: row.id,
        after: { status: row.status, structureId: s.id, contestId: contest.id, modules, note: input.note },
      });
      return { ok: true as const, message: SUCCESS.PROPOSAL_SENT, item: await this.find(tx, row.id) };
    });
  }

  /** A Totocalcio proposal: the contest and the note (the signs the outlet wants, in words); no structure, no numbers. */
  private async createTotocalcio(outletId: number, input: z.output<typeof proposalCreateRequest>, who: AuditActor) {
    return this.db.transaction(async (tx) => {
      const contest = await findOpenContest(tx, 'totocalcio', input.contestId);
      if (!contest) throw unprocessable('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
      const [row] = await tx
        .insert(proposals)
        .values({
          game: 'totocalcio',
          outletId,
          structureId: null,
          contestId: contest.id,
          modules: [],
          numbersHash: numbersHash([]),
          note: input.note,
          createdBy: who.actor ?? 'sistema',
        })
        .returning();
      await audit(tx, who, {
        action: 'propose',
        entityType: 'proposal',
        entityId: row.id,
        after: { status: row.status, contestId: contest.id, note: input.note },
      });
      return { ok: true as const, message: SUCCESS.PROPOSAL_SENT, item: await this.find(tx, row.id) };
    });
  }

  private async find(db: DbOrTx, id: number, game?: GameSlug) {
    const conds: SQL[] = [eq(proposals.id, id)];
    if (game) conds.push(eq(proposals.game, game));
    const [row] = await joined(db).where(and(...conds));
    if (!row) throw notFound('PROPOSAL_NOT_FOUND', { proposalId: ERRORS.PROPOSAL_NOT_FOUND });
    return toProposal(row as Row);
  }

  /** Proposals, newest first: all games (syndicate back office), one game, or one outlet's own. */
  list(q: ListQuery, scope: { game?: GameSlug; outletId?: number } = {}) {
    const conds: SQL[] = [];
    const game = scope.game ?? q.game;
    if (game) conds.push(eq(proposals.game, game));
    if (scope.outletId) conds.push(eq(proposals.outletId, scope.outletId));
    if (q.status) conds.push(eq(proposals.status, q.status));
    if (q.contestId) conds.push(eq(proposals.contestId, q.contestId));
    if (q.q?.trim()) {
      const t = q.q.trim();
      const any = [
        sql`${users.ivrCode} = ${t}`,
        sql`lower(${structures.name}) like ${`%${t.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`}`,
      ];
      if (/^\d{1,9}$/.test(t)) any.push(sql`${proposals.id} = ${Number(t)}`);
      conds.push(sql`(${sql.join(any, sql` or `)})`);
    }
    const where = conds.length ? and(...conds) : undefined;
    const rows = joined(this.db)
      .where(where)
      .orderBy(desc(proposals.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize));
    const count = this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposals)
      .innerJoin(users, eq(users.id, proposals.outletId))
      .leftJoin(structures, eq(structures.id, proposals.structureId))
      .where(where);
    return listPage(q, rows as unknown as PromiseLike<Row[]>, count, toProposal);
  }

  async mine(userId: number, q: ListQuery) {
    const o = await this.outlet(userId);
    return this.list(q, { outletId: o.id });
  }

  detail(game: GameSlug, id: number) {
    return this.find(this.db, id, game);
  }

  async history(game: GameSlug, id: number, page: number, pageSize: number) {
    await this.find(this.db, id, game);
    return history(this.db, [{ entityType: 'proposal', entityId: String(id) }], page, pageSize);
  }

  /** The contests holding proposals (nearest open first, then the closed ones latest first), with how many are still to evaluate. */
  async contests() {
    const now = new Date();
    const rows = await this.db
      .select({
        id: contests.id,
        game: contests.game,
        number: contests.number,
        year: contests.year,
        closesAt: contests.closesAt,
        toEvaluate: sql<number>`count(*) filter (where ${proposals.status} = 'DA_VALUTARE')::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(proposals)
      .innerJoin(contests, eq(contests.id, proposals.contestId))
      .groupBy(contests.id)
      .orderBy(...nearestOpenFirst(now))
      .limit(200);
    return {
      items: rows.map((r) => ({
        id: r.id,
        game: r.game as GameSlug,
        label: contestLabel(r),
        closesAt: r.closesAt.toISOString(),
        open: r.closesAt > now,
        toEvaluate: r.toEvaluate,
        total: r.total,
      })),
    };
  }

  /**
   * Approve or reject proposals still to evaluate, in one conditional statement: a row changes only while it is
   * DA_VALUTARE, so two evaluators never both decide one proposal. Every id gets its outcome.
   */
  private async decide(ids: number[], outcome: 'APPROVATA' | 'RIFIUTATA', reason: string | null, who: AuditActor) {
    const wanted = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(proposals)
        .set({
          status: outcome,
          reason: outcome === 'RIFIUTATA' ? reason : null,
          evaluatedBy: who.actor,
          evaluatedAt: new Date(),
          version: sql`${proposals.version} + 1`,
        })
        .where(and(inArray(proposals.id, wanted), eq(proposals.status, 'DA_VALUTARE')))
        .returning({ id: proposals.id });
      const done = new Set(changed.map((r) => r.id));
      const existing = new Set(
        (await tx.select({ id: proposals.id }).from(proposals).where(inArray(proposals.id, wanted))).map((r) => r.id),
      );
      for (const id of done) {
        await audit(tx, who, {
          action: outcome === 'APPROVATA' ? 'approve' : 'reject',
          entityType: 'proposal',
          entityId: id,
          before: { status: 'DA_VALUTARE' },
          after: { status: outcome, reason },
        });
      }
      return wanted.map((id) => ({
        id,
        ok: done.has(id),
        message: done.has(id)
          ? outcome === 'APPROVATA'
            ? 'Approvata'
            : 'Rifiutata'
          : existing.has(id)
            ? ERRORS.PROPOSAL_NOT_TO_EVALUATE
            : ERRORS.PROPOSAL_NOT_FOUND,
      }));
    });
  }

  async evaluate(input: z.output<typeof proposalEvaluateRequest>, who: AuditActor) {
    const [r] = await this.decide([input.id], input.outcome, input.reason ?? null, who);
    if (!r.ok) {
      if (r.message === ERRORS.PROPOSAL_NOT_FOUND)
        throw notFound('PROPOSAL_NOT_FOUND', { id: ERRORS.PROPOSAL_NOT_FOUND });
      throw conflict('PROPOSAL_NOT_TO_EVALUATE', { id: ERRORS.PROPOSAL_NOT_TO_EVALUATE });
    }
    return { ok: true as const, message: SUCCESS.SYNDICATE_EVALUATED, item: await this.find(this.db, input.id) };
  }

  async bulk(ids: number[], outcome: 'APPROVATA' | 'RIFIUTATA', reason: string | null, who: AuditActor) {
    const results = await this.decide(ids, outcome, reason, who);
    const done = results.filter((r) => r.ok).length;
    return {
      ok: true as const,
      message: outcome === 'APPROVATA' ? SUCCESS.SYNDICATE_MULTIPLE_APPROVED : SUCCESS.SYNDICATE_MULTIPLE_REJECTED,
      done,
      results,
    };
  }

  /**
   * Sviluppa: an approved proposal becomes a published system on its contest (boSystem = false), and the game's
   * autoAssignPercentage of its quote (rounded down, at least 1) goes to the proposing outlet through the one
   * allocation statement (lib/quotes.ts). All in one transaction; the proposal row is locked first.
   */
  async develop(id: number, who: AuditActor) {
    try {
      return await this.db.transaction(async (tx) => {
        const [p] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
        if (!p) throw notFound('PROPOSAL_NOT_FOUND', { id: ERRORS.PROPOSAL_NOT_FOUND });
        if (p.status !== 'APPROVATA') throw conflict('PROPOSAL_NOT_APPROVED', { id: ERRORS.PROPOSAL_NOT_APPROVED });
        const game = p.game as GameSlug;
        // Totocalcio: no structure to build from; staff create the system from /totocalcio/crea-sistema (decisions.md)
        if (p.structureId === null)
          throw unprocessable('PROPOSAL_TOTOCALCIO_NOT_DEVELOPABLE', {
            id: ERRORS.PROPOSAL_TOTOCALCIO_NOT_DEVELOPABLE,
          });
        const s = await findStructure(tx, game, p.structureId, true);
        if (!s || s.status === 'CANCELLATA')
          throw unprocessable('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
        const contest = await findOpenContest(tx, game, p.contestId);
        if (!contest) throw unprocessable('CONTEST_NOT_FOUND', { contestId: ERRORS.CONTEST_NOT_FOUND });
        const [outlet] = await tx
          .select({ id: users.id, ivrCode: users.ivrCode })
          .from(users)
          .where(eq(users.id, p.outletId));
        const [graphic] =
          s.graphicId == null
            ? []
            : await tx.select({ name: graphics.name }).from(graphics).where(eq(graphics.id, s.graphicId));
        const seq = s.systemsSeq + 1;
        const name = systemName(s.name, seq);
        const graphicName = graphic?.name ?? null;
        const [sys] = await tx
          .insert(systems)
          .values({
            game,
            structureId: s.id,
            name,
            contestId: contest.id,
            modules: p.modules,
            numbersHash: p.numbersHash,
            quotesTotal: s.quotes,
            quotaPriceCents: s.quotaPriceCents,
            totalPriceCents: s.totalPriceCents,
            cedole: s.cedole,
            combinations: s.combinations,
            accumulation: s.structureType !== 'NON_ACCUMULO',
            tags: s.tags,
            status: 'ASSOCIATA',
            boSystem: false,
            graphicName,
            boardName: `${s.name.slice(0, 38).trim()} – proposta ${p.id}`.slice(0, 50),
            searchText: searchText({ name, graphicName, tags: s.tags }),
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        await tx.update(structures).set({ systemsSeq: seq }).where(eq(structures.id, s.id));
        const prefs = await readPreferences(tx, game);
        const share = Math.min(s.quotes, Math.max(1, Math.floor((s.quotes * prefs.autoAssignPercentage) / 100)));
        await allocateQuotes(
          tx,
          {
            systemId: sys.id,
            outletId: outlet.id,
            ivrCode: outlet.ivrCode ?? '',
            quantity: share,
            action: 'quote_preassign',
          },
          who,
        );
        await tx
          .update(proposals)
          .set({
            status: 'SVILUPPATA',
            systemId: sys.id,
            developedBy: who.actor,
            developedAt: new Date(),
            version: p.version + 1,
          })
          .where(eq(proposals.id, id));
        await refreshStructure(tx, s.id);
        await audit(tx, who, {
          action: 'create',
          entityType: 'system',
          entityId: sys.id,
          after: { name, contestId: contest.id, proposalId: p.id, boSystem: false },
        });
        await audit(tx, who, {
          action: 'develop',
          entityType: 'proposal',
          entityId: p.id,
          before: { status: 'APPROVATA' },
          after: { status: 'SVILUPPATA', systemId: sys.id, preassigned: share },
        });
        return {
          ok: true as const,
          message: format(SUCCESS.PROPOSAL_DEVELOPED, { name }),
          item: await this.find(tx, id),
        };
      });
    } catch (e) {
      if (uniqueViolation(e) !== null)
        throw conflict('SYSTEM_ALREADY_PRESENT', { id: errorMessage('SYSTEM_ALREADY_PRESENT') });
      throw e;
    }
  }
}
