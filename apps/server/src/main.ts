import cluster from 'node:cluster';
import { loadConfigOrExit, type AppConfig } from './config';
import { openDatabase, withStartupLock } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './demo/seed';
import { startJobs } from './jobs/boss';
import { listenMetrics } from './plugins/metrics';
import { publicationWorkerOptions } from './worker-options';

/** One server process: the API, the web app and (unless RUN_WORKERS=false) the background workers. */
async function serve(config: AppConfig) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  // instances (or WEB_CONCURRENCY processes) starting together on an empty database: one seeds, the others find it done
  if (config.seedOnStart)
    await withStartupLock(database, () =>
      seedIfEmpty(database.db, { outlets: config.seedOutlets, log: (m) => console.log(m) }),
    );
  const app = await buildApp({ config, database });
  // background work (contest calendar, closing contests, publication) in this process, in the same database;
  // with RUN_WORKERS=false only the queue starts and `npm run worker` processes do the work (PostgreSQL only)
  const jobs = await startJobs(database, app.log, {
    workers: config.runWorkers,
    publication: publicationWorkerOptions(config, database, app.log),
  });
  app.jobQueue.attach(jobs.boss);
  app.metrics.gauge('bacheca_job_queue_depth', 'Jobs waiting or running, by queue (pg-boss)', ['queue'], async () => {
    const queues = await jobs.boss.getQueues();
    return Promise.all(
      queues.map(async (q) => ({ labels: { queue: q.name }, value: await jobs.boss.getQueueSize(q.name) })),
    );
  });
  const metricsListener = config.metrics.port
    ? await listenMetrics(app.metrics, config.metrics.port, config.metrics.host)
    : undefined;

  // Graceful shutdown (docs/operations.md): not ready at once, no new connections, the requests in flight and the
  // running publication batch get SHUTDOWN_TIMEOUT_MS, then the pool closes and the process exits 0.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // pg-boss may still send a query (a job's fail or complete) after its stop resolved and the pool ended: during
    // the shutdown that rejection is logged, not a crash with exit 1 (seen in shutdown.test.ts on a busy machine)
    process.on('unhandledRejection', (err) =>
      console.error('arresto: operazione interrotta dalla chiusura', String(err)),
    );
    app.lifecycle.stopping = true;
    const timeoutMs = config.shutdownTimeoutMs;
    app.log.info({ signal, timeoutMs }, 'arresto in corso: nessuna nuova connessione, attesa delle richieste in corso');
    // never hang: whatever still holds the process after the bounded waits (and a margin) ends it
    setTimeout(() => {
      console.error('arresto: tempo scaduto, uscita forzata');
      process.exit(1);
    }, timeoutMs + 10_000).unref();
    const http = (async () => {
      const force = setTimeout(() => {
        app.log.warn({ timeoutMs }, 'arresto: richieste ancora in corso chiuse allo scadere del tempo');
        app.server.closeAllConnections();
      }, timeoutMs);
      // a kept-alive connection whose request finishes after the close began becomes idle later: close those too
      const idle = setInterval(() => app.server.closeIdleConnections(), 200);
      await app.close();
      clearTimeout(force);
      clearInterval(idle);
    })();
    await Promise.all([http, jobs.stop(timeoutMs)]);
    await metricsListener?.close();
    await database.close();
    app.log.info({ signal }, 'arresto completato');
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const processes =
      config.webConcurrency > 1 ? `\n  Processi del server: ${config.webConcurrency} (WEB_CONCURRENCY)` : '';
    const metricsLine = config.metrics.port
      ? `\n  Metriche (Prometheus): http://${config.metrics.host}:${config.metrics.port}/metrics`
      : '';
    console.log(
      `\n  Bacheca dei Ricevitori è pronta su ${config.publicUrl}\n  Database: ${where}${processes}\n  Documentazione API: ${config.publicUrl}/api/docs${metricsLine}\n`,
    );
  }
}

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only, config.ts refuses PGlite): this process only supervises that many server
 * processes sharing one port (node:cluster), restarts one that dies, and on SIGTERM/SIGINT passes the signal on and
 * exits once they all have (each shuts down gracefully on its own). Metrics: one listener per process cannot share
 * METRICS_PORT, so each process's is METRICS_PORT + its index (0, 1, …).
 */
function supervise(config: AppConfig) {
  let stopping = false;
  let failed = false;
  const live = new Set<ReturnType<typeof cluster.fork>>();
  const fork = (index: number) => {
    const worker = cluster.fork({ BACHECA_PROCESS_INDEX: String(index) });
    live.add(worker);
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (code !== 0) failed = true;
        if (live.size === 0) process.exit(failed ? 1 : 0);
        return;
      }
      console.error(`processo del server ${worker.process.pid} terminato (${signal ?? code}): riavvio`);
      setTimeout(() => fork(index), 1000).unref();
    });
  };
  for (let i = 0; i < config.webConcurrency; i++) fork(i);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (!live.size) process.exit(0);
    for (const w of live) w.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function main() {
  const config = loadConfigOrExit();
  if (config.webConcurrency > 1 && cluster.isPrimary) return supervise(config);
  const index = Number(process.env.BACHECA_PROCESS_INDEX ?? 0);
  if (cluster.isWorker && config.metrics.port) config.metrics.port += index;
  serve(config).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

main();
