/**
 * Italian notices of the Totocalcio system form (/totocalcio/crea-sistema), part of the catalogue but kept out of
 * messages.ts, which every page (the login too) loads up front: only that page reads them.
 */

/** Notices of the Totocalcio system form (switching formula keeps the form valid and says how). */
export const FORMULA_MANDATORY_RELEASED =
  'Con la formula {formula} gli eventi obbligatori sono {required}. Eventi ora facoltativi: {events}.';
export const FORMULA_MANDATORY_ADDED =
  'Con la formula {formula} gli eventi obbligatori sono {required}. Eventi ora obbligatori: {events}.';
/** The page's words. */
export const TITLE = 'Crea sistema Totocalcio';
export const SUBTITLE = 'Formula 11 o 13: eventi obbligatori e facoltativi, da uno a tre segni per evento.';
export const DATA_SECTION = 'Dati del sistema';
export const NAME_HINT = 'Al massimo {max} caratteri';
export const CONTEST_EMPTY = 'Scegliere un concorso';
export const FORMULA = 'Formula';
export const FORMULA_11 = 'Formula 11';
export const FORMULA_13 = 'Formula 13';
export const CONCESSION = 'Concessione';
export const QUOTES = 'Numero di quote';
export const EVENTS_SECTION = 'Eventi';
export const EVENTS_HINT =
  'Un evento senza segni non è giocato. Formula {formula}: {mandatory} obbligatori e almeno {optional} facoltativi.';
export const EVENTS_TABLE = 'Eventi del concorso e segni scelti';
export const COL_N = 'N.';
export const COL_MATCH = 'Partita';
export const COL_SIGNS = 'Segni';
export const COL_MANDATORY = 'Obbligatorio';
/** A Totocalcio system's detail: its events. */
export const EVENTS_AND_SIGNS = 'Eventi e segni';
export const SYSTEM_EVENTS_TABLE = 'Eventi e segni del sistema';
export const COL_KICK_OFF = 'Calcio d’inizio';
export const OPTIONAL = 'Facoltativo';
/** "Formula 13". */
export const FORMULA_VALUE = 'Formula {formula}';
/** An event whose match is not known yet. */
export const EVENT = 'Evento {n}';
export const EVENT_SIGNS = "Segni dell'evento {n}: {label}";
export const EVENT_MANDATORY = 'Evento {n} obbligatorio';
export const SUMMARY_SECTION = 'Colonne e prezzi';
export const MANDATORY_COUNT = 'Eventi obbligatori: {count} di {required}';
export const OPTIONAL_COUNT = 'Eventi facoltativi: {count} (almeno {required})';
export const COLUMNS = 'Colonne:';
export const TOTAL = 'Costo totale:';
export const QUOTA_PRICE = 'Prezzo quota:';
export const SAVE = 'Salva sistema';
/** "Sistema Schedina 1 creato: 48 colonne, 48,00 €." */
export const CREATED_TOAST = 'Sistema {name} creato: {columns:colonna|colonne}, {total}.';
