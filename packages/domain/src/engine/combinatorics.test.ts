import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  binomialCached,
  combinations,
  elementarySymmetric,
  rankCombination,
  unrankCombination,
} from './combinatorics';

describe('binomial', () => {
  it('knows the lottery values exactly', () => {
    expect(binomial(90, 6)).toBe(622_614_630n);
    expect(binomial(19, 6)).toBe(27_132n); // SuperEnalotto per-play limit: an integral of 19 numbers
    expect(binomial(18, 12)).toBe(18_564n); // SiVinceTutto per-play limit: an integral of 18 numbers
    expect(binomial(90, 45)).toBe(103_827_421_287_553_411_369_671_120n); // beyond 2^53: no float anywhere
  });

  it('is 0 outside 0 ≤ k ≤ n', () => {
    expect(binomial(5, 6)).toBe(0n);
    expect(binomial(5, -1)).toBe(0n);
    expect(binomial(-1, 0)).toBe(0n);
  });

  it('equals the number of enumerated k-subsets (brute force)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        expect(binomial(n, k)).toBe(BigInt([...combinations(items, k)].length));
      }),
    );
  });

  it('matches the memoised Pascal triangle and its recurrence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 90 }), (n, k) => {
        expect(binomialCached(n, k)).toBe(binomial(n, k));
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }),
    );
  });
});

describe('elementarySymmetric', () => {
  it('equals the sum over r-subsets of their products (brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 11 }),
        (values, r) => {
          let sum = 0n;
          for (const subset of combinations(values, r)) sum += subset.reduce((p, v) => p * BigInt(v), 1n);
          expect(elementarySymmetric(values, r)).toBe(sum);
        },
      ),
    );
  });

  it('reduces to C(n, r) on ones', () => {
    expect(elementarySymmetric([1, 1, 1, 1, 1, 1], 4)).toBe(15n);
  });
});

describe('ranking of combinations', () => {
  it('unranks in the enumeration order and ranks back', () => {
    const items = Array.from({ length: 9 }, (_, i) => i);
    let rank = 0n;
    for (const c of combinations(items, 4)) {
      expect(unrankCombination(9, 4, rank)).toEqual(c);
      expect(rankCombination(9, c)).toBe(rank);
      rank++;
    }
    expect(rank).toBe(binomial(9, 4));
  });

  it('round-trips on large spaces', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: binomial(90, 30) - 1n }), (rank) => {
        const c = unrankCombination(90, 30, rank);
        expect(c).toHaveLength(30);
        expect(rankCombination(90, c)).toBe(rank);
      }),
      { numRuns: 50 },
    );
  });
});
