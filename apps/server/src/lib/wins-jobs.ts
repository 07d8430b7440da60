/**
 * Starting and withdrawing the wins of a contest's result, inside the results' confirm and reopen
 * transactions: shared by modules/results (through ./wins-hooks semantics: onResultConfirmed / onResultReopened) and
 * modules/wins (the worker, computeContestWins). See modules/wins/worker.ts for the job itself.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Draw, GameSlug } from '@bacheca/domain';
import type { DbOrTx, Tx } from '../db/client';
import { outletWinNotices, winsJobs } from '../db/schema';
import { audit } from './audit';
import { rowsOf, sqlArray } from './sql-rows';

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
  const [row] = await rowsOf<ResultRow>(
    db.execute(sql`
    select game, contest_id, status, numbers, jolly, superstar, euronumbers, signs, prizes, entered_by_id, entered_by, version
    from contest_results where contest_id = ${contestId}`),
  );
  return row;
}

/**
 * Start the wins of a confirmed result, in the caller's transaction (the confirmation's): any earlier job of the
 * contest is withdrawn, the draw and prize table are copied onto the new job. The caller queues the job after commit.
 */
export async function createWinsJob(
  tx: DbOrTx,
  p: { game: GameSlug; contestId: number; version: number; userId: number },
): Promise<{ jobId: number }> {
  const result = await resultOf(tx, p.contestId);
  if (!result) throw new Error(`no result for contest ${p.contestId}`);
  await tx
    .update(winsJobs)
    .set({ status: 'ANNULLATO', finishedAt: new Date() })
    .where(and(eq(winsJobs.contestId, p.contestId), inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO'])));
  const [{ n }] = await rowsOf<{ n: number }>(
    tx.execute(
      sql`select count(*)::int as n from systems where contest_id = ${p.contestId} and status <> 'CANCELLATA'`,
    ),
  );
  const draw: Draw = {
    numbers: result.numbers ?? [],
    jolly: result.jolly,
    superstar: result.superstar,
    euronumbers: result.euronumbers,
    signs: result.signs
      ? result.signs.map((sign, i) => ({
          eventNumber: i + 1,
          sign: sign as NonNullable<Draw['signs']>[number]['sign'],
        }))
      : null,
  };
  const [job] = await tx
    .insert(winsJobs)
    .values({
      game: p.game,
      contestId: p.contestId,
      resultVersion: p.version,
      draw,
      prizes: result.prizes,
      authorId: result.entered_by_id ?? p.userId,
      author: result.entered_by,
      systemCount: n,
    })
    .returning({ id: winsJobs.id });
  await audit(
    tx,
    { actor: result.entered_by },
    {
      action: 'wins_started',
      entityType: 'wins_job',
      entityId: job.id,
      after: { contestId: p.contestId, version: p.version, systemCount: n },
    },
  );
  return { jobId: job.id };
}

/** Withdraw the wins of a reopened result (in the reopening's transaction): its jobs are ANNULLATO, notices gone. */
export async function withdrawWins(tx: DbOrTx, p: { contestId: number }): Promise<void> {
  await tx
    .update(winsJobs)
    .set({ status: 'ANNULLATO', finishedAt: new Date() })
    .where(and(eq(winsJobs.contestId, p.contestId), inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO'])));
  await tx.delete(outletWinNotices).where(eq(outletWinNotices.contestId, p.contestId));
}

/**
 * Lock the live wins jobs (in progress or completed) of the contests of `systemIds`, in the caller's transaction,
 * before the systems themselves are locked: a job's write locks its row and then, through the foreign key, the
 * systems it stores, so a cancel takes the same order (job, then systems) and neither waits for the other in a cycle.
 */
export async function lockWinsJobsOfSystems(tx: DbOrTx, systemIds: readonly number[]): Promise<void> {
  if (!systemIds.length) return;
  await tx.execute(sql`
    select j.id from wins_jobs j
    where j.status in ('IN_CORSO', 'COMPLETATO')
      and j.contest_id in (select s.contest_id from systems s where s.id = any(${sqlArray(systemIds, 'int')}))
    order by j.id for update of j`);
}

/**
 * A system cancelled after its contest's wins job started leaves that job (in progress or completed), in the
 * cancel's transaction, under the job rows' locks (`lockWinsJobsOfSystems` first): its stored wins are deleted and
 * the job's counters lose them, and the job's `system_count` loses the system whether it was computed yet or not.
 * A batch read before the cancel then finds `system_count` changed and is not written (worker.ts re-reads it under
 * the lock), and batches read after it skip the system (they read only systems not CANCELLATA). So a cancelled
 * system never counts in a contest's winners, totals or progress. Withdrawn jobs (ANNULLATO) keep their rows.
 */
export async function dropWinsOfCancelled(tx: DbOrTx, systemIds: readonly number[]): Promise<void> {
  if (!systemIds.length) return;
  const ids = sqlArray(systemIds, 'int');
  await tx.execute(sql`
    with live as (
      select j.id, j.contest_id from wins_jobs j where j.status in ('IN_CORSO', 'COMPLETATO')
        and j.contest_id in (select s.contest_id from systems s where s.id = any(${ids}))
    ), gone as (
      delete from system_wins w using live where w.job_id = live.id and w.system_id = any(${ids})
      returning w.job_id, w.total_cents
    ), stored as (
      select job_id, count(*)::int as n, (count(*) filter (where total_cents > 0))::int as winning,
        coalesce(sum(total_cents), 0)::bigint as total
      from gone group by job_id
    ), counted as (
      select live.id, count(*)::int as n from live join systems s on s.contest_id = live.contest_id
      where s.id = any(${ids}) group by live.id
    )
    update wins_jobs j set
      system_count = j.system_count - c.n,
      processed = j.processed - coalesce(st.n, 0),
      winning = j.winning - coalesce(st.winning, 0),
      total_cents = j.total_cents - coalesce(st.total, 0),
      processing_rate = case when j.status = 'COMPLETATO' then j.processing_rate
        else least(99, (j.processed - coalesce(st.n, 0)) * 100 / greatest(1, j.system_count - c.n)) end
    from counted c left join stored st on st.job_id = c.id
    where j.id = c.id`);
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
