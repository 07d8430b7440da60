import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_CONFIGS } from './config';
import {
  type ConstraintRule,
  automaticPool,
  firstHalfEnd,
  fromNumberStates,
  isConvertible,
  meetsAutomatic,
  toNumberStates,
  validateConstraints,
} from './constraints';
import type { AutomaticConstraints, KnownModule, ModuleConstraints } from './schemas';

const SE = GAME_CONFIGS.superenalotto.numbers;
const EJ = GAME_CONFIGS.eurojackpot.numbers;
const integral = (numerosity: number): KnownModule => ({ type: 'INTEGRALE', numerosity });

describe('automatic options (docs/domain.md §7)', () => {
  it('build the documented sets on 1–90', () => {
    expect(automaticPool(SE, { onlyEven: true })).toHaveLength(45);
    expect(automaticPool(SE, { onlyOdd: true })[0]).toBe(1);
    expect(automaticPool(SE, { firstHalf: true })).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    expect(automaticPool(SE, { secondHalf: true })[0]).toBe(46);
    expect(automaticPool(SE, { finals: [0] })).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(automaticPool(SE, { finals: [7] })).toEqual([7, 17, 27, 37, 47, 57, 67, 77, 87]);
    expect(automaticPool(SE, { tens: [1] })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(automaticPool(SE, { tens: [9] })).toEqual([81, 82, 83, 84, 85, 86, 87, 88, 89, 90]);
    expect(automaticPool(SE, { twins: true })).toEqual([11, 22, 33, 44, 55, 66, 77, 88]);
    const convertible = automaticPool(SE, { convertible: true });
    expect(convertible).toHaveLength(56);
    for (const n of convertible) {
      const [a, b] = [Math.floor(n / 10), n % 10];
      expect(a >= 1 && a <= 8 && b >= 1 && b <= 8 && a !== b).toBe(true);
    }
  });

  it('use the EuroJackpot range 1–50 with halves 1–25 / 26–50', () => {
    expect(firstHalfEnd(EJ)).toBe(25);
    expect(automaticPool(EJ, { secondHalf: true })).toEqual(Array.from({ length: 25 }, (_, i) => i + 26));
    expect(automaticPool(EJ, { twins: true })).toEqual([11, 22, 33, 44]);
    expect(automaticPool(EJ, { tens: [5] })).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(automaticPool(EJ, { convertible: true })).toEqual([12, 13, 14, 21, 23, 24, 31, 32, 34, 41, 42, 43]);
    expect(isConvertible(45, EJ)).toBe(false); // 54 is not an EuroJackpot number
  });

  it('intersect when combined', () => {
    expect(automaticPool(SE, { onlyEven: true, twins: true })).toEqual([22, 44, 66, 88]);
    expect(automaticPool(SE, { secondHalf: true, finals: [3, 4] })).toEqual([53, 54, 63, 64, 73, 74, 83, 84]);
    expect(automaticPool(SE, { onlyEven: true, onlyOdd: true })).toEqual([]);
  });

  it('pool members meet every option, the others fail one (property)', () => {
    const options = fc.record({
      onlyEven: fc.boolean(),
      onlyOdd: fc.boolean(),
      firstHalf: fc.boolean(),
      secondHalf: fc.boolean(),
      finals: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { maxLength: 3 }),
      tens: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }),
      twins: fc.boolean(),
      convertible: fc.boolean(),
    });
    fc.assert(
      fc.property(options, (o: AutomaticConstraints) => {
        const pool = new Set(automaticPool(SE, o));
        for (let n = 1; n <= 90; n++) {
          const ok =
            (!o.onlyEven || n % 2 === 0) &&
            (!o.onlyOdd || n % 2 === 1) &&
            (!o.firstHalf || n <= 45) &&
            (!o.secondHalf || n >= 46) &&
            (o.finals!.length === 0 || o.finals!.includes(n % 10)) &&
            (o.tens!.length === 0 || o.tens!.includes(Math.ceil(n / 10))) &&
            (!o.twins || [11, 22, 33, 44, 55, 66, 77, 88].includes(n)) &&
            (!o.convertible || (n > 10 && n % 10 !== 0 && Math.floor(n / 10) !== n % 10 && n % 10 <= 8 && n < 90));
          expect(pool.has(n)).toBe(ok);
          expect(meetsAutomatic(n, SE, o)).toBe(ok);
        }
      }),
    );
  });
});

