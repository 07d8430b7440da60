/**
 * N instances behave as one, with real processes: two server processes and one worker on one fresh
 * PostgreSQL database, behind a round-robin HTTP proxy written here; once straight to PostgreSQL and once through a
 * PgBouncer in transaction pooling that this test starts (DATABASE_PREPARED_STATEMENTS=false, see
 * docs/operations.md). PostgreSQL only; under CI=true a missing /usr/sbin/pgbouncer fails the run.
 * Nothing here measures time: every wait is on a state, with generous bounds for a busy 2-core machine.
 * It keeps the demo seed on purpose: the processes run as a deployed demo does, logging in its users with the demo
 * password over a seed of 280 outlets.
 */
import http from 'node:http';
import { existsSync, mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { ERRORS } from '@bacheca/domain';
import { createTestApp, type TestApp } from './harness';
import { ignoreDropOfTestDatabase } from './drop-guard';
import { submitLongJob } from './publish';
import { accepts, childProcesses, exited, freePort, until } from './processes';
import { DEMO_PASSWORD } from '../demo/seed';
import { contests, systemQuotes, systems, users } from '../db/schema';

const PGBOUNCER = '/usr/sbin/pgbouncer';
const ci = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const ROUTES: Array<'direct' | 'pgbouncer'> = existsSync(PGBOUNCER) || ci ? ['direct', 'pgbouncer'] : ['direct'];

interface Served {
  backend: number;
  method: string;
  url: string;
  status: number;
}

/**
 * A round-robin reverse proxy as a load balancer runs it: one new upstream connection per request; a request whose
 * upstream refuses the connection goes to the next backend (the instance never had it), and so does an idempotent GET
 * whose connection is reset before any answer (proxy_next_upstream's default); anything else is answered as it came.
 * `x-test-backend: <index>` pins a request to one backend (no retry). Client headers (X-Forwarded-For) pass through.
 */
function roundRobinProxy(ports: number[]) {
  const served: Served[] = [];
  const failed: Array<{ backend: number; method: string; url: string; code: string }> = [];
  const retried: Array<{ backend: number; code: string }> = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const pinned = req.headers['x-test-backend'];
      const forward = (backend: number, attempt: number) => {
        const headers: http.OutgoingHttpHeaders = {
          ...req.headers,
          connection: 'close',
          'content-length': String(body.length),
        };
        delete headers['x-test-backend'];
        const up = http.request(
          { host: '127.0.0.1', port: ports[backend], method: req.method, path: req.url, headers, agent: false },
          (answer) => {
            served.push({ backend, method: req.method!, url: req.url!, status: answer.statusCode! });
            res.writeHead(answer.statusCode!, answer.headers);
            answer.pipe(res);
          },
        );
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (res.headersSent) return void res.destroy();
          const code = err.code ?? 'ERROR';
          const retry =
            pinned === undefined &&
            attempt < ports.length &&
            (code === 'ECONNREFUSED' || (req.method === 'GET' && code === 'ECONNRESET'));
          if (retry) {
            retried.push({ backend, code });
            return forward((backend + 1) % ports.length, attempt + 1);
          }
          failed.push({ backend, method: req.method!, url: req.url!, code });
          res
            .writeHead(502, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 'BAD_GATEWAY', detail: code }));
        });
        up.end(body);
      };
      forward(pinned !== undefined ? Number(pinned) : next++ % ports.length, 1);
    });
  });
  return {
    served,
    failed,
    retried,
    listen: (port: number) => new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r())),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A PgBouncer in transaction pooling in front of TEST_DATABASE_URL's server, from a temporary ini and userlist. */
