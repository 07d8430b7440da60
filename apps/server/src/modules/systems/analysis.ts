/**
 * Batch analysis of systems (issue 27, decisions.md "Power tools"): for the listed systems or every system the list's
 * filters select (at most SYSTEM_TOOLS_LIMITS.analysis), how often each number appears, the pairwise overlap as a
 * histogram, the closest pair, and for the RIDOTTO modules of their structures the shipped design's verified
 * guarantee beside the lower bound (engine/reduced). Computed on the server over bitsets: every pair of 5.000 systems
 * (12,5 million) is one AND and popcount per 32 numbers.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS, errorMessage, gameConfig, isNumericalGame, reducedSystem, reducedSystemLowerBound, shippedReducedSystems,
  type GameSlug, type StructureModule, type systemListQuery,
} from '@bacheca/domain';
import { SYSTEM_TOOLS_LIMITS, type SystemsAnalysis } from '@bacheca/domain/schemas/system-tools';
import type { DbOrTx } from '../../db/client';
import { structures, systems } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import type { ModuleNumbers } from '../../lib/system-numbers';
import { targetSystemIds } from './queries';

type ListFilter = z.output<typeof systemListQuery>;

/** The systems' ids (queries.ts `targetSystemIds`: at most SYSTEM_TOOLS_LIMITS.analysis by filter). */
export const analysisTargetIds = (db: DbOrTx, game: GameSlug, target: { ids?: readonly number[]; filter?: Partial<ListFilter> }, max: number = SYSTEM_TOOLS_LIMITS.analysis) =>
  targetSystemIds(db, game, target, { max, refusal: 'ANALYSIS_TOO_MANY' });

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The analysis of systems given as (id, numbers) in id order; `maxNumber` bounds the numbers (the game's range). */
export function analyse(rows: ReadonlyArray<{ id: number; numbers: readonly number[] }>, maxNumber: number): Omit<SystemsAnalysis, 'reduced'> {
  const words = Math.ceil((maxNumber + 1) / 32);
  const n = rows.length;
  const bits = new Int32Array(n * words);
  const frequency = new Map<number, number>();
  rows.forEach((r, i) => {
    for (const x of new Set(r.numbers)) {
      bits[i * words + (x >>> 5)] |= 1 << (x & 31);
      frequency.set(x, (frequency.get(x) ?? 0) + 1);
    }
  });
  const histogram = new Float64Array(maxNumber + 2);
  let best = -1;
  let bestI = 0;
  let bestJ = 0;
  for (let i = 0; i < n; i++) {
    const oi = i * words;
    for (let j = i + 1; j < n; j++) {
      const oj = j * words;
      let shared = 0;
      for (let w = 0; w < words; w++) shared += popcount(bits[oi + w] & bits[oj + w]);
      histogram[shared]++;
      if (shared > best) {
        best = shared;
        bestI = i;
        bestJ = j;
      }
    }
  }
  const overlap: SystemsAnalysis['overlap'] = [];
  histogram.forEach((pairs, shared) => {
    if (pairs > 0) overlap.push({ shared, pairs });
  });
  return {
    count: n,
    frequency: Object.fromEntries([...frequency.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => [String(k), v])),
    overlap,
    closestPair: n < 2 ? null : { ids: [rows[bestI].id, rows[bestJ].id], shared: best },
  };
}

/** The batch analysis of a game's systems (see the module comment). */
export async function analyseSystems(db: DbOrTx, game: GameSlug, target: { ids?: readonly number[]; filter?: Partial<ListFilter> }): Promise<SystemsAnalysis> {
  if (!isNumericalGame(game)) throw unprocessable('ANALYSIS_NOT_NUMERICAL', { gameSlug: ERRORS.ANALYSIS_NOT_NUMERICAL });
  const config = gameConfig(game);
  const ids = await analysisTargetIds(db, game, target);
  const found: Array<{ id: number; structureId: number | null; modules: unknown }> = [];
  for (let i = 0; i < ids.length; i += 1000) {
    found.push(...(await db
      .select({ id: systems.id, structureId: systems.structureId, modules: systems.modules })
      .from(systems)
      .where(and(eq(systems.game, game), inArray(systems.id, ids.slice(i, i + 1000))))));
  }
  found.sort((a, b) => a.id - b.id);
  const rows = found.map((r) => ({ id: r.id, numbers: (r.modules as ModuleNumbers[]).flatMap((m) => m.numbers) }));
  const out = analyse(rows, config.numbers.max);
  const structureIds = [...new Set(found.flatMap((r) => (r.structureId == null ? [] : [r.structureId])))];
  const owners = structureIds.length
    ? await db.select({ id: structures.id, name: structures.name, modules: structures.modules }).from(structures).where(inArray(structures.id, structureIds)).orderBy(structures.id)
    : [];
  const k = config.numbersPerCombination;
  const shipped = new Map(shippedReducedSystems(k).map((d) => [`${d.n}-${d.g}`, d.size]));
  const reduced: SystemsAnalysis['reduced'] = [];
  for (const s of owners) {
    (s.modules as StructureModule[]).forEach((m, i) => {
      if (m.type !== 'RIDOTTO') return;
      const design = reducedSystem(k, m.numerosity, m.garanzia);
      reduced.push({
        structureId: s.id, structureName: s.name, module: i + 1, numerosity: m.numerosity, guarantee: m.garanzia,
        combinations: design?.size ?? shipped.get(`${m.numerosity}-${m.garanzia}`) ?? null,
        verified: design !== null,
        lowerBound: reducedSystemLowerBound(k, m.numerosity, m.garanzia),
      });
    });
  }
  return { ...out, reduced };
}
