/**
 * Maintenance.
 * - Every hour (PostgreSQL and PGlite): the shared login state's expired rows go (captcha solutions whose challenge
 *   expired, rate-limit counters of past windows).
 * - Nightly, PGlite only: PostgreSQL has autovacuum; embedded PGlite has none, so without this its planner statistics
 *   go stale and index-only scans (the list counts) degrade as systems accumulate. One `vacuum analyze` at night.
 * Both are pg-boss schedules: with several instances and workers each period's job is queued once and runs once
 * (docs/architecture.md "State shared by instances").
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { purgeCaptchaSolutions } from '../modules/auth/captcha';
import { purgeRateLimitCounters } from '../lib/rate-limit-store';
import type { JobLog } from './job-log';

export const MAINTENANCE_JOB = 'db-maintenance';
export const PURGE_JOB = 'login-state-purge';

/** One purge of the shared login state; exported for the tests. */
export async function purgeLoginState(
  database: Database,
): Promise<{ captchaSolutions: number; rateLimitCounters: number }> {
  return {
    captchaSolutions: await purgeCaptchaSolutions(database),
    rateLimitCounters: await purgeRateLimitCounters(database),
  };
}

export async function registerMaintenanceJobs(boss: PgBoss, database: Database, log: JobLog): Promise<void> {
  await boss.createQueue(PURGE_JOB, { name: PURGE_JOB, policy: 'singleton', retryLimit: 1 });
  await boss.schedule(PURGE_JOB, '5 * * * *', {}, { tz: 'Europe/Rome' });
  await boss.work(PURGE_JOB, async () => {
    const gone = await purgeLoginState(database);
    if (gone.captchaSolutions || gone.rateLimitCounters) log.info(gone, 'stato della login scaduto rimosso');
  });
  if (database.kind !== 'pglite') return;
  await boss.createQueue(MAINTENANCE_JOB, { name: MAINTENANCE_JOB, policy: 'singleton', retryLimit: 1 });
  await boss.schedule(MAINTENANCE_JOB, '45 3 * * *', {}, { tz: 'Europe/Rome' });
  await boss.work(MAINTENANCE_JOB, async () => {
    const t0 = Date.now();
    await database.query('vacuum analyze');
    log.info({ ms: Date.now() - t0 }, 'manutenzione notturna del database (vacuum analyze)');
  });
}
