import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameSlug } from '../../games';
import { binomial, combinations } from '../combinatorics';
import { CRUCIVERBA_ODDS } from './cruciverba-odds.data';
import {
  formatOdds,
  systemOdds,
  systemWinsBruteForce,
  type Draw,
  type ModuleForWins,
  type SystemForWins,
} from './index';
import { cruciverbaAggregate } from './odds';

/**
 * Odds against exhaustive counting on a reduced game range: every possible draw (numbers, Jolly,
 * SuperStar, Euronumeri) is scored by brute force and the draws where a category wins are counted.
 */

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function exhaustive(game: GameSlug, system: SystemForWins, R: number, Re = 0): Map<string, bigint> {
  const won = new Map<string, bigint>();
  const count = (draw: Draw, dims: { jolly: boolean; star: boolean }) => {
    for (const [c, n] of Object.entries(systemWinsBruteForce(game, system, draw))) {
      if (n > 0) won.set(c, (won.get(c) ?? 0n) + 1n);
    }
    void dims;
  };
  if (game === 'superenalotto') {
    for (const numbers of combinations(range(R), 6)) {
      for (const jolly of range(R).filter((n) => !numbers.includes(n))) {
        for (const superstar of range(R)) count({ numbers, jolly, superstar }, { jolly: true, star: true });
      }
    }
  } else if (game === 'sivincetutto') {
    for (const numbers of combinations(range(R), 6)) count({ numbers }, { jolly: false, star: false });
  } else {
    for (const numbers of combinations(range(R), 5))
      for (const euronumbers of combinations(range(Re), 2))
        count({ numbers, euronumbers }, { jolly: false, star: false });
  }
  return won;
}

const distinct = (count: number, max: number) =>
  fc
    .shuffledSubarray(range(max), { minLength: count, maxLength: count })
    .chain((xs) => fc.shuffledSubarray(xs, { minLength: count, maxLength: count }));

