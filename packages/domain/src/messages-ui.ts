/**
 * Italian words every screen shares: the product's name (the app's header and the public pages' bar) and the
 * actions of dialogs, lists and forms. A module of a few bytes: shared components, the login's layout among them,
 * load it with their chunk.
 */
export const UI_TEXTS = {
  APP_NAME: 'Bacheca dei Ricevitori',
  CANCEL: 'Annulla',
  CLOSE: 'Chiudi',
  SAVE: 'Salva',
  DELETE: 'Cancella',
  SEARCH: 'Cerca',
} as const;
