/**
 * `npm run bench`: ONE table, every case beside its bare reference, measured alternately in one run.
 *
 * Data: the demo seed with BENCH_OUTLETS outlets (default 30.000) and BENCH_SYSTEMS systems (default 100.000)
 * bulk-inserted. The real app runs on a random port; beside it a bare Fastify server runs the very same statements
 * (no auth, no validation, no response schema), on a pool of its own on PostgreSQL. The load generator (autocannon)
 * runs in its own process (bench/lib/load-child.ts).
 *
 * Each case is measured BENCH_ROUNDS times (default 3), app and reference alternating (ABBA…), BENCH_SECONDS each
 * (default 2) at BENCH_CONNECTIONS (default 10); the table shows medians: ratio = app req/s ÷ reference req/s (for
 * the timed bulk cases: reference time ÷ app time), so 1 = as fast as the bare work. The machine is shared: read the
 * ratios, not the absolute times.
 *
 * PGlite (in memory) always, unless BENCH_PGLITE=0; PostgreSQL when BENCH_DATABASE_URL is set (a throwaway database
 * is created on that server and dropped). BENCH_ONLY: substrings of group or case names, comma-separated. Allocation: the outlet's
 * request (`POST /ricevitore/systems/{id}/quotes`, the draw-day load) against both a conditional UPDATE and the same
 * statement on a bare route, and the staff's quote grid (`PUT /systems/{id}/quotes`). BENCH_AUDIT_ROWS: entries of
 * the activity log seeded when a `registro` case runs (default 1.000.000). The "vincite" group: bench/lib/wins-case.ts,
 * alone with `npm run bench:wins` (BENCH_ONLY=vincite, 300 outlets, 10.000 systems; no HTTP server is started); the
 * "analisi" group (the batch analysis of 5.000 systems): bench/lib/analysis-case.ts.
 */
import Fastify from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { auditListQuery } from '@bacheca/domain/schemas/audit';
import {
  adminListQuery,
  ricevitoreFilterQuery,
  ricevitoreListQuery,
  structureListQuery,
  systemListQuery,
} from '@bacheca/domain';
import { exportBeside } from './lib/exports';
import { CONNECTIONS, drive, stopLoad, type AllocationBodies, type Figures } from './lib/load';
import { onThrowawayPostgres, startApp } from './lib/server';
import { benchStructure, bulkSystems, median, ms, rawCopy } from './lib/data';
import { WINS_SYSTEMS, winsCase } from './lib/wins-case';
import { ANALYSIS_SYSTEMS, analysisCase } from './lib/analysis-case';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/demo/seed';
import { contests, publicationJobs, users } from '../apps/server/src/db/schema';
import { ricevitoreActiveCountQuery, ricevitoreList } from '../apps/server/src/modules/ricevitori/queries';
import { adminCountQuery, adminPage } from '../apps/server/src/modules/amministratori/queries';
import { systemList } from '../apps/server/src/modules/systems/queries';
import { structureList } from '../apps/server/src/modules/structures/queries';
import { StructuresService } from '../apps/server/src/modules/structures/service';
import { PublicationService } from '../apps/server/src/modules/publication/service';
import { runPublicationJob } from '../apps/server/src/modules/publication/worker';
import { JobQueue } from '../apps/server/src/lib/job-queue';
import type { TokenService } from '../apps/server/src/plugins/auth';
import { AuditService } from '../apps/server/src/modules/audit/service';
import { allocateQuotes } from '../apps/server/src/lib/quotes';
import { loadConfig } from '../apps/server/src/config';

