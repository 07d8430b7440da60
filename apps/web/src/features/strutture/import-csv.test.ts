import { describe, expect, it } from 'vitest';
import type { Structure } from '@bacheca/domain';
import { decodeCsv, exampleCsv, lineTexts, withoutLines } from './import-csv';

describe('the CSV import in the browser', () => {
  it('reads UTF-8 with or without its BOM and UTF-16 with its BOM; bytes that are not UTF-8 stay visible as U+FFFD', () => {
    const utf8 = new TextEncoder().encode('numeri\n1 2 3\n');
    expect(decodeCsv(utf8)).toBe('numeri\n1 2 3\n');
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('numeri\n1 2 3\n');
    const le = new Uint8Array([0xff, 0xfe, ...Array.from('1 2\n').flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeCsv(le)).toBe('1 2\n');
    const be = new Uint8Array([0xfe, 0xff, ...Array.from('7;8').flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeCsv(be)).toBe('7;8');
    expect(decodeCsv(new Uint8Array([0x31, 0x20, 0xe8]))).toBe('1 \uFFFD');
  });

  it('leaves the refused lines out of the confirmed CSV, every other line keeping its number', () => {
    const csv = '\uFEFFnumeri\r\n1 2 3\r\nx\r\n4 5 6\n7 8 9';
    expect(lineTexts(csv)).toEqual(['numeri', '1 2 3', 'x', '4 5 6', '7 8 9']);
    const sent = withoutLines(csv, new Set([3, 5]));
    expect(sent).toBe('numeri\n1 2 3\n\n4 5 6\n');
    expect(lineTexts(sent).indexOf('4 5 6') + 1).toBe(4);
  });

  it('builds an example within the structure: bases first, Euronumeri after "+", a header and a comment', () => {
    const se = exampleCsv(
      'superenalotto',
      {
        structureType: 'ACCUMULO',
        modules: [{ type: 'INTEGRALE', numerosity: 8, constraints: { manual: { fixed: [7], excluded: [1, 2] } } }],
      } as Pick<Structure, 'structureType' | 'modules'>,
      'aiuto',
    )!;
    const [comment, header, ...rows] = se.trimEnd().split('\n');
    expect(comment).toBe('# aiuto');
    expect(header).toBe('numeri');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const numbers = row.split(' ').map(Number);
      expect(numbers).toHaveLength(8);
      expect(numbers).toContain(7);
      expect(numbers).not.toContain(1);
      expect(new Set(numbers).size).toBe(8);
    }
    const ej = exampleCsv(
      'eurojackpot',
      { structureType: 'ACCUMULO', modules: [{ type: 'EUROJACKPOT', numerosity: 6, euronumbers: 3 }] } as Pick<
        Structure,
        'structureType' | 'modules'
      >,
      'aiuto',
    )!;
    expect(ej.trimEnd().split('\n')[2]).toMatch(/^(\d+ ){5}\d+ \+ \d+ \d+ \d+$/);
  });
});
