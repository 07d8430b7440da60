/**
 * `npm run worker`: the background workers (publication, contest calendar, maintenance) as a separate process, for
 * scaling out on PostgreSQL (DATABASE_URL): start the server with RUN_WORKERS=false and one or more of these.
 * PGlite is one process's embedded database, so there the workers always run inside the server.
 */
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { startJobs } from './jobs/boss';
import { publicationWorkerOptions } from './worker-options';

async function main() {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error('npm run worker richiede DATABASE_URL (PostgreSQL): con PGlite i worker girano nel server.');
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const log = {
    info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
    error: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'error', msg, ...obj, err: String((obj as { err?: unknown }).err ?? '') })),
  };
  const jobs = await startJobs(database, log, { publication: publicationWorkerOptions(config, database, log) });
  log.info({ pid: process.pid }, 'worker avviato');
  const close = async () => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
