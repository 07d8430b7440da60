/**
 * Italian texts of the global search dialog (components/global-search/search-dialog.tsx), which loads on first use:
 * only that chunk imports them.
 */
export const SEARCH_TEXTS = {
  DIALOG_LABEL: 'Ricerca globale',
  RESULTS: 'Risultati',
  MIN_LENGTH: 'Scrivi almeno {count} caratteri: codice IVR, username, nome o id di una struttura o di un sistema.',
  SEARCHING: 'Ricerca in corso…',
  NO_RESULTS: 'Nessun risultato.',
  /** The results' group headings (the systems': ./messages-ui.ts). */
  GROUP_OUTLETS: 'Ricevitorie',
  GROUP_STAFF: 'Amministratori',
  GROUP_STRUCTURES: 'Strutture',
} as const;