describe('manual matrix', () => {
  it('converts between lists and per-number states', () => {
    const states = toNumberStates(EJ, { fixed: [1, 50], excluded: [2] });
    expect(states).toHaveLength(50);
    expect(states.slice(0, 3)).toEqual(['FIXED', 'EXCLUDED', 'NEUTRAL']);
    expect(fromNumberStates(EJ, states)).toEqual({ fixed: [1, 50], excluded: [2] });
  });
});

describe('validateConstraints names the failing rule', () => {
  it.each<[string, KnownModule, ModuleConstraints, ConstraintRule, string]>([
    ['fixed 91', integral(8), { manual: { fixed: [91] } }, 'NUMBER_OUT_OF_RANGE', 'constraints.manual.fixed'],
    ['excluded 0', integral(8), { manual: { excluded: [0] } }, 'NUMBER_OUT_OF_RANGE', 'constraints.manual.excluded'],
    [
      'EuroJackpot fixed 51',
      { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 2 },
      { manual: { fixed: [51] } },
      'NUMBER_OUT_OF_RANGE',
      'constraints.manual.fixed',
    ],
    [
      'Euronumber 13',
      { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 2 },
      { euronumbers: { fixed: [13] } },
      'NUMBER_OUT_OF_RANGE',
      'constraints.euronumbers.fixed',
    ],
    [
      'fixed and excluded',
      integral(8),
      { manual: { fixed: [5], excluded: [5] } },
      'FIXED_AND_EXCLUDED',
      'constraints.manual.fixed',
    ],
    ['cadenza 10', integral(8), { automatic: { finals: [10] } }, 'OPTION_OUT_OF_RANGE', 'constraints.automatic.finals'],
    ['decina 10', integral(8), { automatic: { tens: [10] } }, 'OPTION_OUT_OF_RANGE', 'constraints.automatic.tens'],
    [
      'EuroJackpot decina 6',
      { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 2 },
      { automatic: { tens: [6] } },
      'OPTION_OUT_OF_RANGE',
      'constraints.automatic.tens',
    ],
    [
      '9 fixed in an integral of 8',
      integral(8),
      { manual: { fixed: [1, 2, 3, 4, 5, 6, 7, 8, 9] } },
      'TOO_MANY_FIXED',
      'constraints.manual.fixed',
    ],
    [
      '3 fixed Euronumbers for 2',
      { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 2 },
      { euronumbers: { fixed: [1, 2, 3] } },
      'TOO_MANY_FIXED',
      'constraints.euronumbers.fixed',
    ],
    ['8 twins for 10 numbers', integral(10), { automatic: { twins: true } }, 'POOL_TOO_SMALL', 'constraints.manual'],
    [
      'even and odd',
      integral(7),
      { automatic: { onlyEven: true, onlyOdd: true } },
      'POOL_TOO_SMALL',
      'constraints.manual',
    ],
    [
      'grid of 81 with 10 excluded',
      { type: 'CRUCIVERBA', dimension: 9 },
      { manual: { excluded: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
      'POOL_TOO_SMALL',
      'constraints.manual',
    ],
    [
      'bases + varianti',
      { type: 'BASI_VARIANTI', base: 2, varianti: 9 },
      { automatic: { tens: [1] } },
      'POOL_TOO_SMALL',
      'constraints.manual',
    ],
    [
      '11 Euronumbers excluded',
      { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 2 },
      { euronumbers: { excluded: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] } },
      'POOL_TOO_SMALL',
      'constraints.euronumbers',
    ],
  ])('%s', (_name, module, constraints, rule, field) => {
    const game = module.type === 'EUROJACKPOT' ? 'eurojackpot' : 'superenalotto';
    const r = validateConstraints(game, module, constraints);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe('CONSTRAINTS_NOT_VALID');
    expect(r.rule).toBe(rule);
    expect(Object.keys(r.fields)).toEqual([field]);
    expect(r.fields[field]).not.toMatch(/\{\w+\}/);
  });

  it('lets fixed numbers win over automatic options, and counts them in the pool', () => {
    const r = validateConstraints('superenalotto', integral(9), { automatic: { twins: true }, manual: { fixed: [1] } });
    expect(r.ok && r.plan).toEqual({ fixed: [1], free: [11, 22, 33, 44, 55, 66, 77, 88], count: 9, euronumbers: null });
  });

  it('accepts an empty set of constraints', () => {
    const r = validateConstraints('eurojackpot', { type: 'EUROJACKPOT', numerosity: 7, euronumbers: 3 });
    expect(r.ok && r.plan.free.length).toBe(50);
    expect(r.ok && r.plan.euronumbers?.free.length).toBe(12);
  });
});
