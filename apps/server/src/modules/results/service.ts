import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { TOTOCALCIO_CONFIG } from '@bacheca/domain/engine/config';
import { validateDrawResult } from '@bacheca/domain/engine/wins/validate';
import { prizeCategories } from '@bacheca/domain/engine/wins/categories';
import type { GameSlug } from '@bacheca/domain';
import type { ContestResult, ResultStatus, resultPutRequest } from '@bacheca/domain/results/schemas';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { contestResults, contests } from '../../db/schema';
import { audit, history, type AuditActor } from '../../lib/audit';
import { toContest } from '../../lib/contests';
import { AppError, conflict, notFound, uniqueViolation } from '../../lib/errors';

export type ContestResultRow = typeof contestResults.$inferSelect;
export type { ResultStatus };

/** One stored prize line: the category's official amount per winning combination, integer cents. */
export interface StoredPrize {
  category: string;
  amountCents: number;
}

/** The stored result of a contest (draft or confirmed), or null. */
export async function getResult(db: DbOrTx, game: GameSlug, contestId: number): Promise<ContestResultRow | null> {
  const [row] = await db
    .select()
    .from(contestResults)
    .where(and(eq(contestResults.game, game), eq(contestResults.contestId, contestId)));
  return row ?? null;
}

/** The confirmed result of a contest, or null (a draft never computes wins nor reaches outlets). */
export async function getConfirmedResult(db: DbOrTx, contestId: number): Promise<ContestResultRow | null> {
  const [row] = await db
    .select()
    .from(contestResults)
    .where(and(eq(contestResults.contestId, contestId), eq(contestResults.status, 'CONFERMATO')));
  return row ?? null;
}

/** Totocalcio's signs are stored one per event in the contest's order; the API speaks `{ eventNumber, sign }`. */
function signsOut(signs: string[] | null) {
  return signs ? signs.map((sign, i) => ({ eventNumber: i + 1, sign: sign as '1' | 'X' | '2' | 'annullata' })) : null;
}

export function toContestResult(r: ContestResultRow): ContestResult {
  return {
    contestId: r.contestId,
    status: r.status as ResultStatus,
    numbers: r.numbers,
    jolly: r.jolly,
    superstar: r.superstar,
    euronumbers: r.euronumbers,
    signs: signsOut(r.signs),
    prizes: r.prizes as StoredPrize[],
    enteredBy: r.enteredBy,
    confirmedBy: r.confirmedBy,
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    version: r.version,
  };
}

/** What the activity log keeps of a version of the result (both versions of a reopening, a draft's change). */
function snapshot(r: ContestResultRow) {
  return {
    status: r.status,
    version: r.version,
    numbers: r.numbers,
    jolly: r.jolly,
    superstar: r.superstar,
    euronumbers: r.euronumbers,
    signs: r.signs,
    prizes: r.prizes,
    enteredBy: r.enteredBy,
    confirmedBy: r.confirmedBy,
  };
}

export interface ResultUser {
  userId: number;
  username: string;
}

/**
 * What the wins part does inside the confirm and reopen transactions: modules/wins/hooks.ts, wired in app.ts (a
 * module never imports another). `onResultConfirmed` starts the wins job of the confirmed version and answers its
 * id; `onResultReopened` withdraws the contest's wins.
 */
export interface ResultHooks {
  onResultConfirmed(
    tx: Tx,
    event: { game: GameSlug; contestId: number; version: number; userId: number },
  ): Promise<{ jobId: string | null }>;
  onResultReopened(tx: Tx, event: { game: GameSlug; contestId: number }): Promise<void>;
}

/**
 * Draw results: one staff user enters the result and the prize table (BOZZA), a different one
 * confirms it (CONFERMATO, which starts the wins job through modules/wins/hooks.ts); a confirmed result is reopened
 * with a reason. Every change is checked against the stored version under a row lock, and logged with both versions.
 */
export class ResultsService {
  constructor(
    private readonly db: Db,
    private readonly hooks: ResultHooks,
  ) {}

  /** The contests of the game whose sales have closed, newest first, each with its result's status. */
  async list(game: GameSlug, limit: number) {
    const now = new Date();
    const cs = await this.db
      .select()
      .from(contests)
      .where(and(eq(contests.game, game), lte(contests.closesAt, now)))
      .orderBy(desc(contests.closesAt), desc(contests.id))
      .limit(limit);
    const rs = cs.length
      ? await this.db
          .select()
          .from(contestResults)
          .where(
            inArray(
              contestResults.contestId,
              cs.map((c) => c.id),
            ),
          )
      : [];
    const byContest = new Map(rs.map((r) => [r.contestId, r]));
    return {
      items: cs.map((c) => {
        const r = byContest.get(c.id);
        return {
          contest: toContest(c, now),
          status: (r?.status ?? null) as ResultStatus | null,
          enteredBy: r?.enteredBy ?? null,
          confirmedBy: r?.confirmedBy ?? null,
          version: r?.version ?? null,
        };
      }),
    };
  }

  prizeCategories(game: GameSlug) {
    return {
      items: prizeCategories(game).map((c) => ({
        code: c.code,
        label: c.label,
        superstar: c.superstar,
        ...(c.formula ? { formula: c.formula } : {}),
      })),
    };
  }

  async get(game: GameSlug, contestId: number): Promise<ContestResult> {
    const r = await getResult(this.db, game, contestId);
    if (!r) throw notFound('RESULT_NOT_FOUND');
    return toContestResult(r);
  }

  private async contest(db: DbOrTx, game: GameSlug, contestId: number) {
    const [c] = await db
      .select()
      .from(contests)
      .where(and(eq(contests.game, game), eq(contests.id, contestId)));
    if (!c) throw notFound('NOT_FOUND');
    return c;
  }

