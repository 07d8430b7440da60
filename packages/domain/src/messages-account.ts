/**
 * Italian texts of the own account pages (/account and its password change): lazily loaded routes that import them by
 * path. The account's field names are in messages-accounts.ts.
 */

export const TITLE = 'Il mio account';
export const CHANGE_PASSWORD = 'Cambia password';
export const USER_DATA = 'Dati utente';
export const IMPERSONATED_BY = 'Simulazione avviata da';
export const ACCESSES = 'Accessi';
export const LAST_PASSWORD_CHANGE = 'Ultimo cambio password';
export const ROLES = 'Ruoli';
export const NO_PERMISSIONS = 'Nessun permesso nel back office.';
export const PASSWORD_NOT_REUSED = 'La nuova password non deve essere mai stata usata prima.';
