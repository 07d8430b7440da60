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
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize });
  const log = {
    info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', msg, ...obj })),
    error: (obj: object, msg?: string) =>
      console.error(JSON.stringify({ level: 'error', msg, ...obj, err: String((obj as { err?: unknown }).err ?? '') })),
  };
  const jobs = await startJobs(database, log, { publication: publicationWorkerOptions(config, database, log) });
  log.info({ pid: process.pid }, 'worker avviato');
  // SIGTERM: no new jobs; the running publication batch commits and the job's rest stays pending for another worker
  // (or the next start); other handlers get SHUTDOWN_TIMEOUT_MS; then the pool closes and the process exits 0
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // pg-boss may still send a query (a job's fail or complete) after its stop resolved and the pool ended: during
    // the shutdown that rejection is logged, not a crash with exit 1 (seen in shutdown.test.ts on a busy machine)
    process.on('unhandledRejection', (err) =>
      console.error('arresto: operazione interrotta dalla chiusura', String(err)),
    );
    log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'arresto del worker in corso');
    setTimeout(() => {
      console.error('arresto: tempo scaduto, uscita forzata');
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000).unref();
    await jobs.stop(config.shutdownTimeoutMs);
    await database.close();
    log.info({ signal }, 'arresto del worker completato');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
