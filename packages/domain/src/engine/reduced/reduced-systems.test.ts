import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_CONFIGS } from '../config';
import { seededRandom } from '../random';
import { kSubsetMasks, maskToPositions, popcount, positionsToMask } from './bits';
import {
  applyReducedSystem,
  buildReducedSystem,
  decodeDesign,
  drawsCoveredPerCombination,
  encodeDesign,
  reducedSystem,
  reducedSystemLowerBound,
  shippedReducedSystems,
  verifyReducedSystem,
} from './reduced-systems';
import { greedyLottoDesign } from './search';
import { countUncoveredBruteForce, findUncoveredDraw, verifyGuarantee } from './verify';

const K = 6;
const ranges = GAME_CONFIGS.superenalotto.modules.RIDOTTO!;
const pairs: [number, number][] = [];
for (let g = ranges.garanzia.min; g <= ranges.garanzia.max; g++) {
  for (let n = ranges.numerosity.min; n <= ranges.numerosity.max; n++) pairs.push([n, g]);
}

describe('shipped reduced systems', () => {
  it('cover exactly the configured RIDOTTO ranges', () => {
    const shipped = shippedReducedSystems(K)
      .map(({ n, g }) => `${n}-${g}`)
      .sort();
    expect(shipped).toEqual(pairs.map(([n, g]) => `${n}-${g}`).sort());
  });

  it.each(pairs)('N=%i G=%i meets its guarantee against every draw', (n, g) => {
    const system = reducedSystem(K, n, g);
    expect(system).not.toBeNull();
    const masks = system!.combinations.map((c) => positionsToMask(c.map((p) => p - 1)));
    expect(findUncoveredDraw(n, K, g, masks)).toBeNull();
    for (const c of system!.combinations) {
      expect(c).toHaveLength(K);
      expect(new Set(c).size).toBe(K);
      expect(c.every((p) => p >= 1 && p <= n)).toBe(true);
    }
    expect(system!.size).toBeGreaterThanOrEqual(reducedSystemLowerBound(K, n, g));
  });

  it('agree with the definition (brute force) on a sample', () => {
    for (const [n, g] of [
      [10, 3],
      [12, 4],
      [11, 5],
      [14, 5],
      [16, 4],
      [20, 3],
    ] as const) {
      const masks = reducedSystem(K, n, g)!.combinations.map((c) => positionsToMask(c.map((p) => p - 1)));
      expect(countUncoveredBruteForce(n, K, g, masks)).toBe(0);
    }
  });

  it('never shrink as N grows, nor as G drops', () => {
    for (const [n, g] of pairs) {
      const size = reducedSystem(K, n, g)!.size;
      if (n > ranges.numerosity.min) expect(size).toBeGreaterThanOrEqual(reducedSystem(K, n - 1, g)!.size);
      if (g < ranges.garanzia.max) expect(size).toBeLessThanOrEqual(reducedSystem(K, n, g + 1)!.size);
    }
  });

  it('reach the proven optima of the small cases', () => {
    // One combination meets every draw in at least 12 − N numbers. For G = 3 and 10 ≤ N ≤ 13, one is too few and
    // two disjoint ones leave at most one number out, so five drawn numbers fall in them and one holds three.
    // Complements turn N=8, G=5 and N=9, G=4 into small covering problems with optima 4 and 3.
    const known: [number, number, number][] = [
      [7, 3, 1],
      [9, 3, 1],
      [10, 3, 2],
      [13, 3, 2],
      [7, 4, 1],
      [8, 4, 1],
      [9, 4, 3],
      [7, 5, 1],
      [8, 5, 4],
    ];
    for (const [n, g, size] of known) expect(reducedSystem(K, n, g)!.size).toBe(size);
  });

  it('are null outside the table', () => {
    expect(reducedSystem(K, 21, 3)).toBeNull();
    expect(reducedSystem(K, 12, 6)).toBeNull();
  });
});

