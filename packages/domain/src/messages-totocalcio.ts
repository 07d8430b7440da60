/**
 * Italian notices of the Totocalcio system form (/totocalcio/crea-sistema), part of the catalogue but kept out of
 * messages.ts, which every page (the login too) loads up front: only that page reads them.
 */

/** Notices of the Totocalcio system form (switching formula keeps the form valid and says how). */
export const TOTOCALCIO_TEXTS = {
  FORMULA_MANDATORY_RELEASED:
    'Con la formula {formula} gli eventi obbligatori sono {required}. Eventi ora facoltativi: {events}.',
  FORMULA_MANDATORY_ADDED:
    'Con la formula {formula} gli eventi obbligatori sono {required}. Eventi ora obbligatori: {events}.',
  /** The page's words. */
  TITLE: 'Crea sistema Totocalcio',
  SUBTITLE: 'Formula 11 o 13: eventi obbligatori e facoltativi, da uno a tre segni per evento.',
  DATA_SECTION: 'Dati del sistema',
  NAME_HINT: 'Al massimo {max} caratteri',
  CONTEST_EMPTY: 'Scegliere un concorso',
  FORMULA: 'Formula',
  FORMULA_11: 'Formula 11',
  FORMULA_13: 'Formula 13',
  CONCESSION: 'Concessione',
  QUOTES: 'Numero di quote',
  EVENTS_SECTION: 'Eventi',
  EVENTS_HINT:
    'Un evento senza segni non è giocato. Formula {formula}: {mandatory} obbligatori e almeno {optional} facoltativi.',
  EVENTS_TABLE: 'Eventi del concorso e segni scelti',
  COL_N: 'N.',
  COL_MATCH: 'Partita',
  COL_SIGNS: 'Segni',
  COL_MANDATORY: 'Obbligatorio',
  /** A Totocalcio system's detail: its events. */
  EVENTS_AND_SIGNS: 'Eventi e segni',
  SYSTEM_EVENTS_TABLE: 'Eventi e segni del sistema',
  COL_KICK_OFF: 'Calcio d’inizio',
  OPTIONAL: 'Facoltativo',
  /** "Formula 13". */
  FORMULA_VALUE: 'Formula {formula}',
  /** An event whose match is not known yet. */
  EVENT: 'Evento {n}',
  EVENT_SIGNS: "Segni dell'evento {n}: {label}",
  EVENT_MANDATORY: 'Evento {n} obbligatorio',
  SUMMARY_SECTION: 'Colonne e prezzi',
  MANDATORY_COUNT: 'Eventi obbligatori: {count} di {required}',
  OPTIONAL_COUNT: 'Eventi facoltativi: {count} (almeno {required})',
  COLUMNS: 'Colonne:',
  TOTAL: 'Costo totale:',
  QUOTA_PRICE: 'Prezzo quota:',
  SAVE: 'Salva sistema',
  /** "Sistema Schedina 1 creato: 48 colonne, 48,00 €." */
  CREATED_TOAST: 'Sistema {name} creato: {columns:colonna|colonne}, {total}.',
} as const;
