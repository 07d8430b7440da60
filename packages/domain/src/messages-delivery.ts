/**
 * Italian texts of the banner and popup notifications as boards show them (components/notification-delivery.tsx and
 * notification-view.tsx: the staff's shell, the outlet's board, the notification archive and the form's preview).
 * Only those two components import them, so they travel in their chunk.
 */

export const BANNERS = 'Avvisi';
/** The popup's button when the server records the reading; otherwise "Chiudi". */
export const POPUP_ACK = 'Ho letto';
export const READ_MORE = 'Approfondisci';
