/**
 * The wins job (issue 26): every system on a contest that is not CANCELLATA gets its exact wins on the contest's
 * confirmed result, batch by batch in system-id order. Each batch is one transaction that locks the job row, reads
 * the next systems after the job's cursor (`last_system_id`), computes their wins with the domain's `systemWins`,
 * inserts the `system_wins` rows, moves the cursor and the counters, and commits: a worker that dies loses at most the
 * batch in flight and the next one resumes after the last committed system, so every system is computed once. Two
 * workers on one job take turns on the row lock. When no system is left the job closes: the result's author gets the
 * bell, every outlet holding quote of a winning system gets its board notice (one per outlet per contest).
 *
 * `computeContestWins(db, contestId)` runs the contest's job to its end in the caller's process (the seed, the bench).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  GAMES, prizeCategories, systemWins as countWins, toSystemForWins,
  type Draw, type GameSlug, type KnownModule, type StoredModuleNumbers, type TotocalcioSystemForWins,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { outletWinNotices, structures, systemWins, systems, winsJobs } from '../../db/schema';
import { formatCents } from '@bacheca/domain/engine/result';
import { audit } from '../../lib/audit';
import { notifyUser } from '../../lib/inbox';
import { rowsOf } from '../../lib/sql-rows';

export interface WinsWorkerOptions {
  /** Systems per transaction. */
  batchSize: number;
  /** A pause after each batch (demo and tests of the progress only; 0 in production). */
  batchDelayMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_WINS_BATCH = 500;

/** A run stopped between two batches by a shutdown: the job resumes from its cursor (queue retry or next start). */
export class WinsInterrupted extends Error {
  constructor(readonly jobId: number) {
    super(`wins job ${jobId} interrupted by shutdown between batches`);
  }
}

export interface PrizeAmount {
  category: string;
  amountCents: number;
}

export interface WinLine {
  category: string;
  count: number;
}

/** A wins job's code, as the bell and the log show it: VINCITE_{contest}_{version}. */
export function winsJobLabel(contestId: number, version: number): string {
  return `VINCITE_${contestId}_v${version}`;
}

/**
 * Total and per-quota win of one system: Σ count × amount in exact integers (BigInt), per quota truncated to the
 * cent. Refuses a total past 2^53 (never a rounded amount of money).
 */
export function winAmounts(wins: readonly WinLine[], prizes: ReadonlyMap<string, number>, quotesTotal: number): { totalCents: number; perQuotaCents: number } {
  let total = 0n;
  for (const w of wins) total += BigInt(w.count) * BigInt(prizes.get(w.category) ?? 0);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('win total beyond the exact integer range');
  const perQuota = quotesTotal > 0 ? total / BigInt(quotesTotal) : 0n;
  return { totalCents: Number(total), perQuotaCents: Number(perQuota) };
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

async function resultOf(db: DbOrTx, contestId: number): Promise<ResultRow | undefined> {
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
    action: 'wins_started', entityType: 'contest_result', entityId: p.contestId,
    after: { jobId: job.id, version: p.version, systemCount: n },
  });
  return { jobId: job.id };
}

