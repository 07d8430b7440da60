/**
 * Italian texts of the accounts (staff users and outlets): the bulk forced password change of the staff lists, and the
 * account's field names that the staff pages and the own account page share. Kept out of messages.ts, which the
 * login loads; only lazily loaded routes import them, by path.
 */
export const BULK_FORCE_BUTTON = 'Forza cambio password';
export const BULK_FORCE_BUTTON_COUNT = 'Forza cambio password ({count})';
export const BULK_FORCE_TITLE = 'Forzare il cambio password?';
/** The confirmation names how many accounts and what happens to them, in the right number. */
export const BULK_FORCE_STAFF_ONE =
  "Al prossimo accesso l'amministratore selezionato dovrà scegliere una nuova password; le sue sessioni terminano subito.";
export const BULK_FORCE_STAFF_MANY =
  'Al prossimo accesso i {count} amministratori selezionati dovranno scegliere una nuova password; le loro sessioni terminano subito.';
export const BULK_FORCE_OUTLETS_ONE =
  'Al prossimo accesso la ricevitoria selezionata dovrà scegliere una nuova password; le sue sessioni terminano subito.';
export const BULK_FORCE_OUTLETS_MANY =
  'Al prossimo accesso le {count} ricevitorie selezionate dovranno scegliere una nuova password; le loro sessioni terminano subito.';
/** The account's fields, as the staff pages (lists, detail, own account) name them. */
export const USERNAME = 'Username';
export const NAME = 'Nome';
export const FULL_NAME = 'Nome e cognome';
export const EMAIL = 'E-mail';
export const PHONE = 'Telefono';
export const ROLE = 'Ruolo';
export const PERMISSIONS = 'Permessi';
export const IVR_CODE = 'Codice IVR';
export const ENABLED = 'Abilitato';
export const ACTIVE = 'Attivo';
export const BLOCKED = 'Bloccato';
export const LAST_ACCESS = 'Ultimo accesso';
/** The last access of an account that never signed in. */
export const NEVER = 'Mai';
