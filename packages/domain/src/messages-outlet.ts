/**
 * Italian texts of the outlet's portal on a phone and its self-service: kept out of
 * messages.ts, which the login loads; the board's and the self-service pages (lazily loaded routes) import them by path.
 */
/** The quote dialog's second step: the amount stated before the quote is taken (quota price × quantity). */
export const QUOTE_CONFIRM = 'Confermi {quantity:quota|quote} per {amount}?';
export const QUOTE_CONFIRM_NOTE = 'Sistema {system}: {price} a quota. Le quote richieste restano alla ricevitoria.';
/** The success toast: what was taken, for how much, and what the outlet now holds. */
export const QUOTE_TAKEN =
  'Richiesta effettuata con successo: {quantity:quota|quote} di {system} per {amount}. Ora ne detieni {held}.';
/** The banners collapsed to one line on a phone. */
export const BANNERS_MORE = 'altri {count}';
export const BANNERS_LESS = 'Riduci';
export const STATEMENT_TOTAL = 'Totale: {quotes:quota|quote} per {amount}';
export const STATEMENT_EMPTY = 'Nessuna quota detenuta su sistemi pubblicati.';
export const ARCHIVE_EMPTY = 'Nessun avviso da mostrare.';
export const ARCHIVE_READ_AT = 'Letto il {at}';
export const ARCHIVE_NOT_READ = 'Non ancora letto';
export const CHANGE_REQUEST_HINT =
  'Le modifiche sono applicate dopo la verifica dello staff. Cambia solo i campi da aggiornare.';
export const CHANGE_REQUEST_SIMULATED = 'Simulazione: la richiesta di modifica può inviarla solo la ricevitoria.';
/** An approved request whose values the outlet already had. */
export const CHANGE_REQUEST_NOTHING_CHANGED = 'Nessuna modifica: i dati erano già aggiornati.';
export const CHANGE_REQUEST_REASON = 'Motivo del rifiuto: {reason}';
/** Staff rejecting an outlet's change request: the reason is asked and shown to the outlet. */
export const CHANGE_REQUEST_REJECT_TITLE = 'Rifiutare la richiesta?';
export const CHANGE_REQUEST_REJECT_BODY = 'La richiesta sarà chiusa senza modificare la ricevitoria.';
export const CHANGE_REQUEST_REJECT_REASON = 'Motivo del rifiuto';
export const CHANGE_REQUEST_REJECT_CANCEL = 'Annulla';
export const CHANGE_REQUEST_REJECT_CONFIRM = 'Rifiuta';
export const CHANGE_REQUEST_NONE = 'Nessuna richiesta di modifica.';
/** The staff table's columns of an outlet's change requests. */
export const CHANGE_REQUEST_COL_REQUESTED = 'Data richiesta';
export const CHANGE_REQUEST_COL_OPERATOR = 'Operatore';
export const CHANGE_REQUEST_COL_CHANGES = 'Modifiche richieste';
export const CHANGE_REQUEST_COL_STATUS = 'Stato';
export const CHANGE_REQUEST_COL_APPROVED = 'Approvata il';
export const CHANGE_REQUEST_COL_REJECTED = 'Rifiutata il';
export const CHANGE_REQUEST_COL_ACTIONS = 'Azioni';

/** A change request's state, as staff and the outlet read it. */
export const CHANGE_REQUEST_STATUS_LABELS = {
  pending: 'In attesa',
  approved: 'Approvata',
  rejected: 'Rifiutata',
} as const;
