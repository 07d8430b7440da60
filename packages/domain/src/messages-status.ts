/**
 * Italian texts of the router's own pages: the unknown address and the error of a route. The router (in the entry)
 * imports them by path, so this module stays a few bytes.
 */
export const STATUS_TEXTS = {
  NOT_FOUND_TITLE: 'Pagina non trovata',
  NOT_FOUND_BODY: "L'indirizzo richiesto non esiste.",
  NOT_FOUND_HOME: 'Vai alla pagina iniziale',
  ERROR_TITLE: 'Si è verificato un errore',
  RETRY: 'Riprova',
} as const;
