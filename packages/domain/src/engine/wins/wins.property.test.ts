import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameSlug } from '../../games';
import { systemWins, systemWinsBruteForce, type Draw, type ModuleForWins, type SystemForWins } from './index';

/**
 * Property: the closed forms agree with brute-force enumeration of every played combination, on
 * random systems of every module type, accumulations and multisystems, SuperStar on every combination or singleStar,
 * and random draws of every game, Totocalcio with void matches. Numbers come from a small universe so draws hit.
 */

const RUNS = { numRuns: 150 };

/** `count` distinct numbers of 1…max, in a random order. */
const distinct = (count: number, max: number) =>
  fc
    .shuffledSubarray(
      Array.from({ length: max }, (_, i) => i + 1),
      { minLength: count, maxLength: count },
    )
    .chain((xs) => fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length }));

/**
 * `count` distinct numbers mostly from the system's own numbers (so 5, 5+1 and 6 happen), with a few outsiders.
 */
function drawFrom(system: SystemForWins, count: number, universe: number, key: 'numbers' | 'euronumbers' = 'numbers') {
  const own = [...new Set(system.modules.flatMap((m) => [...(m[key] ?? [])]))];
  const pool = [
    ...own,
    ...Array.from({ length: universe }, (_, i) => i + 1)
      .filter((n) => !own.includes(n))
      .slice(0, 3),
  ];
  return fc
    .shuffledSubarray(pool, { minLength: count, maxLength: count })
    .chain((xs) => fc.shuffledSubarray(xs, { minLength: count, maxLength: count }));
}

function stars(single: boolean) {
  return single
    ? distinct(1, 4).map((s) => ({ superstars: s, singleStar: true }))
    : fc.integer({ min: 0, max: 3 }).chain((n) => distinct(n, 6).map((s) => ({ superstars: s, singleStar: false })));
}

function seModule(universe: number): fc.Arbitrary<ModuleForWins> {
  return fc.oneof(
    fc
      .integer({ min: 6, max: 11 })
      .chain((n) => distinct(n, universe))
      .map((numbers): ModuleForWins => ({ type: 'INTEGRALE', numbers })),
    fc.integer({ min: 1, max: 5 }).chain((b) =>
      fc.integer({ min: 6 - b, max: 6 - b + 4 }).chain((v) =>
        distinct(b + v, universe).map((xs): ModuleForWins => ({
          type: 'BASI_VARIANTI',
          numbers: xs,
          base: xs.slice(0, b),
          varianti: xs.slice(b),
        })),
      ),
    ),
    fc
      .record({ n: fc.integer({ min: 7, max: 16 }), g: fc.integer({ min: 3, max: 5 }) })
      .chain(({ n, g }) =>
        distinct(n, universe).map((numbers): ModuleForWins => ({ type: 'RIDOTTO', numbers, garanzia: g })),
      ),
    fc.integer({ min: 6, max: 7 }).chain((d) =>
      distinct(d * d, 50).map((xs): ModuleForWins => ({
        type: 'CRUCIVERBA',
        numbers: xs,
        grid: Array.from({ length: d }, (_, r) => xs.slice(r * d, r * d + d)),
      })),
    ),
  );
}

/** A SuperEnalotto system: 1–3 modules, all with SuperStar or none (coherence), some singleStar. */
const seSystem = fc
  .record({
    universe: fc.constantFrom(20, 50),
    count: fc.integer({ min: 1, max: 3 }),
    starMode: fc.constantFrom('none', 'every', 'single'),
  })
  .chain(({ universe, count, starMode }) =>
    fc
      .array(
        fc.tuple(
          seModule(universe),
          starMode === 'none'
            ? fc.constant({ superstars: [] as number[], singleStar: false })
            : stars(starMode === 'single'),
        ),
        { minLength: count, maxLength: count },
      )
      .map((ms): SystemForWins => ({
        modules: ms.map(([m, s]) => ({
          ...m,
          ...(starMode === 'every' && s.superstars.length === 0 ? { superstars: [5] } : s),
        })),
      }))
      .chain((system) => fc.tuple(fc.constant(system), drawFrom(system, 7, universe), fc.integer({ min: 1, max: 6 }))),
  )
  .map(([system, xs, superstar]): [SystemForWins, Draw] => [
    system,
    { numbers: xs.slice(0, 6), jolly: xs[6], superstar },
  ]);

