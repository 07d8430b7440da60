import { binomial } from '../combinatorics';
import { type RandomSource, randomInt } from '../random';
import { MAX_MASK_POSITIONS, bitsOf, fillBits, kSubsetMasks, popcount, subsetMasksOf } from './bits';

/**
 * Construction of reduced systems (lotto designs LD(n, k, k, t)): a set of k-subsets ("blocks") of n positions
 * such that every k-subset ("draw") shares at least t positions with some block.
 *
 * Greedy start, then local improvement: with L blocks fixed, a weighted local search (the move set of Nurmela and
 * Östergård's covering-design annealing, with the penalty weights of set-cover local search instead of a
 * temperature) drives the uncovered draws to zero by moving one position of one block at a time; then the least
 * useful block is dropped and the search goes on with L − 1 blocks.
 */

/** Parameters of a lotto design search. */
export interface LottoSearchOptions {
  n: number;
  k: number;
  t: number;
  rng: RandomSource;
  /** Wall-clock budget of the local search (default 2 000 ms); the greedy start and set-up come on top. */
  timeBudgetMs?: number;
  /** Local-search steps per attempt at one size (default scales with the problem). */
  iterationsPerAttempt?: number;
  /** Failed attempts allowed at one size before the search stops (default 4). */
  attemptsPerSize?: number;
  /** A known design to start from (masks); the greedy start is used when absent. */
  initial?: readonly number[];
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
  /** Called with every smaller complete design found. */
  onImprove?: (design: number[]) => void;
}

/** Cover count of every draw, the list of uncovered draws and their weights, updated incrementally. */
class CoverState {
  readonly cover: Uint16Array;
  readonly position: Int32Array;
  readonly uncovered: Int32Array;
  uncoveredCount = 0;
  /** Penalty weight per draw for the weighted local search (1 until raised). */
  readonly weight: Uint32Array;

  private readonly ballLeft: Int32Array[] = [];
  private readonly ballRight: Int32Array[] = [];
  private readonly swapLeft: Int32Array;
  private readonly swapRight: Int32Array;
  private readonly bufA: Int32Array;
  private readonly bufB: Int32Array;
  private readonly full: number;
  private readonly elemIn = new Int32Array(32);
  private readonly elemOut = new Int32Array(32);

  constructor(
    readonly n: number,
    readonly k: number,
    readonly t: number,
  ) {
    if (n > MAX_MASK_POSITIONS) throw new RangeError(`n = ${n} too large`);
    this.full = (1 << n) - 1;
    this.cover = new Uint16Array(1 << n);
    this.position = new Int32Array(1 << n).fill(-1);
    this.weight = new Uint32Array(1 << n).fill(1);
    const draws = kSubsetMasks(n, k);
    this.uncovered = new Int32Array(draws.length);
    for (const d of draws) this.markUncovered(d);
    for (let i = t; i <= k; i++) {
      this.ballLeft[i] = kSubsetMasks(k, i);
      this.ballRight[i] = kSubsetMasks(n - k, k - i);
    }
    this.swapLeft = kSubsetMasks(k - 1, t - 1);
    this.swapRight = kSubsetMasks(n - k - 1, k - t);
    const big = Math.max(1, this.swapLeft.length, ...this.ballLeft.filter(Boolean).map((a) => a.length));
    const bigR = Math.max(1, this.swapRight.length, ...this.ballRight.filter(Boolean).map((a) => a.length));
    this.bufA = new Int32Array(big);
    this.bufB = new Int32Array(bigR);
  }

  private markUncovered(d: number): void {
    this.position[d] = this.uncoveredCount;
    this.uncovered[this.uncoveredCount++] = d;
  }

  private markCovered(d: number): void {
    const at = this.position[d];
    const last = this.uncovered[--this.uncoveredCount];
    this.uncovered[at] = last;
    this.position[last] = at;
    this.position[d] = -1;
  }

  /** Add (+1) or remove (−1) a block: update the cover count of every draw in its ball. */
  apply(block: number, sign: 1 | -1): void {
    const inside = bitsOf(block);
    const outside = bitsOf(this.full & ~block);
    for (let i = this.t; i <= this.k; i++) {
      const a = subsetMasksOf(inside, this.ballLeft[i], this.bufA);
      const b = subsetMasksOf(outside, this.ballRight[i], this.bufB);
      for (let p = 0; p < a; p++) {
        for (let q = 0; q < b; q++) this.bump(this.bufA[p] | this.bufB[q], sign);
      }
    }
  }