/** Withdraw the wins of a reopened result (in the reopening's transaction): its jobs are ANNULLATO, notices gone. */
export async function withdrawWins(tx: DbOrTx, p: { contestId: number }): Promise<void> {
  await tx.update(winsJobs).set({ status: 'ANNULLATO', finishedAt: new Date() })
    .where(and(eq(winsJobs.contestId, p.contestId), inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO'])));
  await tx.delete(outletWinNotices).where(eq(outletWinNotices.contestId, p.contestId));
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Run a job to its end (or until another worker finished or withdrew it); returns its final status. */
export async function runWinsJob(db: Db, jobId: number, opts: WinsWorkerOptions = { batchSize: DEFAULT_WINS_BATCH }): Promise<string | null> {
  for (;;) {
    if (opts.signal?.aborted) throw new WinsInterrupted(jobId);
    const step = await db.transaction((tx) => winsNextBatch(tx, jobId, opts.batchSize));
    if (step.done) return step.status;
    if (opts.batchDelayMs) await pause(opts.batchDelayMs, opts.signal);
  }
}

type JobRow = typeof winsJobs.$inferSelect;

/** One batch in the caller's transaction; when no system is left, close the job instead. */
export async function winsNextBatch(tx: DbOrTx, jobId: number, batchSize: number): Promise<{ done: false } | { done: true; status: string | null }> {
  const [job] = await tx.select().from(winsJobs).where(eq(winsJobs.id, jobId)).for('update');
  if (!job) return { done: true, status: null };
  if (job.status !== 'IN_CORSO') return { done: true, status: job.status };
  const batch = await tx
    .select({ id: systems.id, structureId: systems.structureId, modules: systems.modules, totocalcio: systems.totocalcio, quotesTotal: systems.quotesTotal })
    .from(systems)
    .where(and(eq(systems.contestId, job.contestId), sql`${systems.status} <> 'CANCELLATA'`, sql`${systems.id} > ${job.lastSystemId}`))
    .orderBy(systems.id)
    .limit(batchSize);
  if (!batch.length) return finish(tx, job);

  const game = job.game as GameSlug;
  const structureIds = [...new Set(batch.map((s) => s.structureId).filter((id): id is number => id !== null))];
  const structureModules = new Map(
    structureIds.length
      ? (await tx.select({ id: structures.id, modules: structures.modules }).from(structures).where(inArray(structures.id, structureIds))).map((s) => [s.id, s.modules as KnownModule[]])
      : [],
  );
  const prizes = new Map((job.prizes as PrizeAmount[]).map((p) => [p.category, p.amountCents]));
  const order = prizeCategories(game).map((c) => c.code);
  const draw = job.draw as Draw;
  let winning = 0;
  let batchTotal = 0;
  const rows = batch.map((s) => {
    const forWins = toSystemForWins(
      s.structureId === null ? [] : structureModules.get(s.structureId) ?? [],
      (s.modules ?? []) as StoredModuleNumbers[],
      (s.totocalcio ?? null) as TotocalcioSystemForWins | null,
    );
    const counts = countWins(game, forWins, draw);
    const wins = order.filter((c) => (counts[c] ?? 0) > 0).map((c) => ({ category: c, count: counts[c] }));
    const { totalCents, perQuotaCents } = winAmounts(wins, prizes, s.quotesTotal);
    if (totalCents > 0) winning++;
    batchTotal += totalCents;
    return { jobId, systemId: s.id, contestId: job.contestId, wins, totalCents, perQuotaCents };
  });
  await tx.insert(systemWins).values(rows).onConflictDoNothing();
  const processed = job.processed + batch.length;
  await tx.update(winsJobs).set({
    processed,
    winning: job.winning + winning,
    totalCents: job.totalCents + batchTotal,
    lastSystemId: batch[batch.length - 1].id,
    processingRate: Math.min(99, Math.floor((processed * 100) / Math.max(1, job.systemCount))),
    startedAt: job.startedAt ?? new Date(),
  }).where(eq(winsJobs.id, jobId));
  return { done: false };
}

async function finish(tx: DbOrTx, job: JobRow): Promise<{ done: true; status: string }> {
  await tx.update(winsJobs).set({ status: 'COMPLETATO', processingRate: 100, finishedAt: new Date(), startedAt: job.startedAt ?? new Date() }).where(eq(winsJobs.id, job.id));
  const [contest] = await rowsOf<{ number: number; year: number }>(tx.execute(sql`select number, year from contests where id = ${job.contestId}`));
  const label = contest ? `concorso ${contest.number}/${contest.year}` : `concorso ${job.contestId}`;
  const game = GAMES[job.game as GameSlug];
  if (job.authorId !== null) {
    await notifyUser(tx, job.authorId, {
      kind: 'JOB_FINISHED',
      title: `Vincite calcolate: ${game?.label ?? job.game}, ${label}`,
      body: `Sistemi vincenti ${job.winning} su ${job.processed}, vincita totale ${formatCents(job.totalCents)}.`,
      url: `/${job.game}/concorsi/${job.contestId}/vincite`,
    });
  }
  await tx.execute(sql`
    insert into outlet_win_notices (user_id, contest_id)
    select distinct q.user_id, ${job.contestId}::int from system_quotes q
    join system_wins w on w.system_id = q.system_id and w.job_id = ${job.id} and w.total_cents > 0
    where q.quantity > 0
    on conflict do nothing`);
  await audit(tx, { actor: job.author }, {
    action: 'wins_finished', entityType: 'contest_result', entityId: job.contestId,
    after: { jobId: job.id, version: job.resultVersion, systemCount: job.processed, winning: job.winning, totalCents: job.totalCents },
  });
  return { done: true, status: 'COMPLETATO' };
}

/** Jobs a worker must (re)start: every wins job still in progress. */
export async function pendingWinsJobIds(db: Db): Promise<number[]> {
  return (await db.select({ id: winsJobs.id }).from(winsJobs).where(eq(winsJobs.status, 'IN_CORSO'))).map((r) => r.id);
}

/**
 * Compute the wins of a contest's confirmed result here and now, through the job (the seed and the bench call it):
 * resumes the contest's job in progress, or starts one for the confirmed version that has none. Returns the job's
 * figures; null when the contest has no confirmed result.
 */
export async function computeContestWins(db: Db, contestId: number, opts: WinsWorkerOptions = { batchSize: DEFAULT_WINS_BATCH })
  : Promise<{ jobId: number; systems: number; winning: number; totalCents: number } | null> {
  const result = await resultOf(db, contestId);
  if (!result || result.status !== 'CONFERMATO') return null;
  let [job] = await db.select().from(winsJobs)
    .where(and(eq(winsJobs.contestId, contestId), eq(winsJobs.resultVersion, result.version), inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO'])));
  if (!job) {
    const { jobId } = await db.transaction((tx) => createWinsJob(tx, { game: result.game as GameSlug, contestId, version: result.version, userId: result.entered_by_id }));
    [job] = await db.select().from(winsJobs).where(eq(winsJobs.id, jobId));
  }
  await runWinsJob(db, job.id, opts);
  const [done] = await db.select().from(winsJobs).where(eq(winsJobs.id, job.id));
  return { jobId: done.id, systems: done.processed, winning: done.winning, totalCents: done.totalCents };
}
