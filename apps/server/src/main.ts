import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './db/seed';
import { startJobs } from './jobs/boss';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedOnStart) await seedIfEmpty(database.db, { outlets: config.seedOutlets, log: (m) => console.log(m) });
  const app = await buildApp({ config, database });
  // background work (contest calendar, closing contests) in this process, in the same database
  const jobs = await startJobs(database, app.log);
  const close = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\n  Bacheca dei Ricevitori è pronta su ${config.publicUrl}\n  Database: ${where}\n  Documentazione API: ${config.publicUrl}/api/docs\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
