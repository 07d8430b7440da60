import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoRandom, randomBigInt, randomInt, seededRandom, shuffle } from './random';

describe('random sources', () => {
  it('seeded sources repeat their stream; different seeds differ', () => {
    const a = seededRandom('abc');
    const b = seededRandom('abc');
    const c = seededRandom('abd');
    const sa = Array.from({ length: 8 }, () => a.nextUint32());
    expect(Array.from({ length: 8 }, () => b.nextUint32())).toEqual(sa);
    expect(Array.from({ length: 8 }, () => c.nextUint32())).not.toEqual(sa);
  });

  it('the crypto source yields 32-bit words', () => {
    const rng = cryptoRandom();
    for (let i = 0; i < 600; i++) {
      const x = rng.nextUint32();
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
    }
  });

  it('randomInt and randomBigInt stay below the bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.bigInt({ min: 1n, max: 2n ** 100n }),
        fc.integer(),
        (n, big, seed) => {
          const rng = seededRandom(seed);
          const x = randomInt(rng, n);
          const y = randomBigInt(rng, big);
          expect(x >= 0 && x < n).toBe(true);
          expect(y >= 0n && y < big).toBe(true);
        },
      ),
    );
  });

  it('randomInt is roughly uniform (chi-square, 6 cells)', () => {
    const rng = seededRandom(7);
    const counts = new Array(6).fill(0);
    const draws = 60_000;
    for (let i = 0; i < draws; i++) counts[randomInt(rng, 6)]++;
    const expected = draws / 6;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.5); // p ≈ 0.001 for 5 degrees of freedom
  });

  it('shuffle permutes', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect([...shuffle(seededRandom(1), [...items])].sort((a, b) => a - b)).toEqual(items);
  });
});
