/**
 * N instances behave as one: two apps built on one database share the login rate limit and the
 * captcha's used solutions, because both live in the database; concurrent migrations take turns on an advisory lock.
 * It keeps the demo seed on purpose: the instances start as a deployed demo does, its users logging in with the demo
 * password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { openDatabase, STARTUP_LOCK_KEY, type Database } from '../db/client';
import { seedIfEmpty, DEMO_PASSWORD } from '../demo/seed';
import { purgeLoginState } from '../jobs/maintenance';
import { freshDatabase, testDatabases } from './harness';

describe.each(testDatabases())('two instances on one database on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase(kind));
    await seedIfEmpty(database.db, { outlets: 5 });
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_MAX_NUMBER: '2000',
      LOGIN_RATE_LIMIT: '4',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    });
    a = await buildApp({ config, database, logger: false });
    b = await buildApp({ config, database, logger: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  const login = (app: FastifyInstance, gCaptchaToken: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/login',
      remoteAddress: ip,
      payload: { username: 'admin', password: DEMO_PASSWORD, gCaptchaToken },
    });

  it('a captcha solution accepted by one instance is refused by the other', async () => {
    const ch = (await a.inject({ method: 'GET', url: '/api/v1/captcha/challenge', remoteAddress: '10.0.0.9' })).json();
    const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
    const payload = Buffer.from(
      JSON.stringify({
        algorithm: ch.algorithm,
        challenge: ch.challenge,
        number: solution!.number,
        salt: ch.salt,
        signature: ch.signature,
      }),
    ).toString('base64');
    expect((await login(a, payload, '10.0.0.9')).statusCode).toBe(200);
    const replay = await login(b, payload, '10.0.0.9');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
    // kept until its challenge expires: the purge leaves it
    await purgeLoginState(database);
    expect((await login(a, payload, '10.0.0.9')).json().code).toBe('CAPTCHA_INVALID');
  });

  it('the login rate limit counts the requests of both instances together', async () => {
    // LOGIN_RATE_LIMIT=4 per address: 2 + 2 across the instances pass (refused for the captcha), the 5th is 429 on either
    for (const app of [a, b, a, b]) expect((await login(app, '', '10.0.0.1')).statusCode).not.toBe(429);
    const fifth = await login(b, '', '10.0.0.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await login(a, '', '10.0.0.1')).statusCode).toBe(429);
    // another address has its own counter
    expect((await login(a, '', '10.0.0.2')).statusCode).not.toBe(429);
    // and each route its own: the challenge is still served to the limited address
    expect(
      (await b.inject({ method: 'GET', url: '/api/v1/captcha/challenge', remoteAddress: '10.0.0.1' })).statusCode,
    ).toBe(200);
  });

  it('the purge removes counters of past windows and expired solutions only', async () => {
    await database.query(
      `insert into rate_limit_counters (key, window_start, hits) values ('old', now() - interval '2 hours', 3)`,
    );
    await database.query(
      `insert into captcha_solutions (signature, expires_at) values ('expired', now() - interval '1 minute')`,
    );
    const gone = await purgeLoginState(database);
    expect(gone).toEqual({ captchaSolutions: 1, rateLimitCounters: 1 });
    const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from rate_limit_counters`);
    expect(Number(rows[0].n)).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations at start on postgres', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `bdr_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let admin: Database;
  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: base, migrate: false, poolSize: 2 });
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('two instances migrating together take turns on the advisory lock, with no error', async () => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    // hold the start-up lock: both openings must wait on it (seen in pg_locks), not migrate beside each other
    const holder = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 1 });
    const lock = await holder.lockClient!();
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    const opening = [openDatabase({ databaseUrl: url.toString() }), openDatabase({ databaseUrl: url.toString() })];
    const waiting = async () =>
      Number(
        (
          await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = $1`,
            [STARTUP_LOCK_KEY],
          )
        ).rows[0].n,
      );
    const end = Date.now() + 60_000;
    while ((await waiting()) < 2) {
      if (Date.now() > end) throw new Error('the two openings never waited on the lock');
      await new Promise((r) => setTimeout(r, 25));
    }
    // nothing migrated while the lock was held
    expect(
      (await holder.query<{ n: number }>(`select count(*)::int as n from pg_tables where tablename = 'users'`)).rows[0]
        .n,
    ).toBe(0);
    await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    lock.release();
    const opened = await Promise.all(opening);
    const { rows } = await holder.query<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = (await import('../db/migrations/meta/_journal.json', { with: { type: 'json' } })).default as {
      entries: unknown[];
    };
    expect(Number(rows[0].n)).toBe(journal.entries.length);
    for (const d of opened) await d.close();
    await holder.close();
  }, 120_000);
});
