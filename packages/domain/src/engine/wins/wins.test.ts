import { describe, expect, it } from 'vitest';
import { prizeCategories, systemWins, validateDrawResult, type DrawResultInput } from './index';
import { drawResultSchema } from './schemas';

const seDraw = { numbers: [1, 2, 3, 4, 5, 6], jolly: 7, superstar: 50 };

describe('prize categories', () => {
  it('lists every game in the bulletin order', () => {
    expect(prizeCategories('superenalotto').map((c) => c.code)).toEqual([
      '6',
      '5+1',
      '5',
      '4',
      '3',
      '2',
      '6S',
      '5+1S',
      '5S',
      '4S',
      '3S',
      '2S',
      '1S',
      '0S',
    ]);
    expect(prizeCategories('sivincetutto').map((c) => c.code)).toEqual(['6', '5', '4', '3', '2']);
    expect(prizeCategories('eurojackpot').map((c) => c.code)).toEqual([
      '5+2',
      '5+1',
      '5+0',
      '4+2',
      '4+1',
      '4+0',
      '3+2',
      '2+2',
      '3+1',
      '3+0',
      '1+2',
      '2+1',
    ]);
    expect(prizeCategories('totocalcio').map((c) => [c.code, c.formula])).toEqual([
      ['13', 13],
      ['11', 11],
    ]);
  });
});

describe('systemWins on hand-checked cases', () => {
  it('an integral of 7 with the six drawn: one 6 and six 5 (one of them 5+1 when the Jolly is the seventh)', () => {
    expect(
      systemWins('superenalotto', { modules: [{ type: 'INTEGRALE', numbers: [1, 2, 3, 4, 5, 6, 8] }] }, seDraw),
    ).toMatchObject({ '6': 1, '5': 6, '5+1': 0 });
    expect(
      systemWins('superenalotto', { modules: [{ type: 'INTEGRALE', numbers: [1, 2, 3, 4, 5, 6, 7] }] }, seDraw),
    ).toMatchObject({ '6': 1, '5+1': 6, '5': 0 });
  });

  it('SuperStar: with two stars, the drawn one turns its plays into Stella categories', () => {
    const wins = systemWins(
      'superenalotto',
      { modules: [{ type: 'INTEGRALE', numbers: [1, 2, 3, 10, 11, 12, 13], superstars: [50, 60] }] },
      seDraw,
    );
    // 7 combinations: 3 hits in C(4,3)=4 of them, 2 hits in C(3,2)·C(4,4)… : plain plays on star 60, Stella on star 50
    expect(wins['3']).toBe(4);
    expect(wins['3S']).toBe(4);
    expect(wins['2']).toBe(3);
    expect(wins['2S']).toBe(3);
  });

  it('singleStar: the star rides on the first combination only', () => {
    const wins = systemWins(
      'superenalotto',
      { modules: [{ type: 'INTEGRALE', numbers: [1, 2, 3, 10, 11, 12, 13], superstars: [50], singleStar: true }] },
      seDraw,
    );
    expect(wins['3S']).toBe(1);
    expect(wins['3']).toBe(3);
  });

  it('EuroJackpot: numbers × Euronumeri', () => {
    const wins = systemWins(
      'eurojackpot',
      { modules: [{ type: 'EUROJACKPOT', numbers: [1, 2, 3, 4, 5, 6], euronumbers: [1, 2, 3] }] },
      { numbers: [1, 2, 3, 4, 5], euronumbers: [1, 2] },
    );
    expect(wins).toMatchObject({ '5+2': 1, '5+1': 2, '4+2': 5, '4+1': 10 });
  });

  it('Totocalcio: winning columns from the signs, a void optional event takes the first valid result', () => {
    const events = [
      ...Array.from({ length: 7 }, (_, i) => ({ eventNumber: i + 1, mandatory: true, signs: ['1' as const] })),
      ...Array.from({ length: 5 }, (_, i) => ({
        eventNumber: i + 8,
        mandatory: false,
        signs: ['1' as const, 'X' as const],
      })),
    ];
    const signs = Array.from({ length: 14 }, (_, i) => ({ eventNumber: i + 1, sign: '1' as const }));
    const system = { modules: [], totocalcio: { formula: 11 as const, events } };
    // 5 optional events, 4 chosen per column: every column with all '1' wins: C(5,4) = 5
    expect(systemWins('totocalcio', system, { numbers: [], signs })).toEqual({ '11': 5 });
    const voided = signs.map((s) => (s.eventNumber === 8 ? { ...s, sign: 'annullata' as const } : s));
    expect(systemWins('totocalcio', system, { numbers: [], signs: voided })).toEqual({ '11': 5 });
  });
});

