/**
 * Bit-set helpers for reduced systems: a combination of positions 0…n−1 (n ≤ 24) is a 32-bit integer mask, bit i
 * set when position i is played.
 */

/** Largest N handled by mask-indexed tables (2^24 entries). */
export const MAX_MASK_POSITIONS = 24;

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Every k-subset of {0, …, n−1} as a mask, ascending numeric order (Gosper's hack); empty when k > n. */
export function kSubsetMasks(n: number, k: number): Int32Array {
  if (n > MAX_MASK_POSITIONS) throw new RangeError(`n = ${n} exceeds ${MAX_MASK_POSITIONS}`);
  if (k < 0 || k > n) return new Int32Array(0);
  if (k === 0) return Int32Array.of(0);
  const out: number[] = [];
  let x = (1 << k) - 1;
  const limit = 1 << n;
  while (x < limit) {
    out.push(x);
    const c = x & -x;
    const r = x + c;
    x = (((r ^ x) >>> 2) / c) | r;
  }
  return Int32Array.from(out);
}

/** The set bits of a mask, each as its own single-bit mask, ascending. */
export function bitsOf(mask: number): number[] {
  const out: number[] = [];
  let m = mask;
  while (m !== 0) {
    const low = m & -m;
    out.push(low);
    m ^= low;
  }
  return out;
}

/** Writes the set bits of a mask (single-bit masks, ascending) into `out`; returns their count. No allocation. */
export function fillBits(mask: number, out: Int32Array): number {
  let m = mask;
  let count = 0;
  while (m !== 0) {
    const low = m & -m;
    out[count++] = low;
    m ^= low;
  }
  return count;
}

/** Positions (0-based) of the set bits of a mask, ascending. */
export function maskToPositions(mask: number): number[] {
  return bitsOf(mask).map((b) => 31 - Math.clz32(b));
}

/** Mask of the given 0-based positions. */
export function positionsToMask(positions: readonly number[]): number {
  let m = 0;
  for (const p of positions) m |= 1 << p;
  return m;
}

/**
 * All r-subsets of `elements` (single-bit masks) as OR-ed masks. `patterns` are the r-subset masks over
 * elements.length positions (from {@link kSubsetMasks}); passing them avoids recomputing the pattern list.
 */
export function subsetMasksOf(elements: ArrayLike<number>, patterns: Int32Array, out: Int32Array): number {
  for (let i = 0; i < patterns.length; i++) {
    let p = patterns[i];
    let m = 0;
    while (p !== 0) {
      const low = p & -p;
      m |= elements[31 - Math.clz32(low)];
      p ^= low;
    }
    out[i] = m;
  }
  return patterns.length;
}
