/**
 * Italian texts of a record's "Storico delle modifiche" on the detail pages (components/history-section.tsx,
 * history-table.tsx): only those components import them, so they travel in their chunk. The table's column headings
 * are the activity log's (./messages-registro.ts), the details of an entry ./messages-audit-details.ts.
 */
export const HISTORY_TEXTS = {
  TITLE: 'Storico delle modifiche',
  UNAVAILABLE: 'Storico non disponibile.',
  LOADING: 'Caricamento in corso…',
  EMPTY: 'Nessuna modifica registrata.',
  /** The pager: "1–20 di 134". */
  PAGE_RANGE: '{from}–{to} di {count}',
} as const;
