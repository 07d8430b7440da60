/**
 * Italian texts of the app's shell around every signed-in page (app/layout: skip link, header with the global
 * search's button, sidebar, impersonation banner). Only the shell (a lazily loaded chunk) imports them, so they
 * travel in its chunk; the bell's and the banner notifications' words are in ./messages-bell.ts and
 * ./messages-delivery.ts for the same reason.
 */

export const SKIP_TO_CONTENT = 'Vai al contenuto';
/** The phone's drawer. */
export const MENU = 'Menu';
export const OPEN_MENU = 'Apri menu';
export const CLOSE_MENU = 'Chiudi menu';
export const MY_ACCOUNT = 'Il mio account';
/** The header's button that opens the global search (the dialog's words: ./messages-search.ts). */
export const SEARCH_TOOLTIP = 'Cerca (tasto /)';
export const MAIN_MENU = 'Menu principale';
export const OTHER_FUNCTIONS = 'Altre funzioni';
/** A footer link to the board or the syndicate site whose address is not configured. */
export const LINK_NOT_CONFIGURED = 'Collegamento non configurato.';
export const IMPERSONATING = 'Stai simulando la ricevitoria {ivrCode}';
export const EXIT_IMPERSONATION = 'Esci dalla simulazione';