describe('result validation', () => {
  const prizes = prizeCategories('superenalotto').map((c) => ({ category: c.code, amountCents: 100 }));
  const valid: DrawResultInput = { ...seDraw, prizes };

  it('accepts a complete SuperEnalotto result', () => {
    expect(validateDrawResult('superenalotto', valid)).toBeNull();
    expect(drawResultSchema('superenalotto').safeParse(valid).success).toBe(true);
  });

  it('names every invalid entry in Italian', () => {
    expect(validateDrawResult('superenalotto', { ...valid, numbers: [1, 2, 3, 4, 5, 5] })).toEqual({
      'numbers.5': 'Il numero 5 è ripetuto: i numeri estratti sono tutti diversi.',
    });
    expect(validateDrawResult('superenalotto', { ...valid, jolly: 6 })?.jolly).toMatch(
      /^Il Jolly 6 è tra i sei numeri estratti/,
    );
    expect(validateDrawResult('superenalotto', { ...valid, numbers: [1, 2, 3, 4, 5, 91] })?.['numbers.5']).toBe(
      'Il numero 91 è fuori intervallo: ammessi da 1 a 90.',
    );
    expect(validateDrawResult('superenalotto', { ...valid, numbers: [1, 2, 3] })?.numbers).toBe(
      'Indicare 6 numeri estratti (indicati: 3).',
    );
    expect(validateDrawResult('superenalotto', { ...valid, prizes: prizes.slice(1) })?.prizes).toBe(
      "Manca l'importo della categoria 6.",
    );
    expect(
      validateDrawResult('eurojackpot', { numbers: [1, 2, 3, 4, 5], euronumbers: [3, 3], prizes: [] })?.[
        'euronumbers.1'
      ],
    ).toBe("L'Euronumero 3 è ripetuto: i due Euronumeri sono diversi.");
    expect(validateDrawResult('superenalotto', { ...valid, jolly: null, superstar: undefined })).toEqual({
      jolly: 'Indicare il numero Jolly.',
      superstar: 'Indicare il numero SuperStar.',
    });
    expect(
      validateDrawResult('superenalotto', {
        ...valid,
        prizes: [
          ...prizes,
          { category: '7', amountCents: 1 },
          { category: '6', amountCents: 2 },
          { category: '2', amountCents: -1 },
        ].slice(1),
      }),
    ).toEqual({
      // '6' was sliced off: its one line stands
      'prizes.13.category': 'La categoria 7 non esiste per SuperEnalotto.',
      'prizes.15.category': 'La categoria 2 è indicata più volte.',
    });
    expect(
      validateDrawResult('superenalotto', {
        ...valid,
        prizes: prizes.map((p, i) => (i === 0 ? { ...p, amountCents: 1.5 } : p)),
      })?.['prizes.0.amountCents'],
    ).toBe("L'importo della categoria 6 deve essere in euro e centesimi, da 0 a 10.000.000.000,00 €.");
    const svtPrizes = prizeCategories('sivincetutto').map((c) => ({ category: c.code, amountCents: 0 }));
    expect(validateDrawResult('sivincetutto', { numbers: [1, 2, 3, 4, 5, 6], jolly: 7, prizes: svtPrizes })).toEqual({
      jolly: 'Campo non previsto per SiVinceTutto.',
    });
    const totoPrizes = prizeCategories('totocalcio').map((c) => ({ category: c.code, amountCents: 0 }));
    const signs = Array.from({ length: 14 }, (_, i) => ({ eventNumber: i + 1, sign: 'X' as const }));
    expect(validateDrawResult('totocalcio', { numbers: [], signs, prizes: totoPrizes })).toBeNull();
    expect(validateDrawResult('totocalcio', { numbers: [], signs: signs.slice(0, 12), prizes: totoPrizes })).toEqual({
      signs: "Manca l'esito di 2 eventi: 13, 14.",
    });
    expect(
      validateDrawResult('totocalcio', {
        numbers: [],
        signs: [...signs.slice(0, 13), { eventNumber: 1, sign: 'Y' as never }],
        prizes: totoPrizes,
      }),
    ).toEqual({
      'signs.13.eventNumber': "L'evento 1 è indicato più volte.",
      'signs.13.sign': "Esito non valido per l'evento 1: scegliere tra 1, X, 2 o annullata.",
      signs: "Manca l'esito di 1 evento: 14.",
    });
    const parsed = drawResultSchema('superenalotto').safeParse({ ...valid, jolly: 1 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['jolly']);
  });
});
