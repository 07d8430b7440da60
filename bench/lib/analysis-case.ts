/**
 * `npm run bench`'s "analisi" group (the batch analysis of 5.000 systems ≤ 2 s on this machine).
 * BENCH_ANALYSIS_SYSTEMS (default 5.000) SuperEnalotto systems of the bulk-inserted data (bench/lib/data.ts, 8 numbers
 * each) moved onto one structure of their own with a RIDOTTO module (so the answer carries the reduced guarantee too),
 * then per round, alternating the order:
 * - the app by selection: `POST /api/v1/games/superenalotto/systems/analysis` with the 5.000 ids, over HTTP with an
 *   admin's session (authentication, validation, the read, the pairwise overlap, the response schema);
 * - the app by filter: the same route with `filter: { structureId }` (the list's count and selection first);
 * - reference: the raw read of the same 5.000 systems' numbers (`select id, structure_id, modules … where id = any`),
 *   the SQL the analysis itself runs, without anything around it.
 * Medians of BENCH_ROUNDS rounds; ratio = reference time ÷ case time; target: the case's median ≤ 2.000 ms. Before
 * timing, both requests' answers are checked to be the same and to count every system.
 */
import { structureUpsertRequest } from '@bacheca/domain';
import type { Database } from '../../apps/server/src/db/client';
import { StructuresService } from '../../apps/server/src/modules/structures/service';
import type { Figures } from './load';
import { median, ms } from './data';

export const ANALYSIS_SYSTEMS = Number(process.env.BENCH_ANALYSIS_SYSTEMS ?? 5000);

interface AnalysisRow {
  group: string;
  name: string;
  target: { ratio?: number; p99?: number };
  ratio: number;
  app: Figures;
  ref: Figures;
  note?: string;
}
const timed = (t: number): Figures => ({ rps: 1000 / t, p50: t, p95: t, p99: t, errors: 0 });

export async function analysisCase(
  database: Database,
  appPort: number,
  headers: Record<string, string>,
  rounds: number,
): Promise<AnalysisRow[]> {
  const svc = new StructuresService(database.db);
  const structure = await svc.create(
    'superenalotto',
    structureUpsertRequest.parse({
      name: `Bench analisi ${Date.now() % 1e6}`,
      shortDescription: 'bench',
      extendedDescription: 'Struttura del benchmark analisi',
      tags: ['bench'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      structureType: 'NON_ACCUMULO',
      boardType: 'STANDARD',
      modules: [{ type: 'RIDOTTO', numerosity: 12, garanzia: 5 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      visibleInBackoffice: true,
      visibleInVetrina: false,
      graphicTemplate: 'CLASSICO',
    }),
    { actor: 'admin' },
  );
  const ids = (
    await database.query(
      `select id from systems where game = 'superenalotto' and status <> 'CANCELLATA' and name like 'BENCH-%' order by id desc limit $1`,
      [ANALYSIS_SYSTEMS],
    )
  ).rows
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
  if (ids.length < ANALYSIS_SYSTEMS)
    throw new Error(
      `analisi: ${ids.length} sistemi BENCH- di SuperEnalotto, ne servono ${ANALYSIS_SYSTEMS} (BENCH_SYSTEMS)`,
    );
  await database.query('update systems set structure_id = $1 where id = any($2::int[])', [structure.id, ids]);
  await database.query('analyze systems');

  const url = `http://127.0.0.1:${appPort}/api/v1/games/superenalotto/systems/analysis`;
  const post = async (body: object) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`analisi: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{
      count: number;
      closestPair: { ids: number[]; shared: number } | null;
      overlap: Array<{ shared: number; pairs: number }>;
      reduced: unknown[];
    }>;
  };
  const bySelection = { ids };
  const byFilter = { filter: { structureId: String(structure.id) } };
  // warm-up and check: both answers the same, every system counted, every pair in the histogram
  const [a, b] = [await post(bySelection), await post(byFilter)];
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('analisi: selezione e filtro rispondono diversamente');
  const pairs = a.overlap.reduce((s, o) => s + o.pairs, 0);
  if (a.count !== ids.length || pairs !== (ids.length * (ids.length - 1)) / 2)
    throw new Error(`analisi: ${a.count} sistemi, ${pairs} coppie`);
  const note = `${a.count.toLocaleString('it-IT')} sistemi, ${pairs.toLocaleString('it-IT')} coppie; coppia più vicina ${a.closestPair?.ids.join(' e ')} (${a.closestPair?.shared} numeri in comune); ${a.reduced.length} modulo ridotto`;

  const times = { ids: [] as number[], filter: [] as number[], raw: [] as number[] };
  const run = async (which: keyof typeof times) => {
    const t0 = process.hrtime.bigint();
    if (which === 'raw')
      await database.query('select id, structure_id, modules from systems where game = $1 and id = any($2::int[])', [
        'superenalotto',
        ids,
      ]);
    else await post(which === 'ids' ? bySelection : byFilter);
    times[which].push(ms(t0));
  };
  for (let k = 0; k < rounds; k++) {
    const order: Array<keyof typeof times> = k % 2 === 0 ? ['ids', 'raw', 'filter'] : ['filter', 'raw', 'ids'];
    for (const w of order) await run(w);
  }
  const raw = timed(median(times.raw));
  const n = ids.length.toLocaleString('it-IT');
  return (['ids', 'filter'] as const).map((w) => {
    const app = timed(median(times[w]));
    return {
      group: 'analisi',
      name: `analisi di ${n} sistemi ${w === 'ids' ? 'per selezione (ids)' : 'per filtro (structureId)'}, rif. lettura nuda dei loro numeri`,
      target: { p99: 2000 },
      ratio: raw.p50 / app.p50,
      app,
      ref: raw,
      note: w === 'ids' ? note : undefined,
    };
  });
}
