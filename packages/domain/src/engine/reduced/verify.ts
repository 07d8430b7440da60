import { MAX_MASK_POSITIONS, fillBits, kSubsetMasks, popcount, subsetMasksOf } from './bits';

/**
 * Exhaustive guarantee check of a reduced system (lotto design LD(n, k, k, g)): every k-subset ("draw") of the
 * n positions must share at least g positions with some block. Blocks are k-bit masks over n positions.
 *
 * A draw shares ≥ g positions with a block exactly when one of its g-subsets lies inside that block, so the check
 * marks every g-subset contained in a block, then looks each draw's g-subsets up: C(n,k)·C(k,g) look-ups in all.
 *
 * @returns the first draw (mask) left uncovered, or null when the guarantee holds for every draw.
 */
export function findUncoveredDraw(n: number, k: number, g: number, blocks: readonly number[]): number | null {
  if (n > MAX_MASK_POSITIONS) throw new RangeError(`n = ${n} too large for the mask verifier`);
  if (g < 1 || g > k || k > n) throw new RangeError('require 1 ≤ g ≤ k ≤ n');
  const full = (1 << n) - 1;
  const gPatterns = kSubsetMasks(k, g);
  const marked = new Uint8Array(1 << n);
  const scratch = new Int32Array(gPatterns.length);
  for (const block of blocks) {
    if (popcount(block) !== k || (block & ~full) !== 0) throw new RangeError(`block ${block} is not a ${k}-subset`);
    const m = gSubsets(block, gPatterns, scratch);
    for (let i = 0; i < m; i++) marked[scratch[i]] = 1;
  }
  const draws = kSubsetMasks(n, k);
  for (let d = 0; d < draws.length; d++) {
    const m = gSubsets(draws[d], gPatterns, scratch);
    let covered = false;
    for (let i = 0; i < m && !covered; i++) covered = marked[scratch[i]] === 1;
    if (!covered) return draws[d];
  }
  return null;
}

const elements = new Int32Array(32);

/** The g-subsets of a mask (from the position patterns), written to `out`; returns their count. */
function gSubsets(mask: number, patterns: Int32Array, out: Int32Array): number {
  fillBits(mask, elements);
  return subsetMasksOf(elements, patterns, out);
}

/** True when the blocks guarantee g matches against every draw (see {@link findUncoveredDraw}). */
export function verifyGuarantee(n: number, k: number, g: number, blocks: readonly number[]): boolean {
  return findUncoveredDraw(n, k, g, blocks) === null;
}

/**
 * The same check by the definition, draw against block: slower (C(n,k)·blocks intersections), kept as an
 * independent cross-check for tests.
 */
export function countUncoveredBruteForce(n: number, k: number, g: number, blocks: readonly number[]): number {
  let uncovered = 0;
  for (const d of kSubsetMasks(n, k)) {
    if (!blocks.some((b) => popcount(b & d) >= g)) uncovered++;
  }
  return uncovered;
}
