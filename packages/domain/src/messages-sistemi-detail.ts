/**
 * Italian texts of a system's detail (/{game}/sistemi/detail/{id}, its edit dialog) and of the new-system page
 * (/{game}/sistemi/new): apart from messages-sistemi.ts so that the systems list does not load them; those pages
 * (lazily loaded routes) import them by path.
 */

export const DETAIL_TITLE = 'Dettaglio sistema';
/** "Sistema SuperEnalotto · ID 42". */
export const DETAIL_SUBTITLE = 'Sistema {game} · ID {id}';
export const NEW_FROM_THIS = 'Nuovo da questo';
export const CONTEST_NONE = 'Nessuno';
export const SOURCE_SYSTEM = 'Sistema di origine';
export const PUBLICATION_JOB = 'Job di pubblicazione';
export const ACCUMULATION = 'Accumulo';
export const BO_SYSTEM = 'Sistema BO';
export const BO_SYSTEM_YES = 'Sì (creato nel back office)';
export const BO_SYSTEM_NO = 'No (da proposta)';
export const GRAPHIC = 'Grafica';
export const ASSIGNED = 'Assegnate';
export const QUOTES_ASSIGNED = 'Quote assegnate';
export const NUMBERS_BY_MODULE = 'Numeri per modulo';
export const ASSIGNMENTS = 'Preassegnazioni delle quote';
export const NO_ASSIGNMENTS = 'Nessuna quota preassegnata.';
export const ASSIGNED_AT = 'Assegnate il';
export const ASSIGNED_BY = 'Da';
/** The edit dialog. */
export const EDIT_TITLE = 'Modifica sistema';
/** The new-system page. */
export const NEW_TITLE = 'Nuovo sistema – {game}';
export const NEW_SUBTITLE = 'Scegliere la struttura e i numeri di ogni modulo.';
export const FROM_SYSTEM = 'A partire dal sistema {name} (ID {id})';
export const TOTOCALCIO_ELSEWHERE = 'I sistemi Totocalcio si creano da «Crea sistema».';
export const STRUCTURE_OPTION = '{name} (ID {id}) – {quotes} quote, {price}';
export const NO_STRUCTURE = 'Nessuna struttura';
export const STRUCTURE_SEARCH = 'Cercare per nome o ID';
export const STRUCTURE_CHOSEN = 'Struttura scelta: {name} (ID {id})';
export const RANDOM_NUMBERS = 'Numeri casuali (vincoli della struttura)';
/** "Modulo 1 – 8 numeri". */
export const MODULE_DESCRIBED = 'Modulo {n} – {description}';
/** A number picker's count: "Numeri: scelti 3 di 6", then the error if any. */
export const PICKED = '{label}: scelti {count} di {needed}';
export const PICKED_ERROR = '{label}: scelti {count} di {needed} – {error}';
/** A number of the picker, for assistive technologies. */
export const NUMBER_CHOSEN = 'scelto';
export const NUMBER_EXCLUDED = 'escluso dai vincoli della struttura';
export const NUMBER_NOT_CHOSEN = 'non scelto';
export const CHOOSE_NUMBERS = 'Scegliere esattamente {count:numero|numeri}.';
export const CHOOSE_EURONUMBERS = 'Scegliere esattamente {count:Euronumero|Euronumeri}.';
export const CHOOSE_SUPERSTARS = 'Scegliere esattamente {count:numero SuperStar|numeri SuperStar}.';
/** "Sistema Alfa creato: 12,00 €, 4 quote." */
export const CREATED_TOAST = 'Sistema {name} creato: {total}, {quotes} quote.';
export const STRUCTURE_COSTS = 'Costi della struttura';
