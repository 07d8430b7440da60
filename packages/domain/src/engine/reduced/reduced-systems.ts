import { binomial } from '../combinatorics';
import { seededRandom } from '../random';
import { maskToPositions, positionsToMask } from './bits';
import { searchLottoDesign } from './search';
import { REDUCED_SYSTEM_TABLE } from './table.data';
import { findUncoveredDraw } from './verify';

/**
 * Reduced systems (sistemi ridotti, docs/domain.md §5): for N played numbers and guarantee G, a list of
 * k-combinations such that whatever k numbers are drawn among the N, at least one combination holds G of them.
 *
 * The designs ship in table.data.ts (built offline by build-table.ts) and are verified exhaustively the first time
 * they are used in a process, then cached by (k, N, G). Costs always come from the shipped designs, so every
 * server and browser prices the same system alike.
 */

/** A verified reduced system over positions 1…n (position i stands for the i-th of the N numbers played). */
export interface ReducedSystem {
  /** Numbers per combination. */
  readonly k: number;
  /** Numbers played (numerosity). */
  readonly n: number;
  /** Guarantee: matches guaranteed when all k drawn numbers are among the n. */
  readonly g: number;
  /** Number of combinations (what the cost engine charges). */
  readonly size: number;
  /** The combinations, each k ascending positions in 1…n. */
  readonly combinations: readonly (readonly number[])[];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Table key of a design. */
export function reducedSystemKey(k: number, n: number, g: number): string {
  return `${k}-${n}-${g}`;
}

/** Encodes masks as space-separated words, one letter per position (a = position 0). */
export function encodeDesign(masks: readonly number[]): string {
  return [...masks]
    .map((m) =>
      maskToPositions(m)
        .map((p) => LETTERS[p])
        .join(''),
    )
    .sort()
    .join(' ');
}

/** Inverse of {@link encodeDesign}. */
export function decodeDesign(text: string): number[] {
  if (text.trim() === '') return [];
  return text
    .trim()
    .split(/\s+/)
    .map((word) => positionsToMask([...word].map((ch) => LETTERS.indexOf(ch))));
}

/** Draws sharing at least g numbers with one fixed combination: Σ_{i=g..k} C(k,i)·C(n−k,k−i). */
export function drawsCoveredPerCombination(k: number, n: number, g: number): bigint {
  let sum = 0n;
  for (let i = g; i <= k; i++) sum += binomial(k, i) * binomial(n - k, k - i);
  return sum;
}

/**
 * Lower bound on the size of any reduced system (docs/domain.md §5): ⌈C(m,k) / covered-per-combination⌉, maximised
 * over m ≤ n because the minimum never decreases as n grows.
 */
export function reducedSystemLowerBound(k: number, n: number, g: number): number {
  let bound = 1;
  for (let m = k; m <= n; m++) {
    const draws = binomial(m, k);
    const per = drawsCoveredPerCombination(k, m, g);
    bound = Math.max(bound, Number((draws + per - 1n) / per));
  }
  return bound;
}

const cache = new Map<string, ReducedSystem | null>();

function toSystem(k: number, n: number, g: number, masks: readonly number[]): ReducedSystem {
  const combinations = masks
    .map((m) => maskToPositions(m).map((p) => p + 1))
    .sort((a, b) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
      return 0;
    });
  return { k, n, g, size: combinations.length, combinations };
}

/**
 * The shipped reduced system for (k, n, g), verified against every draw on first use and cached; null when none is
 * shipped for these parameters, or (never expected: tests verify the whole table) when the shipped design fails
 * verification.
 */
export function reducedSystem(k: number, n: number, g: number): ReducedSystem | null {
  const key = reducedSystemKey(k, n, g);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const text = (REDUCED_SYSTEM_TABLE as Readonly<Record<string, string>>)[key];
  let system: ReducedSystem | null = null;
  if (text !== undefined) {
    const masks = decodeDesign(text);
    const fits = masks.every((m) => m >>> 0 < 2 ** n && maskToPositions(m).length === k);
    if (fits && findUncoveredDraw(n, k, g, masks) === null) system = toSystem(k, n, g, masks);
  }
  cache.set(key, system);
  return system;
}

/**
 * Exhaustive check of a reduced system's guarantee (every k-subset of its n positions shares at least g with one
 * of its combinations), e.g. before saving one built elsewhere.
 */
export function verifyReducedSystem(system: ReducedSystem): boolean {
  const masks = system.combinations.map((c) => positionsToMask(c.map((p) => p - 1)));
  return (
    system.combinations.every(
      (c) => c.length === system.k && c.every((p) => Number.isInteger(p) && p >= 1 && p <= system.n),
    ) &&
    masks.every((m) => maskToPositions(m).length === system.k) &&
    findUncoveredDraw(system.n, system.k, system.g, masks) === null
  );
}

/** Number of combinations of the shipped reduced system, or null when there is none (see {@link reducedSystem}). */
export function reducedSystemSize(k: number, n: number, g: number): number | null {
  return reducedSystem(k, n, g)?.size ?? null;
}

/** The (n, g) pairs shipped for combinations of k numbers, with their sizes (unverified listing, for UIs). */
export function shippedReducedSystems(k: number): { n: number; g: number; size: number }[] {
  return Object.entries(REDUCED_SYSTEM_TABLE as Readonly<Record<string, string>>)
    .map(([key, text]) => {
      const [kk, n, g] = key.split('-').map(Number);
      return { k: kk, n, g, size: decodeDesign(text).length };
    })
    .filter((e) => e.k === k)
    .map(({ n, g, size }) => ({ n, g, size }))
    .sort((a, b) => a.g - b.g || a.n - b.n);
}

/**
 * Applies a reduced system to the numbers actually played: position i becomes numbers[i − 1] (numbers sorted
 * ascending first). Returns the combinations to print or register.
 */
export function applyReducedSystem(system: ReducedSystem, numbers: readonly number[]): number[][] {
  if (numbers.length !== system.n) throw new RangeError(`expected ${system.n} numbers, got ${numbers.length}`);
  const sorted = [...numbers].sort((a, b) => a - b);
  return system.combinations.map((c) => c.map((p) => sorted[p - 1]));
}

/** Options of {@link buildReducedSystem}. */
export interface BuildOptions {
  /** Search time in milliseconds (default 1 000). */
  timeBudgetMs?: number;
  /** Seed of the search (default: derived from k, n, g, so builds are reproducible). */
  seed?: number | string;
}

/**
 * Builds a reduced system at run time (greedy + local improvement) and verifies it exhaustively. Used offline
 * and by the benchmark; prices never depend on it (they use the shipped table).
 * @throws Error if the result fails verification (a bug: the search only keeps complete designs).
 */
export function buildReducedSystem(k: number, n: number, g: number, options: BuildOptions = {}): ReducedSystem {
  if (!(k < n && g >= 1 && g <= k)) throw new RangeError('require k < n and 1 ≤ g ≤ k');
  const rng = seededRandom(options.seed ?? reducedSystemKey(k, n, g));
  const masks = searchLottoDesign({ n, k, t: g, rng, timeBudgetMs: options.timeBudgetMs ?? 1_000 });
  if (findUncoveredDraw(n, k, g, masks) !== null) throw new Error(`built design ${reducedSystemKey(k, n, g)} fails`);
  return toSystem(k, n, g, masks);
}
