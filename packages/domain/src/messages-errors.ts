/**
 * Italian texts of the error pages (/unauthorized): a lazily loaded route that imports them by path.
 */

export const UNAUTHORIZED_TITLE = 'Accesso non autorizzato';
export const UNAUTHORIZED_BODY =
  "Non hai i permessi per visualizzare la pagina richiesta, oppure l'indirizzo non è valido.";
export const BACK_HOME = 'Torna alla Home';
export const GO_CHANGE_PASSWORD = 'Vai al cambio password';
