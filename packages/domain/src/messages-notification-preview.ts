/**
 * Italian words of "Anteprima come ricevitoria" in the notification form (the board's own component with the form's
 * values) and of the form's own preview: one constant a text, imported by path as a namespace.
 */
export const BUTTON = 'Anteprima come ricevitoria';
export const TITLE_PLACEHOLDER = 'Titolo della notifica';
export const CONTENT_PLACEHOLDER = 'Contenuto della notifica';
export const BOARD = 'Bacheca';
export const CLOSE = 'Chiudi';
export const POPUP_READ = 'HO LETTO';
/** The form's own preview of the notification, as a banner or as a popup. */
export const PREVIEW_BANNER = 'Anteprima del banner';
export const PREVIEW_POPUP = 'Anteprima del popup';
