/**
 * Italian words every screen shares: the product's name (the app's header and the public pages' bar), the actions
 * of dialogs, lists and forms, a few nouns of several features' lists and boards, and the router's own pages (the
 * unknown address, the error of a route). One constant a text, imported as a namespace (`import * as UI_TEXTS`,
 * `import * as STATUS_TEXTS`): the build writes each word where it is used, so no page loads the module.
 */
export const APP_NAME = 'Bacheca dei Ricevitori';
export const CANCEL = 'Annulla';
export const CLOSE = 'Chiudi';
export const SAVE = 'Salva';
export const DELETE = 'Cancella';
export const SEARCH = 'Cerca';
export const STATUS = 'Stato';
export const CONTEST = 'Concorso';
export const SYSTEMS = 'Sistemi';
export const QUOTA_PRICE = 'Prezzo quota';
export const TAGS = 'Tag';
/** A price range typed in euro: "Prezzo quota da (€)", "Prezzo quota a (€)". */
export const RANGE_FROM = '{label} da (€)';
export const RANGE_TO = '{label} a (€)';

/** The router's pages: an address that matches no route, a route whose loading failed, a screen still to come. */
export const NOT_FOUND_TITLE = 'Pagina non trovata';
export const NOT_FOUND_BODY = "L'indirizzo richiesto non esiste.";
export const NOT_FOUND_HOME = 'Vai alla pagina iniziale';
export const ERROR_TITLE = 'Si è verificato un errore';
export const RETRY = 'Riprova';
export const PLACEHOLDER = 'Pagina in preparazione';
