/**
 * The job queue (pg-boss 10) in the application's own database: PostgreSQL or PGlite alike, through pg-boss's `db`
 * option, so jobs, their schedules and the data they change live in one place. pg-boss sends multi-statement scripts
 * without parameters; Database.query runs those with PGlite's `exec`.
 */
import { PUBLICATION_WORKER_DEFAULTS } from '../config';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { registerContestJobs } from './contests';
import type { JobLog } from './job-log';
import { registerMaintenanceJobs } from './maintenance';
import { registerPublicationJobs, type PublicationWorkerOptions } from './publication';
import { registerWinsJobs } from './wins';

export interface Jobs {
  boss: PgBoss;
  /**
   * Graceful stop (SIGTERM): no new jobs are fetched, the running publication batch commits and its run stops there
   * (the job's other items stay pending and are retried elsewhere or at the next start), other handlers get up to
   * `timeoutMs` to finish; what still runs then is failed back to the queue (pg-boss retries it).
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Start pg-boss and every worker (in the server process, or in `npm run worker`). `workers: false` starts the queue
 * only (the API can send, another process works).
 */
export async function startJobs(
  database: Database,
  log: JobLog,
  opts: { publication?: PublicationWorkerOptions; workers?: boolean } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.query(text, values) },
    schema: 'pgboss',
    // the contest jobs run every quarter of an hour at most: check the schedule every 30 s, keep history a week
    cronWorkerIntervalSeconds: 30,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'coda dei job: errore'));
  await boss.start();
  const stopping = new AbortController();
  if (opts.workers !== false) {
    await registerContestJobs(boss, database, log);
    await registerMaintenanceJobs(boss, database, log);
    await registerPublicationJobs(boss, database, log, {
      ...(opts.publication ?? PUBLICATION_WORKER_DEFAULTS),
      signal: stopping.signal,
    });
    await registerWinsJobs(boss, database, log, {
      signal: stopping.signal,
      batchDelayMs: opts.publication?.batchDelayMs ?? 0,
    });
  }
  return {
    boss,
    // pg-boss's stop may linger on timers: never wait for it much longer than asked (callers then exit)
    stop: async (timeoutMs = 3000) => {
      stopping.abort();
      const timeout = Math.max(1000, timeoutMs);
      await Promise.race([
        boss.stop({ graceful: true, wait: true, timeout }).catch(() => {}),
        new Promise((r) => setTimeout(r, timeout + 1000).unref()),
      ]);
    },
  };
}
