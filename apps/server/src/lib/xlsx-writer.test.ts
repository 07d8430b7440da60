import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { xlsxStream } from './export';

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

interface Row {
  code: string;
  name: string;
  n: number;
  at: Date | null;
  ok: boolean;
}
const columns = [
  { header: 'Codice', value: (r: Row) => r.code },
  { header: 'Denominazione', value: (r: Row) => r.name, width: 30 },
  { header: 'Numero', value: (r: Row) => r.n },
  { header: 'Ultimo accesso', value: (r: Row) => r.at },
  { header: 'Abilitata', value: (r: Row) => r.ok },
];
const rowsOf = (count: number, start = 0): Row[] =>
  Array.from({ length: count }, (_, k) => start + k).map((i) => ({
    code: String(100000 + i),
    name: i === 3 ? ' Bar & Tabacchi <"Centrale">\u0001 ' : `Ricevitoria ${i} — è già`,
    n: i * 1.5,
    at: i % 2 ? null : new Date(Date.UTC(2026, 6, 1, 10, 30)), // 12:30 in Rome (summer time)
    ok: i % 3 === 0,
  }));

describe('xlsx writer (streamed, one sheet)', () => {
  it('writes a file Excel readers open: header, every row, text escaped, numbers, Rome dates, Sì/No', async () => {
    const rows = rowsOf(4500); // more than a page (2000) and many batches
    const buf = await collect(
      xlsxStream(columns, async (offset, limit) => rows.slice(offset, offset + limit), 'ricevitorie'),
    );
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('ricevitorie');
    expect(ws.rowCount).toBe(rows.length + 1);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Codice',
      'Denominazione',
      'Numero',
      'Ultimo accesso',
      'Abilitata',
    ]);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('E1').font?.bold).toBe(true);
    expect(ws.getColumn(2).width).toBe(30);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getCell('A2').value).toBe('100000');
    expect(ws.getCell('B5').value).toBe(' Bar & Tabacchi <"Centrale"> ');
    expect(ws.getCell('B3').value).toBe('Ricevitoria 1 — è già');
    expect(ws.getCell('C4').value).toBe(3);
    const at = ws.getCell('D2');
    expect(at.value).toEqual(new Date(Date.UTC(2026, 6, 1, 12, 30)));
    expect(at.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(ws.getCell('D3').value).toBeNull();
    expect(ws.getCell('E2').value).toBe('Sì');
    expect(ws.getCell('E3').value).toBe('No');
    expect(ws.getCell(`A${rows.length + 1}`).value).toBe(String(100000 + rows.length - 1));
  });

  it('an empty list is the header alone', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await collect(xlsxStream(columns, async () => [], 'vuoto'))) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(1);
  });

  it('reads the next page only as fast as the consumer takes the file (backpressure), and stops when it goes away', async () => {
    let pagesRead = 0;
    let rowsRead = 0;
    // 200.000 rows are read if nothing holds the writer back
    const read = async (offset: number, limit: number) => {
      pagesRead++;
      const rows = rowsOf(offset >= 200_000 ? 0 : limit, offset);
      rowsRead += rows.length;
      return rows;
    };
    /** Resolves once `pagesRead` has not moved for 5 polls in a row: the writer is waiting (or done). */
    const settled = async () => {
      for (let last = -1, still = 0; still < 5; await new Promise((r) => setTimeout(r, 40))) {
        still = pagesRead === last ? still + 1 : 0;
        last = pagesRead;
      }
    };
    const stream = xlsxStream(columns, read, 'lento');
    // a consumer that takes one chunk and then stops reading
    let taken = 0;
    await new Promise<void>((resolve) => {
      stream.once('data', (c: Buffer) => {
        taken += c.length;
        stream.pause();
        resolve();
      });
    });
    await settled();
    expect(taken).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThan(20_000);
    stream.destroy();
    const before = pagesRead;
    await settled();
    expect(pagesRead - before).toBeLessThanOrEqual(2); // the page being read ahead, at most
    // and a full read of the same export still ends (sanity of the reader above)
    await pipeline(
      xlsxStream(columns, async (o, l) => rowsOf(3000).slice(o, o + l), 'x'),
      new Writable({ write: (_c, _e, cb) => cb() }),
    );
  });
});
