/**
 * Italian texts of the grid columns and the filter that the structure, system and archive lists share
 * (components/game-board/board-columns.tsx). Only that component imports them, so they travel in its chunk. The
 * wins columns' words repeat the wins' (./messages-wins.ts) on purpose: the systems page is at its bundle budget, and
 * that module would be one more chunk for it.
 */
export const GAME_BOARD_TEXTS = {
  QUOTES_ASSIGNED: 'Quote assegnate',
  WINS_TOTAL: 'Vincita totale',
  WINS_PER_QUOTA: 'Vincita per quota',
  WINS_PER_QUOTA_NOTE: 'Vincita totale ÷ quote del sistema, troncata al centesimo.',
  /** "Solo vincenti" filter of the systems lists. */
  WINNING_FILTER: 'Vincite',
  WINNING_ONLY: 'Solo vincenti',
  WINNING_NONE: 'Senza vincite',
} as const;
