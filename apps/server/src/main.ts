import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './db/seed';
import { startJobs } from './jobs/boss';
import { listenMetrics } from './plugins/metrics';
import { publicationWorkerOptions } from './worker-options';

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seedOnStart) await seedIfEmpty(database.db, { outlets: config.seedOutlets, log: (m) => console.log(m) });
  const app = await buildApp({ config, database });
  // background work (contest calendar, closing contests, publication) in this process, in the same database;
  // with RUN_WORKERS=false only the queue starts and `npm run worker` processes do the work (PostgreSQL only)
  const jobs = await startJobs(database, app.log, { workers: config.runWorkers, publication: publicationWorkerOptions(config, database, app.log) });
  app.jobQueue.attach(jobs.boss);
  app.metrics.gauge('bacheca_job_queue_depth', 'Jobs waiting or running, by queue (pg-boss)', ['queue'], async () => {
    const queues = await jobs.boss.getQueues();
    return Promise.all(queues.map(async (q) => ({ labels: { queue: q.name }, value: await jobs.boss.getQueueSize(q.name) })));
  });
  const metricsListener = config.metrics.port ? await listenMetrics(app.metrics, config.metrics.port, config.metrics.host) : undefined;
  const close = async () => {
    await metricsListener?.close();
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const metricsLine = config.metrics.port ? `\n  Metriche (Prometheus): http://${config.metrics.host}:${config.metrics.port}/metrics` : '';
  console.log(`\n  Bacheca dei Ricevitori è pronta su ${config.publicUrl}\n  Database: ${where}\n  Documentazione API: ${config.publicUrl}/api/docs${metricsLine}\n`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
