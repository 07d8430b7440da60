/**
 * Italian texts of the staff's notification bell in the header (components/notification-bell.tsx). Only that
 * component imports them: they travel in its chunk.
 */

/** The button's name holds the badge's count (label in name). */
export const NOTIFICATIONS = 'Notifiche';
export const NOTIFICATIONS_UNREAD = 'Notifiche: {count} non lette';
export const MARK_ALL_READ = 'Segna tutte come lette';
export const NO_NOTIFICATIONS = 'Nessuna notifica.';
