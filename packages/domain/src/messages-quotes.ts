/**
 * Italian texts of the quote management dialog (shared-features/systems/quote-management-dialog.tsx: the systems
 * list, the archive and the system's detail). Only that component imports them, so they travel in its chunk.
 */

export const TITLE = 'Gestione quote';
/** The title with the system: its name, or "Sistema 12" when it has none. */
export const TITLE_SYSTEM = 'Gestione quote – {name}';
export const SYSTEM_FALLBACK = 'Sistema {id}';
/** The summary's labels, each followed by its figure in bold. */
export const SUMMARY_TOTAL = 'Quote totali:';
export const SUMMARY_ASSIGNED_AFTER = 'Assegnate dopo la modifica:';
export const SUMMARY_AVAILABLE_AFTER = 'Disponibili dopo la modifica:';
export const ASSIGNMENTS = 'Preassegnazioni';
export const NO_ASSIGNMENTS = 'Nessuna quota preassegnata.';
export const COL_IVR_CODE = 'Codice IVR';
export const COL_OUTLET = 'Ricevitoria';
export const COL_QUOTES = 'Quote';
export const WILL_BE_REMOVED = 'Verrà rimossa al salvataggio';
export const CHANGED = 'Da {from} a {to}';
export const QUOTES_OF = 'Quote di {ivrCode}';
export const UNDO_REMOVAL = 'Annulla la rimozione';
export const UNDO_REMOVAL_OF = 'Annulla la rimozione di {ivrCode}';
export const REMOVE_ASSIGNMENT = 'Rimuovi la preassegnazione';
export const REMOVE = 'Rimuovi {ivrCode}';
export const NEW_ASSIGNMENT = 'Nuova preassegnazione';
export const DROP_FROM_LIST = "Togli dall'elenco";
export const DROP = 'Togli {ivrCode}';
export const ADD_TITLE = 'Aggiungi una preassegnazione';
export const ADD = 'Aggiungi';
export const PASTE_TITLE = 'Incolla più codici IVR';
export const PASTE_CODES = 'Codici IVR';
export const PASTE_PLACEHOLDER = 'Un codice per riga, o separati da spazi, virgole o punti e virgola';
export const PASTE_QUANTITY = 'Quote per codice';
export const PASTE_ADD = 'Aggiungi codici';
