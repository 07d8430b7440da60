/**
 * Italian texts of a record's "Storico delle modifiche" on the detail pages (components/history-section.tsx,
 * history-table.tsx): only those components import them, so they travel in their chunk. The table's column headings
 * are the activity log's (./messages-registro.ts), the details of an entry ./messages-audit-details.ts.
 */

export const TITLE = 'Storico delle modifiche';
export const UNAVAILABLE = 'Storico non disponibile.';
export const LOADING = 'Caricamento in corso…';
export const EMPTY = 'Nessuna modifica registrata.';
/** The pager: "1–20 di 134". */
export const PAGE_RANGE = '{from}–{to} di {count}';
