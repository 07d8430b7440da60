/**
 * Italian texts of the public sign-in pages (login, password change by link) and of the captcha. Kept out of
 * messages.ts; only the auth pages import them, by path.
 */

export const CAPTCHA_NOT_CONFIGURED = 'Verifica di sicurezza non configurata.';
export const LOGIN_TITLE = 'Accedi';
export const LOGIN_INTRO = 'Inserisci le credenziali della Bacheca dei Ricevitori.';
export const LOCKED_TITLE = 'Utenza bloccata';
export const LOGIN_FORM_LABEL = 'Accesso';
export const PASSWORD = 'Password';
export const BACK_TO_LOGIN = "Torna all'accesso";
/** The change page's intro; {username} is shown in bold. */
export const CHANGE_INTRO =
  "Imposta una nuova password per l'utente {username}. Poi accedi di nuovo con la nuova password.";
/** The title of both password change pages (by link, and the signed-in user's own). */
export const CHANGE_PASSWORD_TITLE = 'Cambio password';
