/**
 * Exact integer combinatorics for the cost engine. Counts are bigint so that no intermediate value can lose
 * precision (C(90, 45) ≈ 1,06·10^26); callers compare against a game's limit before converting to number.
 */

/** Exact binomial coefficient C(n, k); 0 when k < 0, k > n or n < 0. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0 || k < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  // Each partial product C(n - r + i, i) is an integer, so the division is always exact.
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

const pascalRows: bigint[][] = [[1n]];

/**
 * C(n, k) from a memoised Pascal triangle: faster than {@link binomial} when called many times (ranking and
 * unranking of combinations). Same contract as {@link binomial}.
 */
export function binomialCached(n: number, k: number): bigint {
  if (n < 0 || k < 0 || k > n) return 0n;
  while (pascalRows.length <= n) {
    const prev = pascalRows[pascalRows.length - 1];
    const row: bigint[] = [1n];
    for (let i = 1; i < prev.length; i++) row.push(prev[i - 1] + prev[i]);
    row.push(1n);
    pascalRows.push(row);
  }
  return pascalRows[n][k];
}

/**
 * Elementary symmetric polynomial e_r(values): the sum, over every r-subset of the values, of the product of its
 * members. e_0 = 1; e_r = 0 when r exceeds the number of values.
 */
export function elementarySymmetric(values: readonly number[], r: number): bigint {
  if (r < 0) return 0n;
  // e[j] after processing some prefix of the values; classic O(n·r) dynamic programming.
  const e: bigint[] = new Array<bigint>(r + 1).fill(0n);
  e[0] = 1n;
  for (const v of values) {
    const bv = BigInt(v);
    for (let j = Math.min(r, values.length); j >= 1; j--) e[j] += e[j - 1] * bv;
  }
  return e[r];
}

/** Product of the values as a bigint (1 for an empty list). */
export function product(values: readonly number[]): bigint {
  return values.reduce((acc, v) => acc * BigInt(v), 1n);
}

/** Smallest integer ≥ a / b for positive integers. */
export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/**
 * Every k-subset of `items`, in lexicographic order of positions. Meant for small inputs (tests, brute force,
 * grid lines); the caller is responsible for the size C(items.length, k).
 */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield idx.map((i) => items[i]);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i]++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1] + 1;
  }
}

/**
 * The combination of rank `rank` (0-based, lexicographic order) among the k-subsets of {0, …, n−1}, as
 * ascending indices. Inverse of {@link rankCombination}. Requires 0 ≤ rank < C(n, k).
 */
export function unrankCombination(n: number, k: number, rank: bigint): number[] {
  const out: number[] = [];
  let r = rank;
  let next = 0;
  for (let slot = 0; slot < k; slot++) {
    // Skip whole blocks of combinations that start with a smaller element.
    for (;;) {
      const count = binomialCached(n - next - 1, k - slot - 1);
      if (r < count) break;
      r -= count;
      next++;
    }
    out.push(next);
    next++;
  }
  return out;
}

/** Lexicographic rank of ascending indices among the k-subsets of {0, …, n−1}. */
export function rankCombination(n: number, indices: readonly number[]): bigint {
  const k = indices.length;
  let rank = 0n;
  let prev = -1;
  for (let slot = 0; slot < k; slot++) {
    for (let v = prev + 1; v < indices[slot]; v++) rank += binomialCached(n - v - 1, k - slot - 1);
    prev = indices[slot];
  }
  return rank;
}
