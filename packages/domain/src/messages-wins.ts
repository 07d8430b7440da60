/**
 * Italian texts of the wins on the system's detail, the results pages and the dashboards. A file of its
 * own: in messages-results.ts they made that module a shared chunk that the systems page (the largest route) loaded.
 */
/** The lists' column words are in the web's board-columns.tsx (the systems page's budget). */
export const WINS_TEXTS = {
  TOTAL: 'Vincita totale',
  PER_QUOTA: 'Vincita per quota',
  PER_QUOTA_NOTE: 'Vincita totale ÷ quote del sistema, troncata al centesimo.',
  FILTER: 'Vincite',
  NONE: 'Nessuna vincita su questo risultato.',
  WINNERS_LINK: 'Vincite del concorso',
  LAST_RESULT: 'Ultimo risultato confermato',
  WINNING_SYSTEMS: 'Sistemi vincenti',
  COMPUTING: 'Calcolo delle vincite in corso ({rate}%).',
  NO_RESULT: 'Nessun risultato confermato.',
  /** The system detail's wins section. */
  WINNERS_LINK_CONTEST: 'Vincite del concorso {contest}',
  BY_CATEGORY: 'Vincite per categoria',
  COL_WINNING: 'Combinazioni vincenti',
  COL_AMOUNT: 'Importo per combinazione',
  COL_TOTAL: 'Totale',
} as const;
