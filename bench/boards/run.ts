/**
 * Benchmark of the boards (issue 5): `npm run boards -w @bacheca/bench`.
 *
 * 1. Generation: the time to generate 999 systems with the engine and save them (one transaction, one multi-row
 *    insert, audit included) through the service the API calls, on PostgreSQL and on PGlite; the engine's share is
 *    printed beside it.
 * 2. Lists: BENCH_SYSTEMS systems (default 100.000) bulk-inserted straight into the database, the real app on a random
 *    port, each list case driven with autocannon for BENCH_SECONDS (default 3) with BENCH_CONNECTIONS (default 8).
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), on a throwaway database dropped at
 * the end; BENCH_PG=0 skips it, BENCH_PGLITE=0 skips PGlite. BENCH_RUNS: generations timed (default 5). BENCH_ONLY:
 * a substring of the case names to run.
 */
import { randomUUID } from 'node:crypto';
import { drive } from '../lib/load';
import { onThrowawayPostgres, startApp } from '../lib/server';
import { generateSystems, structureUpsertRequest, type StructureModule } from '@bacheca/domain';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/db/seed';
import { structures } from '../../apps/server/src/db/schema';
import { StructuresService } from '../../apps/server/src/modules/structures/service';

const SYSTEMS = Number(process.env.BENCH_SYSTEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_ONLY;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const CASES: Array<{ name: string; path: string }> = [
  { name: 'sistemi, prima pagina (più recenti)', path: 'games/superenalotto/systems' },
  { name: 'sistemi, stato ASSOCIATA', path: 'games/superenalotto/systems?status=ASSOCIATA' },
  { name: 'sistemi, ricerca q su tag', path: 'games/superenalotto/systems?q=tag7' },
  { name: 'sistemi, ricerca q su nome struttura', path: 'games/superenalotto/systems?q=integrale' },
  { name: 'sistemi, ricerca q su ID', path: 'games/superenalotto/systems?q={systemId}' },
  { name: 'sistemi, prezzo quota da/a + evidenza', path: 'games/superenalotto/systems?quotaPriceFrom=700&quotaPriceTo=1100&evidence=false' },
  { name: 'sistemi, disponibili da 10, per disponibili desc', path: 'games/superenalotto/systems?availableFrom=10&sort=-quotesAvailable' },
  { name: 'sistemi, per concorso', path: 'games/superenalotto/systems?contestId={contestId}' },
  { name: 'sistemi, pagina 1000', path: 'games/superenalotto/systems?page=1000&pageSize=25' },
  { name: 'sistemi, 100 righe per nome', path: 'games/superenalotto/systems?pageSize=100&sort=name' },
  { name: 'archivio, tutti i giochi', path: 'archive/systems' },
  { name: 'archivio, ricerca q "accumulo"', path: 'archive/systems?q=accumulo' },
  { name: 'strutture, prima pagina', path: 'games/superenalotto/structures' },
  { name: 'dettaglio sistema', path: 'games/superenalotto/systems/{systemId}' },
  { name: 'tag del gioco (conteggi)', path: 'games/superenalotto/tags' },
  { name: 'concorsi prossimi', path: 'games/superenalotto/contests' },
];



const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** 999 systems per run on a fresh structure (integral of 10 with a fixed number and some exclusions). */
async function benchGeneration(database: Database) {
  const svc = new StructuresService(database.db);
  const who = { actor: 'admin' };
  const total: number[] = [];
  const engine: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const modules = [{ type: 'INTEGRALE', numerosity: 10, constraints: { manual: { fixed: [7], excluded: [13, 17] } } }];
    const input = structureUpsertRequest.parse({
      name: `Bench generazione ${randomUUID().slice(0, 8)}`, shortDescription: 'bench', extendedDescription: 'bench', tags: ['bench'],
      proposalChannels: ['WEB'], salesChannel: 'RICEVITORIA', modules, quotes: 30, preassignedQuotesPercentage: 10, graphicTemplate: 'CLASSICO',
    });
    const s = await svc.create('superenalotto', input, who);
    let t0 = process.hrtime.bigint();
    const out = generateSystems('superenalotto', { structureType: 'NON_ACCUMULO', modules: [{ type: 'INTEGRALE', numerosity: 10 }] }, [(modules[0] as StructureModule).constraints ?? {}], 999);
    engine.push(ms(t0));
    if (!out.ok) throw new Error(out.code);
    t0 = process.hrtime.bigint();
    const res = await svc.generate('superenalotto', s.id, { count: 999 }, who);
    total.push(ms(t0));
    if (res.count !== 999) throw new Error(`generati ${res.count}`);
  }
  console.log(`generazione di 999 sistemi + salvataggio (una transazione), ${RUNS} prove: mediana ${median(total).toFixed(0)} ms, min ${Math.min(...total).toFixed(0)} ms, max ${Math.max(...total).toFixed(0)} ms (di cui motore: mediana ${median(engine).toFixed(0)} ms)`);
}

