/**
 * Italian texts of the contest select (shared-features/contests/contest-select.tsx: list filters and system and
 * award forms). Only that component imports them, so they travel in its chunk.
 */
export const CONTEST_SELECT_TEXTS = {
  /** The empty choice of a filter. */
  ALL: 'Tutti',
  CALENDAR_UNAVAILABLE: 'Calendario dei concorsi non disponibile',
  /** A chosen contest no longer in the calendar's list. */
  UNKNOWN_CONTEST: 'Concorso {id}',
  /** After a closed contest's name. */
  CLOSED: ' (chiuso)',
} as const;
