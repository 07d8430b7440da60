import { afterAll, beforeAll } from 'vitest';
import { freshDatabase } from './harness';
import { ignoreDropOfTestDatabase } from './drop-guard';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { seedIfEmpty } from '../demo/seed';

/**
 * The real app on a fresh, seeded PostgreSQL database with a 20-connection pool, for the races of the money path
 * (quote requests at once, a withdrawal against requests). Call it inside a `describe`: it registers that block's
 * setup and teardown and hands back a holder filled in before the first test.
 */
export function racingPostgresApp(outlets: number) {
  const it = {} as { fresh: Awaited<ReturnType<typeof freshDatabase>>; app: Awaited<ReturnType<typeof buildApp>> };
  beforeAll(async () => {
    it.fresh = await freshDatabase('postgres', 20);
    ignoreDropOfTestDatabase(it.fresh.database);
    await seedIfEmpty(it.fresh.database.db, { outlets });
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    });
    it.app = await buildApp({ config, database: it.fresh.database, logger: false });
    await it.app.ready();
  }, 120_000);
  afterAll(async () => {
    await it.app?.close();
    await it.fresh?.drop();
  });
  return it;
}
