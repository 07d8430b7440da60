/**
 * Contest jobs: the calendar is extended every day (CONTEST_CALENDAR.weeksAhead ahead), and every quarter of an
 * hour the systems of contests whose sales have closed become COMPLETATA. Both are idempotent, and both also run
 * once at start, so a server that was down catches up.
 */
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { CONTEST_CALENDAR, completeClosedContests, ensureCalendar } from '../modules/contests/calendar';
import type { JobLog } from './job-log';

export const CALENDAR_JOB = 'contests-calendar';
export const CLOSE_JOB = 'contests-close';

export async function registerContestJobs(boss: PgBoss, database: Database, log: JobLog): Promise<void> {
  const extend = async () => {
    const added = await ensureCalendar(database.db);
    if (added) log.info({ added }, 'calendario dei concorsi esteso');
  };
  const close = async () => {
    const completed = await database.db.transaction((tx) => completeClosedContests(tx));
    if (completed) log.info({ completed }, 'sistemi dei concorsi chiusi completati');
  };
  await boss.createQueue(CALENDAR_JOB, { name: CALENDAR_JOB, policy: 'singleton', retryLimit: 3 });
  await boss.createQueue(CLOSE_JOB, { name: CLOSE_JOB, policy: 'singleton', retryLimit: 3 });
  await boss.schedule(CALENDAR_JOB, '15 3 * * *', {}, { tz: CONTEST_CALENDAR.timeZone });
  await boss.schedule(CLOSE_JOB, '*/15 * * * *', {}, { tz: CONTEST_CALENDAR.timeZone });
  await boss.work(CALENDAR_JOB, async () => extend());
  await boss.work(CLOSE_JOB, async () => close());
  await extend();
  await close();
}
