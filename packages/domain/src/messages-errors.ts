/**
 * Italian texts of the error pages (/unauthorized): a lazily loaded route that imports them by path.
 */
export const ERRORS_PAGE_TEXTS = {
  UNAUTHORIZED_TITLE: 'Accesso non autorizzato',
  UNAUTHORIZED_BODY: "Non hai i permessi per visualizzare la pagina richiesta, oppure l'indirizzo non è valido.",
  BACK_HOME: 'Torna alla Home',
  GO_CHANGE_PASSWORD: 'Vai al cambio password',
} as const;