/** BENCH_SYSTEMS systems in one statement per batch, spread over the seeded structures of SuperEnalotto and EuroJackpot. */
async function bulkSystems(database: Database) {
  const rows = await database.db.select({ id: structures.id, game: structures.game, quotes: structures.quotes, quota: structures.quotaPriceCents, total: structures.totalPriceCents, comb: structures.combinations, cedole: structures.cedole }).from(structures);
  const contestRows = (await database.query(`select id, game from contests where closes_at > now() order by closes_at limit 40`, [])).rows as Array<{ id: number; game: string }>;
  const json = JSON.stringify(rows);
  const contestsJson = JSON.stringify(contestRows);
  const batch = 25_000;
  const t0 = process.hrtime.bigint();
  for (let from = 1; from <= SYSTEMS; from += batch) {
    const to = Math.min(SYSTEMS, from + batch - 1);
    await database.query(
      `with s as (select row_number() over () - 1 as i, x.* from jsonb_to_recordset($1::jsonb) as x(id int, game text, quotes int, quota int, total int, comb int, cedole int)),
            c as (select row_number() over () - 1 as i, x.* from jsonb_to_recordset($2::jsonb) as x(id int, game text)),
            n as (select count(*) as n from s)
       insert into systems (game, structure_id, name, contest_id, modules, numbers_hash, quotes_total, quotes_assigned, quota_price_cents, total_price_cents,
                            cedole, combinations, accumulation, tags, status, evidence, bo_system, search_text, created_by, created_at)
       select s.game, s.id, 'BENCH-' || g, case when (g / 7) % 10 = 0 then (select c.id from c where c.game = s.game order by c.i limit 1 offset (g / 10) % 5) end,
              jsonb_build_array(jsonb_build_object('numbers', (select jsonb_agg(((g * 7 + k * 11) % 90) + 1 order by k) from generate_series(0, 7) k))),
              md5('bench' || g), s.quotes, (g % 3) % s.quotes, s.quota, s.total, s.cedole, s.comb, false,
              array['bench', 'tag' || (g % 23)], case when g % 37 = 0 then 'CANCELLATA' when (g / 7) % 10 = 0 then 'ASSOCIATA' when (g / 7) % 10 = 1 then 'COMPLETATA' else 'BOZZA' end,
              g % 50 = 0, true, lower('BENCH-' || g || '  bench tag' || (g % 23)), 'bench', now() - (g || ' seconds')::interval
       from generate_series($3::int, $4::int) g, n, s where s.i = g % n.n`,
      [json, contestsJson, from, to],
    );
  }
  // the steady state of a live database (autovacuum on PostgreSQL, the nightly job on PGlite)
  await database.query('vacuum analyze systems');
  console.log(`${SYSTEMS.toLocaleString('it-IT')} sistemi inseriti in blocco in ${(ms(t0) / 1000).toFixed(1)} s`);
}

async function benchOn(label: string, database: Database) {
  console.log(`\n## ${label}`);
  let t0 = process.hrtime.bigint();
  await seedIfEmpty(database.db, { outlets: 200 });
  console.log(`dati dimostrativi in ${(ms(t0) / 1000).toFixed(1)} s`);
  await benchGeneration(database);
  await bulkSystems(database);
  const { app, port, headers } = await startApp(database);
  const contestId = (await database.query(`select contest_id from systems where game = 'superenalotto' and contest_id is not null limit 1`, [])).rows[0].contest_id;
  const systemId = (await database.query(`select max(id) as id from systems where game = 'superenalotto'`, [])).rows[0].id;
  console.log(`${'caso'.padEnd(52)} req/s     p50     p95     p99 (ms)   totale`);
  for (const c of CASES) {
    if (ONLY && !c.name.includes(ONLY)) continue;
    const path = c.path.replace('{contestId}', String(contestId)).replace('{systemId}', String(systemId));
    const url = `http://127.0.0.1:${port}/api/v1/${path}`;
    const warm = await fetch(url, { headers });
    if (!warm.ok) throw new Error(`${path}: ${warm.status} ${await warm.text()}`);
    const body = (await warm.json()) as { total?: number; items?: unknown[] };
    t0 = process.hrtime.bigint();
    const f = await drive(url, headers);
    const total = body.total ?? body.items?.length ?? '';
    console.log(`${c.name.padEnd(52)} ${f.rps.toFixed(0).padStart(5)} ${f.p50.toFixed(1).padStart(7)} ${f.p95.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)}   ${String(total).padStart(6)}${f.errors ? ` (${f.errors} errori)` : ''}`);
  }
  await app.close();
}

if (process.env.BENCH_PG !== '0') await onThrowawayPostgres(PG_URL, (pg) => benchOn('PostgreSQL', pg));
if (process.env.BENCH_PGLITE !== '0') {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await benchOn('PGlite (in memoria)', pglite);
  await pglite.close();
}
process.exit(0);
