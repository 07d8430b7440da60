/**
 * The wins worker on pg-boss: one pg-boss job per wins job. The results service creates the job row inside the
 * confirmation's transaction (modules/wins/hooks) without a handle on the queue, so this worker also looks for wins
 * jobs IN_CORSO every `pollMs` (and at start: a process that died mid-job) and runs those it is not running yet. Two
 * processes on one job are harmless: batches take turns on the job row's lock and each resumes after the cursor.
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { WINS_QUEUE } from '../lib/job-queue';
import { DEFAULT_WINS_BATCH, WinsInterrupted, pendingWinsJobIds, runWinsJob } from '../modules/wins/worker';
import type { JobLog } from './job-log';

export async function registerWinsJobs(
  boss: PgBoss,
  database: Database,
  log: JobLog,
  opts: { signal?: AbortSignal; batchSize?: number; batchDelayMs?: number; pollMs?: number } = {},
): Promise<void> {
  const running = new Set<number>();
  const run = async (jobId: number) => {
    if (running.has(jobId)) return;
    running.add(jobId);
    const t0 = Date.now();
    try {
      const status = await runWinsJob(database.db, jobId, {
        batchSize: opts.batchSize ?? DEFAULT_WINS_BATCH,
        batchDelayMs: opts.batchDelayMs ?? 0,
        signal: opts.signal,
        overlap: database.kind === 'postgres',
      });
      log.info({ jobId, status, ms: Date.now() - t0 }, 'job delle vincite concluso');
    } catch (err) {
      if (err instanceof WinsInterrupted)
        log.info({ jobId }, "job delle vincite interrotto dall'arresto: riprenderà dall'ultimo sistema calcolato");
      else log.error({ jobId, err }, "job delle vincite: errore, riprenderà dall'ultimo sistema calcolato");
      throw err;
    } finally {
      running.delete(jobId);
    }
  };
  await boss.createQueue(WINS_QUEUE, {
    name: WINS_QUEUE,
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 2,
    expireInSeconds: 3600,
  });
  await boss.work<{ jobId: number }>(WINS_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) =>
    run(Number(job.data.jobId)),
  );
  const poll = async () => {
    if (opts.signal?.aborted) return;
    try {
      for (const jobId of await pendingWinsJobIds(database.db)) void run(jobId).catch(() => {});
    } catch (err) {
      log.error({ err }, 'job delle vincite: lettura dei job in corso non riuscita');
    }
  };
  await poll();
  const timer = setInterval(() => void poll(), opts.pollMs ?? 1000);
  timer.unref();
  opts.signal?.addEventListener('abort', () => clearInterval(timer), { once: true });
}
