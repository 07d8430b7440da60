/**
 * Italian texts of the staff's notification bell in the header (components/notification-bell.tsx). Only that
 * component imports them: they travel in its chunk.
 */
export const BELL_TEXTS = {
  /** The button's name holds the badge's count (label in name). */
  NOTIFICATIONS: 'Notifiche',
  NOTIFICATIONS_UNREAD: 'Notifiche: {count} non lette',
  MARK_ALL_READ: 'Segna tutte come lette',
  NO_NOTIFICATIONS: 'Nessuna notifica.',
} as const;
