import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../messages';
import { calculate, structureTotals } from './calculate';
import { combinations } from './combinatorics';
import { GAME_CONFIGS, type NumericalGameSlug } from './config';
import { baseCombinations } from './modules';
import type { CalculateRequest, KnownModule } from './schemas';

/** Factory: a one-module request with valid quotes unless overridden. */
function request(modules: CalculateRequest['modules'], extra: Partial<CalculateRequest> = {}): CalculateRequest {
  return { quotes: 10, modules, ...extra };
}

function codeOf(game: NumericalGameSlug, req: CalculateRequest): ErrorCode | 'OK' {
  const r = calculate(game, req);
  return r.ok ? 'OK' : r.code;
}

describe('calculate: regulation table', () => {
  it.each([
    // [game, module, quotes, combinations, cedole, totalPriceCents]
    ['superenalotto', { type: 'INTEGRALE', numerosity: 10 }, 10, 210, 1, 21_000],
    ['superenalotto', { type: 'INTEGRALE', numerosity: 8 }, 2, 28, 1, 2_800],
    ['superenalotto', { type: 'INTEGRALE', numerosity: 19 }, 40, 27_132, 1, 2_713_200],
    ['superenalotto', { type: 'INTEGRALE', numerosity: 20 }, 40, 38_760, 2, 3_876_000],
    ['superenalotto', { type: 'INTEGRALE', numerosity: 22 }, 76, 74_613, 3, 7_461_300],
    ['superenalotto', { type: 'BASI_VARIANTI', base: 2, varianti: 10 }, 10, 210, 1, 21_000],
    ['superenalotto', { type: 'BASI_VARIANTI', base: 5, varianti: 20 }, 4, 20, 1, 2_000],
    ['superenalotto', { type: 'CRUCIVERBA', dimension: 6 }, 2, 14, 1, 1_400],
    ['superenalotto', { type: 'CRUCIVERBA', dimension: 9 }, 10, 1_680, 1, 168_000],
    ['superenalotto', { type: 'INTEGRALE', numerosity: 10, superstar: 2 }, 10, 420, 1, 63_000],
    ['superenalotto', { type: 'INTEGRALE', numerosity: 10, superstar: 1, singleStar: true }, 10, 210, 1, 21_050],
    ['sivincetutto', { type: 'INTEGRALE', numerosity: 14 }, 10, 91, 1, 45_500],
    ['sivincetutto', { type: 'INTEGRALE', numerosity: 18 }, 100, 18_564, 1, 9_282_000],
    ['sivincetutto', { type: 'BASI_VARIANTI', base: 10, varianti: 5 }, 5, 10, 1, 5_000],
    ['eurojackpot', { type: 'EUROJACKPOT', numerosity: 10, euronumbers: 3 }, 10, 756, 1, 151_200],
    ['eurojackpot', { type: 'EUROJACKPOT', numerosity: 5, euronumbers: 4 }, 2, 6, 1, 1_200],
    ['eurojackpot', { type: 'EUROJACKPOT', numerosity: 12, euronumbers: 12 }, 110, 52_272, 2, 10_454_400],
  ] as const)('%s %o × %i quote', (game, module, quotes, combos, cedole, total) => {
    const r = calculate(game, { quotes, modules: [module] });
    expect(r).toEqual({
      ok: true,
      result: {
        combinations: combos,
        cedole,
        totalPriceCents: total,
        quotaPriceCents: total / quotes,
        modules: [expect.objectContaining({ combinations: combos, cedole, priceCents: total })],
      },
    });
  });

  it('spreads a split module evenly over its cedole', () => {
    const r = calculate('superenalotto', request([{ type: 'INTEGRALE', numerosity: 22 }], { quotes: 76 }));
    expect(r.ok && r.result.modules[0].cedoleCombinations).toEqual([24_871, 24_871, 24_871]);
    const ej = calculate(
      'eurojackpot',
      request([{ type: 'EUROJACKPOT', numerosity: 12, euronumbers: 12 }], { quotes: 110 }),
    );
    expect(ej.ok && ej.result.modules[0].cedoleCombinations).toEqual([26_136, 26_136]);
  });

  it('sums the modules of accumulating structures', () => {
    const r = calculate('superenalotto', {
      structureType: 'MULTISISTEMA_ACCUMULO',
      boardType: 'SPECIALE',
      quotes: 10,
      modules: [
        { type: 'INTEGRALE', numerosity: 10 },
        { type: 'CRUCIVERBA', dimension: 7 },
        { type: 'RIDOTTO', numerosity: 10, garanzia: 3 },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ridotto = r.result.modules[2].combinations;
    expect(r.result.combinations).toBe(210 + 112 + ridotto);
    expect(r.result.cedole).toBe(3);
    expect(r.result.totalPriceCents).toBe((210 + 112 + ridotto) * 100);
  });

  it('prices a RIDOTTO module from the shipped reduced system', () => {
    const r = structureTotals('superenalotto', { modules: [{ type: 'RIDOTTO', numerosity: 10, garanzia: 3 }] });
    expect(r.ok && r.result.combinations).toBe(2); // two 6-sets covering 10 numbers meet every draw in ≥ 3
  });
});

describe('calculate: one test per error code', () => {
  const se = 'superenalotto' as const;
  it.each<[string, NumericalGameSlug, CalculateRequest, ErrorCode, string]>([
    [
      'board the game lacks',
      'sivincetutto',
      request([{ type: 'INTEGRALE', numerosity: 14 }], { boardType: 'SPECIALE' }),
      'BOARD_TYPE_UNKNOWN',
      'boardType',
    ],
    [
      'unknown board',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10 }], { boardType: 'VIP' }),
      'BOARD_TYPE_UNKNOWN',
      'boardType',
    ],
    ['unknown module type', se, request([{ type: 'LOTTO' }]), 'BLOCK_TYPE_UNHANDLED', 'modules.0.type'],
    [
      'module type of another game',
      se,
      request([{ type: 'EUROJACKPOT', numerosity: 5, euronumbers: 2 }]),
      'BLOCK_TYPE_UNHANDLED',
      'modules.0.type',
    ],
    [
      'RIDOTTO on SiVinceTutto',
      'sivincetutto',
      request([{ type: 'RIDOTTO', numerosity: 14, garanzia: 4 }]),
      'BLOCK_TYPE_UNHANDLED',
      'modules.0.type',
    ],
    [
      'unknown structure type',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10 }], { structureType: 'MISTO' }),
      'BLOCK_TYPE_UNHANDLED',
      'structureType',
    ],
    [
      'two modules, not accumulating',
      se,
      request([
        { type: 'INTEGRALE', numerosity: 10 },
        { type: 'INTEGRALE', numerosity: 9 },
      ]),
      'BLOCK_TYPE_UNHANDLED',
      'modules',
    ],
    ['no module', se, request([]), 'BLOCK_TYPE_UNHANDLED', 'modules'],
    [
      'mixed types in ACCUMULO',
      se,
      request(
        [
          { type: 'INTEGRALE', numerosity: 10 },
          { type: 'CRUCIVERBA', dimension: 6 },
        ],
        { structureType: 'ACCUMULO' },
      ),
      'BLOCK_TYPE_UNHANDLED',
      'modules',
    ],
    [
      'one module in MULTISISTEMA',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10 }], { structureType: 'MULTISISTEMA_ACCUMULO' }),
      'BLOCK_TYPE_UNHANDLED',
      'modules',
    ],
    [
      'numerosity 200',
      se,
      request([{ type: 'INTEGRALE', numerosity: 200 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.numerosity',
    ],
    [
      'numerosity 6 (not a system)',
      se,
      request([{ type: 'INTEGRALE', numerosity: 6 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.numerosity',
    ],
    [
      'base 6',
      se,
      request([{ type: 'BASI_VARIANTI', base: 6, varianti: 3 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.base',
    ],
    [
      'varianti < k − base',
      se,
      request([{ type: 'BASI_VARIANTI', base: 2, varianti: 3 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.varianti',
    ],
    [
      'base + varianti > 90',
      se,
      request([{ type: 'BASI_VARIANTI', base: 2, varianti: 89 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.varianti',
    ],
    [
      'grid 10×10 > 90 numbers',
      se,
      request([{ type: 'CRUCIVERBA', dimension: 10 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.dimension',
    ],
    [
      'garanzia 6',
      se,
      request([{ type: 'RIDOTTO', numerosity: 12, garanzia: 6 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.garanzia',
    ],
    [
      'reduced system of 21 numbers',
      se,
      request([{ type: 'RIDOTTO', numerosity: 21, garanzia: 3 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.numerosity',
    ],
    [
      '13 Euronumbers',
      'eurojackpot',
      request([{ type: 'EUROJACKPOT', numerosity: 6, euronumbers: 13 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.euronumbers',
    ],
    [
      '51 EuroJackpot numbers',
      'eurojackpot',
      request([{ type: 'EUROJACKPOT', numerosity: 51, euronumbers: 2 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.numerosity',
    ],
    [
      '11 SuperStar',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10, superstar: 11 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.superstar',
    ],
    [
      'SuperStar on SiVinceTutto',
      'sivincetutto',
      request([{ type: 'INTEGRALE', numerosity: 14, superstar: 1 }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.superstar',
    ],
    [
      'singleStar with 2 SuperStar',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10, superstar: 2, singleStar: true }]),
      'NUMBERS_OUT_OF_RANGE',
      'modules.0.singleStar',
    ],
    [
      'SuperStar on some modules only',
      se,
      request(
        [
          { type: 'INTEGRALE', numerosity: 10, superstar: 1 },
          { type: 'INTEGRALE', numerosity: 9 },
        ],
        { structureType: 'ACCUMULO' },
      ),
      'NUMBERS_OUT_OF_RANGE',
      'modules.1.superstar',
    ],
    [
      'integral of 30 numbers',
      se,
      request([{ type: 'INTEGRALE', numerosity: 30 }]),
      'COMBINATIONS_OVER_LIMIT',
      'modules',
    ],
    [
      'SiVinceTutto integral of 19',
      'sivincetutto',
      request([{ type: 'INTEGRALE', numerosity: 19 }]),
      'COMBINATIONS_OVER_LIMIT',
      'modules',
    ],
    [
      'SuperStar multiplies past the limit',
      se,
      request([{ type: 'INTEGRALE', numerosity: 20, superstar: 3 }]),
      'COMBINATIONS_OVER_LIMIT',
      'modules',
    ],
    [
      'singleStar module above one play',
      se,
      request([{ type: 'INTEGRALE', numerosity: 20, superstar: 1, singleStar: true }]),
      'CANNOT_SPLIT',
      'modules.0',
    ],
    [
      '11 cedole',
      se,
      request(
        Array.from({ length: 11 }, () => ({ type: 'INTEGRALE' as const, numerosity: 7 })),
        { structureType: 'ACCUMULO' },
      ),
      'TOO_MANY_CEDOLE',
      'modules',
    ],
    ['1 quota', se, request([{ type: 'INTEGRALE', numerosity: 10 }], { quotes: 1 }), 'QUOTES_OUT_OF_RANGE', 'quotes'],
    [
      '126 quote',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10 }], { quotes: 126 }),
      'QUOTES_OUT_OF_RANGE',
      'quotes',
    ],
    [
      '210 € in 11 quote',
      se,
      request([{ type: 'INTEGRALE', numerosity: 10 }], { quotes: 11 }),
      'INVALID_QUOTES_NUMBER',
      'quotes',
    ],
    [
      '1 € system',
      se,
      request([{ type: 'BASI_VARIANTI', base: 5, varianti: 1 }], { quotes: 2 }),
      'TOTAL_COST_UNDER_LIMIT',
      'modules',
    ],
    [
      '28 € in 7 quote',
      se,
      request([{ type: 'INTEGRALE', numerosity: 8 }], { quotes: 7 }),
      'QUOTA_PRICE_TOO_LOW',
      'quotes',
    ],
    [
      '38.760 € in 2 quote',
      se,
      request([{ type: 'INTEGRALE', numerosity: 20 }], { quotes: 2 }),
      'QUOTA_PRICE_TOO_HIGH',
      'quotes',
    ],
    [
      '1 € cedola in 125 quote',
      se,
      request(
        [
          { type: 'INTEGRALE', numerosity: 12 },
          { type: 'BASI_VARIANTI', base: 5, varianti: 1 },
        ],
        { structureType: 'MULTISISTEMA_ACCUMULO', quotes: 125 },
      ),
      'COUPON_SPLIT_PRICE_TOO_LOW',
      'quotes',
    ],
  ])('%s (%s)', (_name, game, req, code, field) => {
    const r = calculate(game, req);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(code);
    expect(r.message).toBe(ERRORS[code]);
    expect(Object.keys(r.fields)).toContain(field);
    for (const text of Object.values(r.fields)) expect(text).not.toMatch(/\{\w+\}/); // every placeholder filled
  });

  it('CHANGE_PARAMETERS when asked for a game that is not numerical', () => {
    const r = calculate('totocalcio', request([{ type: 'INTEGRALE', numerosity: 10 }]));
    expect(!r.ok && r.code).toBe('CHANGE_PARAMETERS');
  });
});

describe('calculate: error order (docs/domain.md §3)', () => {
  const se = 'superenalotto' as const;
  // Each request breaks two rules; the earlier one must answer.
  it.each<[string, CalculateRequest, ErrorCode]>([
    ['board before module type', request([{ type: 'LOTTO' }], { boardType: 'VIP' }), 'BOARD_TYPE_UNKNOWN'],
    [
      'module type before ranges',
      request([{ type: 'LOTTO' }, { type: 'INTEGRALE', numerosity: 200 }], { structureType: 'ACCUMULO' }),
      'BLOCK_TYPE_UNHANDLED',
    ],
    [
      'structure mix before ranges',
      request([
        { type: 'INTEGRALE', numerosity: 200 },
        { type: 'INTEGRALE', numerosity: 8 },
      ]),
      'BLOCK_TYPE_UNHANDLED',
    ],
    [
      'ranges before combinations',
      request(
        [
          { type: 'INTEGRALE', numerosity: 30 },
          { type: 'INTEGRALE', numerosity: 5 },
        ],
        { structureType: 'ACCUMULO' },
      ),
      'NUMBERS_OUT_OF_RANGE',
    ],
    [
      'combinations before cannot split',
      request(
        [
          { type: 'INTEGRALE', numerosity: 22, superstar: 1, singleStar: true },
          { type: 'INTEGRALE', numerosity: 21, superstar: 1 },
        ],
        { structureType: 'ACCUMULO' },
      ),
      'COMBINATIONS_OVER_LIMIT',
    ],
    [
      'cannot split before cedole',
      request(
        [
          { type: 'INTEGRALE', numerosity: 20, superstar: 1, singleStar: true },
          ...Array.from({ length: 10 }, () => ({ type: 'INTEGRALE' as const, numerosity: 7, superstar: 1 })),
        ],
        { structureType: 'ACCUMULO' },
      ),
      'CANNOT_SPLIT',
    ],
    [
      'cedole before quotes',
      request(
        Array.from({ length: 11 }, () => ({ type: 'INTEGRALE' as const, numerosity: 7 })),
        { structureType: 'ACCUMULO', quotes: 500 },
      ),
      'TOO_MANY_CEDOLE',
    ],
    [
      'quotes range before divisibility',
      request([{ type: 'INTEGRALE', numerosity: 10 }], { quotes: 127 }),
      'QUOTES_OUT_OF_RANGE',
    ],
    [
      'divisibility before total minimum',
      request([{ type: 'INTEGRALE', numerosity: 7 }], { quotes: 3 }),
      'INVALID_QUOTES_NUMBER',
    ],
    [
      'total minimum before quota price',
      request([{ type: 'INTEGRALE', numerosity: 7 }], { quotes: 7 }),
      'TOTAL_COST_UNDER_LIMIT',
    ],
    [
      'quota price before cedola share',
      request(
        [
          { type: 'INTEGRALE', numerosity: 8 },
          { type: 'BASI_VARIANTI', base: 5, varianti: 1 },
        ],
        { structureType: 'MULTISISTEMA_ACCUMULO', quotes: 29 },
      ),
      'QUOTA_PRICE_TOO_LOW',
    ],
  ])('%s', (_name, req, code) => {
    expect(codeOf(se, req)).toBe(code);
  });
});

/** Brute force: the combinations a module actually plays, enumerated on concrete numbers 1, 2, … */
function enumerate(game: NumericalGameSlug, m: KnownModule): number {
  const k = GAME_CONFIGS[game].numbersPerCombination;
  const seq = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  const keys = new Set<string>();
  const add = (c: number[]) => keys.add([...c].sort((a, b) => a - b).join(','));
  switch (m.type) {
    case 'INTEGRALE':
      for (const c of combinations(seq(1, m.numerosity), k)) add(c);
      break;
    case 'BASI_VARIANTI': {
      const bases = seq(1, m.base);
      for (const c of combinations(seq(m.base + 1, m.varianti), k - m.base)) add([...bases, ...c]);
      break;
    }
    case 'CRUCIVERBA': {
      const d = m.dimension;
      const cell = (r: number, c: number) => r * d + c + 1;
      const lines = [
        ...seq(0, d).map((r) => seq(0, d).map((c) => cell(r, c))),
        ...seq(0, d).map((c) => seq(0, d).map((r) => cell(r, c))),
        seq(0, d).map((i) => cell(i, i)),
        seq(0, d).map((i) => cell(i, d - 1 - i)),
      ];
      // Two lines share at most one cell, so with k ≥ 2 no combination is counted twice.
      for (const line of lines) for (const c of combinations(line, k)) add(c);
      break;
    }
    case 'EUROJACKPOT':
      for (const c of combinations(seq(1, m.numerosity), k)) {
        for (const e of combinations(seq(101, m.euronumbers), 2)) add([...c, ...e]);
      }
      break;
    default:
      throw new Error('not enumerable');
  }
  return keys.size;
}

describe('calculate: formulas equal brute-force enumeration', () => {
  const se = GAME_CONFIGS.superenalotto;
  it('SuperEnalotto integral, bases/varianti, grid', () => {
    const module = fc.oneof(
      fc.integer({ min: 7, max: 12 }).map((n): KnownModule => ({ type: 'INTEGRALE', numerosity: n })),
      fc
        .integer({ min: 1, max: 5 })
        .chain((b) =>
          fc
            .integer({ min: 6 - b, max: 6 - b + 6 })
            .map((v): KnownModule => ({ type: 'BASI_VARIANTI', base: b, varianti: v })),
        ),
      fc.integer({ min: 6, max: 7 }).map((d): KnownModule => ({ type: 'CRUCIVERBA', dimension: d })),
    );
    fc.assert(
      fc.property(module, (m) => {
        expect(baseCombinations(se, m)).toBe(BigInt(enumerate('superenalotto', m)));
      }),
      { numRuns: 60 },
    );
  });

  it('SiVinceTutto integral and EuroJackpot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 15 }), (n) => {
        const m: KnownModule = { type: 'INTEGRALE', numerosity: n };
        expect(baseCombinations(GAME_CONFIGS.sivincetutto, m)).toBe(BigInt(enumerate('sivincetutto', m)));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 9 }), fc.integer({ min: 2, max: 5 }), (n, e) => {
        const m: KnownModule = { type: 'EUROJACKPOT', numerosity: n, euronumbers: e };
        expect(baseCombinations(GAME_CONFIGS.eurojackpot, m)).toBe(BigInt(enumerate('eurojackpot', m)));
      }),
      { numRuns: 30 },
    );
  });

  it('SuperStar: s plays per combination at 1,50 €; singleStar adds 0,50 € once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7, max: 15 }), fc.integer({ min: 0, max: 10 }), (n, s) => {
        const plain = structureTotals('superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: n }] });
        const star = structureTotals('superenalotto', {
          modules: [{ type: 'INTEGRALE', numerosity: n, superstar: s }],
        });
        if (!plain.ok || !star.ok) throw new Error('unexpected failure');
        const c = plain.result.combinations;
        expect(star.result.combinations).toBe(s === 0 ? c : c * s);
        expect(star.result.totalPriceCents).toBe(s === 0 ? c * 100 : c * s * 150);
        const single = structureTotals('superenalotto', {
          modules: [{ type: 'INTEGRALE', numerosity: n, superstar: 1, singleStar: true }],
        });
        expect(single.ok && single.result.totalPriceCents).toBe(c * 100 + 50);
      }),
    );
  });
});

describe('calculate: properties', () => {
  it('totals are monotone in numerosity', () => {
    const games = [
      ['superenalotto', (n: number): KnownModule => ({ type: 'INTEGRALE', numerosity: n }), 7, 22],
      ['sivincetutto', (n: number): KnownModule => ({ type: 'INTEGRALE', numerosity: n }), 13, 18],
      ['eurojackpot', (n: number): KnownModule => ({ type: 'EUROJACKPOT', numerosity: n, euronumbers: 3 }), 5, 15],
      ['superenalotto', (n: number): KnownModule => ({ type: 'RIDOTTO', numerosity: n, garanzia: 4 }), 7, 20],
      ['superenalotto', (n: number): KnownModule => ({ type: 'BASI_VARIANTI', base: 2, varianti: n }), 4, 20],
    ] as const;
    for (const [game, make, from, to] of games) {
      let previous = 0;
      for (let n = from; n <= to; n++) {
        const r = structureTotals(game, { modules: [make(n)] });
        if (!r.ok) throw new Error(`${game} ${n}: ${r.code}`);
        expect(r.result.totalPriceCents).toBeGreaterThanOrEqual(previous);
        previous = r.result.totalPriceCents;
      }
    }
  });

  it('answers, never throws, and keeps its invariants on any structurally valid request', () => {
    const module = fc.oneof(
      fc.record({
        type: fc.constant('INTEGRALE' as const),
        numerosity: fc.integer({ min: -5, max: 120 }),
        superstar: fc.option(fc.integer({ min: -1, max: 12 }), { nil: undefined }),
      }),
      fc.record({
        type: fc.constant('BASI_VARIANTI' as const),
        base: fc.integer({ min: 0, max: 12 }),
        varianti: fc.integer({ min: 0, max: 95 }),
      }),
      fc.record({
        type: fc.constant('RIDOTTO' as const),
        numerosity: fc.integer({ min: 5, max: 22 }),
        garanzia: fc.integer({ min: 2, max: 6 }),
      }),
      fc.record({ type: fc.constant('CRUCIVERBA' as const), dimension: fc.integer({ min: 4, max: 11 }) }),
      fc.record({
        type: fc.constant('EUROJACKPOT' as const),
        numerosity: fc.integer({ min: 3, max: 52 }),
        euronumbers: fc.integer({ min: 1, max: 13 }),
      }),
    );
    const req = fc.record({
      structureType: fc.constantFrom('NON_ACCUMULO', 'ACCUMULO', 'MULTISISTEMA_ACCUMULO'),
      boardType: fc.constantFrom('STANDARD', 'SPECIALE'),
      quotes: fc.integer({ min: 0, max: 130 }),
      modules: fc.array(module, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom<NumericalGameSlug>('superenalotto', 'sivincetutto', 'eurojackpot'),
        req,
        (game, r) => {
          const out = calculate(game, r);
          if (!out.ok) {
            expect(ERRORS[out.code]).toBeDefined();
            return;
          }
          const cfg = GAME_CONFIGS[game];
          const res = out.result;
          expect(res.combinations).toBe(res.modules.reduce((s, m) => s + m.combinations, 0));
          expect(res.combinations).toBeLessThanOrEqual(cfg.limits.combinationsPerStructure);
          expect(res.cedole).toBeLessThanOrEqual(cfg.limits.cedolePerStructure);
          expect(res.quotaPriceCents * r.quotes).toBe(res.totalPriceCents);
          expect(res.totalPriceCents).toBeGreaterThanOrEqual(cfg.quotes.totalMinCents);
          for (const m of res.modules) {
            expect(m.cedoleCombinations.reduce((a, b) => a + b, 0)).toBe(m.combinations);
            expect(Math.max(...m.cedoleCombinations) - Math.min(...m.cedoleCombinations)).toBeLessThanOrEqual(1);
            expect(Math.max(...m.cedoleCombinations)).toBeLessThanOrEqual(cfg.limits.combinationsPerPlay);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
