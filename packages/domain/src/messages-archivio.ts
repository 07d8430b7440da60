/**
 * Italian texts of the systems archive (/archivio-sistemi: every game's systems): a lazily loaded route that imports
 * them by path.
 */
export const ARCHIVIO_TEXTS = {
  COL_GAME: 'Gioco',
  ASSIGN_QUOTES: 'Assegna quote',
  COL_QUOTA_PRICE: 'Prezzo quota',
  COL_AVAILABLE: 'Disponibili',
  COL_BO_SYSTEM: 'Sistema BO',
  TITLE: 'Gestione Sistemi Si.ce.',
  SUBTITLE: 'Archivio dei sistemi di tutti i giochi: tipo, prezzo quota, quote assegnate.',
  SEARCH_PLACEHOLDER: 'Nome, struttura, ID, tipo, tag',
  GRID_LABEL: 'Archivio dei sistemi',
  /** A system without a name, by its id. */
  SYSTEM_FALLBACK: 'Sistema {id}',
} as const;
