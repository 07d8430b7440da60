/**
 * Italian texts of the global search dialog (components/global-search/search-dialog.tsx), which loads on first use:
 * only that chunk imports them.
 */

export const DIALOG_LABEL = 'Ricerca globale';
export const RESULTS = 'Risultati';
export const MIN_LENGTH =
  'Scrivi almeno {count} caratteri: codice IVR, username, nome o id di una struttura o di un sistema.';
export const SEARCHING = 'Ricerca in corso…';
export const NO_RESULTS = 'Nessun risultato.';
/** The results' group headings (the systems': ./messages-ui.ts). */
export const GROUP_OUTLETS = 'Ricevitorie';
export const GROUP_STAFF = 'Amministratori';
export const GROUP_STRUCTURES = 'Strutture';
