/**
 * Italian texts of the grid columns and the filter that the structure, system and archive lists share
 * (components/game-board/board-columns.tsx). The wins columns' and filter's words are the wins' own
 * (./messages-wins.ts).
 */

export const QUOTES_ASSIGNED = 'Quote assegnate';
/** "Solo vincenti" filter of the systems lists. */
export const WINNING_ONLY = 'Solo vincenti';
export const WINNING_NONE = 'Senza vincite';