describe('guarantee verifier', () => {
  it('agrees with brute force on random designs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 10 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer(),
        fc.integer({ min: 1, max: 6 }),
        (n, g, seed, count) => {
          const all = kSubsetMasks(n, K);
          const rng = seededRandom(seed);
          const blocks = Array.from({ length: count }, () => all[rng.nextUint32() % all.length]);
          expect(verifyGuarantee(n, K, g, blocks)).toBe(countUncoveredBruteForce(n, K, g, blocks) === 0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects every 3-combination system for N=8, G=5 (the optimum is 4)', () => {
    const all = kSubsetMasks(8, K);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...all), { minLength: 3, maxLength: 3 }), (blocks) => {
        expect(verifyGuarantee(8, K, 5, blocks)).toBe(false);
      }),
    );
  });

  it('verifyReducedSystem accepts shipped systems and rejects broken ones', () => {
    const system = reducedSystem(K, 8, 5)!;
    expect(verifyReducedSystem(system)).toBe(true);
    const fewer = { ...system, size: 3, combinations: system.combinations.slice(1) };
    expect(verifyReducedSystem(fewer)).toBe(false);
    const malformed = { ...system, combinations: [[1, 2, 3, 4, 5, 9], ...system.combinations.slice(1)] };
    expect(verifyReducedSystem(malformed)).toBe(false);
  });

  it('names an uncovered draw', () => {
    const block = positionsToMask([0, 1, 2, 3, 4, 5]);
    const draw = findUncoveredDraw(12, K, 3, [block]);
    expect(draw).not.toBeNull();
    expect(popcount(draw! & block)).toBeLessThan(3);
  });
});

describe('construction', () => {
  it('greedy always completes a design', () => {
    for (const [n, g] of [
      [11, 3],
      [11, 4],
      [10, 5],
    ] as const) {
      expect(verifyGuarantee(n, K, g, greedyLottoDesign(n, K, g, seededRandom(n * g)))).toBe(true);
    }
  });

  it('the run-time builder returns a verified design, reproducibly', () => {
    const a = buildReducedSystem(K, 11, 4, { timeBudgetMs: 300 });
    const b = buildReducedSystem(K, 11, 4, { timeBudgetMs: 300 });
    expect(a.size).toBeGreaterThanOrEqual(reducedSystemLowerBound(K, 11, 4));
    expect(a.combinations).toEqual(b.combinations);
  });

  it('lower bound: ⌈C(N,6) / Σ C(6,i)·C(N−6,6−i)⌉, non-decreasing', () => {
    expect(drawsCoveredPerCombination(K, 20, 5)).toBe(85n);
    expect(reducedSystemLowerBound(K, 20, 5)).toBe(456);
    expect(reducedSystemLowerBound(K, 20, 4)).toBe(27);
    expect(reducedSystemLowerBound(K, 12, 3)).toBe(2);
    expect(reducedSystemLowerBound(K, 7, 5)).toBe(1);
  });
});

describe('encoding and application', () => {
  it('round-trips designs through the text encoding', () => {
    const masks = [positionsToMask([0, 1, 2, 3, 4, 5]), positionsToMask([14, 15, 16, 17, 18, 19])];
    expect(encodeDesign(masks)).toBe('abcdef opqrst');
    expect(decodeDesign(encodeDesign(masks)).sort()).toEqual([...masks].sort());
    expect(maskToPositions(masks[1])).toEqual([14, 15, 16, 17, 18, 19]);
  });

  it('applies a system to the numbers played', () => {
    const system = reducedSystem(K, 10, 3)!;
    const numbers = [90, 3, 45, 12, 7, 88, 61, 24, 33, 50];
    const played = applyReducedSystem(system, numbers);
    expect(played).toHaveLength(2);
    const sorted = [...numbers].sort((a, b) => a - b);
    for (const [i, c] of played.entries()) expect(c).toEqual(system.combinations[i].map((p) => sorted[p - 1]));
  });
});
