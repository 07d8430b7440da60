/**
 * Italian texts of a contest's winners page (/{game}/concorsi/{contestId}/vincite): kept out of messages.ts, which the
 * login loads; the page (a lazily loaded route) imports them by path. The wins' words shared with the system's detail
 * and the dashboards are in messages-wins.ts.
 */
export const VINCITE_TEXTS = {
  TITLE: 'Vincite del concorso',
  /** "Vincite – Concorso 142/2026". */
  HEADER: 'Vincite – {contest}',
  /** "SuperEnalotto, estrazione del 12/11/2026". */
  SUBTITLE: '{game}, estrazione del {day}',
  RESULT_LINK: 'Risultato del concorso',
  SYSTEMS_LINK: 'Sistemi del concorso',
  NO_RESULT: 'Il concorso non ha un risultato confermato: le vincite si calcolano alla conferma del risultato.',
  JOB_SECTION: 'Calcolo delle vincite',
  JOB_PROGRESS: 'Avanzamento {rate}%',
  JOB_RESULT_VERSION: 'Versione del risultato',
  JOB_PROCESSED: 'Sistemi calcolati',
  /** "120 su 1.500". */
  JOB_PROCESSED_OF: '{processed} su {total}',
  JOB_WINNING: 'Sistemi vincenti',
  JOB_TOTAL: 'Vincita totale',
  TRUNCATION: 'Vincita per quota = vincita totale ÷ quote del sistema, troncata al centesimo.',
  /** Beside the extraordinary award's label: "vincita associata 1.000,00 €". */
  AWARD_WIN: 'vincita associata {amount}',
  ONLY_WINNING: 'Solo vincenti',
  TOTAL_ONE: 'sistema',
  TOTAL_MANY: 'sistemi',
  GRID: 'Sistemi vincenti',
  COL_SYSTEM: 'Sistema',
  COL_NAME: 'Nome',
  COL_BOARD_NAME: 'Nome bacheca',
  /** The wins column when the contest has no extraordinary award. */
  COL_WINS: 'Vincite',
  COL_TOTAL: 'Vincita totale',
  COL_PER_QUOTA: 'Per quota',
} as const;