  private bump(d: number, sign: 1 | -1): void {
    if (sign === 1) {
      if (this.cover[d]++ === 0) this.markCovered(d);
    } else if (--this.cover[d] === 0) this.markUncovered(d);
  }

  /** Draws that only this block covers (what removing it would cost). */
  uniquelyCovered(block: number): number {
    const inside = bitsOf(block);
    const outside = bitsOf(this.full & ~block);
    let count = 0;
    for (let i = this.t; i <= this.k; i++) {
      const a = subsetMasksOf(inside, this.ballLeft[i], this.bufA);
      const b = subsetMasksOf(outside, this.ballRight[i], this.bufB);
      for (let p = 0; p < a; p++)
        for (let q = 0; q < b; q++) if (this.cover[this.bufA[p] | this.bufB[q]] === 1) count++;
    }
    return count;
  }

  /** Fill bufA/bufB with the (t−1)-subsets of block − x and the (k−t)-subsets of the outside minus y. */
  private prepareSwap(block: number, x: number, y: number): [number, number] {
    fillBits(block & ~x, this.elemIn);
    fillBits(this.full & ~block & ~y, this.elemOut);
    return [
      subsetMasksOf(this.elemIn, this.swapLeft, this.bufA),
      subsetMasksOf(this.elemOut, this.swapRight, this.bufB),
    ];
  }

  /**
   * Change in the total weight of uncovered draws if `block` swaps position bit `x` (inside) for `y` (outside).
   * Only draws with exactly t − 1 other positions in common with block − x can change: lost ones contain x,
   * gained ones contain y.
   */
  swapWeightedDelta(block: number, x: number, y: number): number {
    const [a, b] = this.prepareSwap(block, x, y);
    let delta = 0;
    for (let p = 0; p < a; p++) {
      for (let q = 0; q < b; q++) {
        const base = this.bufA[p] | this.bufB[q];
        if (this.cover[base | x] === 1) delta += this.weight[base | x];
        if (this.cover[base | y] === 0) delta -= this.weight[base | y];
      }
    }
    return delta;
  }

  /** Raise the weight of every uncovered draw (escapes local minima of the weighted search). */
  raiseUncoveredWeights(): void {
    for (let i = 0; i < this.uncoveredCount; i++) this.weight[this.uncovered[i]]++;
  }

  /** Perform the swap evaluated by {@link swapWeightedDelta}. */
  swap(block: number, x: number, y: number): void {
    const [a, b] = this.prepareSwap(block, x, y);
    for (let p = 0; p < a; p++) {
      for (let q = 0; q < b; q++) {
        const base = this.bufA[p] | this.bufB[q];
        this.bump(base | x, -1);
        this.bump(base | y, 1);
      }
    }
  }
}

/** Default steps per attempt: a few per draw, at least 20 000. */
function defaultIterations(n: number, k: number): number {
  return Math.max(20_000, Number(binomial(n, k)) * 4);
}

/**
 * Greedy construction: repeatedly take an uncovered draw and play, among it and its one-swap neighbours, the
 * block covering the most uncovered draws. Always returns a complete design.
 */
export function greedyLottoDesign(n: number, k: number, t: number, rng: RandomSource): number[] {
  const state = new CoverState(n, k, t);
  const blocks: number[] = [];
  while (state.uncoveredCount > 0) {
    const d = state.uncovered[randomInt(rng, state.uncoveredCount)];
    let best = d;
    let bestGain = -1;
    const inside = bitsOf(d);
    const outside = bitsOf(((1 << n) - 1) & ~d);
    const candidates = [d];
    for (const x of inside) for (const y of outside) candidates.push((d & ~x) | y);
    for (const c of candidates) {
      const gain = gainOf(state, c);
      if (gain > bestGain) {
        bestGain = gain;
        best = c;
      }
    }
    state.apply(best, 1);
    blocks.push(best);
  }
  return blocks;
}

