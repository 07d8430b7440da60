/**
 * Crash safety of publication: a worker process is killed (SIGKILL) in the middle of a job; a new worker
 * process resumes it; no system is published twice and none is lost. PostgreSQL only: worker processes share the
 * database with the test (PGlite is one process's database). Nothing here measures time: the test waits for states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { makeCalendar, makeStaff } from '../../test/factories';
import { submitLongJob } from '../../test/publish';
import { childProcesses, exited, until } from '../../test/processes';

describe.skipIf(!process.env.TEST_DATABASE_URL)('publication crash and resume on postgres', () => {
  let t: TestApp;
  const children = childProcesses(() => ({ DATABASE_URL: t.databaseUrl! }));
  const worker = (env: Record<string, string>) => children.start('apps/server/src/worker.ts', env);

  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    await makeCalendar(t);
  });
  afterAll(async () => {
    await children.killAll();
    await t?.close();
  });

  it('a worker killed mid-job is resumed by another: every row published exactly once', async () => {
    const admin = await (await makeStaff(t)).token();
    const { code, jobId, row } = await submitLongJob(t, admin, {
      name: 'Crash test',
      description: 'Ripresa dopo un crash',
      tag: 'crash',
    });

    // a slow worker (a pause after each batch of 10), killed once some batches are in
    const first = worker({ PUBLICATION_BATCH_SIZE: '10', PUBLICATION_BATCH_DELAY_MS: '200' });
    const atKill = await until('a few batches', row, (j) => j.processed >= 30);
    first.kill('SIGKILL');
    await exited(first);
    expect(first.signalCode).toBe('SIGKILL');
    const afterKill = await row();
    expect(atKill.status).toBe('IN_CORSO');
    expect(afterKill.status).toBe('IN_CORSO');
    expect(afterKill.processed).toBeLessThan(afterKill.itemCount);

    // a new worker resumes from the first pending row
    const second = worker({ PUBLICATION_BATCH_SIZE: '25' });
    const done = await until('the job to finish', row, (j) => j.status !== 'IN_CORSO');
    second.kill('SIGTERM');
    expect(done).toMatchObject({
      status: 'COMPLETATO',
      processingRate: 100,
      itemCount: 300,
      processed: 300,
      published: 300,
      alreadyPresent: 0,
      failed: 0,
    });

    const q = async <R>(text: ReturnType<typeof sql>) =>
      (await t.database.db.execute(text)) as unknown as { rows: R[] };
    const [{ n }] = (
      await q<{ n: number }>(sql`select count(*)::int as n from systems where publication_job_id = ${jobId}`)
    ).rows;
    expect(n).toBe(300);
    const twice = (
      await q(
        sql`select source_system_id, contest_id from systems where publication_job_id = ${jobId} group by 1, 2 having count(*) > 1`,
      )
    ).rows;
    expect(twice).toEqual([]);
    const lost = (
      await q(sql`
      select i.seq from publication_job_items i left join systems s on s.id = i.published_system_id
      where i.job_id = ${jobId} and (i.outcome is distinct from 'PUBBLICATO' or s.source_system_id is distinct from i.system_id or s.contest_id is distinct from i.contest_id)`)
    ).rows;
    expect(lost).toEqual([]);
    // the audit log has one entry per committed batch, and their counts add up to the rows published
    const [{ total }] = (
      await q<{ total: number }>(
        sql`select coalesce(sum((after->>'published')::int), 0)::int as total from audit_log where action = 'publish_batch' and entity_id = ${code}`,
      )
    ).rows;
    expect(total).toBe(300);
    // A ceiling, not an expectation: two worker processes start (tsx compiles on start), each wait has its own
    // 120 s limit in `until`, and on a loaded 2-core CI machine the starts alone took over the default 30 s.
  }, 360_000);
});
