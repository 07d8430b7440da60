/**
 * The wins job: every system on a contest that is not CANCELLATA gets its exact wins on the contest's
 * confirmed result, batch by batch in system-id order. A batch's systems are read after the job's cursor
 * (`last_system_id`), their wins computed with the domain's `systemWins`, and one statement inserts the `system_wins`
 * rows and moves the cursor and the counters, only if the cursor is still where the batch was read (the UPDATE takes
 * the job row's lock; the INSERT writes only if the UPDATE did): a worker that dies loses at most the batch in flight
 * and the next one resumes after the last committed system, so every system is computed and counted once. Two workers
 * on one job: the one whose cursor moved under it writes nothing and takes the locked path (`winsNextBatch`). On
 * PostgreSQL the worker reads and computes the next batch while the current one is written (`overlap`). A system
 * cancelled while the job runs leaves it (lib/wins-jobs `dropWinsOfCancelled`) and lowers the job's `system_count`,
 * which a batch reads with its systems and the write requires unchanged: a batch read before the cancel is not
 * written, and the locked path reads it again without the cancelled system. When no system is left the job closes
 * under the row's lock: the result's author gets the bell, every outlet holding quote of a winning system gets its
 * board notice (one per outlet per contest).
 *
 * `computeContestWins(db, contestId)` runs the contest's job to its end in the caller's process (the seed, the bench).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  GAMES,
  prizeCategories,
  systemWins as countWins,
  toSystemForWins,
  type Draw,
  type GameSlug,
  type KnownModule,
  type StoredModuleNumbers,
  type TotocalcioSystemForWins,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { winsJobs } from '../../db/schema';
import { formatCents } from '@bacheca/domain/engine/result';
import { audit } from '../../lib/audit';
import { notifyUser } from '../../lib/inbox';
import { rowsOf, sqlArray } from '../../lib/sql-rows';
import { createWinsJob, resultOf, type PrizeAmount } from '../../lib/wins-jobs';
import { format } from '@bacheca/domain/messages';
import { JOB_MESSAGES } from '@bacheca/domain/messages-server';

export { createWinsJob, withdrawWins } from '../../lib/wins-jobs';
export type { PrizeAmount };

export interface WinsWorkerOptions {
  /** Systems per transaction. */
  batchSize: number;
  /** A pause after each batch (demo and tests of the progress only; 0 in production). */
  batchDelayMs?: number;
  signal?: AbortSignal;
  /**
   * Read and compute the next batch while the current one is written (PostgreSQL: the pool's other connection). Off
   * on PGlite, one embedded session where nothing would run side by side.
   */
  overlap?: boolean;
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
export function winAmounts(
  wins: readonly WinLine[],
  prizes: ReadonlyMap<string, number>,
  quotesTotal: number,
): { totalCents: number; perQuotaCents: number } {
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
export async function runWinsJob(
  db: Db,
  jobId: number,
  opts: WinsWorkerOptions = { batchSize: DEFAULT_WINS_BATCH },
): Promise<string | null> {
  const [job] = await db.select().from(winsJobs).where(eq(winsJobs.id, jobId));
  if (!job) return null;
  if (job.status !== 'IN_CORSO') return job.status;
  const ctx = batchContext(job);
  let next = prepareBatch(db, ctx, job.lastSystemId, opts.batchSize);
  try {
    for (;;) {
      if (opts.signal?.aborted) throw new WinsInterrupted(jobId);
      const batch = await next;
      let written = false;
      if (batch.n > 0) {
        // the next batch is read and computed on another connection while this one is written
        if (opts.overlap) next = prepareBatch(db, ctx, batch.lastId, opts.batchSize);
        written = await writePrepared(db, jobId, batch);
        if (written && !opts.overlap) next = prepareBatch(db, ctx, batch.lastId, opts.batchSize);
      }
      if (!written) {
        // nothing left after this worker's cursor, another worker moved it, or the job ended: the locked path decides
        if (opts.overlap && batch.n > 0) await next.catch(() => undefined);
        const step = await db.transaction((tx) => winsNextBatch(tx, jobId, opts.batchSize));
        if (step.done) return step.status;
        const [now] = await db
          .select({ lastSystemId: winsJobs.lastSystemId })
          .from(winsJobs)
          .where(eq(winsJobs.id, jobId));
        next = prepareBatch(db, ctx, now.lastSystemId, opts.batchSize);
      }
      if (opts.batchDelayMs) await pause(opts.batchDelayMs, opts.signal);
    }
  } finally {
    // a batch read ahead and never written must not surface as an unhandled rejection
    next.catch(() => undefined);
  }
}

type JobRow = typeof winsJobs.$inferSelect;

/**
 * A system of the batch as the one read returns it, with the job's `system_count` read in the same snapshot (the
 * write's guard against a system cancelled after the read).
 */
interface BatchRow {
  id: number;
  modules: StoredModuleNumbers[] | null;
  totocalcio: TotocalcioSystemForWins | null;
  quotes_total: number;
  structure_modules: KnownModule[] | null;
  system_count: number;
}

/** What every batch of a job needs and never changes while the job lives (one job per result version). */
interface BatchContext {
  jobId: number;
  contestId: number;
  game: GameSlug;
  draw: Draw;
  prizes: Map<string, number>;
  order: string[];
}

function batchContext(job: JobRow): BatchContext {
  const game = job.game as GameSlug;
  return {
    jobId: job.id,
    contestId: job.contestId,
    game,
    draw: job.draw as Draw,
    prizes: new Map((job.prizes as PrizeAmount[]).map((p) => [p.category, p.amountCents])),
    order: prizeCategories(game).map((c) => c.code),
  };
}

/** A batch's result rows, computed and ready to insert, for the systems right after the cursor `after`. */
interface PreparedBatch {
  after: number;
  /** The job's system count the batch was read with: a cancel in between changes it, and the write then refuses. */
  systemCount: number;
  n: number;
  lastId: number;
  ids: number[];
  winsText: string[];
  totals: number[];
  perQuota: number[];
  winning: number;
  batchTotal: bigint;
}

/**
 * The batch's systems with their structure's modules: one read, in id order after the cursor through
 * `systems_contest_id_idx`.
 */
function readBatch(db: DbOrTx, ctx: BatchContext, after: number, batchSize: number): Promise<BatchRow[]> {
  return rowsOf<BatchRow>(
    db.execute(sql`
    select s.id, s.modules, s.totocalcio, s.quotes_total, t.modules as structure_modules,
      (select system_count from wins_jobs where id = ${ctx.jobId}) as system_count
    from systems s left join structures t on t.id = s.structure_id
    where s.contest_id = ${ctx.contestId} and s.status <> 'CANCELLATA' and s.id > ${after}
    order by s.id limit ${batchSize}`),
  );
}

function computeBatch(ctx: BatchContext, after: number, batch: readonly BatchRow[]): PreparedBatch {
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
    const counts = countWins(ctx.game, forWins, ctx.draw);
    const wins: WinLine[] = [];
    for (const c of ctx.order) if ((counts[c] ?? 0) > 0) wins.push({ category: c, count: counts[c] });
    const { totalCents, perQuotaCents } = winAmounts(wins, ctx.prizes, Number(s.quotes_total));
    if (totalCents > 0) winning++;
    batchTotal += BigInt(totalCents);
    ids[i] = Number(s.id);
    winsText[i] = JSON.stringify(wins);
    totals[i] = totalCents;
    perQuota[i] = perQuotaCents;
  }
  const systemCount = n ? Number(batch[0].system_count) : 0;
  return {
    after,
    systemCount,
    n,
    lastId: n ? ids[n - 1] : after,
    ids,
    winsText,
    totals,
    perQuota,
    winning,
    batchTotal,
  };
}