function pgbouncerConfig(port: number) {
  const pg = new URL(process.env.TEST_DATABASE_URL!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bdr-pgbouncer-'));
  chmodSync(dir, 0o755);
  writeFileSync(
    path.join(dir, 'userlist.txt'),
    `"${decodeURIComponent(pg.username || 'postgres')}" "${decodeURIComponent(pg.password)}"\n`,
    { mode: 0o644 },
  );
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${pg.hostname} port=${pg.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // the test's PostgreSQL trusts the loopback; a password in the URL is passed on from the userlist
      `auth_type = ${pg.password ? 'plain' : 'trust'}`,
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 20',
      'ignore_startup_parameters = extra_float_digits',
      'log_connections = 0',
      'log_disconnections = 0',
      'log_stats = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  return { dir, ini };
}

for (const via of ROUTES) {
  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    `two server processes and a worker behind a round-robin proxy on postgres (${via})`,
    () => {
      let t: TestApp;
      let appDatabaseUrl = '';
      let bouncerDir: string | undefined;
      const ports: number[] = [];
      const children = childProcesses(() => ({
        DATABASE_URL: appDatabaseUrl,
        // PgBouncer 1.18 in transaction pooling does not track prepared statements: the documented setting
        DATABASE_PREPARED_STATEMENTS: via === 'pgbouncer' ? 'false' : 'true',
        DATABASE_POOL_SIZE: '8',
        CAPTCHA_PROVIDER: 'altcha',
        ALTCHA_MAX_NUMBER: '1000',
        LOGIN_RATE_LIMIT: '6',
        TRUST_PROXY: 'loopback',
        SEED_ON_START: 'false',
        WEB_DIST: '/nonexistent',
        SHUTDOWN_TIMEOUT_MS: '60000',
        PUBLICATION_BATCH_SIZE: '10',
        PUBLICATION_BATCH_DELAY_MS: '50',
      }));
      let servers: ReturnType<typeof children.start>[] = [];
      let proxy: ReturnType<typeof roundRobinProxy>;
      let base = '';

      beforeAll(async () => {
        t = await createTestApp('postgres', {}, { outlets: 280 });
        ignoreDropOfTestDatabase(t.database);
        appDatabaseUrl = t.databaseUrl!;
        if (via === 'pgbouncer') {
          if (!existsSync(PGBOUNCER))
            throw new Error(
              `CI=true: ${PGBOUNCER} is missing (apt-get install pgbouncer); the multi-instance test must also run through PgBouncer`,
            );
          const port = await freePort();
          const { dir, ini } = pgbouncerConfig(port);
          bouncerDir = dir;
          // PgBouncer refuses to run as root: as root (CI) it drops to nobody
          children.spawn(PGBOUNCER, [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), ini]);
          await until(
            'pgbouncer to listen',
            () => accepts(port),
            (ok) => ok,
          );
          const u = new URL(t.databaseUrl!);
          u.port = String(port);
          u.hostname = '127.0.0.1';
          appDatabaseUrl = u.toString();
        }
        ports.push(await freePort(), await freePort());
        servers = ports.map((port) =>
          children.start('apps/server/src/main.ts', { PORT: String(port), HOST: '127.0.0.1' }),
        );
        children.start('apps/server/src/worker.ts');
        for (const port of ports)
          await until(
            `the server on ${port} to be ready`,
            async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status,
            (s) => s === 200,
            240_000,
          );
        proxy = roundRobinProxy(ports);
        const proxyPort = await freePort();
        await proxy.listen(proxyPort);
        base = `http://127.0.0.1:${proxyPort}`;
      }, 300_000);

      afterAll(async () => {
        await proxy?.close();
        await children.killAll();
        await t?.close();
        if (bouncerDir) rmSync(bouncerDir, { recursive: true, force: true });
      }, 120_000);

      /** A request through the proxy: `backend` pins it, `ip` is the client's address as the proxy forwards it. */
      const call = async (
        method: string,
        url: string,
        o: { token?: string; body?: object; backend?: number; ip?: string } = {},
      ) => {
        const headers: Record<string, string> = { 'x-forwarded-for': o.ip ?? '10.77.0.200' };
        if (o.body) headers['content-type'] = 'application/json';
        if (o.token) headers.authorization = `Bearer ${o.token}`;
        if (o.backend !== undefined) headers['x-test-backend'] = String(o.backend);
        const res = await fetch(`${base}${url}`, {
          method,
          headers,
          body: o.body ? JSON.stringify(o.body) : undefined,
        });
        const text = await res.text();
        return { status: res.status, body: text, json: () => JSON.parse(text) };
      };
      const login = (gCaptchaToken: string, backend: number, ip: string) =>
        call('POST', '/api/v1/login', {
          body: { username: 'admin', password: DEMO_PASSWORD, gCaptchaToken },
          backend,
          ip,
        });
      const solved = async (backend: number, ip: string) => {
        const ch = (await call('GET', '/api/v1/captcha/challenge', { backend, ip })).json();
        const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
        return Buffer.from(
          JSON.stringify({
            algorithm: ch.algorithm,
            challenge: ch.challenge,
            number: solution!.number,
            salt: ch.salt,
            signature: ch.signature,
          }),
        ).toString('base64');
      };

      it('the login limit holds in total: LOGIN_RATE_LIMIT attempts across both instances, then 429 on either', async () => {
        const ip = '10.77.0.1';
        for (let i = 0; i < 6; i++) {
          const res = await login('', i % 2, ip);
          expect(res.status, res.body).toBe(400);
          expect(res.json().code).toBe('CAPTCHA_INVALID');
        }
        for (const backend of [0, 1]) {
          const res = await login('', backend, ip);
          expect(res.status, res.body).toBe(429);
          expect(res.json().code).toBe('TOO_MANY_REQUESTS');
        }
        const counted = proxy.served.filter((s) => s.url === '/api/v1/login');
        expect(new Set(counted.slice(0, 6).map((s) => s.backend))).toEqual(new Set([0, 1]));
      }, 120_000);

      let session = '';
      it('a captcha solution accepted by one instance is refused by the other', async () => {
        const ip = '10.77.0.2';
        const payload = await solved(1, ip);
        const first = await login(payload, 0, ip);
        expect(first.status, first.body).toBe(200);
        session = first.json().accessToken;
        const replay = await login(payload, 1, ip);
        expect(replay.status, replay.body).toBe(400);
        expect(replay.json().code).toBe('CAPTCHA_INVALID');
      }, 120_000);

      it('logout on one instance: the other answers 401 at the next request', async () => {
        expect(session).not.toBe('');
        expect((await call('GET', '/api/v1/amministratori/me', { token: session, backend: 1 })).status).toBe(200);
        expect((await call('DELETE', '/api/v1/logout-user', { token: session, backend: 0 })).status).toBe(204);
        const after = await call('GET', '/api/v1/amministratori/me', { token: session, backend: 1 });
        expect(after.status, after.body).toBe(401);
      }, 120_000);

      const outletsAndSystem = async (min: number, count: number, offset = 0) => {
        const db = t.database.db;
        const [row] = await db
          .select({ s: systems })
          .from(systems)
          .innerJoin(contests, eq(contests.id, systems.contestId))
          .where(
            and(
              eq(systems.game, 'superenalotto'),
              eq(systems.status, 'ASSOCIATA'),
              sql`${contests.closesAt} > now()`,
              sql`${systems.quotesAvailable} >= ${min}`,
            ),
          )
          .orderBy(sql`${systems.quotesAvailable} desc, ${systems.id}`)
          .limit(1);
        if (!row) throw new Error('no published system with enough quote in the seed');
        const outlets = await db
          .select()
          .from(users)
          .where(
            and(
              eq(users.role, 'ricevitore'),
              eq(users.enabled, true),
              eq(users.active, true),
              eq(users.blocked, false),
              eq(users.forcePasswordChange, false),
            ),
          )
          .orderBy(users.id)
          .limit(count)
          .offset(offset);
        expect(outlets).toHaveLength(count);
        const tokens = await Promise.all(outlets.map(async (u) => (await t.app.tokens.open(db, u, {})).accessToken));
        return { system: row.s, outlets, tokens };
      };

      it('200 outlets request quote of one system through both instances: never oversold, every refusal in Italian', async () => {
        const { system: s, outlets, tokens } = await outletsAndSystem(10, 200);
        const asked = outlets.map((_, i) => 1 + (i % 3));
        const before = proxy.served.length;
        const results = await Promise.all(
          tokens.map((token, i) =>
            call('POST', `/api/v1/ricevitore/systems/${s.id}/quotes`, { token, body: { quantity: asked[i] } }),
          ),
        );
        expect(new Set(proxy.served.slice(before).map((x) => x.backend))).toEqual(new Set([0, 1]));
        const ok = results.map((r, i) => ({ r, i })).filter((x) => x.r.status === 200);
        const refused = results.map((r, i) => ({ r, i })).filter((x) => x.r.status !== 200);
        expect(ok.length).toBeGreaterThan(0);
        for (const { r } of refused) {
          expect(r.status, r.body).toBe(422);
          expect(r.json()).toMatchObject({ code: 'QUOTE_NOT_AVAILABLE', message: ERRORS.QUOTE_NOT_AVAILABLE });
        }
        const db = t.database.db;
        const [row] = await db.select().from(systems).where(eq(systems.id, s.id));
        const held = await db.select().from(systemQuotes).where(eq(systemQuotes.systemId, s.id));
        const granted = ok.reduce((sum, x) => sum + asked[x.i], 0);
        expect(row.quotesAssigned).toBe(s.quotesAssigned + granted);
        expect(held.reduce((sum, h) => sum + h.quantity, 0)).toBe(row.quotesAssigned);
        expect(row.quotesAssigned).toBeLessThanOrEqual(row.quotesTotal);
        expect(row.quotesAssigned + row.quotesAvailable!).toBe(row.quotesTotal);
      }, 240_000);

      it('SIGTERM to one instance under load: every request it accepted is answered, none fails; the publication job is processed once, to the end', async () => {
        const admin = await t.tokenFor('admin');
        // the job is submitted through the proxy (an instance queues it in pg-boss); the servers and the worker compete for it
        const viaProxy = {
          ...t,
          inject: async (o: { method: string; url: string; token?: string; payload?: object }) => {
            const r = await call(o.method, o.url, { token: o.token, body: o.payload });
            return { statusCode: r.status, body: r.body, json: r.json };
          },
        } as unknown as TestApp;
        const { code, jobId, row } = await submitLongJob(viaProxy, admin, {
          name: 'Più istanze',
          description: 'Arresto di una istanza sotto carico',
          tag: 'istanze',
        });
        await until('the job to start', row, (j) => j.processed >= 10);

        // requests the first instance has surely accepted: quote requests waiting on a lock this test holds on the system
        const { system: s, tokens } = await outletsAndSystem(4, 4, 200);
        const { default: pg } = await import('pg');
        const locker = new pg.Client({ connectionString: t.databaseUrl });
        await locker.connect();
        await locker.query('begin');
        await locker.query('select id from systems where id = $1 for update', [s.id]);
        const inFlight = tokens.map((token) =>
          call('POST', `/api/v1/ricevitore/systems/${s.id}/quotes`, { token, body: { quantity: 1 }, backend: 0 }),
        );
        await until(
          'the four requests to wait on the lock',
          async () =>
            (
              await locker.query(
                `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and pid <> pg_backend_pid()`,
              )
            ).rows[0].n as number,
          (n) => n >= 4,
        );

        // load through the round robin, before, during and after the stop
        let loading = true;
        const load: number[] = [];
        const loops = Array.from({ length: 4 }, async () => {
          while (loading) load.push((await call('GET', '/api/v1/amministratori/me', { token: admin })).status);
        });
        await until(
          'some load on both instances',
          async () => load.length,
          (n) => n >= 20,
        );

        servers[0].kill('SIGTERM');
        await until(
          'the first instance to stop accepting',
          () => accepts(ports[0]),
          (ok) => !ok,
        );
        await locker.query('rollback');
        await locker.end();
        const answered = await Promise.all(inFlight);
        for (const r of answered) expect(r.status, r.body).toBe(200);
        await exited(servers[0]);
        expect(servers[0].exitCode).toBe(0);
        const atExit = load.length;
        await until(
          'load served by the other instance',
          async () => load.length,
          (n) => n >= atExit + 20,
        );
        loading = false;
        await Promise.all(loops);
        expect(proxy.failed).toEqual([]);
        expect(load.filter((status) => status !== 200)).toEqual([]);

        // the job finishes on the other side, each row once
        const done = await until('the job to finish', row, (j) => j.status !== 'IN_CORSO', 240_000);
        expect(done).toMatchObject({ status: 'COMPLETATO', itemCount: 300, processed: 300, published: 300, failed: 0 });
        const q = async <R>(text: ReturnType<typeof sql>) =>
          ((await t.database.db.execute(text)) as unknown as { rows: R[] }).rows;
        const twice = await q(
          sql`select source_system_id, contest_id from systems where publication_job_id = ${jobId} group by 1, 2 having count(*) > 1`,
        );
        expect(twice).toEqual([]);
        const [{ total }] = await q<{ total: number }>(
          sql`select coalesce(sum((after->>'published')::int), 0)::int as total from audit_log where action = 'publish_batch' and entity_id = ${code}`,
        );
        expect(total).toBe(300);
      }, 360_000);
    },
  );
}
