/**
 * Italian words every screen shares: the product's name (the app's header and the public pages' bar), the actions
 * of dialogs, lists and forms, and a few nouns of several features' lists and boards. The router's own pages (the
 * unknown address, the error of a route) import this module, so it loads with the start of every page: a module
 * of its own per piece would cost each page a request and more bytes than these words.
 */
export const UI_TEXTS = {
  APP_NAME: 'Bacheca dei Ricevitori',
  CANCEL: 'Annulla',
  CLOSE: 'Chiudi',
  SAVE: 'Salva',
  DELETE: 'Cancella',
  SEARCH: 'Cerca',
  STATUS: 'Stato',
  CONTEST: 'Concorso',
  SYSTEMS: 'Sistemi',
  QUOTA_PRICE: 'Prezzo quota',
  TAGS: 'Tag',
  /** A price range typed in euro: "Prezzo quota da (€)", "Prezzo quota a (€)". */
  RANGE_FROM: '{label} da (€)',
  RANGE_TO: '{label} a (€)',
} as const;

/** The router's pages: an address that matches no route, a route whose loading failed, a screen still to come. */
export const STATUS_TEXTS = {
  NOT_FOUND_TITLE: 'Pagina non trovata',
  NOT_FOUND_BODY: "L'indirizzo richiesto non esiste.",
  NOT_FOUND_HOME: 'Vai alla pagina iniziale',
  ERROR_TITLE: 'Si è verificato un errore',
  RETRY: 'Riprova',
  PLACEHOLDER: 'Pagina in preparazione',
} as const;
