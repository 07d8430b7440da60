/**
 * CSV and Excel exports of the lists (amministratori, ricevitori, anagrafiche): the rows are read page by page and
 * written as they come, so an export of 30.000 outlets never sits whole in memory.
 */
import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { xlsxFile, type XlsxValue } from './xlsx-writer';
import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@bacheca/domain';
import { romeParts } from '@bacheca/domain/rome-time';
import { yesNo } from '@bacheca/domain/messages-yes-no';

export type Cell = string | number | boolean | Date | null | undefined;

export interface Column<T> {
  header: string;
  value: (row: T) => Cell;
  /** Excel column width in characters. */
  width?: number;
}

/** Reads one page of rows; an empty or short page ends the export. */
export type PageReader<T> = (offset: number, limit: number) => Promise<T[]>;

/**
 * A page reader over a snapshot of ids: the filtered, sorted ids are read once, in one statement (a consistent
 * order, whatever the sort's ties), then each page reads the rows of the next ids. No page depends on an offset
 * or a cursor value in a changing table, so no row is skipped or repeated; a row deleted meanwhile is left out.
 */
export function idSnapshotReader<T>(
  readIds: () => Promise<number[]>,
  readRows: (ids: number[]) => Promise<T[]>,
  idOf: (row: T) => number,
): PageReader<T> {
  let ids: Promise<number[]> | null = null;
  return async (offset, limit) => {
    ids ??= readIds();
    const page = (await ids).slice(offset, offset + limit);
    if (!page.length) return [];
    const byId = new Map((await readRows(page)).map((r) => [idOf(r), r]));
    return page.flatMap((id) => byId.get(id) ?? []);
  };
}

/**
 * Rows per page read: one page's rows are decoded by the driver in one go, outside any turn below, so a page is
 * also the longest the event loop is held by an export (250 rows of 40 columns: a few ms; 2000 held it ~40 ms).
 */
const PAGE = 250;

/**
 * A queue of at most `limit` holders: `acquire()` answers the release once a place is free. A release hands its place
 * straight to the next waiter (so no newcomer can overtake it), on a later turn of the event loop when `deferred`.
 */
function placesOf(limit: number, deferred: boolean): () => Promise<() => void> {
  let held = 0;
  const waiting: Array<() => void> = [];
  return async () => {
    if (held < limit) held++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // handed over by a release, still counted
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      if (!next) held--;
      else if (deferred) setImmediate(next);
      else next();
    };
  };
}

/**
 * Export work runs one chunk at a time in this process (a batch of rows turned into CSV or XLSX), and the next chunk,
 * of this export or another, only on a later turn of the event loop (the I/O that waits, other requests, goes
 * first). Ten staff exporting 30.000 outlets at once cost the same CPU either way; taken in turns, every other
 * request waits for at most one chunk at each of its steps. A slow download holds no turn.
 */
const exportTurn = placesOf(1, true);

/**
 * Exports produced at once in this process; the others wait (their download has started, their rows come later).
 * Two at a time keep the database and the zlib threads free enough for every other request, and memory holds two
 * exports' pages, not ten. A download that stops reading gives its place up after EXPORT_STALL_MS (`sendExport`).
 */
const exportSlot = placesOf(2, false);

/** A download whose socket has not drained for this long is ended (its client stopped reading). */
const EXPORT_STALL_MS = 60_000;

async function* pages<T>(read: PageReader<T>): AsyncGenerator<T[]> {
  const release = await exportSlot();
  try {
    yield* pagesOf(read);
  } finally {
    release();
  }
}

async function* pagesOf<T>(read: PageReader<T>): AsyncGenerator<T[]> {
  const readPage = (offset: number) => {
    const p = read(offset, PAGE);
    p.catch(() => undefined); // awaited in the loop; a consumer gone meanwhile must not leave it unhandled
    return p;
  };
  // the next page is read while this one is written out
  let next = readPage(0);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await next;
    if (rows.length === PAGE) next = readPage(offset + PAGE);
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
  }
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
  if (typeof v === 'boolean') return yesNo(v);
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
      const release = await exportTurn();
      let chunk = '';
      try {
        for (const row of rows) chunk += csvLine(columns.map((c) => cellText(c.value(row))));
      } finally {
        release();
      }
      yield chunk;
      await yieldToLoop();
    }
  }
  return Readable.from(lines());
}

/** An xlsx stream of one sheet, written a batch of rows at a time (lib/xlsx-writer). */
export function xlsxStream<T>(columns: Column<T>[], read: PageReader<T>, sheetName: string): Readable {
  async function* batches(): AsyncGenerator<XlsxValue[][]> {
    for await (const rows of pages(read)) {
      // the turn is released before the rows go on: the writer takes its own turns to write them
      const release = await exportTurn();
      let values: XlsxValue[][];
      try {
        values = rows.map((row) =>
          columns.map((c) => {
            const v = c.value(row);
            if (v == null) return null;
            if (v instanceof Date) return excelDate(v);
            if (typeof v === 'boolean') return yesNo(v);
            return v;
          }),
        );
      } finally {
        release();
      }
      yield values;
    }
  }
  return xlsxFile(
    sheetName,
    columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length + 2) })),
    batches(),
    exportTurn,
  );
}

/** Send an export: the format decides the stream and the headers; the file name carries today's date. */
export function sendExport<T>(
  reply: FastifyReply,
  opts: { format: ExportFormat; name: string; columns: Column<T>[]; read: PageReader<T> },
) {
  const today = new Date().toISOString().slice(0, 10);
  const file = `${opts.name}-${today}.${opts.format}`;
  reply.header('Content-Disposition', `attachment; filename="${file}"`).header('Cache-Control', 'no-store');
  // a client that stops reading must not keep its export's place (and its page) for ever
  const res = reply.raw;
  let drained = Date.now();
  res.on('drain', () => {
    drained = Date.now();
  });
  const watchdog = setInterval(() => {
    if (res.writableNeedDrain && Date.now() - drained > EXPORT_STALL_MS) res.destroy();
  }, 5_000);
  watchdog.unref();
  res.once('close', () => clearInterval(watchdog));
  if (opts.format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(xlsxStream(opts.columns, opts.read, opts.name));
  }
  reply.type('text/csv; charset=utf-8');
  return reply.send(csvStream(opts.columns, opts.read));
}
