/**
 * Italian texts of the wins on the system's detail, the results pages and the dashboards. A file of its
 * own: in messages-results.ts they made that module a shared chunk that the systems page (the largest route) loaded.
 */
/** Also the lists' wins columns and filter (components/game-board/board-columns.tsx). */
export const TOTAL = 'Vincita totale';
export const PER_QUOTA = 'Vincita per quota';
export const PER_QUOTA_NOTE = 'Vincita totale ÷ quote del sistema, troncata al centesimo.';
export const FILTER = 'Vincite';
export const NONE = 'Nessuna vincita su questo risultato.';
export const WINNERS_LINK = 'Vincite del concorso';
export const LAST_RESULT = 'Ultimo risultato confermato';
export const WINNING_SYSTEMS = 'Sistemi vincenti';
export const COMPUTING = 'Calcolo delle vincite in corso ({rate}%).';
export const NO_RESULT = 'Nessun risultato confermato.';
/** The system detail's wins section. */
export const WINNERS_LINK_CONTEST = 'Vincite del concorso {contest}';
export const BY_CATEGORY = 'Vincite per categoria';
export const COL_WINNING = 'Combinazioni vincenti';
export const COL_AMOUNT = 'Importo per combinazione';
export const COL_TOTAL = 'Totale';
