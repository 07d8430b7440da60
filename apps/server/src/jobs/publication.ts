/**
 * The publication worker on pg-boss: one pg-boss job per publication job. When the worker starts it also queues every
 * publication job still IN_CORSO (a server or worker that died mid-job, or a job accepted while no worker ran): a
 * duplicate is harmless, since batches take turns on the job row's lock and only pending items are published.
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { PUBLICATION_QUEUE } from '../lib/job-queue';
import type { MailService } from '../lib/mail';
import { PublicationInterrupted, pendingJobIds, runPublicationJob } from '../modules/publication/worker';
import type { JobLog } from './job-log';

export interface PublicationWorkerOptions {
  batchSize: number;
  batchDelayMs: number;
  mail?: MailService;
  publicUrl?: string;
  /** Set by startJobs: aborted on shutdown, the run stops after the batch in flight. */
  signal?: AbortSignal;
}

export async function registerPublicationJobs(
  boss: PgBoss,
  database: Database,
  log: JobLog,
  opts: PublicationWorkerOptions,
): Promise<void> {
  // a job longer than an hour is retried by pg-boss (and resumes where it stopped)
  await boss.createQueue(PUBLICATION_QUEUE, {
    name: PUBLICATION_QUEUE,
    policy: 'standard',
    retryLimit: 10,
    retryDelay: 2,
    expireInSeconds: 3600,
  });
  await boss.work<{ jobId: number }>(
    PUBLICATION_QUEUE,
    { pollingIntervalSeconds: 0.5, batchSize: 1 },
    async ([job]) => {
      const t0 = Date.now();
      let status;
      try {
        status = await runPublicationJob(database.db, job.data.jobId, opts);
      } catch (err) {
        // a shutdown between batches: the error sends the pg-boss job back for a retry (another worker resumes it)
        if (err instanceof PublicationInterrupted)
          log.info(
            { jobId: job.data.jobId },
            "job di pubblicazione interrotto dall'arresto: riprenderà dal primo elemento in attesa",
          );
        throw err;
      }
      log.info({ jobId: job.data.jobId, status, ms: Date.now() - t0 }, 'job di pubblicazione concluso');
    },
  );
  for (const jobId of await pendingJobIds(database.db)) {
    await boss.send(PUBLICATION_QUEUE, { jobId });
    log.info({ jobId }, 'job di pubblicazione ripreso');
  }
}
