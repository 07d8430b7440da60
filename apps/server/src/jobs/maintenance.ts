/**
 * Nightly maintenance. PostgreSQL has autovacuum; embedded PGlite has none, so without this its planner statistics
 * go stale and index-only scans (the list counts) degrade as systems accumulate. One `vacuum analyze` at night.
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { JobLog } from './boss';

export const MAINTENANCE_JOB = 'db-maintenance';

export async function registerMaintenanceJobs(boss: PgBoss, database: Database, log: JobLog): Promise<void> {
  if (database.kind !== 'pglite') return;
  await boss.createQueue(MAINTENANCE_JOB, { name: MAINTENANCE_JOB, policy: 'singleton', retryLimit: 1 });
  await boss.schedule(MAINTENANCE_JOB, '45 3 * * *', {}, { tz: 'Europe/Rome' });
  await boss.work(MAINTENANCE_JOB, async () => {
    const t0 = Date.now();
    await database.query('vacuum analyze');
    log.info({ ms: Date.now() - t0 }, 'manutenzione notturna del database (vacuum analyze)');
  });
}
