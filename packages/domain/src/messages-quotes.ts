/**
 * Italian texts of the quote management dialog (shared-features/systems/quote-management-dialog.tsx: the systems
 * list, the archive and the system's detail). Only that component imports them, so they travel in its chunk.
 */
export const QUOTE_TEXTS = {
  TITLE: 'Gestione quote',
  /** The title with the system: its name, or "Sistema 12" when it has none. */
  TITLE_SYSTEM: 'Gestione quote – {name}',
  SYSTEM_FALLBACK: 'Sistema {id}',
  /** The summary's labels, each followed by its figure in bold. */
  SUMMARY_TOTAL: 'Quote totali:',
  SUMMARY_ASSIGNED_AFTER: 'Assegnate dopo la modifica:',
  SUMMARY_AVAILABLE_AFTER: 'Disponibili dopo la modifica:',
  ASSIGNMENTS: 'Preassegnazioni',
  NO_ASSIGNMENTS: 'Nessuna quota preassegnata.',
  COL_IVR_CODE: 'Codice IVR',
  COL_OUTLET: 'Ricevitoria',
  COL_QUOTES: 'Quote',
  WILL_BE_REMOVED: 'Verrà rimossa al salvataggio',
  CHANGED: 'Da {from} a {to}',
  QUOTES_OF: 'Quote di {ivrCode}',
  UNDO_REMOVAL: 'Annulla la rimozione',
  UNDO_REMOVAL_OF: 'Annulla la rimozione di {ivrCode}',
  REMOVE_ASSIGNMENT: 'Rimuovi la preassegnazione',
  REMOVE: 'Rimuovi {ivrCode}',
  NEW_ASSIGNMENT: 'Nuova preassegnazione',
  DROP_FROM_LIST: "Togli dall'elenco",
  DROP: 'Togli {ivrCode}',
  ADD_TITLE: 'Aggiungi una preassegnazione',
  ADD: 'Aggiungi',
  PASTE_TITLE: 'Incolla più codici IVR',
  PASTE_CODES: 'Codici IVR',
  PASTE_PLACEHOLDER: 'Un codice per riga, o separati da spazi, virgole o punti e virgola',
  PASTE_QUANTITY: 'Quote per codice',
  PASTE_ADD: 'Aggiungi codici',
} as const;
