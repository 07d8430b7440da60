/**
 * Italian texts of the systems archive (/archivio-sistemi: every game's systems): a lazily loaded route that imports
 * them by path.
 */

export const COL_GAME = 'Gioco';
export const ASSIGN_QUOTES = 'Assegna quote';
export const COL_QUOTA_PRICE = 'Prezzo quota';
export const COL_AVAILABLE = 'Disponibili';
export const COL_BO_SYSTEM = 'Sistema BO';
export const TITLE = 'Gestione Sistemi Si.ce.';
export const SUBTITLE = 'Archivio dei sistemi di tutti i giochi: tipo, prezzo quota, quote assegnate.';
export const SEARCH_PLACEHOLDER = 'Nome, struttura, ID, tipo, tag';
export const GRID_LABEL = 'Archivio dei sistemi';
/** A system without a name, by its id. */
export const SYSTEM_FALLBACK = 'Sistema {id}';
