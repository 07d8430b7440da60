import type { GameSlug } from '../../games';
import { binomialCached } from '../combinatorics';
import { TOTOCALCIO_CONFIG, gameConfig, isNumericalGame, type NumericalGameSlug } from '../config';
import { emptyWins } from './brute-force';
import { reducedSystem } from '../reduced/reduced-systems';
import { cruciverbaLines, firstCombination } from './combinations';
import { eurojackpotCategory, sivincetuttoCategory, superenalottoCategory } from './score';
import { totocalcioOutcomes } from './totocalcio';
import type { Draw, ModuleForWins, SystemForWins, TotocalcioSystemForWins, WinCounts } from './types';

/**
 * Wins in closed form: no combination is built except for reduced systems (a few hundred stored
 * combinations) and one singleStar combination. A module is a sum of *families*: every combination holds the bases B
 * and r numbers of the varianti V (integral: B = ∅, V = the numbers, r = k; basi e varianti; each cruciverba line
 * an integral). With h of V's numbers drawn, C(h, j)·C(|V| − h, r − j) combinations take j hits from V; the Jolly,
 * when in V, is in C(h, j)·C(|V| − h − 1, r − j − 1) of them. EuroJackpot multiplies the numbers' and the Euronumeri's
 * distributions. SuperStar multiplies the plays; the drawn SuperStar turns one play per combination into Stella.
 */

/** C(n, k) as a number for n < 128, k ≤ 16 (every count here is bounded by the game's combination limits), memoised. */
const SMALL: number[][] = [];
function C(n: number, k: number): number {
  if (n < 0 || k < 0 || k > n) return 0;
  if (n >= 128 || k > 16) return Number(binomialCached(n, k));
  const row = (SMALL[n] ??= []);
  return (row[k] ??= Number(binomialCached(n, k)));
}

/**
 * Combinations per (hits, Jolly in the combination), flat: dist[2t] without the Jolly, dist[2t + 1] with it (a typed
 * array: this runs once per system of a wins job). Counts stay below 2^53 (the game's combination limits).
 */
type Distribution = Float64Array;

function newDistribution(k: number): Distribution {
  return new Float64Array(2 * (k + 1));
}

/** Adds the family (B, V, r) to `dist`. */
function addFamily(
  dist: Distribution,
  base: readonly number[],
  varianti: readonly number[],
  r: number,
  drawn: Uint8Array,
  jolly: number,
): void {
  let hB = 0;
  let jB = 0;
  for (const n of base) {
    if (drawn[n]) hB++;
    else if (n === jolly) jB = 1;
  }
  let hV = 0;
  let jV = 0;
  for (const n of varianti) {
    if (drawn[n]) hV++;
    else if (n === jolly) jV = 1;
  }
  const v = varianti.length;
  for (let j = 0; j <= Math.min(hV, r); j++) {
    const all = C(hV, j) * C(v - hV, r - j);
    if (all === 0) continue;
    const t = 2 * (hB + j);
    if (jB) dist[t + 1] += all;
    else if (jV) {
      const withJolly = C(hV, j) * C(v - hV - 1, r - j - 1);
      dist[t + 1] += withJolly;
      dist[t] += all - withJolly;
    } else dist[t] += all;
  }
}

/** The hit distribution of one module's numbers (without Euronumeri and SuperStar). */
function moduleDistribution(game: NumericalGameSlug, m: ModuleForWins, drawn: Uint8Array, jolly: number): Distribution {
  const k = gameConfig(game).numbersPerCombination;
  const dist = newDistribution(k);
  switch (m.type) {
    case 'INTEGRALE':
    case 'EUROJACKPOT':
      addFamily(dist, [], m.numbers, k, drawn, jolly);
      break;
    case 'BASI_VARIANTI': {
      const base = m.base ?? [];
      addFamily(dist, base, m.varianti ?? m.numbers.filter((n) => !base.includes(n)), k - base.length, drawn, jolly);
      break;
    }
    case 'CRUCIVERBA':
      for (const line of cruciverbaLines(m.grid ?? [])) addFamily(dist, [], line, k, drawn, jolly);
      break;
    case 'RIDOTTO': {
      // The shipped design's positions over the sorted numbers: no combination is built.
      const design = reducedSystem(k, m.numbers.length, m.garanzia ?? -1);
      if (!design) throw new RangeError(`no reduced system for k=${k} n=${m.numbers.length} g=${m.garanzia}`);
      const sorted = [...m.numbers].sort((a, b) => a - b);
      const hit = sorted.map((n) => drawn[n]);
      const isJolly = sorted.map((n) => (n === jolly ? 1 : 0));
      for (const c of design.combinations) {
        let t = 0;
        let j = 0;
        for (const p of c) {
          t += hit[p - 1];
          j |= isJolly[p - 1];
        }
        dist[2 * t + j]++;
      }
      break;
    }
  }
  return dist;
}

