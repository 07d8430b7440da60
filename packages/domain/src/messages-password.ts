/**
 * Italian texts of the password forms: the change form (forced change after login, "Cambia password" of one's own
 * account) and the dialog where staff set another user's password (the detail pages of staff users and outlets).
 * Only lazily loaded pages import them, by path; the rules' words are in ./messages-password-rules.ts.
 */
export const PASSWORD_TEXTS = {
  CHANGE_PASSWORD: 'Cambia password',
  OLD_PASSWORD: 'Password attuale',
  NEW_PASSWORD: 'Nuova password',
  CONFIRM_PASSWORD: 'Conferma password',
  /** Staff set another user's password. */
  SET_TITLE: 'Cambia password di {username}',
  SET_FORCED_NOTE: "L'utente dovrà cambiarla al prossimo accesso: lo staff non conosce le password degli utenti.",
  SET_SUBMIT: 'Salva password',
} as const;
