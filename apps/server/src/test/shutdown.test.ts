/**
 * Graceful shutdown, on PostgreSQL with real processes: SIGTERM to a server that has a request in
 * flight and a publication job running. The request completes 200, the process exits 0, the job's rows are whole
 * batches (committed or pending, never half), and a worker resumes and finishes it, then stops on SIGTERM with 0.
 * Nothing here measures time: every wait is on a state, with generous bounds.
 * It keeps the demo seed on purpose: the server process is a started deployment, its users logging in with the demo
 * password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { ignoreDropOfTestDatabase } from './drop-guard';
import { submitLongJob } from './publish';
import { DEMO_PASSWORD } from '../demo/seed';
import { accepts, childProcesses, exited, freePort, until } from './processes';

describe.skipIf(!process.env.TEST_DATABASE_URL)('graceful shutdown on postgres', () => {
  let t: TestApp;
  const children = childProcesses(() => ({
    DATABASE_URL: t.databaseUrl!,
    CAPTCHA_PROVIDER: 'off',
    SEED_ON_START: 'false',
    WEB_DIST: '/nonexistent',
    SHUTDOWN_TIMEOUT_MS: '60000',
  }));
  const start = children.start;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    ignoreDropOfTestDatabase(t.database);
  });
  afterAll(async () => {
    await children.killAll();
    await t?.close();
  });

  it('a stopping instance reports not ready', async () => {
    expect((await t.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.app.lifecycle.stopping = true;
    const res = await t.inject({ method: 'GET', url: '/readyz' });
    t.app.lifecycle.stopping = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'stopping' });
  });

  it('SIGTERM: the request in flight completes, the publication stops on a batch boundary, exit 0; a worker finishes the job', async () => {
    const admin = await t.tokenFor('admin');
    const { jobId, row } = await submitLongJob(t, admin, {
      name: 'Arresto ordinato',
      description: 'Arresto durante un job',
      tag: 'arresto',
    });
    const q = async <R>(text: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(text)) as unknown as { rows: R[] }).rows;

    // a server process that also runs the workers: it picks the job up at start (IN_CORSO), slowly
    const port = await freePort();
    const server = start('apps/server/src/main.ts', {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLICATION_BATCH_SIZE: '10',
      PUBLICATION_BATCH_DELAY_MS: '200',
    });
    await until(
      'the server to be ready',
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status,
      (s) => s === 200,
    );
    await until('a few batches', row, (j) => j.processed >= 20);

    // a request in flight: a login whose update of the user row waits on a lock this test holds
    const { default: pg } = await import('pg');
    const locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`select id from users where username = 'admin' for update`);
    const body = JSON.stringify({ username: 'admin', password: DEMO_PASSWORD, gCaptchaToken: '' });
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await until(
      'the login to wait on the lock',
      async () =>
        (
          await locker.query(
            `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          )
        ).rows[0].n as number,
      (n) => n > 0,
    );

    server.kill('SIGTERM');
    // it stops accepting new connections while the request is still waiting
    await until(
      'the listener to close',
      () => accepts(port),
      (ok) => !ok,
    );
    await locker.query('rollback');
    await locker.end();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('accessToken');
    await exited(server);
    expect(server.exitCode).toBe(0);

    // the job: whole batches committed, the rest pending, counters matching the rows
    const stopped = await row();
    const [{ done }] = await q<{ done: number }>(
      sql`select count(*)::int as done from publication_job_items where job_id = ${jobId} and outcome is not null`,
    );
    const [{ systems }] = await q<{ systems: number }>(
      sql`select count(*)::int as systems from systems where publication_job_id = ${jobId}`,
    );
    expect(stopped.processed).toBe(done);
    expect(systems).toBe(stopped.published);
    if (stopped.status === 'IN_CORSO') {
      expect(stopped.processed % 10).toBe(0);
      expect(stopped.processed).toBeLessThan(stopped.itemCount);
    }

    // a worker resumes it to the end, then stops on SIGTERM with 0
    const worker = start('apps/server/src/worker.ts', { PUBLICATION_BATCH_SIZE: '25' });
    const finished = await until('the job to finish', row, (j) => j.status !== 'IN_CORSO');
    expect(finished).toMatchObject({ status: 'COMPLETATO', itemCount: 300, processed: 300, published: 300, failed: 0 });
    const twice = await q(
      sql`select source_system_id, contest_id from systems where publication_job_id = ${jobId} group by 1, 2 having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    worker.kill('SIGTERM');
    await exited(worker);
    expect(worker.exitCode).toBe(0);
  }, 360_000);
});
