/** What the HTTP benchmarks share: the real app on a random port with an admin token, and a throwaway PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { buildApp } from '../../apps/server/src/app';

/** The app as it runs, on a random port of 127.0.0.1, with the headers of a logged-in admin. */
export async function startApp(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'off',
    LOG_LEVEL: 'silent',
    TOKEN_TTL_SECONDS: '3600',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
  const { accessToken } = await app.tokens.open(database.db, admin, {});
  return { app, port, headers: { authorization: `Bearer ${accessToken}` } };
}

/**
 * Run `bench` on a database created for it on the server of `baseUrl` and dropped afterwards. Dropping it ends the
 * pool's last idle connections from the server side (57P01): not an error here.
 */
export async function onThrowawayPostgres<T>(
  baseUrl: string,
  bench: (database: Database, url: string) => Promise<T>,
): Promise<T> {
  process.on('uncaughtException', (e: Error & { code?: string }) => {
    if (e.code === '57P01') return;
    console.error(e);
    process.exit(1);
  });
  const name = `bdr_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const adminDb = await openDatabase({ databaseUrl: baseUrl, migrate: false, poolSize: 1 });
  await adminDb.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  try {
    return await bench(database, url.toString());
  } finally {
    await database.close();
    await new Promise((r) => setTimeout(r, 300));
    await adminDb.query(`drop database if exists ${name} with (force)`);
    await adminDb.close();
  }
}
