/**
 * Italian texts of the own account pages (/account and its password change): lazily loaded routes that import them by
 * path. The account's field names are in messages-accounts.ts.
 */
export const OWN_ACCOUNT_TEXTS = {
  TITLE: 'Il mio account',
  CHANGE_PASSWORD: 'Cambia password',
  USER_DATA: 'Dati utente',
  IMPERSONATED_BY: 'Simulazione avviata da',
  ACCESSES: 'Accessi',
  LAST_PASSWORD_CHANGE: 'Ultimo cambio password',
  ROLES: 'Ruoli',
  NO_PERMISSIONS: 'Nessun permesso nel back office.',
  PASSWORD_NOT_REUSED: 'La nuova password non deve essere mai stata usata prima.',
} as const;
