import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ERRORS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { makeCalendar, makeStaff } from '../test/factories';
import { isConnectionError } from '../lib/errors';

/** An error as node-postgres gives it when the server ends the backend under a statement. */
function terminated(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    severity: 'FATAL',
  });
}

describe('isConnectionError', () => {
  it('recognises lost and refused connections, directly or as a cause, and nothing else', () => {
    for (const code of [
      '08000',
      '08003',
      '08006',
      '08P01',
      '57P01',
      '57P02',
      '57P03',
      'ECONNRESET',
      'ECONNREFUSED',
      'EPIPE',
    ]) {
      expect(isConnectionError(Object.assign(new Error('x'), { code })), code).toBe(true);
      expect(
        isConnectionError(new Error('Failed query', { cause: Object.assign(new Error('x'), { code }) })),
        `${code} as cause`,
      ).toBe(true);
    }
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionError(
        new Error('Failed query', { cause: new Error('Connection terminated due to connection timeout') }),
      ),
    ).toBe(true);
    for (const code of ['23505', '23503', '40001', '57014', '42P01', undefined]) {
      expect(isConnectionError(Object.assign(new Error('x'), { code })), String(code)).toBe(false);
    }
    expect(isConnectionError(null)).toBe(false);
    expect(isConnectionError('ECONNRESET')).toBe(false);
  });
});

describe.each(testDatabases())('a lost database connection on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  /** The driver's client under drizzle: PGlite, or node-postgres' pool. */
  let client: {
    query: (...args: unknown[]) => Promise<unknown>;
    transaction?: (...args: unknown[]) => Promise<unknown>;
    connect?: (...args: unknown[]) => Promise<unknown>;
  };
  let restore: Array<() => void> = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    // the contests the reads below ask for, and the staff user who asks
    await makeCalendar(t);
    admin = await (await makeStaff(t)).token();
    client = (t.database.db as unknown as { session: { client: typeof client } }).session.client;
  });
  afterEach(() => {
    for (const undo of restore) undo();
    restore = [];
  });
  afterAll(async () => t?.close());

  /** The statements matching `match` fail as a lost connection, the first `times` of them; the count of attempts. */
  function failStatements(match: RegExp, times: number) {
    const seen = { attempts: 0 };
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const q = args[0];
      const text = typeof q === 'string' ? q : ((q as { text?: string }).text ?? '');
      if (match.test(text)) {
        seen.attempts++;
        if (seen.attempts <= times) return Promise.reject(terminated());
      }
      return original.apply(this, args);
    };
    restore.push(() => {
      client.query = original;
    });
    return seen;
  }

  /** Every transaction fails to start as a refused connection (PGlite: transaction; pool: connect); the count of attempts. */
  function failTransactions() {
    const seen = { attempts: 0 };
    const key = kind === 'pglite' ? 'transaction' : 'connect';
    const original = client[key]!;
    client[key] = function (this: unknown, ...args: unknown[]) {
      // the pool's own query checks a client out with a callback: only drizzle's transactions (no callback) fail
      if (kind === 'postgres' && typeof args.at(-1) === 'function') return original.apply(this, args);
      seen.attempts++;
      return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    };
    restore.push(() => {
      client[key] = original;
    });
    return seen;
  }

  const contests = () =>
    t.inject({ method: 'GET', url: '/api/v1/games/superenalotto/contests?when=upcoming&limit=3', token: admin });

  it('retries an idempotent read once and answers it', async () => {
    const before = (await contests()).json();
    const seen = failStatements(/"contests"/, 1);
    const res = await contests();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(before);
    expect(seen.attempts).toBe(2);
  });

  it('answers 503 SERVICE_UNAVAILABLE in Italian when the retry fails too, never 500', async () => {
    const seen = failStatements(/"contests"/, Infinity);
    const res = await contests();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE, fields: {} });
    expect(res.headers['retry-after']).toBe('5');
    expect(seen.attempts).toBe(2);
    const head = await t.inject({
      method: 'HEAD',
      url: '/api/v1/games/superenalotto/contests?when=upcoming&limit=3',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(head.statusCode).toBe(503);
  });

  it('retries the session lookup once, whatever the method', async () => {
    const seen = failStatements(/"sessions"/, 1);
    const res = await contests();
    expect(res.statusCode, res.body).toBe(200);
    expect(seen.attempts).toBe(2);
  });

  it('never repeats a write: 503 after one attempt', async () => {
    const seen = failTransactions();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/games/superenalotto/jobs',
      token: admin,
      payload: { systemIds: [1], contestIds: [1] },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE });
    expect(seen.attempts).toBe(1);
  });

  it.runIf(kind === 'postgres')(
    'survives the server terminating the backend under a read (pg_terminate_backend)',
    async () => {
      // `locker` holds the contests table so that a request's statement waits on it; `watcher` (outside any
      // transaction: pg_stat_activity is read once per transaction) finds that backend and terminates it
      const locker = new pg.Client({ connectionString: t.databaseUrl });
      const watcher = new pg.Client({ connectionString: t.databaseUrl });
      await Promise.all([locker.connect(), watcher.connect()]);
      /** Waits until a backend reads contests blocked on the lock (not one of `exclude`); its pid. */
      const waiting = async (exclude: number[]) => {
        for (;;) {
          const { rows } = await watcher.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%"contests"%' and not (pid = any($1::int[]))`,
            [exclude],
          );
          if (rows.length) return rows[0].pid;
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      const terminate = (pid: number) => watcher.query('select pg_terminate_backend($1)', [pid]);
      try {
        // terminated once: the read is retried on a fresh connection and answered once the lock is released
        await locker.query('begin');
        await locker.query('lock table contests in access exclusive mode');
        const once = contests();
        const first = await waiting([]);
        await terminate(first);
        await waiting([first]);
        await locker.query('commit');
        const res = await once;
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().items.length).toBeGreaterThan(0);

        // terminated twice: 503 in Italian
        await locker.query('begin');
        await locker.query('lock table contests in access exclusive mode');
        const twice = contests();
        const a = await waiting([first]);
        await terminate(a);
        await terminate(await waiting([first, a]));
        await locker.query('commit');
        const res2 = await twice;
        expect(res2.statusCode, res2.body).toBe(503);
        expect(res2.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE, fields: {} });

        // the pool's next connections serve the next requests
        expect((await contests()).statusCode).toBe(200);
      } finally {
        await locker.query('rollback').catch(() => undefined);
        await Promise.all([locker.end(), watcher.end()]);
      }
    },
  );
});
