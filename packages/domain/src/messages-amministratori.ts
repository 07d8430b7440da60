/**
 * Italian texts of the staff users' pages (the list, a user's detail, the creation dialog, the permissions editor):
 * lazily loaded routes that import them by path. The account's field names, shared with the own account page, are in
 * messages-accounts.ts.
 */
export const AMMINISTRATORI_TEXTS = {
  CREATE_TITLE: 'Nuovo amministratore',
  CREDENTIALS_TITLE: 'Credenziali iniziali',
  INITIAL_PASSWORD: 'Password iniziale',
  INVITE_BY_EMAIL: 'Invito via e-mail',
  CONFIRM_PASSWORD: 'Conferma password',
  CREATE_SUBMIT: 'Crea amministratore',
  ROLE_READ_ONLY: 'Il ruolo non è modificabile da qui.',
  PERMISSIONS_RESET: 'Annulla modifiche',
  PERMISSIONS_SAVE: 'Salva permessi',
  DISABLE_TITLE: 'Disabilitare l’utente?',
  ENABLE_TITLE: 'Abilitare l’utente?',
  DISABLE: 'Disabilita',
  ENABLE: 'Abilita',
  DELETE_TITLE: 'Cancellare l’utente?',
  USER_DATA: "Dati dell'utente",
  LIST_TITLE: 'Amministratori',
  LIST_SUBTITLE: 'Utenti dello staff: ruoli, stato e accessi.',
  SEARCH_PLACEHOLDER: 'Username, nome, e-mail',
  GRID_LABEL: 'Elenco amministratori',
  FORCED_CHANGE_NOTE: "L'utente dovrà cambiarla al primo accesso.",
  INVITE_NOTE: "All'indirizzo e-mail indicato arriverà un collegamento, valido 24 ore, per scegliere la password.",
  /** After a permission's name in the editor: where it comes from. */
  FROM_ROLE_SUFFIX: ' · dal ruolo',
  ADDITIONAL_SUFFIX: ' · aggiuntivo',
  DISABLE_BODY: '{username} non potrà più accedere e le sue sessioni terminano subito.',
  ENABLE_BODY: '{username} potrà di nuovo accedere.',
  FORCE_PASSWORD_BODY:
    'Al prossimo accesso {username} dovrà scegliere una nuova password; le sue sessioni terminano subito.',
  DELETE_BODY: "L'utente {username} sarà cancellato definitivamente. Lo storico resta nel registro delle operazioni.",
} as const;
