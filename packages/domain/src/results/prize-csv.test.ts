import { describe, expect, it } from 'vitest';
import { format } from '../messages';
import { categoryCodes } from '../engine/wins/categories';
import { PRIZE_CSV_TEXTS } from './messages';
import { parseEuroAmount, parsePrizeCsv } from './prize-csv';

describe('the prize table from a CSV', () => {
  it('reads euro and cents as the bulletin writes them', () => {
    expect(parseEuroAmount('1.234,56')).toBe(123456);
    expect(parseEuroAmount('12,5')).toBe(1250);
    expect(parseEuroAmount('0')).toBe(0);
    expect(parseEuroAmount(' 62.145,32 € ')).toBe(6214532);
    for (const bad of ['1,234.56', '12,345', '-3', 'abc', '', '1.23,00']) expect(parseEuroAmount(bad)).toBeNull();
  });

  it("reads every category of the game, in the bulletin's order, skipping the header", () => {
    const codes = categoryCodes('eurojackpot');
    const csv = ['categoria;importo', ...[...codes].reverse().map((c, i) => `${c};${i + 1}.000,0${i % 10}`), ''].join(
      '\r\n',
    );
    const r = parsePrizeCsv('eurojackpot', csv);
    expect(r.errors).toEqual([]);
    expect(r.prizes.map((p) => p.category)).toEqual(codes);
    expect(r.prizes.at(-1)).toEqual({ category: '2+1', amountCents: 100_000 });
  });

  it('says every wrong line with its number, and the missing categories', () => {
    const r = parsePrizeCsv('sivincetutto', '6;1.000.000,00\n5;abc\n7;10,00\n6;5,00\nsolo testo\n4;12,50');
    expect(r.errors).toEqual([
      format(PRIZE_CSV_TEXTS.AMOUNT, { line: 2, value: 'abc' }),
      format(PRIZE_CSV_TEXTS.CATEGORY, { line: 3, category: '7', game: 'SiVinceTutto' }),
      format(PRIZE_CSV_TEXTS.REPEATED, { line: 4, category: '6' }),
      format(PRIZE_CSV_TEXTS.LINE, { line: 5 }),
      format(PRIZE_CSV_TEXTS.MISSING, { n: 3, categories: '5, 3, 2' }),
    ]);
    expect(r.prizes).toEqual([
      { category: '6', amountCents: 100_000_000 },
      { category: '4', amountCents: 1250 },
    ]);
    expect(parsePrizeCsv('sivincetutto', '\n categoria;importo \n').errors).toEqual([PRIZE_CSV_TEXTS.EMPTY]);
  });
});
