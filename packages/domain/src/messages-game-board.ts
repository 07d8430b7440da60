/**
 * Italian texts of the grid columns and the filter that the structure, system and archive lists share
 * (components/game-board/board-columns.tsx). Only that component imports them, so they travel in its chunk. The
 * wins columns' words repeat the wins' (./messages-wins.ts) on purpose: the systems page is at its bundle budget, and
 * that module would be one more chunk for it.
 */

export const QUOTES_ASSIGNED = 'Quote assegnate';
export const WINS_TOTAL = 'Vincita totale';
export const WINS_PER_QUOTA = 'Vincita per quota';
export const WINS_PER_QUOTA_NOTE = 'Vincita totale ÷ quote del sistema, troncata al centesimo.';
/** "Solo vincenti" filter of the systems lists. */
export const WINNING_FILTER = 'Vincite';
export const WINNING_ONLY = 'Solo vincenti';
export const WINNING_NONE = 'Senza vincite';
