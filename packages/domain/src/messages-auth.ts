/**
 * Italian texts of the public sign-in pages (login, password change by link) and of the captcha. Kept out of
 * messages.ts; only the auth pages import them, by path.
 */
export const AUTH_TEXTS = {
  CAPTCHA_NOT_CONFIGURED: 'Verifica di sicurezza non configurata.',
  LOGIN_TITLE: 'Accedi',
  LOGIN_INTRO: 'Inserisci le credenziali della Bacheca dei Ricevitori.',
  LOCKED_TITLE: 'Utenza bloccata',
  LOGIN_FORM_LABEL: 'Accesso',
  PASSWORD: 'Password',
  BACK_TO_LOGIN: "Torna all'accesso",
  /** The change page's intro; {username} is shown in bold. */
  CHANGE_INTRO: "Imposta una nuova password per l'utente {username}. Poi accedi di nuovo con la nuova password.",
  /** The title of both password change pages (by link, and the signed-in user's own). */
  CHANGE_PASSWORD_TITLE: 'Cambio password',
} as const;
