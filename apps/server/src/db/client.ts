import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for infrastructure (job queue, health checks); the caller names the row shape it selected. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  /** Connections for the metrics: PostgreSQL's pool; PGlite is one embedded session (total 1, never waiting). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /** PostgreSQL: a connection of its own held by the caller (the start-up lock's transaction); release it when done. */
  lockClient?: () => Promise<{ query(text: string, values?: unknown[]): Promise<unknown>; release(): void }>;
}

/** The advisory lock key of start-up work (migrations, the demo seed): any constant of our own. */
export const STARTUP_LOCK_KEY = 727_2025_25;

/**
 * Run `fn` while holding PostgreSQL's advisory lock STARTUP_LOCK_KEY on a connection of its own, so several
 * instances (or WEB_CONCURRENCY processes) starting together take turns. The lock is a transaction lock
 * (pg_advisory_xact_lock) in a transaction that the lock connection keeps open while `fn` runs: behind PgBouncer in
 * transaction pooling an open transaction keeps its server connection, and the commit releases the lock on that
 * same connection (a session lock would stay behind on a pooled server connection, or be "unlocked" on another).
 * PGlite is one process's database: no lock.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres' || !database.lockClient) return fn();
  const client = await database.lockClient();
  try {
    await client.query('begin');
    try {
      await client.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
      const result = await fn();
      await client.query('commit');
      return result;
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    }
  } finally {
    client.release();
  }
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Open the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory). Migrations are applied before returning.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  migrate?: boolean;
  poolSize?: number;
}): Promise<Database> {
  let database: Database;
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // timestamps come back as Date; bigint counts as numbers
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // an idle client dropped by the server (restart, database dropped) must not crash the process
    pool.on('error', (err) => console.error('PostgreSQL pool: idle client error', err.message));
    const driverDb = drizzle(pool, { schema });
    // the services see the driver-neutral PgDatabase; the migrator wants the driver's own type
    const db = driverDb as unknown as Db;
    database = {
      db,
      kind: 'postgres',
      query: async <Row>(text: string, values?: unknown[]) => ({
        rows: (await pool.query(text, values)).rows as Row[],
      }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
      // a connection outside the pool: the migrator's own queries still find a free pooled one (a pool of 1 too)
      lockClient: async () => {
        const client = new pg.Client({ connectionString: opts.databaseUrl });
        client.on('error', () => {});
        await client.connect();
        return {
          query: (text: string, values?: unknown[]) => client.query(text, values),
          release: () => void client.end().catch(() => {}),
        };
      },
    };
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // instances starting together: one migrates, the others wait for it and then find nothing to do
      await withStartupLock(database, () => migrate(driverDb, { migrationsFolder }));
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const dir = opts.dataDir ?? 'memory://';
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir);
    const driverDb = drizzle(client, { schema });
    const db = driverDb as unknown as Db;
    database = {
      db,
      kind: 'pglite',
      query: async <Row>(text: string, values?: unknown[]) => {
        // exec runs multi-statement scripts (pg-boss sends them) but takes no parameters
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Row[] };
        }
        return { rows: (await client.query<Row>(text, values)).rows };
      },
      poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
      close: () => client.close(),
    };
    if (opts.migrate !== false) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(driverDb, { migrationsFolder });
    }
  }
  return database;
}
