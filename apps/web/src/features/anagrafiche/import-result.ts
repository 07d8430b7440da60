import { ANAGRAFICA_COLUMNS } from '@bacheca/domain/schemas/users';
import * as TEXTS from '@bacheca/domain/messages-registry-import';
import { yesNo } from '@bacheca/domain/messages-yes-no';
import type { ImportPreviewResponse, ImportRowResult } from '@bacheca/domain';
import { isApiError } from '../../lib/api-client';

/**
 * How the registry import's preview is read on the page: the row status in words, a changed row as "Città: Roma →
 * Milano", the rows in the order worth reading, a refused apply's bad lines, the empty template. The server decides
 * each row's status and changes (modules/anagrafiche); this module only shows them, and is their one home in the web.
 */

/** A preview row's status in words (Nuova, Modificata, Invariata, Errore). */
export const IMPORT_ROW_STATUS_LABELS: Record<ImportRowResult['status'], string> = {
  new: TEXTS.IMPORT_ROW_NEW,
  changed: TEXTS.IMPORT_ROW_CHANGED,
  unchanged: TEXTS.IMPORT_ROW_UNCHANGED,
  error: TEXTS.IMPORT_ROW_ERROR,
};

/** A refused apply (422 IMPORT_INVALID) names each bad line in `fields` as "riga N": its rows, in line order. */
export function rowErrorsOf(error: unknown): Array<{ row: number | null; label: string; message: string }> {
  if (!isApiError(error)) return [];
  return Object.entries(error.fields ?? {})
    .map(([key, message]) => {
      const m = /(\d+)/.exec(key);
      return { row: m ? Number(m[1]) : null, label: key, message };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

function show(v: string | boolean | null): string {
  if (v === null || v === '') return '∅';
  if (typeof v === 'boolean') return yesNo(v);
  return v;
}

/** "Città: Roma → Milano; SIP: No → Sì" for a changed row; the messages for a row in error. */
export function describeRow(r: ImportRowResult): string {
  if (r.status === 'error')
    return r.errors
      .map((e) => {
        const refused = e.value !== undefined ? ` «${e.value}»` : '';
        return e.column ? `${e.column}${refused}: ${e.message}` : e.message;
      })
      .join('; ');
  return r.changes.map((c) => `${c.label}: ${show(c.from)} → ${show(c.to)}`).join('; ');
}

/** The rows worth looking at first: errors, then new and changed ones, then the unchanged. */
export function sortedRows(preview: ImportPreviewResponse): ImportRowResult[] {
  const rank = { error: 0, new: 1, changed: 2, unchanged: 3 } as const;
  return [...preview.rows].sort((a, b) => rank[a.status] - rank[b.status] || a.row - b.row);
}

/** An empty file with the registry's header row (`;`-separated, BOM for Excel). */
export function templateCsv(): string {
  return '\uFEFF' + ANAGRAFICA_COLUMNS.map((c) => c.header).join(';') + '\r\n';
}
