/**
 * Italian texts of the extraordinary awards pages (/superenalotto/premi-straordinari): kept out of messages.ts, which
 * the login loads; the awards pages (lazily loaded routes) import them by path. Errors and toasts are in messages.ts.
 */
/** The list. */
export const LIST_TITLE = 'Premi straordinari – SuperEnalotto';
export const LIST_SUBTITLE = 'Un premio per concorso: etichetta della colonna vincitori, icona e vincita associata.';
export const NEW = 'Nuovo premio';
export const SEARCH = 'Etichetta';
export const FILTER_WHEN = 'Concorsi';
export const WHEN_UPCOMING = 'Concorsi aperti';
export const WHEN_PAST = 'Concorsi chiusi';
export const TOTAL_ONE = 'premio';
export const TOTAL_MANY = 'premi';
export const GRID = 'Elenco premi straordinari';
export const COL_CONTEST = 'Concorso';
/** "Concorso 142/2026 – 12/11/2026", then " (chiuso)" for a closed contest. */
export const CONTEST_CELL = '{contest} – {day}';
export const CONTEST_CLOSED = ' (chiuso)';
export const COL_LABEL = 'Etichetta';
export const COL_ICON = 'Icona';
export const COL_SHOW_ICON = 'Mostra icona';
export const COL_WIN = 'Vincita associata';
export const WIN_HIDDEN = 'Non mostrata';
export const COL_UPDATED_AT = 'Ultimo aggiornamento';
export const COL_ACTIONS = 'Azioni';
export const EDIT = 'Modifica';
export const EDIT_ONE = 'Modifica {label}';
export const DUPLICATE = 'Duplica su un altro concorso';
export const DUPLICATE_ONE = 'Duplica {label}';
export const DELETE = 'Cancella';
export const DELETE_ONE = 'Cancella {label}';
export const DELETE_TITLE = 'Cancellazione premio straordinario';
export const DELETE_BODY = 'Cancellare il premio «{label}» del {contest}?';
/** The duplicate dialog. */
export const DUPLICATE_TITLE = 'Duplica premio straordinario';
export const DUPLICATE_CONFIRM = 'Duplica';
export const DUPLICATE_BODY = 'Copia «{label}» del {contest} su un altro concorso aperto.';
export const DUPLICATE_CONTEST = 'Concorso di destinazione';
export const DUPLICATE_CONTEST_EMPTY = 'Scegliere un concorso';
/** The form. */
export const CREATE_TITLE = 'Nuovo premio straordinario – SuperEnalotto';
export const CREATE_SUBTITLE = 'Un premio per concorso aperto.';
export const UPDATE_TITLE = 'Modifica premio straordinario – SuperEnalotto';
/** "«Premio di Natale» · Concorso 142/2026". */
export const UPDATE_SUBTITLE = '«{label}» · {contest}';
export const FIELD_CONTEST = 'Concorso *';
export const FIELD_CONTEST_EMPTY = 'Scegliere un concorso aperto';
export const FIELD_LABEL = 'Etichetta per la colonna dei vincitori';
export const ICON_HINT = 'Icona predefinita (JPEG o PNG, al massimo {width}×{height} pixel)';
export const ICON_UPLOAD = 'Carica icona';
/** The preview's alternative text while the label is empty. */
export const ICON_FALLBACK_LABEL = 'premio';
export const ICON_REMOVE = 'Rimuovi';
export const ICON_NONE = 'Nessuna icona';
/** The icon's alternative text: "Icona Premio di Natale". */
export const ICON_ALT = 'Icona {label}';
export const FIELD_SHOW_ICON = "Mostra l'icona";
export const FIELD_WIN = 'Vincita associata (€)';
export const WIN_ZERO_HINT = '0 = non mostrata';
export const WIN_SHOWN_HINT = 'Mostrata come {amount}';
export const CANCEL = 'Annulla';
export const SAVE = 'Salva';
