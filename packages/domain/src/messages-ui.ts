/**
 * Italian words that several screens share: the product's name (the public pages' bar), the actions of dialogs and
 * forms, and a few nouns of several features' boards and forms. A module of a few bytes that the components using
 * these words (public layout, dialogs, forms, boards) import by path.
 */
export const UI_TEXTS = {
  APP_NAME: 'Bacheca dei Ricevitori',
  CANCEL: 'Annulla',
  CLOSE: 'Chiudi',
  SAVE: 'Salva',
  DELETE: 'Cancella',
  SEARCH: 'Cerca',
  CONTEST: 'Concorso',
  SYSTEMS: 'Sistemi',
  QUOTA_PRICE: 'Prezzo quota',
  TAGS: 'Tag',
} as const;