async function prepareBatch(db: DbOrTx, ctx: BatchContext, after: number, batchSize: number): Promise<PreparedBatch> {
  return computeBatch(ctx, after, await readBatch(db, ctx, after, batchSize));
}

/**
 * The batch's rows inserted from arrays (UNNEST) in the statement that moves the job's cursor and counters, only if
 * the job is still in progress with its cursor where the batch was read (a data-modifying CTE: the UPDATE takes the
 * job row's lock and, after a concurrent writer's commit, re-checks the cursor on the new row; the INSERT writes only
 * if the UPDATE did). One statement, one commit. False when it wrote nothing: the caller takes the locked path.
 */
async function writePrepared(db: DbOrTx, jobId: number, b: PreparedBatch): Promise<boolean> {
  // a batch past the exact range goes the locked path, which refuses it
  if (b.batchTotal > BigInt(Number.MAX_SAFE_INTEGER)) return false;
  const total = Number(b.batchTotal);
  const moved = await rowsOf<{ id: number }>(
    db.execute(sql`
    with moved as (
      update wins_jobs set processed = processed + ${b.n}::int, winning = winning + ${b.winning}::int,
        total_cents = total_cents + ${total}::bigint, last_system_id = ${b.lastId}::int,
        processing_rate = least(99, (processed + ${b.n}::int) * 100 / greatest(1, system_count)),
        started_at = coalesce(started_at, now())
      where id = ${jobId} and status = 'IN_CORSO' and last_system_id = ${b.after}::int
        and system_count = ${b.systemCount}::int
        and total_cents + ${total}::bigint <= ${Number.MAX_SAFE_INTEGER}::bigint
      returning id, contest_id
    ), inserted as (
      insert into system_wins (job_id, system_id, contest_id, wins, total_cents, per_quota_cents)
      select m.id, u.system_id, m.contest_id, u.wins::jsonb, u.total_cents, u.per_quota_cents
      from moved m, unnest(${sqlArray(b.ids, 'int')}, ${sqlArray(b.winsText, 'text')}, ${sqlArray(b.totals, 'bigint')}, ${sqlArray(b.perQuota, 'bigint')})
        as u(system_id, wins, total_cents, per_quota_cents)
    )
    select id from moved`),
  );
  return moved.length > 0;
}