const OUTLETS = Number(process.env.BENCH_OUTLETS ?? 30_000);
const SYSTEMS = Number(process.env.BENCH_SYSTEMS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const PUBLISH = Number(process.env.BENCH_PUB_SYSTEMS ?? 5000);
/**
 * The publication case runs the production batch path: the worker's batch size of the configuration
 * (PUBLICATION_BATCH_SIZE, default 500), one transaction per batch, as the server's and `npm run worker`'s jobs do.
 */
const PUBLICATION_BATCH_SIZE = loadConfig({
  NODE_ENV: 'test',
  PUBLICATION_BATCH_SIZE: process.env.PUBLICATION_BATCH_SIZE,
}).publicationBatchSize;
/** How long the requests beside an export are driven (the export itself runs to its end). */
const EXPORT_SECONDS = Number(process.env.BENCH_EXPORT_SECONDS ?? 4);
const ONLY = process.env.BENCH_ONLY;
const LIST_TARGET = { ratio: 0.8, p99: 20 };
/** Entries of the activity log seeded for its cases (a filtered page under 50 ms at 1.000.000). */
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const AUDIT_TARGET = { p99: 50 };
/** A day `n` days before today, `YYYY-MM-DD`. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

interface Target {
  ratio?: number;
  p99?: number;
}
/**
 * An allocation case: whose route (the outlet's request, the staff's grid) and which reference: `update` the conditional
 * UPDATE alone, `same` the app's own allocation statement (lib/quotes.ts) on a bare route.
 */
interface Allocation {
  by: 'outlet' | 'staff';
  reference: 'update' | 'same';
}
interface HttpCase {
  group: string;
  name: string;
  path: string;
  target: Target;
  connections?: number;
  allocation?: Allocation;
}

const outletSorts = [
  'ivrCode',
  '-username',
  'denomination',
  '-city',
  'province',
  '-region',
  'zone',
  '-concession',
  'enabled',
  '-active',
  'blocked',
  '-lastAccess',
];
const systemSorts = ['name', '-status', 'quotaPriceCents', '-totalPriceCents', '-quotesAvailable', 'createdAt'];
const G = 'games/superenalotto';

const HTTP_CASES: HttpCase[] = [
  { group: 'ricevitorie', name: 'prima pagina', path: 'ricevitori?page=1&pageSize=25', target: LIST_TARGET },
  ...outletSorts.map((s) => ({
    group: 'ricevitorie',
    name: `ordinamento ${s}`,
    path: `ricevitori?sort=${s}`,
    target: LIST_TARGET,
  })),
  {
    group: 'ricevitorie',
    name: 'provincia + abilitate, per denominazione',
    path: 'ricevitori?province=RM&enabled=true&sort=denomination',
    target: LIST_TARGET,
  },
  { group: 'ricevitorie', name: 'ricerca libera q', path: 'ricevitori?q=tabaccheria%20ross', target: LIST_TARGET },
  {
    group: 'ricevitorie',
    name: 'prefisso IVR, ultimo accesso desc',
    path: 'ricevitori?ivrCode=1012&sort=-lastAccess',
    target: LIST_TARGET,
  },
  {
    group: 'ricevitorie',
    name: 'denominazione (parole per prefisso)',
    path: 'ricevitori?denomination=centrale',
    target: LIST_TARGET,
  },
  {
    group: 'ricevitorie',
    name: 'pagina 1000 per −ultimo accesso',
    path: 'ricevitori?page=1000&pageSize=25&sort=-lastAccess',
    target: { ratio: 0.8 },
  },
  { group: 'ricevitorie', name: 'active-count', path: 'ricevitori/active-count', target: { ratio: 0.8 } },
  { group: 'amministratori', name: 'prima pagina', path: 'amministratori', target: LIST_TARGET },
  {
    group: 'amministratori',
    name: 'ultimo accesso desc',
    path: 'amministratori?sort=-lastAccess',
    target: LIST_TARGET,
  },
  { group: 'strutture', name: 'prima pagina', path: `${G}/structures`, target: LIST_TARGET },
  {
    group: 'strutture',
    name: 'ricerca q + per prezzo quota',
    path: `${G}/structures?q=integr&sort=quotaPriceCents`,
    target: LIST_TARGET,
  },
  { group: 'sistemi', name: 'prima pagina (più recenti)', path: `${G}/systems`, target: LIST_TARGET },
  ...systemSorts.map((s) => ({
    group: 'sistemi',
    name: `ordinamento ${s}`,
    path: `${G}/systems?sort=${s}`,
    target: LIST_TARGET,
  })),
  { group: 'sistemi', name: 'stato ASSOCIATA', path: `${G}/systems?status=ASSOCIATA`, target: LIST_TARGET },
  { group: 'sistemi', name: 'ricerca q su tag', path: `${G}/systems?q=tag7`, target: LIST_TARGET },
  {
    group: 'sistemi',
    name: 'ricerca q "integrale" (tipo di struttura)',
    path: `${G}/systems?q=integrale`,
    target: LIST_TARGET,
  },
  { group: 'sistemi', name: 'disponibili da 10', path: `${G}/systems?availableFrom=10`, target: LIST_TARGET },
  { group: 'sistemi', name: 'pagina 1000', path: `${G}/systems?page=1000&pageSize=25`, target: { ratio: 0.8 } },
  {
    group: 'registro',
    name: 'autore + oggetto + ultimi 30 giorni',
    path: `audit?actor=bench7&entityType=system&dateFrom=${daysAgo(30)}&dateTo=${daysAgo(0)}`,
    target: AUDIT_TARGET,
  },
  {
    group: 'registro',
    name: 'per ID oggetto',
    path: 'audit?entityType=ricevitore&entityId=4242',
    target: AUDIT_TARGET,
  },
  {
    group: 'registro',
    name: 'operazione + esito (accessi falliti)',
    path: 'audit?action=login&outcome=failed',
    target: AUDIT_TARGET,
  },
  { group: 'registro', name: 'simulato da + IP', path: 'audit?onBehalfOf=bench3&ip=10.0.7.7', target: AUDIT_TARGET },
  { group: 'registro', name: 'prima pagina senza filtri', path: 'audit', target: AUDIT_TARGET },
  { group: 'registro', name: 'pagina 200 di un autore', path: 'audit?actor=bench11&page=200', target: AUDIT_TARGET },
  ...[10, 50].flatMap((connections) => [
    {
      group: 'quote',
      name: `richiesta della ricevitoria, ${connections} conn., rif. UPDATE condizionale`,
      path: 'ricevitore/systems/{systemId}/quotes',
      target: { ratio: 0.8 },
      connections,
      allocation: { by: 'outlet', reference: 'update' } as Allocation,
    },
    {
      group: 'quote',
      name: `richiesta della ricevitoria, ${connections} conn., rif. stessa istruzione`,
      path: 'ricevitore/systems/{systemId}/quotes',
      target: { ratio: 0.8 },
      connections,
      allocation: { by: 'outlet', reference: 'same' } as Allocation,
    },
  ]),
  {
    group: 'quote',
    name: 'griglia quote dello staff, 10 conn., rif. UPDATE condizionale',
    path: 'systems/{systemId}/quotes',
    target: {},
    connections: 10,
    allocation: { by: 'staff', reference: 'update' },
  },
];

const selected = (group: string, name: string) => !ONLY || ONLY.split(',').some((o) => `${group} ${name}`.includes(o));

/** The reference: the same statements the app runs, on a bare route, without auth, validation or response schema. */
async function bareServer(database: Database, tokens: TokenService) {
  const bare = Fastify({ logger: false });
  const run = async (q: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = q.toSQL();
    return (await database.query(text, params)).rows;
  };
  bare.get('/bare/ricevitori', async (req) => {
    const q = ricevitoreListQuery.parse(req.query);
    return ricevitoreList(database.db, q);
  });
  bare.get(
    '/bare/ricevitori/active-count',
    async (req) => (await run(ricevitoreActiveCountQuery(database.db, ricevitoreFilterQuery.parse(req.query))))[0],
  );
  bare.get('/bare/amministratori', async (req) => {
    const q = adminListQuery.parse(req.query);
    const [items, [count]] = await Promise.all([
      run(adminPage(database.db, q, (q.page - 1) * q.pageSize, q.pageSize)),
      run(adminCountQuery(database.db, q)),
    ]);
    return { items, total: Object.values(count)[0], page: q.page, pageSize: q.pageSize };
  });
  const audit = new AuditService(database.db);
  bare.get('/bare/audit', async (req) => audit.list(auditListQuery.parse(req.query)));
  // the cost of authentication alone: the same trivial answer, with and without the app's authenticate()
  bare.get('/bare/noop', async () => ({ ok: true }));
  bare.get('/bare/authenticated', async (req, reply) => {
    const principal = await tokens.authenticate(req.headers.authorization?.slice(7) ?? '');
    if (!principal) return reply.code(401).send({ ok: false });
    return { ok: true };
  });
  bare.get('/bare/games/superenalotto/systems', async (req) =>
    systemList(database.db, 'superenalotto', systemListQuery.parse(req.query)),
  );
  bare.get('/bare/games/superenalotto/structures', async (req) =>
    structureList(database.db, 'superenalotto', structureListQuery.parse(req.query)),
  );
  // the reference allocation: one conditional UPDATE that checks and takes the quote (body of either route)
  bare.route({
    method: ['PUT', 'POST'],
    url: '/bare/update/systems/:systemId/quotes',
    handler: async (req, reply) => {
      const id = Number((req.params as { systemId: string }).systemId);
      const body = req.body as { quantity?: number; add?: Array<{ quantity: number }> };
      const n = body.quantity ?? body.add?.[0].quantity ?? 1;
      const { rows } = await database.query(
        'update systems set quotes_assigned = quotes_assigned + $2, version = version + 1, updated_at = now() where id = $1 and quotes_total - quotes_assigned >= $2 returning quotes_total, quotes_assigned',
        [id, n],
      );
      if (!rows.length) return reply.code(409).send({ code: 'QUOTE_NOT_AVAILABLE' });
      return rows[0];
    },
  });
  // the app's own allocation statement (the system's update, the outlet's holding, the audit row), bare
  bare.post('/bare/same/systems/:systemId/quotes', async (req) => {
    const systemId = Number((req.params as { systemId: string }).systemId);
    const { outletId, ivrCode, quantity } = req.body as { outletId: number; ivrCode: string; quantity: number };
    return allocateQuotes(
      database.db,
      { systemId, outletId, ivrCode, quantity, action: 'quote_request', games: ['superenalotto'] },
      { actor: ivrCode },
    );
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const addr = bare.server.address();
  return { bare, port: typeof addr === 'object' && addr ? addr.port : 0 };
}

interface Row {
  group: string;
  name: string;
  target: Target;
  ratio: number;
  app: Figures;
  ref: Figures;
  note?: string;
}

const medianFigures = (xs: Figures[]): Figures => ({
  rps: median(xs.map((f) => f.rps)),
  p50: median(xs.map((f) => f.p50)),
  p95: median(xs.map((f) => f.p95)),
  p99: median(xs.map((f) => f.p99)),
  errors: xs.reduce((a, f) => a + f.errors, 0),
  statuses: xs.reduce<Record<string, number>>((acc, f) => {
    for (const [k, v] of Object.entries(f.statuses ?? {})) acc[k] = (acc[k] ?? 0) + v;
    return acc;
  }, {}),
});

/** Run `app` and `ref` ROUNDS times, alternating which goes first; medians of each. */
async function alternate(app: () => Promise<Figures>, ref: () => Promise<Figures>) {
  const a: Figures[] = [];
  const r: Figures[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    if (k % 2 === 0) {
      a.push(await app());
      r.push(await ref());
    } else {
      r.push(await ref());
      a.push(await app());
    }
  }
  if (process.env.BENCH_DEBUG) console.error(JSON.stringify({ a, r }));
  return { app: medianFigures(a), ref: medianFigures(r) };
}

/** A timed case as figures: every percentile is the median time (one operation per round). */
const timed = (t: number): Figures => ({ rps: 1000 / t, p50: t, p95: t, p99: t, errors: 0 });

/**
 * The activity log at scale: AUDIT_ROWS entries over a year, 47 staff actors (one in 20 in a simulation by one of 7),
 * five object types with 20.000 ids each, six actions, one login in 13 failed, 250 × 200 IPs. Then `analyze` and
 * the plan of a filtered first page (EXPLAIN), printed for docs/performance.md.
 */
async function seedAudit(label: string, database: Database) {
  const t0 = process.hrtime.bigint();
  await database.query(
    `insert into audit_log (at, actor, on_behalf_of, action, entity_type, entity_id, outcome, before, after, ip)
     select now() - g * (interval '1 second' * 31536000 / $1::int),
            'bench' || (g % 47),
            case when g % 20 = 0 then 'bench' || (g % 7) end,
            (array['update','create','login','quote_request','delete','abilitation'])[1 + g % 6],
            (array['system','ricevitore','structure','user','notification'])[1 + g % 5],
            ((g::bigint * 7919) % 20000)::text,
            case when g % 6 = 2 and g % 13 = 0 then 'failed' else 'ok' end,
            jsonb_build_object('city', 'Roma', 'quotaPriceCents', g % 5000),
            jsonb_build_object('city', 'Milano', 'quotaPriceCents', g % 7000),
            '10.0.' || (g % 250) || '.' || (g % 200)
     from generate_series(1, $1::int) g`,
    [AUDIT_ROWS],
  );
  await database.query('analyze audit_log');
  console.error(`${label}: ${AUDIT_ROWS} voci del registro attività in ${(ms(t0) / 1000).toFixed(0)} s`);
  const { sql: text, params } = await new AuditService(database.db).explainFirstPage(
    auditListQuery.parse({ actor: 'bench7', entityType: 'system', dateFrom: daysAgo(30), dateTo: daysAgo(0) }),
  );
  const plan = (await database.query(`explain (analyze, costs off) ${text}`, params)).rows
    .map((r) => Object.values(r)[0])
    .join('\n');
  console.error(`${label}: EXPLAIN ANALYZE della prima pagina filtrata (autore + oggetto + 30 giorni):\n${plan}`);
}

/** The HTTP cases (lists, authentication, allocation, exports): the real app and the bare server side by side. */
async function httpCases(database: Database, bareDatabase: Database): Promise<Row[]> {
  const { app, port: appPort, headers } = await startApp(database);
  const { bare, port: barePort } = await bareServer(bareDatabase, app.tokens);
  const rows: Row[] = [];

  // allocation targets: SuperEnalotto drafts without contest, in disjoint slices for each route and reference. The
  // outlet's slices are published on an open contest with 125 quote each (the outlet's route sells only those);
  // the outlets request with their own sessions.
  const drafts = (
    await database.query(
      `select id from systems where game = 'superenalotto' and status = 'BOZZA' and contest_id is null and name like 'BENCH-%' order by id limit 20000`,
      [],
    )
  ).rows.map((r) => Number(r.id));
  const slice = Math.floor(drafts.length / 5);
  const slices = {
    staffApp: drafts.slice(0, slice),
    staffRef: drafts.slice(slice, 2 * slice),
    outletApp: drafts.slice(2 * slice, 3 * slice),
    outletUpdate: drafts.slice(3 * slice, 4 * slice),
    outletSame: drafts.slice(4 * slice),
  };
  const allocating = HTTP_CASES.some((c) => c.allocation && selected(c.group, c.name));
  let outletSessions: Array<{ id: number; username: string; role: string; ivr_code: string; token: string }> = [];
  if (allocating) {
    const [open] = (
      await database.query(
        `select id from contests where game = 'superenalotto' and closes_at > now() + interval '1 day' order by closes_at limit 1`,
        [],
      )
    ).rows as Array<{ id: number }>;
    const published = [...slices.outletApp, ...slices.outletUpdate, ...slices.outletSame];
    await database.query(
      `update systems set status = 'ASSOCIATA', contest_id = $1, quotes_total = 125, quotes_assigned = 0 where id = any($2::int[])`,
      [open.id, published],
    );
    // the staff's drafts too have room for every request of the run (a sold-out reference answers cheap 409s)
    await database.query(`update systems set quotes_total = 125, quotes_assigned = 0 where id = any($1::int[])`, [
      [...slices.staffApp, ...slices.staffRef],
    ]);
    await database.query('analyze systems');
    const outletRows = (
      await database.query(
        `select id, username, role, ivr_code from users where role = 'ricevitore' and enabled and active and not blocked and not force_password_change order by id limit 300`,
        [],
      )
    ).rows as Array<{ id: number; username: string; role: string; ivr_code: string }>;
    outletSessions = await Promise.all(
      outletRows.map(async (o) => ({ ...o, token: (await app.tokens.open(database.db, o, {})).accessToken })),
    );
  }
  const staffIvr = (
    await database.query(`select ivr_code from users where role = 'ricevitore' order by id`, [])
  ).rows.map((r) => String(r.ivr_code));
  const series = (a: Allocation, side: 'app' | 'ref', path: string): AllocationBodies => {
    if (a.by === 'staff') {
      return {
        key: `staff-${side}`,
        method: 'PUT',
        path,
        systems: side === 'app' ? slices.staffApp : slices.staffRef,
        outlets: staffIvr.map((ivrCode) => ({ body: JSON.stringify({ add: [{ ivrCode, quantity: 1 }] }) })),
      };
    }
    if (side === 'app') {
      return {
        key: 'outlet-app',
        method: 'POST',
        path,
        systems: slices.outletApp,
        outlets: outletSessions.map((o) => ({
          body: JSON.stringify({ quantity: 1 }),
          headers: { authorization: `Bearer ${o.token}` },
        })),
      };
    }
    return {
      key: `outlet-${a.reference}`,
      method: 'POST',
      path,
      systems: a.reference === 'update' ? slices.outletUpdate : slices.outletSame,
      outlets: outletSessions.map((o) => ({
        body: JSON.stringify({ outletId: o.id, ivrCode: o.ivr_code, quantity: 1 }),
      })),
    };
  };

  const hot = async () => {
    await new Promise((r) => setTimeout(r, 11_000)); // an idle backend flushes its table statistics within 10 s
    const [row] = (
      await database.query(
        `select n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables where relname = 'systems'`,
        [],
      )
    ).rows as Array<{ upd: number; hot: number }>;
    return row ?? { upd: 0, hot: 0 };
  };
  let hotBefore: { upd: number; hot: number } | null = null;
  if (selected('autenticazione', 'authenticate()')) {
    const m = await alternate(
      () => drive(`http://127.0.0.1:${barePort}/bare/authenticated`, headers, { seconds: SECONDS }),
      () => drive(`http://127.0.0.1:${barePort}/bare/noop`, headers, { seconds: SECONDS }),
    );
    rows.push({
      group: 'autenticazione',
      name: 'rotta nuda + authenticate() (una query)',
      target: {},
      ratio: m.app.rps / m.ref.rps,
      app: m.app,
      ref: m.ref,
    });
  }
  for (const c of HTTP_CASES) {
    if (!selected(c.group, c.name)) continue;
    if (c.allocation && !hotBefore) hotBefore = await hot();
    const appUrl = `http://127.0.0.1:${appPort}/api/v1/${c.path}`;
    const barePath = c.allocation ? `${c.allocation.reference}/systems/{systemId}/quotes` : c.path;
    const bareUrl = `http://127.0.0.1:${barePort}/bare/${barePath}`;
    const opts = { connections: c.connections ?? CONNECTIONS, seconds: SECONDS };
    if (!c.allocation) {
      const warm = await fetch(appUrl, { headers });
      if (!warm.ok) throw new Error(`${c.path}: ${warm.status} ${await warm.text()}`);
      const check = await fetch(bareUrl);
      if (!check.ok) throw new Error(`bare ${c.path}: ${check.status} ${await check.text()}`);
    }
    const a = c.allocation;
    const m = await alternate(
      () =>
        drive(appUrl.replace('/{systemId}', ''), headers, {
          ...opts,
          bodies: a ? series(a, 'app', `/api/v1/${c.path}`) : undefined,
        }),
      () =>
        drive(
          bareUrl.replace('/{systemId}', ''),
          {},
          { ...opts, bodies: a ? series(a, 'ref', `/bare/${barePath}`) : undefined },
        ),
    );
    rows.push({ group: c.group, name: c.name, target: c.target, ratio: m.app.rps / m.ref.rps, app: m.app, ref: m.ref });
    console.error(`  ${c.group} ${c.name}: ${(m.app.rps / m.ref.rps).toFixed(2)}×`);
  }
  if (allocating) {
    const [{ n }] = (
      await database.query('select count(*)::int as n from systems where quotes_assigned > quotes_total', [])
    ).rows as Array<{ n: number }>;
    const allocation = rows.filter((r) => r.group === 'quote');
    const after = await hot();
    const upd = after.upd - (hotBefore?.upd ?? 0);
    const hotShare = upd ? Math.round((100 * (after.hot - (hotBefore?.hot ?? 0))) / upd) : 0;
    for (const r of allocation) r.note = `${n} sistemi oltre il totale; aggiornamenti HOT ${hotShare} % di ${upd}`;
  }
  if (selected('esportazione', 'XLSX')) {
    // the whole outlet list as XLSX, once and ten times at once, with the staff list requested beside it
    const exportUrl = `http://127.0.0.1:${appPort}/api/v1/ricevitori/export?format=xlsx`;
    const probeUrl = `http://127.0.0.1:${appPort}/api/v1/amministratori`;
    for (const n of [1, 10]) {
      const e = await exportBeside(exportUrl, probeUrl, headers, n, EXPORT_SECONDS);
      rows.push({
        group: 'esportazione',
        name: `XLSX di tutte le ricevitorie × ${n}: elenco staff accanto (2 conn.)`,
        target: { p99: 50 },
        ratio: e.beside.rps / e.alone.rps,
        app: e.beside,
        ref: e.alone,
        note: `riferimento: le stesse richieste senza esportazioni; esportazione ${num(median(e.exportMs) / 1000)} s (mediana di ${n}), ${num(e.bytes / 2 ** 20)} MB; memoria del processo al massimo +${num(e.peakMb, 0)} MB`,
      });
      console.error(`  esportazione × ${n}: p99 ${num(e.beside.p99)} ms accanto, ${num(e.alone.p99)} ms da solo`);
    }
  }
  if (selected('analisi', `analisi di ${ANALYSIS_SYSTEMS}`))
    try {
      const analysed = await analysisCase(database, appPort, headers, ROUNDS);
      rows.push(...analysed);
      for (const r of analysed)
        console.error(`  ${r.name}: ${num(r.app.p50, 0)} ms (lettura nuda ${num(r.ref.p50, 0)} ms)`);
    } catch (e) {
      rows.push({
        group: 'analisi',
        name: `analisi di ${ANALYSIS_SYSTEMS}`,
        target: {},
        ratio: NaN,
        app: { rps: NaN, p50: NaN, p95: NaN, p99: NaN, errors: 0 },
        ref: { rps: NaN, p50: NaN, p95: NaN, p99: NaN, errors: 0 },
        note: `errore: ${(e as Error).message}`,
      });
    }
  await app.close();
  await bare.close();
  return rows;
}

async function benchOn(label: string, database: Database, bareDatabase: Database): Promise<Row[]> {
  let t0 = process.hrtime.bigint();
  await seedIfEmpty(database.db, { outlets: OUTLETS });
  await bulkSystems(database, SYSTEMS);
  console.error(`${label}: ${OUTLETS} ricevitorie e ${SYSTEMS} sistemi in ${(ms(t0) / 1000).toFixed(0)} s`);
  if (HTTP_CASES.some((c) => c.group === 'registro' && selected(c.group, c.name))) await seedAudit(label, database);
  const rows: Row[] = [];
  // the HTTP cases need the app and the bare server; a run of the timed cases alone (BENCH_ONLY=vincite) starts neither
  const http =
    HTTP_CASES.some((c) => selected(c.group, c.name)) ||
    selected('autenticazione', 'authenticate()') ||
    selected('esportazione', 'XLSX') ||
    selected('analisi', `analisi di ${ANALYSIS_SYSTEMS}`);
  if (http) rows.push(...(await httpCases(database, bareDatabase)));

  const failed = (name: string, e: unknown) => {
    const none: Figures = { rps: NaN, p50: NaN, p95: NaN, p99: NaN, errors: 0 };
    rows.push({
      group: 'scritture in blocco',
      name,
      target: {},
      ratio: NaN,
      app: none,
      ref: none,
      note: `errore: ${(e as Error).message}`,
    });
  };
  if (selected('scritture in blocco', 'generazione di 999 sistemi'))
    try {
      const svc = new StructuresService(database.db);
      const appTimes: number[] = [];
      const refTimes: number[] = [];
      for (let k = 0; k < ROUNDS; k++) {
        const s = await benchStructure(database, 'Bench generazione', true);
        t0 = process.hrtime.bigint();
        const { systemIds } = await svc.generate('superenalotto', s.id, { count: 999 }, { actor: 'admin' });
        appTimes.push(ms(t0));
        const target = await benchStructure(database, 'Bench riferimento', true);
        refTimes.push(await rawCopy(database, systemIds, { structureId: target.id }));
      }
      const app = timed(median(appTimes));
      const ref = timed(median(refTimes));
      rows.push({
        group: 'scritture in blocco',
        name: 'generazione di 999 sistemi (motore incluso)',
        target: {},
        ratio: ref.p50 / app.p50,
        app,
        ref,
      });
    } catch (e) {
      failed('generazione di 999 sistemi', e);
    }

  if (selected('scritture in blocco', `pubblicazione di ${PUBLISH}`))
    try {
      const open = await database.db
        .select()
        .from(contests)
        .where(sql`${contests.game} = 'superenalotto' and ${contests.closesAt} > now()`)
        .orderBy(contests.closesAt)
        .limit(2 * ROUNDS);
      const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
      const s = await benchStructure(database, 'Bench pubblicazione');
      const svc = new StructuresService(database.db);
      const ids: number[] = [];
      for (let k = 0; ids.length < PUBLISH; k++)
        ids.push(
          ...(
            await svc.generate(
              'superenalotto',
              s.id,
              { count: Math.min(999, PUBLISH - ids.length), seed: `pub-${k}` },
              { actor: 'admin' },
            )
          ).systemIds,
        );
      await database.query('analyze systems');
      const appTimes: number[] = [];
      const refTimes: number[] = [];
      for (let k = 0; k < ROUNDS && 2 * k + 1 < open.length; k++) {
        const publish = async () => {
          const pub = new PublicationService(database.db, new JobQueue());
          const t = process.hrtime.bigint();
          const job = await pub.publish(
            'superenalotto',
            { systemIds: ids, contestIds: [open[2 * k].id], randomNames: true },
            { actor: 'admin', userId: admin.id },
          );
          const status = await runPublicationJob(database.db, Number(job.id.split('_')[1]), {
            batchSize: PUBLICATION_BATCH_SIZE,
          });
          if (status !== 'COMPLETATO') throw new Error(`job ${job.id}: ${status}`);
          appTimes.push(ms(t));
        };
        const raw = async () => refTimes.push(await rawCopy(database, ids, { contestId: open[2 * k + 1].id }));
        if (k % 2 === 0) {
          await publish();
          await raw();
        } else {
          await raw();
          await publish();
        }
      }
      const published = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(publicationJobs)
        .where(and(eq(publicationJobs.status, 'COMPLETATO')));
      const app = timed(median(appTimes));
      const ref = timed(median(refTimes));
      rows.push({
        group: 'scritture in blocco',
        name: `pubblicazione di ${PUBLISH.toLocaleString('it-IT')} sistemi (richiesta + worker a lotti di ${PUBLICATION_BATCH_SIZE})`,
        target: { ratio: 0.3 },
        ratio: ref.p50 / app.p50,
        app,
        ref,
        note: `${published[0].n} job completati`,
      });
    } catch (e) {
      failed(`pubblicazione di ${PUBLISH}`, e);
    }
  if (selected('vincite', `vincite di ${WINS_SYSTEMS}`))
    try {
      rows.push(...(await winsCase(database, ROUNDS)));
    } catch (e) {
      failed(`vincite di ${WINS_SYSTEMS}`, e);
    }
  return rows;
}

const num = (n: number, digits = 1) =>
  Number.isFinite(n)
    ? n.toLocaleString('it-IT', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';

function printTable(label: string, rows: Row[]) {
  console.log(
    `\n### ${label}: ${ROUNDS} turni alternati × ${SECONDS} s, ${CONNECTIONS} connessioni salvo dove indicato; mediane\n`,
  );
  console.log(
    '| gruppo | caso | rapporto | obiettivo | app p50 / p95 / p99 ms | riferimento p50 / p95 / p99 ms | esito | note |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const okRatio = r.target.ratio == null || r.ratio >= r.target.ratio;
    // no answer at all in the window (figures null) is a miss, not a pass
    const okP99 = r.target.p99 == null || (Number.isFinite(r.app.p99) && r.app.p99 <= r.target.p99);
    const target =
      [
        r.target.ratio != null ? `≥ ${num(r.target.ratio)}×` : '',
        r.target.p99 != null ? `p99 ≤ ${r.target.p99} ms` : '',
      ]
        .filter(Boolean)
        .join(', ') || '—';
    const verdict =
      r.target.ratio == null && r.target.p99 == null
        ? ''
        : okRatio && okP99
          ? 'sì'
          : okRatio
            ? 'rapporto sì, p99 no'
            : 'no';
    const codes = (f: Figures) =>
      Object.entries(f.statuses ?? {})
        .map(([k, v]) => `${v}×${k}`)
        .join(' ') || '0';
    const errs =
      r.app.errors || r.ref.errors ? `risposte d'errore app ${codes(r.app)}, riferimento ${codes(r.ref)}` : '';
    console.log(
      `| ${r.group} | ${r.name} | ${num(r.ratio, 2)}× | ${target} | ${num(r.app.p50)} / ${num(r.app.p95)} / ${num(r.app.p99)} | ${num(r.ref.p50)} / ${num(r.ref.p95)} / ${num(r.ref.p99)} | ${verdict} | ${[r.note, errs].filter(Boolean).join('; ')} |`,
    );
  }
}

if (process.env.BENCH_PGLITE !== '0') {
  const pglite = await openDatabase({ dataDir: 'memory://' });
  printTable('PGlite (in memoria)', await benchOn('PGlite', pglite, pglite));
  await pglite.close();
}
if (process.env.BENCH_DATABASE_URL) {
  await onThrowawayPostgres(process.env.BENCH_DATABASE_URL, async (pg, url) => {
    const bareDb = await openDatabase({ databaseUrl: url, migrate: false, poolSize: 10 });
    try {
      printTable('PostgreSQL', await benchOn('PostgreSQL', pg, bareDb));
    } finally {
      await bareDb.close();
    }
  });
}
stopLoad();
process.exit(0);
