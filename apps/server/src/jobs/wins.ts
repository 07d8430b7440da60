/**
 * The wins worker on pg-boss: one pg-boss job per wins job. When the worker starts it also queues every wins job still
 * IN_CORSO (a process that died mid-job, or a confirmation while no worker ran): a duplicate is harmless, since
 * batches take turns on the job row's lock and each resumes after the job's cursor.
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { WINS_QUEUE } from '../lib/job-queue';
import { DEFAULT_WINS_BATCH, WinsInterrupted, pendingWinsJobIds, runWinsJob } from '../modules/wins/worker';
import type { JobLog } from './boss';

export async function registerWinsJobs(boss: PgBoss, database: Database, log: JobLog, opts: { signal?: AbortSignal; batchSize?: number; batchDelayMs?: number } = {}): Promise<void> {
  await boss.createQueue(WINS_QUEUE, { name: WINS_QUEUE, policy: 'standard', retryLimit: 10, retryDelay: 2, expireInSeconds: 3600 });
  await boss.work<{ jobId: number }>(WINS_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
    const t0 = Date.now();
    try {
      const status = await runWinsJob(database.db, Number(job.data.jobId), { batchSize: opts.batchSize ?? DEFAULT_WINS_BATCH, batchDelayMs: opts.batchDelayMs ?? 0, signal: opts.signal });
      log.info({ jobId: job.data.jobId, status, ms: Date.now() - t0 }, 'job delle vincite concluso');
    } catch (err) {
      if (err instanceof WinsInterrupted) log.info({ jobId: job.data.jobId }, 'job delle vincite interrotto dall\'arresto: riprenderà dall\'ultimo sistema calcolato');
      throw err;
    }
  });
  for (const jobId of await pendingWinsJobIds(database.db)) {
    await boss.send(WINS_QUEUE, { jobId });
    log.info({ jobId }, 'job delle vincite ripreso');
  }
}