/**
 * One batch under the job row's lock, in the caller's transaction; when no system is left, close the job instead.
 * The cursor is read after the lock, so two workers never take the same systems. The worker's fallback (and the
 * close); `runWinsJob` writes its batches through `writePrepared`, which needs no transaction of its own.
 */
export async function winsNextBatch(
  tx: DbOrTx,
  jobId: number,
  batchSize: number,
): Promise<{ done: false } | { done: true; status: string | null }> {
  const [job] = await tx.select().from(winsJobs).where(eq(winsJobs.id, jobId)).for('update');
  if (!job) return { done: true, status: null };
  if (job.status !== 'IN_CORSO') return { done: true, status: job.status };
  const ctx = batchContext(job);
  const batch = await readBatch(tx, ctx, job.lastSystemId, batchSize);
  if (!batch.length) return finish(tx, job);
  const prepared = computeBatch(ctx, job.lastSystemId, batch);
  const jobTotal = BigInt(job.totalCents) + prepared.batchTotal;
  if (jobTotal > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('wins total beyond the exact integer range');
  if (!(await writePrepared(tx, jobId, prepared)))
    throw new Error(`wins job ${jobId}: the locked batch was not written`);
  return { done: false };
}

async function finish(tx: DbOrTx, job: JobRow): Promise<{ done: true; status: string }> {
  await tx
    .update(winsJobs)
    .set({ status: 'COMPLETATO', processingRate: 100, finishedAt: new Date(), startedAt: job.startedAt ?? new Date() })
    .where(eq(winsJobs.id, job.id));
  const [contest] = await rowsOf<{ number: number; year: number }>(
    tx.execute(sql`select number, year from contests where id = ${job.contestId}`),
  );
  const label = contest
    ? format(JOB_MESSAGES.WINS_CONTEST, { number: contest.number, year: contest.year })
    : format(JOB_MESSAGES.WINS_CONTEST_ID, { id: job.contestId });
  const game = GAMES[job.game as GameSlug];
  if (job.authorId !== null) {
    await notifyUser(tx, job.authorId, {
      kind: 'JOB_FINISHED',
      title: format(JOB_MESSAGES.WINS_TITLE, { game: game?.label ?? job.game, contest: label }),
      body: format(JOB_MESSAGES.WINS_BODY, {
        winning: job.winning,
        processed: job.processed,
        total: formatCents(job.totalCents),
      }),
      url: `/${job.game}/concorsi/${job.contestId}/vincite`,
    });
  }
  await tx.execute(sql`
    insert into outlet_win_notices (user_id, contest_id)
    select distinct q.user_id, ${job.contestId}::int from system_quotes q
    join system_wins w on w.system_id = q.system_id and w.job_id = ${job.id} and w.total_cents > 0
    where q.quantity > 0
    on conflict do nothing`);
  await audit(
    tx,
    { actor: job.author },
    {
      action: 'wins_finished',
      entityType: 'wins_job',
      entityId: job.id,
      after: {
        contestId: job.contestId,
        version: job.resultVersion,
        systemCount: job.processed,
        winning: job.winning,
        totalCents: job.totalCents,
      },
    },
  );
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
export async function computeContestWins(
  db: Db,
  contestId: number,
  opts: WinsWorkerOptions = { batchSize: DEFAULT_WINS_BATCH },
): Promise<{ jobId: number; systems: number; winning: number; totalCents: number } | null> {
  const result = await resultOf(db, contestId);
  if (!result || result.status !== 'CONFERMATO') return null;
  let [job] = await db
    .select()
    .from(winsJobs)
    .where(
      and(
        eq(winsJobs.contestId, contestId),
        eq(winsJobs.resultVersion, result.version),
        inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO']),
      ),
    );
  if (!job) {
    const { jobId } = await db.transaction((tx) =>
      createWinsJob(tx, {
        game: result.game as GameSlug,
        contestId,
        version: result.version,
        userId: result.entered_by_id,
      }),
    );
    [job] = await db.select().from(winsJobs).where(eq(winsJobs.id, jobId));
  }
  await runWinsJob(db, job.id, opts);
  const [done] = await db.select().from(winsJobs).where(eq(winsJobs.id, job.id));
  return { jobId: done.id, systems: done.processed, winning: done.winning, totalCents: done.totalCents };
}
