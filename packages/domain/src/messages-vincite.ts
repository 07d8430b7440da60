/**
 * Italian texts of a contest's winners page (/{game}/concorsi/{contestId}/vincite): kept out of messages.ts, which the
 * login loads; the page (a lazily loaded route) imports them by path. The wins' words shared with the system's detail
 * and the dashboards are in messages-wins.ts.
 */
export const TITLE = 'Vincite del concorso';
/** "Vincite – Concorso 142/2026". */
export const HEADER = 'Vincite – {contest}';
/** "SuperEnalotto, estrazione del 12/11/2026". */
export const SUBTITLE = '{game}, estrazione del {day}';
export const RESULT_LINK = 'Risultato del concorso';
export const SYSTEMS_LINK = 'Sistemi del concorso';
export const NO_RESULT =
  'Il concorso non ha un risultato confermato: le vincite si calcolano alla conferma del risultato.';
export const JOB_SECTION = 'Calcolo delle vincite';
export const JOB_PROGRESS = 'Avanzamento {rate}%';
export const JOB_RESULT_VERSION = 'Versione del risultato';
export const JOB_PROCESSED = 'Sistemi calcolati';
/** "120 su 1.500". */
export const JOB_PROCESSED_OF = '{processed} su {total}';
export const JOB_WINNING = 'Sistemi vincenti';
export const JOB_TOTAL = 'Vincita totale';
export const TRUNCATION = 'Vincita per quota = vincita totale ÷ quote del sistema, troncata al centesimo.';
/** Beside the extraordinary award's label: "vincita associata 1.000,00 €". */
export const AWARD_WIN = 'vincita associata {amount}';
export const ONLY_WINNING = 'Solo vincenti';
export const TOTAL_ONE = 'sistema';
export const TOTAL_MANY = 'sistemi';
export const GRID = 'Sistemi vincenti';
export const COL_SYSTEM = 'Sistema';
export const COL_NAME = 'Nome';
export const COL_BOARD_NAME = 'Nome bacheca';
/** The wins column when the contest has no extraordinary award. */
export const COL_WINS = 'Vincite';
export const COL_TOTAL = 'Vincita totale';
export const COL_PER_QUOTA = 'Per quota';
