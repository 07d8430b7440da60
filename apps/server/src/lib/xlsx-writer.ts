/**
 * A streaming writer of one-sheet XLSX files (the list exports). An XLSX file is a ZIP of a few XML parts; the sheet's
 * XML is built a batch of rows at a time, deflated by zlib (whose work runs on libuv's thread pool, off the event
 * loop) and written as it comes, with the sizes in a data descriptor after the data (ZIP's "streamed" entries). So:
 * memory stays flat whatever the row count (at most a batch and the stream buffers), the consumer's pace is
 * respected (backpressure from the socket back to the page reader), and the event loop is released after every
 * batch, so other requests are served while an export runs (ExcelJS's streaming writer holds them for up to 250 ms
 * and starves them with ten exports at once: docs/performance.md).
 *
 * What the sheet has: bold header row, frozen under it; column widths; strings as inline strings (no shared-string
 * table to hold in memory); numbers; dates as Excel serials with the `dd/mm/yyyy hh:mm` format.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import zlib from 'node:zlib';

export type XlsxValue = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width: number;
}

/** Rows per batch between two turns of the event loop (a batch of 20 columns is built in well under a millisecond). */
const BATCH = 200;

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 of `buf` continuing from `crc` (zlib.crc32 where Node has it, from 20.15). */
function crc32(buf: Buffer, crc = 0): number {
  const native = (zlib as unknown as { crc32?: (b: Buffer, v: number) => number }).crc32;
  if (native) return native(buf, crc);
  let c = (crc ^ 0xffffffff) >>> 0;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Escape text for XML, dropping the control characters XML 1.0 cannot carry. */
function xmlText(s: string): string {
  if (!/[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(s)) return s;
  return s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A1-style letters of column `i` (0-based). */
function columnLetters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Excel's serial day number of a wall-clock time given as a UTC Date (1900 date system). */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

function cellXml(ref: string, v: XlsxValue): string {
  if (v == null || v === '') return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : '';
  if (v instanceof Date) return `<c r="${ref}" s="2"><v>${excelSerial(v)}</v></c>`;
  const space = /^\s|\s$/.test(v) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${xmlText(v)}</t></is></c>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function staticParts(sheetName: string): Array<[string, string]> {
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Bacheca dei Ricevitori</dc:creator></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** The ZIP container: local headers, data, descriptors, and the central directory at the end. */
class ZipWriter {
  private offset = 0;
  private readonly entries: Array<{
    name: Buffer;
    crc: number;
    csize: number;
    size: number;
    offset: number;
    flags: number;
  }> = [];
  /** Aborted when the consumer goes away (client disconnected): every wait for a drain ends with it. */
  private readonly gone = new AbortController();

  constructor(private readonly out: PassThrough) {
    out.once('close', () => this.gone.abort());
  }

  private async write(buf: Buffer) {
    this.offset += buf.length;
    if (!this.out.write(buf)) await once(this.out, 'drain', { signal: this.gone.signal });
  }

  private static header(sig: number, fields: Array<[number, 2 | 4]>, name?: Buffer): Buffer {
    const size = 4 + fields.reduce((a, [, n]) => a + n, 0);
    const b = Buffer.alloc(size);
    b.writeUInt32LE(sig, 0);
    let at = 4;
    for (const [v, n] of fields) {
      if (n === 2) b.writeUInt16LE(v, at);
      else b.writeUInt32LE(v >>> 0, at);
      at += n;
    }
    return name ? Buffer.concat([b, name]) : b;
  }

  /** A small part, deflated at once, sizes in its local header. */
  async part(path: string, text: string) {
    const data = Buffer.from(text, 'utf8');
    const deflated = zlib.deflateRawSync(data);
    const name = Buffer.from(path, 'utf8');
    const entry = {
      name,
      crc: crc32(data),
      csize: deflated.length,
      size: data.length,
      offset: this.offset,
      flags: 0x0800,
    };
    this.entries.push(entry);
    await this.write(
      ZipWriter.header(
        0x04034b50,
        [
          [20, 2],
          [entry.flags, 2],
          [8, 2],
          [0, 2],
          [0x21, 2],
          [entry.crc, 4],
          [entry.csize, 4],
          [entry.size, 4],
          [name.length, 2],
          [0, 2],
        ],
        name,
      ),
    );
    await this.write(deflated);
  }

  /** A part of unknown length: `chunks` deflated as they come, sizes in a data descriptor after the data. */
  async streamedPart(path: string, chunks: AsyncIterable<string>) {
    const name = Buffer.from(path, 'utf8');
    const entry = { name, crc: 0, csize: 0, size: 0, offset: this.offset, flags: 0x0808 };
    this.entries.push(entry);
    await this.write(
      ZipWriter.header(
        0x04034b50,
        [
          [20, 2],
          [entry.flags, 2],
          [8, 2],
          [0, 2],
          [0x21, 2],
          [0, 4],
          [0, 4],
          [0, 4],
          [name.length, 2],
          [0, 2],
        ],
        name,
      ),
    );
    const deflate = zlib.createDeflateRaw({ level: 6 });
    deflate.on('data', (c: Buffer) => {
      entry.csize += c.length;
    });
    deflate.pipe(this.out, { end: false });
    const signal = this.gone.signal;
    const done = once(deflate, 'end', { signal });
    done.catch(() => undefined); // awaited below; an abort while the loop waits elsewhere must not go unhandled
    try {
      for await (const text of chunks) {
        if (signal.aborted) throw new Error('export: client gone');
        const data = Buffer.from(text, 'utf8');
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        if (!deflate.write(data)) await once(deflate, 'drain', { signal });
      }
      deflate.end();
      await done;
    } finally {
      deflate.unpipe(this.out);
      if (signal.aborted) deflate.destroy();
    }
    this.offset += entry.csize;
    await this.write(
      ZipWriter.header(0x08074b50, [
        [entry.crc, 4],
        [entry.csize, 4],
        [entry.size, 4],
      ]),
    );
  }

  async end() {
    const start = this.offset;
    for (const e of this.entries) {
      await this.write(
        ZipWriter.header(
          0x02014b50,
          [
            [20, 2],
            [20, 2],
            [e.flags, 2],
            [8, 2],
            [0, 2],
            [0x21, 2],
            [e.crc, 4],
            [e.csize, 4],
            [e.size, 4],
            [e.name.length, 2],
            [0, 2],
            [0, 2],
            [0, 2],
            [0, 2],
            [0, 4],
            [e.offset, 4],
          ],
          e.name,
        ),
      );
    }
    const size = this.offset - start;
    await this.write(
      ZipWriter.header(0x06054b50, [
        [0, 2],
        [0, 2],
        [this.entries.length, 2],
        [this.entries.length, 2],
        [size, 4],
        [start, 4],
        [0, 2],
      ]),
    );
    this.out.end();
  }
}

/**
 * An XLSX file of one sheet as a stream: `columns` as the bold, frozen header row, then the rows `batches` yields
 * (each batch an array of rows, each row one value per column). `turn` is awaited before each batch of rows is
 * written and released after it: the caller's way to take work of several files in turns (lib/export).
 */
export function xlsxFile(
  sheetName: string,
  columns: XlsxColumn[],
  batches: AsyncIterable<XlsxValue[][]>,
  turn: () => Promise<() => void> = async () => () => undefined,
): Readable {
  const out = new PassThrough();
  const refs = columns.map((_, i) => columnLetters(i));
  async function* sheet(): AsyncGenerator<string> {
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    const header = columns
      .map((c, i) => `<c r="${refs[i]}1" t="inlineStr" s="1"><is><t>${xmlText(c.header)}</t></is></c>`)
      .join('');
    yield `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
    let r = 1;
    for await (const rows of batches) {
      for (let from = 0; from < rows.length; from += BATCH) {
        let xml = '';
        const release = await turn();
        try {
          for (const row of rows.slice(from, from + BATCH)) {
            r++;
            xml += `<row r="${r}">`;
            for (let i = 0; i < refs.length; i++) xml += cellXml(`${refs[i]}${r}`, row[i] ?? null);
            xml += '</row>';
          }
        } finally {
          release();
        }
        yield xml;
        await yieldToLoop(); // let the other requests in between two batches
      }
    }
    yield '</sheetData></worksheet>';
  }
  (async () => {
    const zip = new ZipWriter(out);
    for (const [path, text] of staticParts(sheetName)) await zip.part(path, text);
    await zip.streamedPart('xl/worksheets/sheet1.xml', sheet());
    await zip.end();
  })().catch((err: Error) => out.destroy(err));
  return out;
}
