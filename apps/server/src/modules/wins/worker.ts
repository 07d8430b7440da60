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
import { winsJobs } from '../../db/schema';
import { formatCents } from '@bacheca/domain/engine/result';
import { audit } from '../../lib/audit';
import { notifyUser } from '../../lib/inbox';
import { rowsOf, sqlArray } from '../../lib/sql-rows';
import { createWinsJob, resultOf, type PrizeAmount } from '../../lib/wins-jobs';

export { createWinsJob, withdrawWins } from '../../lib/wins-jobs';
export type { PrizeAmount };

export interface WinsWorkerOptions {
  /** Systems per transaction. */
  batchSize: number;
  /** A pause after each batch (demo and tests of the progress only; 0 in production). */
  batchDelayMs?: number;
  signal?: AbortSignal;
}

/**
 * Systems per transaction. 1.000: a batch of the "vincite" bench commits in ~0,1 s on an idle machine, so a crash loses
 * little and progress still moves in steps of a fifth on 5.000 systems, while the fixed cost of a transaction (the lock,
 * two reads, the commit) is paid half as often as with 500 (docs/performance.md).
 */
export const DEFAULT_WINS_BATCH = 1000;

/** A run stopped between two batches by a shutdown: the job resumes from its cursor (queue retry or next start). */
export class WinsInterrupted extends Error {
  constructor(readonly jobId: number) {
    super(`wins job ${jobId} interrupted by shutdown between batches`);
  }
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

/** A system of the batch as the one read returns it: its stored numbers beside its structure's modules. */
interface BatchRow {
  id: number;
  modules: StoredModuleNumbers[] | null;
  totocalcio: TotocalcioSystemForWins | null;
  quotes_total: number;
  structure_modules: KnownModule[] | null;
}

/**
 * One batch in the caller's transaction; when no system is left, close the job instead. Three statements: the job
 * row locked (its cursor read after the lock, so two workers never take the same systems), the batch's systems with
 * their structure's modules (one read, in id order after the cursor through `systems_contest_id_idx`), and one
 * statement that inserts every result row from arrays (UNNEST) and moves the job's cursor and counters.
 */
export async function winsNextBatch(tx: DbOrTx, jobId: number, batchSize: number): Promise<{ done: false } | { done: true; status: string | null }> {
  const [job] = await tx.select().from(winsJobs).where(eq(winsJobs.id, jobId)).for('update');
  if (!job) return { done: true, status: null };
  if (job.status !== 'IN_CORSO') return { done: true, status: job.status };
  const batch = await rowsOf<BatchRow>(tx.execute(sql`
    select s.id, s.modules, s.totocalcio, s.quotes_total, t.modules as structure_modules
    from systems s left join structures t on t.id = s.structure_id
    where s.contest_id = ${job.contestId} and s.status <> 'CANCELLATA' and s.id > ${job.lastSystemId}
    order by s.id limit ${batchSize}`));
  if (!batch.length) return finish(tx, job);

  const game = job.game as GameSlug;
  const prizes = new Map((job.prizes as PrizeAmount[]).map((p) => [p.category, p.amountCents]));
  const order = prizeCategories(game).map((c) => c.code);
  const draw = job.draw as Draw;
  const n = batch.length;
  const ids = new Array<number>(n);
  const winsText = new Array<string>(n);
  const totals = new Array<number>(n);
  const perQuota = new Array<number>(n);
  let winning = 0;
  let batchTotal = 0n;
  for (let i = 0; i < n; i++) {
    const s = batch[i];
    const forWins = toSystemForWins(s.structure_modules ?? [], s.modules ?? [], s.totocalcio ?? null);
    const counts = countWins(game, forWins, draw);
    const wins: WinLine[] = [];
    for (const c of order) if ((counts[c] ?? 0) > 0) wins.push({ category: c, count: counts[c] });
    const { totalCents, perQuotaCents } = winAmounts(wins, prizes, Number(s.quotes_total));
    if (totalCents > 0) winning++;
    batchTotal += BigInt(totalCents);
    ids[i] = Number(s.id);
    winsText[i] = JSON.stringify(wins);
    totals[i] = totalCents;
    perQuota[i] = perQuotaCents;
  }
  const jobTotal = BigInt(job.totalCents) + batchTotal;
  if (jobTotal > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('wins total beyond the exact integer range');
  const processed = job.processed + n;
  await tx.execute(sql`
    with inserted as (
      insert into system_wins (job_id, system_id, contest_id, wins, total_cents, per_quota_cents)
      select ${jobId}::int, u.system_id, ${job.contestId}::int, u.wins::jsonb, u.total_cents, u.per_quota_cents
      from unnest(${sqlArray(ids, 'int')}, ${sqlArray(winsText, 'text')}, ${sqlArray(totals, 'bigint')}, ${sqlArray(perQuota, 'bigint')})
        as u(system_id, wins, total_cents, per_quota_cents)
      on conflict do nothing
    )
    update wins_jobs set processed = ${processed}::int, winning = ${job.winning + winning}::int, total_cents = ${Number(jobTotal)}::bigint,
      last_system_id = ${ids[n - 1]}::int, processing_rate = ${Math.min(99, Math.floor((processed * 100) / Math.max(1, job.systemCount)))}::int,
      started_at = coalesce(started_at, now())
    where id = ${jobId}`);
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
    action: 'wins_finished', entityType: 'wins_job', entityId: job.id,
    after: { contestId: job.contestId, version: job.resultVersion, systemCount: job.processed, winning: job.winning, totalCents: job.totalCents },
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
