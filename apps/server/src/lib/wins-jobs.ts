/**
 * Starting and withdrawing the wins of a contest's result (issue 26), inside the results' confirm and reopen
 * transactions: shared by modules/results (through ./wins-hooks semantics: onResultConfirmed / onResultReopened) and
 * modules/wins (the worker, computeContestWins). See modules/wins/worker.ts for the job itself.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Draw, GameSlug } from '@bacheca/domain';
import type { DbOrTx, Tx } from '../db/client';
import { outletWinNotices, winsJobs } from '../db/schema';
import { audit } from './audit';
import { rowsOf } from './sql-rows';

export interface PrizeAmount {
  category: string;
  amountCents: number;
}

interface ResultRow {
  game: string;
  contest_id: number;
  status: string;
  numbers: number[];
  jolly: number | null;
  superstar: number | null;
  euronumbers: number[] | null;
  signs: string[] | null;
  prizes: PrizeAmount[];
  entered_by_id: number;
  entered_by: string;
  version: number;
}

export async function resultOf(db: DbOrTx, contestId: number): Promise<ResultRow | undefined> {
  const [row] = await rowsOf<ResultRow>(db.execute(sql`
    select game, contest_id, status, numbers, jolly, superstar, euronumbers, signs, prizes, entered_by_id, entered_by, version
    from contest_results where contest_id = ${contestId}`));
  return row;
}

/**
 * Start the wins of a confirmed result, in the caller's transaction (the confirmation's): any earlier job of the
 * contest is withdrawn, the draw and prize table are copied onto the new job. The caller queues the job after commit.
 */
export async function createWinsJob(tx: DbOrTx, p: { game: GameSlug; contestId: number; version: number; userId: number }): Promise<{ jobId: number }> {
  const result = await resultOf(tx, p.contestId);
  if (!result) throw new Error(`no result for contest ${p.contestId}`);
  await tx.update(winsJobs).set({ status: 'ANNULLATO', finishedAt: new Date() })
    .where(and(eq(winsJobs.contestId, p.contestId), inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO'])));
  const [{ n }] = await rowsOf<{ n: number }>(tx.execute(sql`select count(*)::int as n from systems where contest_id = ${p.contestId} and status <> 'CANCELLATA'`));
  const draw: Draw = {
    numbers: result.numbers ?? [],
    jolly: result.jolly,
    superstar: result.superstar,
    euronumbers: result.euronumbers,
    signs: result.signs ? result.signs.map((sign, i) => ({ eventNumber: i + 1, sign: sign as NonNullable<Draw['signs']>[number]['sign'] })) : null,
  };
  const [job] = await tx.insert(winsJobs).values({
    game: p.game, contestId: p.contestId, resultVersion: p.version, draw, prizes: result.prizes,
    authorId: result.entered_by_id ?? p.userId, author: result.entered_by, systemCount: n,
  }).returning({ id: winsJobs.id });
  await audit(tx, { actor: result.entered_by }, {
    action: 'wins_started', entityType: 'wins_job', entityId: job.id,
    after: { contestId: p.contestId, version: p.version, systemCount: n },
  });
  return { jobId: job.id };
}

/** Withdraw the wins of a reopened result (in the reopening's transaction): its jobs are ANNULLATO, notices gone. */
export async function withdrawWins(tx: DbOrTx, p: { contestId: number }): Promise<void> {
  await tx.update(winsJobs).set({ status: 'ANNULLATO', finishedAt: new Date() })
    .where(and(eq(winsJobs.contestId, p.contestId), inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO'])));
  await tx.delete(outletWinNotices).where(eq(outletWinNotices.contestId, p.contestId));
}


/** The event of a confirmation: the wins belong to `version`; `userId` confirmed it (the author gets the bell). */
export interface ResultConfirmedEvent {
  game: GameSlug;
  contestId: number;
  version: number;
  userId: number;
}

/** Called by the results in the confirmation's transaction: the wins job of the confirmed version, its id. */
export async function onResultConfirmed(tx: Tx, event: ResultConfirmedEvent): Promise<{ jobId: string | null }> {
  const { jobId } = await createWinsJob(tx, event);
  return { jobId: String(jobId) };
}

/** Called by the results in the reopening's transaction: the contest's wins are withdrawn until the next confirmation. */
export async function onResultReopened(tx: Tx, event: { game: GameSlug; contestId: number }): Promise<void> {
  await withdrawWins(tx, { contestId: event.contestId });
}
