import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../messages';
import { combinations } from './combinatorics';
import { TOTOCALCIO_CONFIG } from './config';
import type { TotocalcioRequest } from './schemas';
import { calculateTotocalcio, totocalcioColumns } from './totocalcio';

type Signs = 1 | 2 | 3;

/** Factory: mandatory signs, optional signs, formula and quotes. */
function toto(mandatory: Signs[], optional: Signs[], formula: 11 | 13 = 11, quotes = 4): TotocalcioRequest {
  return {
    formula,
    quotes,
    events: [
      ...mandatory.map((signs) => ({ mandatory: true, signs })),
      ...optional.map((signs) => ({ mandatory: false, signs })),
    ],
  };
}

const ones = (n: number): Signs[] => Array.from({ length: n }, () => 1);
const twos = (n: number): Signs[] => Array.from({ length: n }, () => 2);

function code(req: TotocalcioRequest): ErrorCode | 'OK' {
  const r = calculateTotocalcio(req);
  return r.ok ? 'OK' : r.code;
}

describe('Totocalcio columns', () => {
  it.each([
    // [mandatory, optional, formula, quotes, columns]
    [[2, 2, 2, 2, 1, 1, 1], ones(4), 11, 4, 16],
    [twos(7), ones(4), 11, 4, 128],
    [twos(7), ones(5), 11, 4, 640], // 2^7 × C(5, 4)
    [[3, 3, 3, 3, 3, 2, 2], [2, 2, 2, 1], 11, 36, 7_776], // upper bound of formula 11
    [twos(8), ones(5), 13, 4, 256],
    [[3, 3, 3, 3, 3, 3, 3, 2], [2, 2, 2, 1, 1], 13, 36, 34_992], // upper bound of formula 13
  ] as [Signs[], Signs[], 11 | 13, number, number][])(
    '%o + %o (formula %i)',
    (mandatory, optional, formula, quotes, columns) => {
      const r = calculateTotocalcio(toto(mandatory, optional, formula, quotes));
      expect(r).toEqual({
        ok: true,
        result: { columns, totalPriceCents: columns * 100, quotaPriceCents: (columns * 100) / quotes },
      });
    },
  );

  it('equals brute-force enumeration of the columns', () => {
    // A column picks one sign per mandatory event and, for r of the optional events, one sign each.
    const signs = fc.constantFrom<Signs>(1, 2, 3);
    fc.assert(
      fc.property(
        fc.array(signs, { maxLength: 5 }),
        fc.array(signs, { maxLength: 7 }),
        fc.integer({ min: 0, max: 5 }),
        (m, o, r) => {
          let count = 0;
          const mandatoryColumns = m.reduce<number>((p, s) => p * s, 1);
          for (const chosen of combinations(o, r))
            count += mandatoryColumns * chosen.reduce<number>((p, s) => p * s, 1);
          expect(totocalcioColumns(m, o, r)).toBe(BigInt(count));
          if (o.every((s) => s === 1) && m.every((s) => s === 1)) {
            expect(totocalcioColumns(m, o, r)).toBe(BigInt([...combinations(o, r)].length)); // C(|optional|, r)
          }
        },
      ),
    );
  });
});

describe('Totocalcio errors, one per code, in order', () => {
  it.each<[string, TotocalcioRequest, ErrorCode]>([
    ['6 mandatory events', toto(twos(6), ones(5)), 'TOTOCALCIO_MANDATORY_EVENTS'],
    ['8 mandatory events in formula 11', toto(twos(8), ones(5)), 'TOTOCALCIO_MANDATORY_EVENTS'],
    ['3 optional events', toto(twos(7), ones(3)), 'TOTOCALCIO_OPTIONAL_EVENTS'],
    ['4 optional events in formula 13', toto(twos(8), ones(4), 13), 'TOTOCALCIO_OPTIONAL_EVENTS'],
    ['15 events on a 14-match coupon', toto(twos(7), ones(8)), 'TOTOCALCIO_OPTIONAL_EVENTS'],
    ['8 columns', toto([2, 2, 2, 1, 1, 1, 1], ones(4)), 'TOTOCALCIO_COLUMNS_OUT_OF_RANGE'],
    ['11.664 columns in formula 11', toto([3, 3, 3, 3, 3, 3, 2], [2, 2, 2, 1]), 'TOTOCALCIO_COLUMNS_OUT_OF_RANGE'],
    ['1 quota', toto(twos(7), ones(4), 11, 1), 'QUOTES_OUT_OF_RANGE'],
    ['126 quote', toto(twos(7), ones(4), 11, 126), 'QUOTES_OUT_OF_RANGE'],
    ['128 € in 3 quote', toto(twos(7), ones(4), 11, 3), 'INVALID_QUOTES_NUMBER'],
    ['16 columns in 5 quote', toto([2, 2, 2, 2, 1, 1, 1], ones(4), 11, 5), 'QUOTA_PRICE_TOO_LOW'],
    ['7.776 € in 2 quote', toto([3, 3, 3, 3, 3, 2, 2], [2, 2, 2, 1], 11, 2), 'QUOTA_PRICE_TOO_HIGH'],
    // Two broken rules: the earlier answers.
    ['mandatory before optional', toto(twos(6), ones(2)), 'TOTOCALCIO_MANDATORY_EVENTS'],
    ['optional before columns', toto(ones(7), ones(3)), 'TOTOCALCIO_OPTIONAL_EVENTS'],
    ['columns before quotes', toto(ones(7), ones(4), 11, 500), 'TOTOCALCIO_COLUMNS_OUT_OF_RANGE'],
    ['quotes before divisibility', toto(twos(7), ones(4), 11, 127), 'QUOTES_OUT_OF_RANGE'],
  ])('%s', (_name, req, expected) => {
    const r = calculateTotocalcio(req);
    expect(code(req)).toBe(expected);
    if (!r.ok) {
      expect(r.message).toBe(ERRORS[expected]);
      for (const text of Object.values(r.fields)) expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('TOTAL_COST_UNDER_LIMIT is unreachable with the regulation bounds (16 columns = 16 €), yet checked', () => {
    // 16 columns at 1 € are exactly the 16 € minimum; the rule still guards configurations with cheaper columns.
    expect(TOTOCALCIO_CONFIG.formulas[11].columns.min * TOTOCALCIO_CONFIG.columnPriceCents).toBe(
      TOTOCALCIO_CONFIG.quotes.totalMinCents,
    );
    expect(code(toto([2, 2, 2, 2, 1, 1, 1], ones(4), 11, 4))).toBe('OK');
  });
});
