import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GAME_SLUGS } from '@bacheca/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { seedIfEmpty } from '../demo/seed';
import { seedRoles } from '../db/roles';
import { users } from '../db/schema';

export type DbKind = 'pglite' | 'postgres';

/**
 * The databases every API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Name the suites `… on %s` (`describe.each(testDatabases())`): the PostgreSQL count printed at the end of a run
 * (test/postgres-reporter.ts) recognises them by "on postgres".
 */
export function testDatabases(): DbKind[] {
  // in CI PostgreSQL is required (see postgres-global-setup.ts): never silently run the PGlite half alone
  const ci = process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
  if (ci && !process.env.TEST_DATABASE_URL)
    throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL half of the API suites would vanish');
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the throwaway database's URL (for child processes such as a worker). */
  databaseUrl?: string;
  config: AppConfig;
  /** A live session token for a user, opened directly (no captcha, no password hashing). */
  tokenFor(username: string, impersonator?: string): Promise<string>;
  inject(opts: InjectOptions & { token?: string }): Promise<Awaited<ReturnType<FastifyInstance['inject']>> & object>;
  close(): Promise<void>;
}

/** A fresh database of the given kind, migrated; for PostgreSQL a throwaway database dropped on close. */
export async function freshDatabase(
  kind: DbKind,
  poolSize?: number,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `bdr_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = await openDatabase({ databaseUrl: base, migrate: false, poolSize: 1 });
  await admin.query(`create database ${name}`);
  await admin.close();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const a = await openDatabase({ databaseUrl: base, migrate: false, poolSize: 1 });
      await a.query(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}

export interface TestAppOptions {
  /**
   * `demo` (the default): the demo data of a first start (demo/seed.ts), with `outlets` outlets. `none`: the roles and
   * their permissions only; the test makes what it needs with the factories (test/factories.ts).
   */
  seed?: 'demo' | 'none';
  outlets?: number;
}

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  { seed = 'demo', outlets = 30 }: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop, url: databaseUrl } = await freshDatabase(kind);
  // every game on: the suites exercise each game's routes (the games switch has its own test that turns some off)
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'off',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ENABLED_GAMES: GAME_SLUGS.join(','),
    ...env,
  });
  if (seed === 'demo') await seedIfEmpty(database.db, { outlets });
  else await seedRoles(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const tokenFor = async (username: string, impersonator?: string) => {
    const [u] = await database.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    if (!u) throw new Error(`no user ${username}`);
    let imp;
    if (impersonator) {
      const [s] = await database.db.select().from(users).where(eq(users.username, impersonator));
      imp = { id: s.id, username: s.username };
    }
    const t = await app.tokens.open(database.db, u, { impersonator: imp });
    return t.accessToken;
  };
  return {
    app,
    database,
    databaseUrl,
    config,
    tokenFor,
    inject: ({ token, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
