/**
 * CSV and Excel exports of the lists (amministratori, ricevitori, anagrafiche): the rows are read page by page and
 * written as they come, so an export of 30.000 outlets never sits whole in memory.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@bacheca/domain';

export type Cell = string | number | boolean | Date | null | undefined;

export interface Column<T> {
  header: string;
  value: (row: T) => Cell;
  /** Excel column width in characters. */
  width?: number;
}

/** Reads one page of rows; an empty or short page ends the export. */
export type PageReader<T> = (offset: number, limit: number) => Promise<T[]>;

const PAGE = 2000;

async function* pages<T>(read: PageReader<T>): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await read(offset, PAGE);
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
  }
}

const HOUR = 3600_000;
/** 01:00 UTC of the last Sunday of a month: when EU summer time starts (March) or ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const d = new Date(Date.UTC(year, month + 1, 0, 1));
  return d.getTime() - d.getUTCDay() * 24 * HOUR;
}

/** Europe/Rome wall-clock fields of an instant (EU summer-time rule; no Intl: exports format 30.000 rows). */
function romeParts(d: Date) {
  const t = d.getTime();
  const y = d.getUTCFullYear();
  const summer = t >= lastSundayAt1Utc(y, 2) && t < lastSundayAt1Utc(y, 9);
  const r = new Date(t + (summer ? 2 : 1) * HOUR);
  return { y: r.getUTCFullYear(), m: r.getUTCMonth() + 1, d: r.getUTCDate(), h: r.getUTCHours(), min: r.getUTCMinutes() };
}

/** `dd/mm/yyyy HH:mm` in Europe/Rome: what Italian Excel reads as a date. */
export function romeDateTime(d: Date): string {
  const p = romeParts(d);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.d)}/${two(p.m)}/${p.y} ${two(p.h)}:${two(p.min)}`;
}

/** The Europe/Rome wall-clock time as a UTC Date: Excel dates carry no zone. */
function excelDate(d: Date): Date {
  const p = romeParts(d);
  return new Date(Date.UTC(p.y, p.m - 1, p.d, p.h, p.min));
}

/** Text of a cell; values that a spreadsheet would run as a formula are neutralised (CSV injection). */
export function cellText(v: Cell): string {
  if (v == null) return '';
  if (typeof v === 'boolean') return v ? 'Sì' : 'No';
  if (v instanceof Date) return romeDateTime(v);
  const s = String(v);
  if (/^[=@\t\r]/.test(s) || /^[+-](?![\d\s./()-]*$)/.test(s)) return `'${s}`;
  return s;
}

function csvField(s: string, sep: string): string {
  return s.includes(sep) || s.includes('"') || s.includes('\n') || s.includes('\r') ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV line (CRLF-terminated). */
export function csvLine(values: string[], sep = ';'): string {
  return values.map((v) => csvField(v, sep)).join(sep) + '\r\n';
}

/** A CSV stream: UTF-8 with BOM (Excel), `;`-separated, Italian headers. */
export function csvStream<T>(columns: Column<T>[], read: PageReader<T>): Readable {
  async function* lines() {
    yield '\uFEFF' + csvLine(columns.map((c) => c.header));
    for await (const rows of pages(read)) {
      let chunk = '';
      for (const row of rows) chunk += csvLine(columns.map((c) => cellText(c.value(row))));
      yield chunk;
    }
  }
  return Readable.from(lines());
}

/** An xlsx stream of one sheet, written row by row. */
export function xlsxStream<T>(columns: Column<T>[], read: PageReader<T>, sheetName: string): Readable {
  const out = new PassThrough();
  (async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    wb.creator = 'Bacheca dei Ricevitori';
    const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width ?? Math.max(12, c.header.length + 2) }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for await (const rows of pages(read)) {
      for (const row of rows) {
        const values = columns.map((c) => {
          const v = c.value(row);
          if (v == null) return null;
          if (v instanceof Date) return excelDate(v);
          if (typeof v === 'boolean') return v ? 'Sì' : 'No';
          return v;
        });
        const r = ws.addRow(values);
        values.forEach((v, i) => {
          if (v instanceof Date) r.getCell(i + 1).numFmt = 'dd/mm/yyyy hh:mm';
        });
        r.commit();
      }
    }
    ws.commit();
    await wb.commit();
  })().catch((err) => out.destroy(err));
  return out;
}

/** Send an export: the format decides the stream and the headers; the file name carries today's date. */
export function sendExport<T>(reply: FastifyReply, opts: { format: ExportFormat; name: string; columns: Column<T>[]; read: PageReader<T> }) {
  const today = new Date().toISOString().slice(0, 10);
  const file = `${opts.name}-${today}.${opts.format}`;
  reply.header('Content-Disposition', `attachment; filename="${file}"`).header('Cache-Control', 'no-store');
  if (opts.format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(xlsxStream(opts.columns, opts.read, opts.name));
  }
  reply.type('text/csv; charset=utf-8');
  return reply.send(csvStream(opts.columns, opts.read));
}
