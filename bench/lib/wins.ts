/**
 * The "vincite" benchmark's data and its reference ("Speed"): SuperEnalotto systems of every kind the board
 * sells (integrals up to 19 numbers, reduced, basi e varianti, cruciverba; with and without SuperStar) published on
 * one contest, and (a) the bare loop that enumerates each system's combinations and matches them with bit masks.
 */
import { randomUUID } from 'node:crypto';
import {
  structureTotals,
  structureUpsertRequest,
  toSystemForWins,
  type Draw,
  type KnownModule,
  type SystemForWins,
  type WinCounts,
} from '@bacheca/domain';
import { categoryCodes } from '@bacheca/domain/engine/wins/categories';
import { cruciverbaLines, firstCombination, moduleCombinations } from '@bacheca/domain/engine/wins/combinations';
import { superenalottoCategory } from '@bacheca/domain/engine/wins/score';
import type { Database } from '../../apps/server/src/db/client';
import { StructuresService } from '../../apps/server/src/modules/structures/service';
import type { StoredModuleNumbers } from '@bacheca/domain';

/** The mix: one structure per entry, `share` of the systems each (shares add up to 1). */
export const WINS_MIX: Array<{ label: string; module: Record<string, unknown>; share: number }> = [
  { label: 'integrale 8', module: { type: 'INTEGRALE', numerosity: 8 }, share: 0.14 },
  { label: 'integrale 10 SuperStar', module: { type: 'INTEGRALE', numerosity: 10, superstar: 1 }, share: 0.14 },
  { label: 'integrale 12', module: { type: 'INTEGRALE', numerosity: 12 }, share: 0.1 },
  { label: 'integrale 15 SuperStar ×2', module: { type: 'INTEGRALE', numerosity: 15, superstar: 2 }, share: 0.06 },
  { label: 'integrale 19', module: { type: 'INTEGRALE', numerosity: 19 }, share: 0.04 },
  { label: 'ridotto 12 g5', module: { type: 'RIDOTTO', numerosity: 12, garanzia: 5 }, share: 0.14 },
  {
    label: 'ridotto 16 g4 SuperStar',
    module: { type: 'RIDOTTO', numerosity: 16, garanzia: 4, superstar: 1 },
    share: 0.1,
  },
  { label: 'basi 2 varianti 10', module: { type: 'BASI_VARIANTI', base: 2, varianti: 10 }, share: 0.1 },
  {
    label: 'basi 1 varianti 12 SuperStar',
    module: { type: 'BASI_VARIANTI', base: 1, varianti: 12, superstar: 1, singleStar: true },
    share: 0.08,
  },
  { label: 'cruciverba 6', module: { type: 'CRUCIVERBA', dimension: 6 }, share: 0.06 },
  { label: 'cruciverba 7 SuperStar', module: { type: 'CRUCIVERBA', dimension: 7, superstar: 1 }, share: 0.04 },
];

/** The fewest quotes (2–125) that split the structure's total into whole quotas of 5–999 € (the engine's rules). */
function quotesFor(module: Record<string, unknown>): number {
  const t = structureTotals('superenalotto', {
    structureType: 'NON_ACCUMULO',
    boardType: 'STANDARD',
    modules: [module],
  } as Parameters<typeof structureTotals>[1]);
  if (!t.ok) throw new Error(`${JSON.stringify(module)}: ${t.message}`);
  const total = t.result.totalPriceCents;
  for (let q = 2; q <= 125; q++) if (total % q === 0 && total / q >= 500 && total / q <= 99_900) return q;
  throw new Error(`${JSON.stringify(module)}: no whole quota for ${total} cents`);
}

/** Creates the mix's structures and `count` systems of them (drafts; the caller publishes them). */
export async function winsSystems(database: Database, count: number): Promise<number[]> {
  const svc = new StructuresService(database.db);
  const ids: number[] = [];
  for (const [i, mix] of WINS_MIX.entries()) {
    const want = i === WINS_MIX.length - 1 ? count - ids.length : Math.round(count * mix.share);
    const s = await svc.create(
      'superenalotto',
      structureUpsertRequest.parse({
        name: `Bench vincite ${mix.label} ${randomUUID().slice(0, 6)}`.slice(0, 50),
        shortDescription: 'bench',
        extendedDescription: 'Struttura del benchmark vincite',
        tags: ['bench'],
        proposalChannels: ['WEB'],
        salesChannel: 'RICEVITORIA',
        structureType: 'NON_ACCUMULO',
        boardType: 'STANDARD',
        modules: [mix.module],
        quotes: quotesFor(mix.module),
        preassignedQuotesPercentage: 10,
        visibleInBackoffice: true,
        visibleInVetrina: false,
        graphicTemplate: 'CLASSICO',
      }),
      { actor: 'admin' },
    );
    for (let made = 0, k = 0; made < want; k++) {
      const { systemIds } = await svc.generate(
        'superenalotto',
        s.id,
        { count: Math.min(999, want - made), seed: `wins-${i}-${k}` },
        { actor: 'admin' },
      );
      ids.push(...systemIds);
      made += systemIds.length;
    }
  }
  return ids;
}