const svtSystem = fc
  .oneof(
    fc
      .integer({ min: 12, max: 14 })
      .chain((n) => distinct(n, 24))
      .map((numbers): ModuleForWins => ({ type: 'INTEGRALE', numbers })),
    fc.integer({ min: 1, max: 11 }).chain((b) =>
      fc.integer({ min: 12 - b, max: 12 - b + 2 }).chain((v) =>
        distinct(b + v, 24).map((xs): ModuleForWins => ({
          type: 'BASI_VARIANTI',
          numbers: xs,
          base: xs.slice(0, b),
          varianti: xs.slice(b),
        })),
      ),
    ),
  )
  .chain((m) => fc.array(fc.constant(m), { minLength: 1, maxLength: 2 }))
  .chain((modules) => fc.tuple(fc.constant({ modules }), drawFrom({ modules }, 6, 24)))
  .map(([system, numbers]): [SystemForWins, Draw] => [system, { numbers }]);

const ejModule = fc
  .record({ n: fc.integer({ min: 5, max: 8 }), m: fc.integer({ min: 2, max: 5 }) })
  .chain(({ n, m }) => fc.tuple(distinct(n, 12), distinct(m, 12)))
  .map(([numbers, euronumbers]): ModuleForWins => ({ type: 'EUROJACKPOT', numbers, euronumbers }));
const ejSystem = fc
  .array(ejModule, { minLength: 1, maxLength: 3 })
  .chain((modules) =>
    fc.tuple(fc.constant({ modules }), drawFrom({ modules }, 5, 12), drawFrom({ modules }, 2, 12, 'euronumbers')),
  )
  .map(([system, numbers, euronumbers]): [SystemForWins, Draw] => [system, { numbers, euronumbers }]);

const sign = fc.constantFrom('1' as const, 'X' as const, '2' as const);
const totoSystem = fc
  .record({ formula: fc.constantFrom(11 as const, 13 as const), extra: fc.integer({ min: 0, max: 2 }) })
  .chain(({ formula, extra }) => {
    const mandatory = formula === 11 ? 7 : 8;
    const optional = Math.min((formula === 11 ? 4 : 5) + extra, 14 - mandatory);
    const events = fc.tuple(
      // up to three signs on three events, at most two elsewhere: the brute force enumerates every column
      fc
        .array(fc.uniqueArray(sign, { minLength: 1, maxLength: 2 }), {
          minLength: mandatory + optional - 3,
          maxLength: mandatory + optional - 3,
        })
        .chain((xs) =>
          fc
            .array(fc.uniqueArray(sign, { minLength: 1, maxLength: 3 }), { minLength: 3, maxLength: 3 })
            .map((ys) => [...ys, ...xs]),
        ),
      fc.shuffledSubarray(
        Array.from({ length: 14 }, (_, i) => i + 1),
        { minLength: mandatory + optional, maxLength: mandatory + optional },
      ),
      fc.array(fc.oneof({ weight: 6, arbitrary: sign }, { weight: 1, arbitrary: fc.constant('annullata' as const) }), {
        minLength: 14,
        maxLength: 14,
      }),
    );
    return events.map(([signs, numbers, outcomes]): [SystemForWins, Draw] => [
      {
        modules: [],
        totocalcio: {
          formula,
          events: numbers.map((eventNumber, i) => ({ eventNumber, mandatory: i < mandatory, signs: signs[i] })),
        },
      },
      { numbers: [], signs: outcomes.map((s, i) => ({ eventNumber: i + 1, sign: s })) },
    ]);
  });

function agree(game: GameSlug, arb: fc.Arbitrary<[SystemForWins, Draw]>, runs = RUNS) {
  fc.assert(
    fc.property(arb, ([system, draw]) => {
      expect(systemWins(game, system, draw)).toEqual(systemWinsBruteForce(game, system, draw));
    }),
    runs,
  );
}

describe('closed forms = brute force', { timeout: 240_000 }, () => {
  it('SuperEnalotto: integral, basi e varianti, ridotto, cruciverba, accumulations, SuperStar and singleStar', () =>
    agree('superenalotto', seSystem));
  it('SiVinceTutto: integral and basi e varianti', () => agree('sivincetutto', svtSystem));
  it('EuroJackpot: numbers × Euronumeri, accumulations', () => agree('eurojackpot', ejSystem));
  it('Totocalcio: columns from the signs, void matches', () => agree('totocalcio', totoSystem, { numRuns: 60 }));

  it('the property can fail: a wrong count is caught', () => {
    const system: SystemForWins = { modules: [{ type: 'INTEGRALE', numbers: [1, 2, 3, 4, 5, 6, 7] }] };
    const draw: Draw = { numbers: [1, 2, 3, 4, 5, 6], jolly: 7, superstar: 1 };
    const brute = systemWinsBruteForce('superenalotto', system, draw);
    expect({ ...brute, '5': brute['5'] + 1 }).not.toEqual(systemWins('superenalotto', system, draw));
  });
});