/** Uncovered draws a new block would cover (the ball of the block, counted on cover 0). */
function gainOf(state: CoverState, block: number): number {
  // Adding then removing is exact and keeps the code to one ball enumeration.
  const before = state.uncoveredCount;
  state.apply(block, 1);
  const gain = before - state.uncoveredCount;
  state.apply(block, -1);
  return gain;
}

/**
 * Weighted local search: from a random uncovered draw, evaluate every swap that makes a nearest block cover it and
 * take the best by weighted cost (a short tabu list forbids re-inserting a position just removed from a block);
 * when no swap improves, raise the weight of the uncovered draws so the search leaves the local minimum. Weights
 * persist across sizes: the hard draws stay known. Evaluating every candidate swap, not a sample, is what makes
 * the search effective (sampling was measured several times worse at equal time).
 */
function weightedSearch(
  state: CoverState,
  blocks: number[],
  rng: RandomSource,
  iterations: number,
  outOfTime: () => boolean,
): boolean {
  const tabu = new Map<number, number>(); // (block index, position) → step until which re-entering is tabu
  const tenure = 10;
  for (let it = 0; it < iterations && state.uncoveredCount > 0; it++) {
    if ((it & 255) === 255 && outOfTime()) break;
    const d = state.uncovered[randomInt(rng, state.uncoveredCount)];
    let bestMeet = -1;
    for (const b of blocks) bestMeet = Math.max(bestMeet, popcount(b & d));
    let bestDelta = Infinity;
    let bestMove: [number, number, number] | null = null;
    let ties = 0;
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i];
      if (popcount(block & d) !== bestMeet) continue;
      for (const x of bitsOf(block & ~d)) {
        for (const y of bitsOf(d & ~block)) {
          if ((tabu.get(i * 32 + 31 - Math.clz32(y)) ?? -1) > it) continue;
          const delta = state.swapWeightedDelta(block, x, y);
          if (delta < bestDelta) {
            bestDelta = delta;
            bestMove = [i, x, y];
            ties = 1;
          } else if (delta === bestDelta && randomInt(rng, ++ties) === 0) bestMove = [i, x, y];
        }
      }
    }
    if (bestMove === null) continue;
    if (bestDelta >= 0) state.raiseUncoveredWeights();
    const [i, x, y] = bestMove;
    state.swap(blocks[i], x, y);
    blocks[i] = (blocks[i] & ~x) | y;
    tabu.set(i * 32 + 31 - Math.clz32(x), it + tenure);
  }
  return state.uncoveredCount === 0;
}

/**
 * Search for a small LD(n, k, k, t). The result always satisfies the guarantee by construction (a design is only
 * kept once its uncovered draws reach zero); callers still verify it independently before use.
 */
export function searchLottoDesign(options: LottoSearchOptions): number[] {
  const { n, k, t, rng } = options;
  const now = options.now ?? (() => Date.now());
  const deadline = now() + (options.timeBudgetMs ?? 2_000);
  const iterations = options.iterationsPerAttempt ?? defaultIterations(n, k);
  const attemptsPerSize = options.attemptsPerSize ?? 4;

  let best = options.initial ? [...options.initial] : greedyLottoDesign(n, k, t, rng);
  const state = new CoverState(n, k, t);
  let blocks = [...best];
  for (const b of blocks) state.apply(b, 1);
  if (state.uncoveredCount > 0) throw new RangeError('initial design does not meet the guarantee');

  let failures = 0;
  while (blocks.length > 1 && failures < attemptsPerSize && now() < deadline) {
    if (state.uncoveredCount === 0) {
      // Complete: drop the block whose removal uncovers the fewest draws.
      let drop = 0;
      let least = Infinity;
      for (let i = 0; i < blocks.length; i++) {
        const u = state.uniquelyCovered(blocks[i]);
        if (u < least) {
          least = u;
          drop = i;
        }
      }
      state.apply(blocks[drop], -1);
      blocks.splice(drop, 1);
      failures = 0;
    }
    if (weightedSearch(state, blocks, rng, iterations, () => now() >= deadline)) {
      best = [...blocks];
      options.onImprove?.(best);
    } else {
      failures++;
    }
  }
  blocks = best;
  return blocks;
}