/** The systems as the engine reads them (structure modules joined with the stored numbers). */
export async function loadSystemsForWins(
  database: Database,
  ids: number[],
): Promise<Array<{ id: number; quotesTotal: number; system: SystemForWins }>> {
  const rows = (
    await database.query(
      `select s.id, s.quotes_total, s.modules, t.modules as structure_modules from systems s join structures t on t.id = s.structure_id where s.id = any($1::int[]) order by s.id`,
      [ids],
    )
  ).rows as Array<{
    id: number;
    quotes_total: number;
    modules: StoredModuleNumbers[];
    structure_modules: KnownModule[];
  }>;
  return rows.map((r) => ({
    id: Number(r.id),
    quotesTotal: Number(r.quotes_total),
    system: toSystemForWins(r.structure_modules, r.modules),
  }));
}

// ───────────── (a) the bare loop

const popcount = (x: number) => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Hits histogram of one module's plays: index 2·hits + (Jolly among them ? 1 : 0). */
type Histogram = Float64Array;

/**
 * Enumerates the combinations "base + r of varianti" with running bit masks (three 32-bit words over 1–90) and
 * counts, at each combination, the drawn numbers it holds (popcount of mask ∧ draw) and whether the Jolly is one.
 */
function family(
  base: readonly number[],
  varianti: readonly number[],
  r: number,
  d: Uint32Array,
  j: Uint32Array,
  hist: Histogram,
) {
  const m = new Uint32Array(3);
  for (const n of base) m[n >>> 5] |= 1 << (n & 31);
  const walk = (from: number, left: number, m0: number, m1: number, m2: number) => {
    if (left === 0) {
      const hits = popcount(m0 & d[0]) + popcount(m1 & d[1]) + popcount(m2 & d[2]);
      const jolly = (m0 & j[0]) | (m1 & j[1]) | (m2 & j[2]) ? 1 : 0;
      hist[2 * hits + jolly]++;
      return;
    }
    for (let i = from; i <= varianti.length - left; i++) {
      const n = varianti[i];
      const w = n >>> 5;
      const bit = 1 << (n & 31);
      walk(i + 1, left - 1, w === 0 ? m0 | bit : m0, w === 1 ? m1 | bit : m1, w === 2 ? m2 | bit : m2);
    }
  };
  walk(0, r, m[0], m[1], m[2]);
}

function comboHist(combo: readonly number[], d: Uint32Array, j: Uint32Array, hist: Histogram) {
  family(combo, [], 0, d, j, hist);
}

/**
 * Reference (a): the wins of every system by enumerating its combinations, SuperEnalotto rules (a combination is
 * played once per SuperStar number; with singleStar only the first combination, with its star; the Stella play of
 * the drawn SuperStar wins its Stella category).
 */
export function bareWins(systems: readonly SystemForWins[], draw: Draw): WinCounts[] {
  const d = new Uint32Array(3);
  for (const n of draw.numbers) d[n >>> 5] |= 1 << (n & 31);
  const j = new Uint32Array(3);
  if (draw.jolly != null) j[draw.jolly >>> 5] |= 1 << (draw.jolly & 31);
  const codes = categoryCodes('superenalotto');
  const out: WinCounts[] = [];
  const hist = new Float64Array(14);
  const first = new Float64Array(14);
  for (const system of systems) {
    const wins: WinCounts = Object.fromEntries(codes.map((c) => [c, 0]));
    for (const m of system.modules) {
      hist.fill(0);
      switch (m.type) {
        case 'INTEGRALE':
          family([], m.numbers, 6, d, j, hist);
          break;
        case 'BASI_VARIANTI': {
          const base = m.base ?? [];
          family(base, m.varianti ?? m.numbers.filter((n) => !base.includes(n)), 6 - base.length, d, j, hist);
          break;
        }
        case 'CRUCIVERBA':
          for (const line of cruciverbaLines(m.grid ?? [])) family([], line, 6, d, j, hist);
          break;
        default:
          for (const c of moduleCombinations('superenalotto', m)) comboHist(c, d, j, hist);
      }
      const stars = m.superstars ?? [];
      const starHit = draw.superstar != null && stars.includes(draw.superstar);
      const add = (h: Histogram, plain: number, stella: number) => {
        for (let i = 0; i < 14; i++) {
          if (!h[i]) continue;
          const hits = i >> 1;
          const jolly = (i & 1) === 1;
          const p = superenalottoCategory(hits, jolly, false);
          if (p && plain) wins[p] += h[i] * plain;
          const s = superenalottoCategory(hits, jolly, true);
          if (s && stella) wins[s] += h[i] * stella;
        }
      };
      if (m.singleStar && stars.length > 0) {
        first.fill(0);
        comboHist(firstCombination('superenalotto', m), d, j, first);
        for (let i = 0; i < 14; i++) hist[i] -= first[i];
        add(hist, 1, 0);
        add(first, draw.superstar === stars[0] ? 0 : 1, draw.superstar === stars[0] ? 1 : 0);
      } else if (stars.length === 0) add(hist, 1, 0);
      else add(hist, stars.length - (starHit ? 1 : 0), starHit ? 1 : 0);
    }
    out.push(wins);
  }
  return out;
}
