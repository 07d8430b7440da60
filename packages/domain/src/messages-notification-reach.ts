/**
 * Italian words of a notification's reach among the outlets, in its form and in the staff list: one constant a text,
 * imported by path as a namespace.
 */

/** The form's line: "Raggiunte: 120 di 300 · lette 45" (a banner is read when shown, so it has no "lette"). */
export const REACHED = 'Raggiunte: {seen} di {targeted}';
export const READ = 'lette {acknowledged}';
export const PENDING_BUTTON = 'Da leggere';
export const PENDING_TITLE = "Ricevitorie che non l'hanno ancora letta";
export const PENDING_NONE = "Nessuna: l'hanno letta tutte.";
/** The list's column: how many outlets saw a banner, confirmed a popup ("Ho letto"), of those it is for. */
export const COLUMN = 'Raggiungimento';
export const LIST_SEEN = 'Viste {seen} / {targeted}';
export const LIST_CONFIRMED = 'Confermate {acknowledged} / {targeted}';
/** The list cell's tooltip for a popup: it may be seen without being confirmed yet. */
export const LIST_POPUP_DETAIL = 'Viste {seen}, confermate {acknowledged}, destinatarie {targeted}';
/** The list cell of a notification no outlet is meant to see (back office only): no "0 / 0". */
export const LIST_NO_OUTLETS = '—';
export const LIST_NO_OUTLETS_DETAIL = 'Nessuna ricevitoria destinataria: solo back office';
