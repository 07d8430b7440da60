/**
 * Reading the registry import: csv-parse does the RFC 4180 work (quotes, doubled quotes, multi-line fields, BOM,
 * CRLF, LF or CR); this file only picks the separator, keeps each record's first line for the row-by-row messages
 * and skips blank records. The file arrives whole in the JSON body, so the synchronous API of the same parser is used:
 * streaming would not lower the peak memory, the body and the parsed rows are both needed for the preview.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { format } from '@bacheca/domain/messages';
import { ANAGRAFICHE_IMPORT_TEXTS as T } from '@bacheca/domain/messages-anagrafiche-import';
import { unprocessable } from '../../lib/errors';

export interface CsvRecord {
  /** Line of the file where the record starts (1-based). */
  line: number;
  cells: string[];
}

/** The separator of the header line: `;` unless the line has commas and no semicolons. */
export function detectSeparator(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const semis = (firstLine.match(/;/g) ?? []).length;
  const commas = (firstLine.match(/,/g) ?? []).length;
  return commas > semis ? ',' : ';';
}

/**
 * Split the file into records of cells. A malformed file (a quote never closed) is a 422 IMPORT_INVALID naming the
 * line, in the same `riga N` form as the row errors.
 */
export function parseCsv(input: string): { separator: ';' | ','; records: CsvRecord[] } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let previousEnd = 0; // csv-parse counts the line where a record ends; the next record starts on the line after
  try {
    parse(text, {
      delimiter: separator,
      // any line ending, even mixed in one file (csv-parse would otherwise keep the first one it meets)
      record_delimiter: ['\r\n', '\n', '\r'],
      // spaces around a field are not data (cells are trimmed anyway) and may stand before an opening quote
      trim: true,
      // a quote inside an unquoted field is a character: «Bar "Centrale"» typed by hand
      relax_quotes: true,
      // the service reports a row with more cells than the header, naming it
      relax_column_count: true,
      // blank lines are kept so that every line belongs to a record and the start lines can be counted
      skip_empty_lines: false,
      on_record: (cells: string[], { lines }) => {
        if (cells.some((c) => c !== '')) records.push({ line: previousEnd + 1, cells });
        previousEnd = lines;
        return null; // collected here, not in the parser's own array
      },
    });
  } catch (err) {
    if (err instanceof CsvError)
      throw unprocessable('IMPORT_INVALID', { [format(T.CSV_LINE, { line: previousEnd + 1 })]: csvProblem(err) });
    throw err;
  }
  return { separator, records };
}

function csvProblem(err: CsvError): string {
  if (err.code === 'CSV_QUOTE_NOT_CLOSED') return T.CSV_QUOTE_NOT_CLOSED;
  if (err.code === 'CSV_INVALID_CLOSING_QUOTE') return T.CSV_TEXT_AFTER_QUOTE;
  return T.CSV_UNREADABLE;
}

/** Header matching ignores case, accents, spaces and punctuation: `Città` = `citta` = `CITTA`. */
export function normalizeHeader(h: string): string {
  return h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Undo the export's protection against formulas (a leading apostrophe before = + - @). */
export function unprotect(v: string): string {
  return /^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v;
}