  private async locked(tx: DbOrTx, game: GameSlug, contestId: number) {
    const [r] = await tx
      .select()
      .from(contestResults)
      .where(and(eq(contestResults.game, game), eq(contestResults.contestId, contestId)))
      .for('update');
    return r ?? null;
  }

  /** Creates or replaces the draft result; a confirmed result is refused (reopen it first). */
  async put(
    game: GameSlug,
    contestId: number,
    input: z.output<typeof resultPutRequest>,
    user: ResultUser,
    who: AuditActor,
  ): Promise<ContestResult> {
    const c = await this.contest(this.db, game, contestId);
    if (c.closesAt.getTime() > Date.now()) throw new AppError('RESULT_CONTEST_OPEN', 422);
    const eventCount = Array.isArray(c.events) && c.events.length > 0 ? c.events.length : TOTOCALCIO_CONFIG.maxEvents;
    const fields = validateDrawResult(game, input, eventCount);
    if (fields) throw new AppError('INVALID_INPUT', 400, fields);
    const order = new Map(prizeCategories(game).map((p, i) => [p.code, i]));
    const prizes = [...input.prizes]
      .sort((a, b) => order.get(a.category)! - order.get(b.category)!)
      .map((p) => ({ category: p.category, amountCents: p.amountCents }));
    const signs = input.signs?.length
      ? [...input.signs].sort((a, b) => a.eventNumber - b.eventNumber).map((s) => s.sign)
      : null;
    const values = {
      numbers: game === 'totocalcio' ? [] : [...input.numbers].sort((a, b) => a - b),
      jolly: input.jolly ?? null,
      superstar: input.superstar ?? null,
      euronumbers: input.euronumbers?.length ? [...input.euronumbers].sort((a, b) => a - b) : null,
      signs,
      prizes,
      enteredById: user.userId,
      enteredBy: user.username,
      enteredAt: new Date(),
    };
    try {
      return await this.db.transaction(async (tx) => {
        const cur = await this.locked(tx, game, contestId);
        if (cur?.status === 'CONFERMATO') throw conflict('RESULT_CONFIRMED');
        const [row] = cur
          ? await tx
              .update(contestResults)
              .set({ ...values, version: cur.version + 1 })
              .where(and(eq(contestResults.id, cur.id), eq(contestResults.version, cur.version)))
              .returning()
          : await tx
              .insert(contestResults)
              .values({ game, contestId, status: 'BOZZA', ...values })
              .returning();
        if (!row) throw conflict('VERSION_CONFLICT');
        await audit(tx, who, {
          action: 'result_save',
          entityType: 'contest_result',
          entityId: contestId,
          before: cur ? snapshot(cur) : null,
          after: snapshot(row),
        });
        return toContestResult(row);
      });
    } catch (e) {
      // two first drafts of the same contest at once: the second finds the first's row
      if (uniqueViolation(e)) throw conflict('VERSION_CONFLICT');
      throw e;
    }
  }

  /** Four eyes: confirmed by a user other than the one who entered it, on the version that user saw. */
  async confirm(game: GameSlug, contestId: number, version: number, user: ResultUser, who: AuditActor) {
    return this.db.transaction(async (tx) => {
      const cur = await this.locked(tx, game, contestId);
      if (!cur) throw notFound('RESULT_NOT_FOUND');
      if (cur.status !== 'BOZZA') throw conflict('RESULT_NOT_DRAFT');
      if (cur.version !== version) throw conflict('VERSION_CONFLICT');
      if (cur.enteredById === user.userId) throw new AppError('RESULT_SAME_USER', 403);
      const [row] = await tx
        .update(contestResults)
        .set({
          status: 'CONFERMATO',
          confirmedById: user.userId,
          confirmedBy: user.username,
          confirmedAt: new Date(),
          version: cur.version + 1,
        })
        .where(and(eq(contestResults.id, cur.id), eq(contestResults.version, cur.version)))
        .returning();
      await audit(tx, who, {
        action: 'result_confirm',
        entityType: 'contest_result',
        entityId: contestId,
        before: { status: cur.status, version: cur.version },
        after: snapshot(row),
      });
      const { jobId } = await this.hooks.onResultConfirmed(tx, {
        game,
        contestId,
        version: row.version,
        userId: user.userId,
      });
      return { jobId };
    });
  }

  /** Back to BOZZA with a reason; the wins are withdrawn until the next confirmation (modules/wins/hooks.ts). */
  async reopen(game: GameSlug, contestId: number, reason: string, who: AuditActor): Promise<ContestResult> {
    return this.db.transaction(async (tx) => {
      const cur = await this.locked(tx, game, contestId);
      if (!cur) throw notFound('RESULT_NOT_FOUND');
      if (cur.status !== 'CONFERMATO') throw conflict('RESULT_NOT_CONFIRMED');
      const [row] = await tx
        .update(contestResults)
        .set({ status: 'BOZZA', confirmedById: null, confirmedBy: null, confirmedAt: null, version: cur.version + 1 })
        .where(and(eq(contestResults.id, cur.id), eq(contestResults.version, cur.version)))
        .returning();
      await audit(tx, who, {
        action: 'result_reopen',
        entityType: 'contest_result',
        entityId: contestId,
        before: snapshot(cur),
        after: { status: row.status, version: row.version, reason },
      });
      await this.hooks.onResultReopened(tx, { game, contestId });
      return toContestResult(row);
    });
  }

  async history(game: GameSlug, contestId: number, page: number, pageSize: number) {
    await this.contest(this.db, game, contestId);
    return history(this.db, [{ entityType: 'contest_result', entityId: String(contestId) }], page, pageSize);
  }
}
