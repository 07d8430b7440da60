/**
 * Italian texts of the password forms: the change form (forced change after login, "Cambia password" of one's own
 * account) and the dialog where staff set another user's password (the detail pages of staff users and outlets).
 * Only lazily loaded pages import them, by path; the rules' words are in ./messages-password-rules.ts.
 */

export const CHANGE_PASSWORD = 'Cambia password';
export const OLD_PASSWORD = 'Password attuale';
export const NEW_PASSWORD = 'Nuova password';
export const CONFIRM_PASSWORD = 'Conferma password';
/** Staff set another user's password. */
export const SET_TITLE = 'Cambia password di {username}';
export const SET_FORCED_NOTE =
  "L'utente dovrà cambiarla al prossimo accesso: lo staff non conosce le password degli utenti.";
export const SET_SUBMIT = 'Salva password';
