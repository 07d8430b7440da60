import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import {
  calculateRequestSchema,
  calculateResultSchema,
  generateRequestSchema,
  totocalcioRequestSchema,
} from './schemas';
import { calculateTotocalcio } from './totocalcio';

describe('calculate request schema', () => {
  it('applies the defaults', () => {
    const parsed = calculateRequestSchema.parse({ quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10 }] });
    expect(parsed.structureType).toBe('NON_ACCUMULO');
    expect(parsed.boardType).toBe('STANDARD');
  });

  it('lets out-of-range values through to the engine, which names the domain error', () => {
    const cases = [
      [{ quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 200 }] }, 'NUMBERS_OUT_OF_RANGE'],
      [{ quotes: -3, modules: [{ type: 'INTEGRALE', numerosity: 10 }] }, 'QUOTES_OUT_OF_RANGE'],
      [{ quotes: 10, boardType: 'VIP', modules: [{ type: 'INTEGRALE', numerosity: 10 }] }, 'BOARD_TYPE_UNKNOWN'],
      [
        { quotes: 10, structureType: 'MISTO', modules: [{ type: 'INTEGRALE', numerosity: 10 }] },
        'BLOCK_TYPE_UNHANDLED',
      ],
      [{ quotes: 10, modules: [{ type: 'LOTTO', numbers: [1, 2] }] }, 'BLOCK_TYPE_UNHANDLED'],
      [{ quotes: 10, modules: [] }, 'BLOCK_TYPE_UNHANDLED'],
    ] as const;
    for (const [body, code] of cases) {
      const parsed = calculateRequestSchema.safeParse(body);
      expect(parsed.success).toBe(true);
      const r = calculate('superenalotto', parsed.data!);
      expect(!r.ok && r.code).toBe(code);
    }
  });

  it('rejects structurally wrong input', () => {
    const bad = [
      { modules: [{ type: 'INTEGRALE', numerosity: 10 }] }, // quotes missing
      { quotes: '10', modules: [{ type: 'INTEGRALE', numerosity: 10 }] },
      { quotes: 2.5, modules: [{ type: 'INTEGRALE', numerosity: 10 }] },
      { quotes: 10, modules: [{ type: 'INTEGRALE' }] }, // known type, field missing
      { quotes: 10, modules: [{ type: 'BASI_VARIANTI', base: 2 }] },
      { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10, superstar: 'uno' }] },
      { quotes: 10, modules: [{ numerosity: 10 }] }, // type missing
      { quotes: 10, modules: {} },
    ];
    for (const body of bad) expect(calculateRequestSchema.safeParse(body).success).toBe(false);
  });

  it('describes the engine answer', () => {
    const r = calculate('superenalotto', { quotes: 10, modules: [{ type: 'INTEGRALE', numerosity: 10 }] });
    expect(r.ok && calculateResultSchema.safeParse(r.result).success).toBe(true);
  });
});

describe('Totocalcio and generation schemas', () => {
  it('Totocalcio: formula and signs are structural, counts go to the engine', () => {
    const events = Array.from({ length: 6 }, () => ({ mandatory: true, signs: 2 }));
    const parsed = totocalcioRequestSchema.safeParse({ formula: 11, quotes: 4, events });
    expect(parsed.success).toBe(true);
    expect(!calculateTotocalcio(parsed.data!).ok).toBe(true);
    expect(totocalcioRequestSchema.safeParse({ formula: 12, quotes: 4, events }).success).toBe(false);
    expect(
      totocalcioRequestSchema.safeParse({ formula: 11, quotes: 4, events: [{ mandatory: true, signs: 4 }] }).success,
    ).toBe(false);
  });

  it('generation: constraints default to none', () => {
    const parsed = generateRequestSchema.parse({ modules: [{ type: 'INTEGRALE', numerosity: 8 }], count: 5 });
    expect(parsed.constraints).toEqual([]);
    expect(
      generateRequestSchema.safeParse({ modules: [], count: 5, constraints: [{ manual: { fixed: [1] } }] }).success,
    ).toBe(true);
    expect(generateRequestSchema.safeParse({ modules: [], count: '5' }).success).toBe(false);
  });
});
