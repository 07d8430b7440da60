/**
 * Load benchmark of the list endpoints (issue 4): `npm run lists -w @bacheca/bench`.
 *
 * Seeds 30.000 outlets into a fresh PGlite (and into a throwaway PostgreSQL database when BENCH_DATABASE_URL is
 * set, e.g. postgres://postgres@127.0.0.1:5432/postgres), starts the real app on a random port and, beside it, a
 * bare Fastify route running the very same SQL (no auth, no validation of the response, no mapping) as a
 * reference. Each case is driven with autocannon for BENCH_SECONDS (default 3) with BENCH_CONNECTIONS (default 8)
 * and prints requests per second and latency percentiles.
 *
 * Environment: BENCH_OUTLETS (default 30000), BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL, BENCH_ONLY
 * (a substring of the case names to run).
 */
import { drive, type Figures } from '../lib/load';
import { onThrowawayPostgres, startApp } from '../lib/server';
import Fastify from 'fastify';
import { adminListQuery, ricevitoreFilterQuery, ricevitoreListQuery } from '@bacheca/domain';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { ricevitoreActiveCountQuery, ricevitoreCountQuery, ricevitorePageQuery } from '../../apps/server/src/modules/ricevitori/queries';
import { adminCountQuery, adminPage } from '../../apps/server/src/modules/amministratori/queries';

const OUTLETS = Number(process.env.BENCH_OUTLETS ?? 30_000);
const ONLY = process.env.BENCH_ONLY;

/** The cases: the same path and query on the app (/api/v1/…) and on the bare reference (/bare/…). */
const CASES: Array<{ name: string; path: string }> = [
  { name: 'ricevitori, prima pagina', path: 'ricevitori?page=1&pageSize=25' },
  { name: 'ricevitori, provincia + abilitate, per denominazione', path: 'ricevitori?province=RM&enabled=true&sort=denomination' },
  { name: 'ricevitori, ricerca libera q', path: 'ricevitori?q=tabaccheria%20ross' },
  { name: 'ricevitori, prefisso IVR, ultimo accesso desc', path: 'ricevitori?ivrCode=1012&sort=-lastAccess' },
  { name: 'ricevitori, regione + SIP + ultimo accesso da, 100 righe', path: 'ricevitori?region=Lombardia&sip=true&lastAccessFrom=2020-01-01&sort=-lastAccess&pageSize=100' },
  { name: 'ricevitori, denominazione (parole per prefisso)', path: 'ricevitori?denomination=centrale' },
  { name: 'ricevitori, pagina 1000', path: 'ricevitori?page=1000&pageSize=25' },
  { name: 'ricevitori/active-count', path: 'ricevitori/active-count' },
  { name: 'amministratori, ultimo accesso desc', path: 'amministratori?sort=-lastAccess' },
];




/** The reference: the same statements the app runs, straight on the driver, without auth or mapping. */
async function bareServer(database: Database) {
  const bare = Fastify({ logger: false });
  const run = async (q: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = q.toSQL();
    return (await database.query(sql, params)).rows;
  };
  bare.get('/bare/ricevitori', async (req) => {
    const q = ricevitoreListQuery.parse(req.query);
    const [items, [count]] = await Promise.all([
      run(ricevitorePageQuery(database.db, q, (q.page - 1) * q.pageSize, q.pageSize)),
      run(ricevitoreCountQuery(database.db, q)),
    ]);
    return { items, total: Object.values(count)[0], page: q.page, pageSize: q.pageSize };
  });
  bare.get('/bare/ricevitori/active-count', async (req) => {
    const f = ricevitoreFilterQuery.parse(req.query);
    const [row] = await run(ricevitoreActiveCountQuery(database.db, f));
    return row;
  });
  bare.get('/bare/amministratori', async (req) => {
    const q = adminListQuery.parse(req.query);
    const [items, [count]] = await Promise.all([run(adminPage(database.db, q, (q.page - 1) * q.pageSize, q.pageSize)), run(adminCountQuery(database.db, q))]);
    return { items, total: Object.values(count)[0], page: q.page, pageSize: q.pageSize };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const addr = bare.server.address();
  return { bare, port: typeof addr === 'object' && addr ? addr.port : 0 };
}

async function benchOn(label: string, database: Database) {
  const t0 = Date.now();
  await seedIfEmpty(database.db, { outlets: OUTLETS });
  console.log(`\n## ${label}: ${OUTLETS} ricevitorie caricate in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const { app, port: appPort, headers } = await startApp(database);
  const { bare, port: barePort } = await bareServer(database);

  const rows: string[] = [];
  const fmt = (f: Figures) => `${f.rps.toFixed(0).padStart(6)} ${f.p50.toFixed(1).padStart(7)} ${f.p95.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)}${f.errors ? ` (${f.errors} errori)` : ''}`;
  console.log(`${'caso'.padEnd(62)} ${'app: req/s     p50     p95     p99 (ms)'.padEnd(42)} | nuda: req/s     p50     p95     p99`);
  for (const c of CASES) {
    if (ONLY && !c.name.includes(ONLY)) continue;
    // warm up both (plans, caches), then measure
    await fetch(`http://127.0.0.1:${appPort}/api/v1/${c.path}`, { headers });
    const check = await fetch(`http://127.0.0.1:${barePort}/bare/${c.path}`);
    if (!check.ok) throw new Error(`bare ${c.path}: ${check.status} ${await check.text()}`);
    const a = await drive(`http://127.0.0.1:${appPort}/api/v1/${c.path}`, headers);
    const b = await drive(`http://127.0.0.1:${barePort}/bare/${c.path}`, {});
    const line = `${c.name.padEnd(62)} ${fmt(a).padEnd(42)} | ${fmt(b)}`;
    rows.push(line);
    console.log(line);
  }
  await app.close();
  await bare.close();
  return rows;
}

const pglite = await openDatabase({ dataDir: 'memory://' });
await benchOn('PGlite (in memoria)', pglite);
await pglite.close();

if (process.env.BENCH_DATABASE_URL) await onThrowawayPostgres(process.env.BENCH_DATABASE_URL, (pg) => benchOn('PostgreSQL', pg));
process.exit(0);