/** The drawn numbers as a lookup table, built once per draw's numbers array (a wins job scores thousands of systems on one draw). */
const DRAWN = new WeakMap<readonly number[], Uint8Array>();
function drawnTable(numbers: readonly number[]): Uint8Array {
  let t = DRAWN.get(numbers);
  if (t) return t;
  t = new Uint8Array(128);
  for (const n of numbers) if (n >= 0 && n < 128) t[n] = 1;
  DRAWN.set(numbers, t);
  return t;
}

/** Closed-form wins of a numerical game's system (see the module comment). */
function numericalWins(game: NumericalGameSlug, system: SystemForWins, draw: Draw, wins: WinCounts): void {
  const drawn = drawnTable(draw.numbers);
  const jolly = game === 'superenalotto' && draw.jolly != null ? draw.jolly : -1;
  const k = gameConfig(game).numbersPerCombination;
  const add = (category: string | null, count: number) => {
    if (category !== null && count !== 0) wins[category] = (wins[category] ?? 0) + count;
  };
  for (const m of system.modules) {
    const dist = moduleDistribution(game, m, drawn, jolly);
    if (game === 'eurojackpot') {
      const euro = m.euronumbers ?? [];
      const drawnEuro = new Set(draw.euronumbers ?? []);
      const eh = euro.filter((e) => drawnEuro.has(e)).length;
      const per = gameConfig(game).euronumbers?.perCombination ?? 2;
      for (let t = 0; t <= k; t++) {
        const main = dist[2 * t] + dist[2 * t + 1];
        if (main === 0) continue;
        for (let b = 0; b <= per; b++) add(eurojackpotCategory(t, b), main * C(eh, b) * C(euro.length - eh, per - b));
      }
      continue;
    }
    if (game === 'sivincetutto') {
      for (let t = 0; t <= k; t++) add(sivincetuttoCategory(t), dist[2 * t] + dist[2 * t + 1]);
      continue;
    }
    // SuperEnalotto: plain plays per combination, and the Stella play of the drawn SuperStar.
    const stars = m.superstars ?? [];
    const single = m.singleStar === true && stars.length > 0;
    const starDrawn = draw.superstar != null && stars.includes(draw.superstar);
    const plainPlays = single ? 1 : Math.max(stars.length, 1) - (starDrawn ? 1 : 0);
    for (let t = 0; t <= k; t++) {
      for (let j = 0; j <= 1; j++) {
        const count = dist[2 * t + j];
        if (count === 0) continue;
        add(superenalottoCategory(t, j === 1, false), count * plainPlays);
        if (starDrawn && !single) add(superenalottoCategory(t, j === 1, true), count);
      }
    }
    if (single && starDrawn) {
      // The starred first combination is played once, with the SuperStar: Stella in place of plain.
      const first = firstCombination(game, m);
      const t = first.filter((n) => drawn[n]).length;
      const j = first.includes(jolly);
      const plain = superenalottoCategory(t, j, false);
      if (plain !== null) wins[plain] -= 1;
      add(superenalottoCategory(t, j, true), 1);
    }
  }
}

/**
 * Totocalcio in closed form: the winning columns are Π over mandatory events (1 when the sign played there is the
 * outcome, the signs played when the event is void, else 0) × C(optional events hit, r).
 */
export function totocalcioWinningColumns(system: TotocalcioSystemForWins, draw: Draw): number {
  const outcomes = totocalcioOutcomes(system, draw);
  if (!outcomes) return 0;
  const r = TOTOCALCIO_CONFIG.formulas[system.formula].optionalEvents;
  let product = 1;
  let optionalHit = 0;
  for (const e of system.events) {
    const o = outcomes.get(e.eventNumber);
    const hit = o === 'any' ? e.signs.length : o !== undefined && (e.signs as readonly string[]).includes(o) ? 1 : 0;
    if (e.mandatory) product *= hit;
    else if (hit > 0) optionalHit++;
  }
  return product * C(optionalHit, r);
}

/** Exact wins in closed form (what {@link systemWins} answers). */
export function systemWinsClosedForm(game: GameSlug, system: SystemForWins, draw: Draw): WinCounts {
  const wins = emptyWins(game, system);
  if (isNumericalGame(game)) numericalWins(game, system, draw, wins);
  else if (system.totocalcio)
    wins[String(system.totocalcio.formula)] = totocalcioWinningColumns(system.totocalcio, draw);
  return wins;
}