describe('systemOdds = exhaustive counting on a reduced range', { timeout: 240_000 }, () => {
  it('SuperEnalotto (1–10): integral, basi e varianti, ridotto, accumulations, SuperStar, singleStar', () => {
    const R = 10;
    const module = fc.oneof(
      fc
        .integer({ min: 6, max: 9 })
        .chain((n) => distinct(n, R))
        .map((numbers): ModuleForWins => ({ type: 'INTEGRALE', numbers })),
      fc.integer({ min: 1, max: 5 }).chain((b) =>
        fc.integer({ min: 6 - b, max: 6 - b + 3 }).chain((v) =>
          distinct(b + v, R).map((xs): ModuleForWins => ({
            type: 'BASI_VARIANTI',
            numbers: xs,
            base: xs.slice(0, b),
            varianti: xs.slice(b),
          })),
        ),
      ),
      fc
        .record({ n: fc.integer({ min: 7, max: 10 }), g: fc.integer({ min: 3, max: 5 }) })
        .chain(({ n, g }) =>
          distinct(n, R).map((numbers): ModuleForWins => ({ type: 'RIDOTTO', numbers, garanzia: g })),
        ),
    );
    for (const only of ['none', 'every', 'single'] as const) check(only);
    function check(only: 'none' | 'every' | 'single') {
      const system = fc
        .record({ modules: fc.array(module, { minLength: 1, maxLength: 2 }), mode: fc.constant(only) })
        .chain(({ modules, mode }) =>
          fc
            .array(distinct(mode === 'every' ? 2 : 1, R), { minLength: modules.length, maxLength: modules.length })
            .map((stars): SystemForWins => ({
              modules: modules.map((m, i) =>
                mode === 'none' ? m : { ...m, superstars: stars[i], singleStar: mode === 'single' },
              ),
            })),
        );
      fc.assert(
        fc.property(system, (s) => {
          const odds = systemOdds('superenalotto', s, { range: { numbers: R } })!;
          const won = exhaustive('superenalotto', s, R);
          const full = BigInt(210 * 4 * R); // C(10,6) × Jolly × SuperStar
          for (const o of odds) {
            // the exhaustive count runs over the full space; the odds drop the dimensions a category does not depend on
            expect(o.winningDraws * (full / o.totalDraws)).toBe(won.get(o.category) ?? 0n);
          }
        }),
        { numRuns: 4 },
      );
    }
  });

  it('SuperEnalotto cruciverba 6×6 on 1–36: every one of the C(36,6) draws counted, the Jolly tried where a 5 is', () => {
    const xs = range(36);
    const grid = Array.from({ length: 6 }, (_, r) => xs.slice(r * 6, r * 6 + 6));
    const system: SystemForWins = { modules: [{ type: 'CRUCIVERBA', numbers: xs, grid }] };
    const odds = Object.fromEntries(
      systemOdds('superenalotto', system, { range: { numbers: 36 } })!.map((o) => [o.category, o]),
    );
    // the 14 lines, each one combination of 6 (D = k)
    const lines = [
      ...grid,
      ...range(6).map((c) => grid.map((row) => row[c - 1])),
      grid.map((row, i) => row[i]),
      grid.map((row, i) => row[5 - i]),
    ];
    const drawn = new Uint8Array(37);
    const won: Record<string, number> = {};
    const count = (c: string, n = 1) => (won[c] = (won[c] ?? 0) + n);
    for (const numbers of combinations(xs, 6)) {
      for (const n of numbers) drawn[n] = 1;
      const hits = lines.map((l) => l.reduce((a, n) => a + drawn[n], 0));
      for (const t of [6, 4, 3, 2]) if (hits.includes(t)) count(String(t));
      if (hits.includes(5)) {
        for (const jolly of xs.filter((n) => !drawn[n])) {
          const five = lines.filter((l, i) => hits[i] === 5);
          if (five.some((l) => l.includes(jolly))) count('5+1');
          if (five.some((l) => !l.includes(jolly))) count('5');
        }
      }
      for (const n of numbers) drawn[n] = 0;
    }
    for (const c of ['6', '5+1', '5', '4', '3', '2'])
      expect([c, odds[c].winningDraws]).toEqual([c, BigInt(won[c] ?? 0)]);
    expect(odds['6']).toEqual({ category: '6', winningDraws: 14n, totalDraws: 1_947_792n });
  });

  it('SiVinceTutto (1–15): integral and basi e varianti', () => {
    const R = 15;
    const module = fc.oneof(
      fc
        .integer({ min: 12, max: 13 })
        .chain((n) => distinct(n, R))
        .map((numbers): ModuleForWins => ({ type: 'INTEGRALE', numbers })),
      fc.integer({ min: 8, max: 11 }).chain((b) =>
        distinct(b + 12 - b + 1, R).map((xs): ModuleForWins => ({
          type: 'BASI_VARIANTI',
          numbers: xs,
          base: xs.slice(0, b),
          varianti: xs.slice(b),
        })),
      ),
    );
    fc.assert(
      fc.property(fc.array(module, { minLength: 1, maxLength: 2 }), (modules) => {
        const s = { modules };
        const odds = systemOdds('sivincetutto', s, { range: { numbers: R } })!;
        const won = exhaustive('sivincetutto', s, R);
        for (const o of odds) expect(o.winningDraws).toBe(won.get(o.category) ?? 0n);
      }),
      { numRuns: 10 },
    );
  });

  it('EuroJackpot (1–10, Euronumeri 1–5): numbers × Euronumeri, accumulations', () => {
    const module = fc
      .tuple(
        fc.integer({ min: 5, max: 7 }).chain((n) => distinct(n, 10)),
        fc.integer({ min: 2, max: 4 }).chain((m) => distinct(m, 5)),
      )
      .map(([numbers, euronumbers]): ModuleForWins => ({ type: 'EUROJACKPOT', numbers, euronumbers }));
    fc.assert(
      fc.property(fc.array(module, { minLength: 1, maxLength: 2 }), (modules) => {
        const s = { modules };
        const odds = systemOdds('eurojackpot', s, { range: { numbers: 10, euronumbers: 5 } })!;
        const won = exhaustive('eurojackpot', s, 10, 5);
        for (const o of odds) {
          expect(o.totalDraws).toBe(2520n);
          expect(o.winningDraws).toBe(won.get(o.category) ?? 0n);
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('odds on the real ranges', { timeout: 240_000 }, () => {
  it('one SuperEnalotto combination: the published odds', () => {
    const odds = systemOdds('superenalotto', { modules: [{ type: 'INTEGRALE', numbers: [1, 2, 3, 4, 5, 6] }] })!;
    const by = Object.fromEntries(odds.map((o) => [o.category, o]));
    expect(by['6']).toEqual({ category: '6', winningDraws: 1n, totalDraws: 622_614_630n });
    expect(formatOdds(by['6'])).toBe('1 su 622.614.630');
    expect(formatOdds(by['5+1'])).toBe('1 su 103.769.105');
    expect(formatOdds(by['5'])).toBe('1 su 1.250.230');
    expect(formatOdds(by['4'])).toBe('1 su 11.907');
    expect(formatOdds(by['3'])).toBe('1 su 327');
    expect(formatOdds(by['2'])).toBe('1 su 22');
    expect(by['0S'].winningDraws).toBe(0n);
    expect(formatOdds(by['0S'])).toBe('nessuna possibilità');
  });

  it('one EuroJackpot play: 1 su 139.838.160 for 5+2', () => {
    const odds = systemOdds('eurojackpot', {
      modules: [{ type: 'EUROJACKPOT', numbers: [1, 2, 3, 4, 5], euronumbers: [1, 2] }],
    })!;
    expect(formatOdds(odds.find((o) => o.category === '5+2')!)).toBe('1 su 139.838.160');
    expect(formatOdds(odds.find((o) => o.category === '2+1')!)).toBe('1 su 49');
  });

  it('a lone cruciverba reads the shipped aggregates (every grid of a side alike): D = 6 matches a fresh count', () => {
    expect(CRUCIVERBA_ODDS[6]).toEqual(cruciverbaAggregate(6));
    const xs = range(49);
    const grid = Array.from({ length: 7 }, (_, r) => xs.slice(r * 7, r * 7 + 7));
    const odds = systemOdds('superenalotto', {
      modules: [{ type: 'CRUCIVERBA', numbers: xs, grid, superstars: [3] }],
    })!;
    // a 6 is 6 of the 7 numbers of one of the 16 lines (two lines share at most one number)
    expect(odds.find((o) => o.category === '6S')).toEqual({
      category: '6S',
      winningDraws: 112n,
      totalDraws: 622_614_630n * 90n,
    });
    for (const d of [8, 9].filter((side) => CRUCIVERBA_ODDS[side])) {
      const cells = range(d * d);
      const big = systemOdds('superenalotto', {
        modules: [
          {
            type: 'CRUCIVERBA',
            numbers: cells,
            grid: Array.from({ length: d }, (_, r) => cells.slice(r * d, r * d + d)),
          },
        ],
      })!;
      // (2D + 2) lines × C(D, 6) draws inside each; the aggregates hold every pattern: Σ over s of C(D², s)·C(90 − D², 6 − s)
      expect(big.find((o) => o.category === '6')!.winningDraws).toBe(BigInt(2 * d + 2) * (d === 8 ? 28n : 84n));
      const agg = CRUCIVERBA_ODDS[d];
      expect(
        agg.present.reduce((acc, row) => acc.map((x, s) => Math.max(x, row[s])), new Array<number>(7).fill(0)),
      ).toEqual(range(7).map((_, s) => Number(binomial(d * d, s))));
    }
  });

  it('every shipped side agrees with an independent count of the patterns inside one line', () => {
    // Two lines of a grid share at most one cell, so a set of t ≥ 2 cells lies in at most one line: the t-sets that a
    // play holds whole (present[t][t]) are (2D + 2)·C(D, t). A 6-set with exactly 5 hits in some play: 5 cells of a
    // line and one of the D² − D cells off it, or 6 cells of one line when the line has a 6-subset of them with 5
    // (D ≥ 7): (2D + 2)·(C(D, 5)·(D² − D) + [D ≥ 7]·C(D, 6)).
    const sides = Object.keys(CRUCIVERBA_ODDS).map(Number);
    expect(sides).toEqual(expect.arrayContaining([6, 7, 8]));
    for (const d of sides) {
      const lines = BigInt(2 * d + 2);
      const agg = CRUCIVERBA_ODDS[d];
      for (let t = 2; t <= 6; t++) expect(BigInt(agg.present[t][t]), `D=${d} t=${t}`).toBe(lines * binomial(d, t));
      const fiveOfSix = lines * (binomial(d, 5) * BigInt(d * d - d) + (d >= 7 ? binomial(d, 6) : 0n));
      expect(BigInt(agg.present[5][6]), `D=${d} 5 of 6`).toBe(fiveOfSix);
    }
  });

  it('a system too irregular for the enumeration answers null (a singleStar cruciverba of 7)', () => {
    const xs = range(49);
    const system: SystemForWins = {
      modules: [
        {
          type: 'CRUCIVERBA',
          numbers: xs,
          grid: Array.from({ length: 7 }, (_, r) => xs.slice(r * 7, r * 7 + 7)),
          superstars: [3],
          singleStar: true,
        },
      ],
    };
    expect(systemOdds('superenalotto', system)).toBeNull();
    expect(systemOdds('totocalcio', { modules: [] })).toBeNull();
  });

  it('a SuperEnalotto integral of 19 numbers with SuperStar is computed at once', () => {
    const odds = systemOdds('superenalotto', {
      modules: [{ type: 'INTEGRALE', numbers: range(19), superstars: [7] }],
    })!;
    expect(odds.find((o) => o.category === '6')!.winningDraws).toBe(27_132n * 89n); // the plain play exists when the SuperStar drawn is not 7
    expect(odds.find((o) => o.category === '6S')!.winningDraws).toBe(27_132n);
  });
});
