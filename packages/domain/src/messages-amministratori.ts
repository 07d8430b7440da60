/**
 * Italian texts of the staff users' pages (the list, a user's detail, the creation dialog, the permissions editor):
 * lazily loaded routes that import them by path. The account's field names, shared with the own account page, are in
 * messages-accounts.ts.
 */

export const CREATE_TITLE = 'Nuovo amministratore';
export const CREDENTIALS_TITLE = 'Credenziali iniziali';
export const INITIAL_PASSWORD = 'Password iniziale';
export const INVITE_BY_EMAIL = 'Invito via e-mail';
export const CONFIRM_PASSWORD = 'Conferma password';
export const CREATE_SUBMIT = 'Crea amministratore';
export const ROLE_READ_ONLY = 'Il ruolo non è modificabile da qui.';
export const PERMISSIONS_RESET = 'Annulla modifiche';
export const PERMISSIONS_SAVE = 'Salva permessi';
export const DISABLE_TITLE = 'Disabilitare l’utente?';
export const ENABLE_TITLE = 'Abilitare l’utente?';
export const DISABLE = 'Disabilita';
export const ENABLE = 'Abilita';
export const DELETE_TITLE = 'Cancellare l’utente?';
export const USER_DATA = "Dati dell'utente";
export const LIST_TITLE = 'Amministratori';
export const LIST_SUBTITLE = 'Utenti dello staff: ruoli, stato e accessi.';
export const SEARCH_PLACEHOLDER = 'Username, nome, e-mail';
export const GRID_LABEL = 'Elenco amministratori';
export const FORCED_CHANGE_NOTE = "L'utente dovrà cambiarla al primo accesso.";
export const INVITE_NOTE =
  "All'indirizzo e-mail indicato arriverà un collegamento, valido 24 ore, per scegliere la password.";
/** After a permission's name in the editor: where it comes from. */
export const FROM_ROLE_SUFFIX = ' · dal ruolo';
export const ADDITIONAL_SUFFIX = ' · aggiuntivo';
export const DISABLE_BODY = '{username} non potrà più accedere e le sue sessioni terminano subito.';
export const ENABLE_BODY = '{username} potrà di nuovo accedere.';
export const FORCE_PASSWORD_BODY =
  'Al prossimo accesso {username} dovrà scegliere una nuova password; le sue sessioni terminano subito.';
export const DELETE_BODY =
  "L'utente {username} sarà cancellato definitivamente. Lo storico resta nel registro delle operazioni.";
