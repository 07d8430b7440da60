/**
 * Italian texts of the roles and permissions page (/gruppi): a lazily loaded route that imports them by path.
 */

export const TITLE = 'Ruoli e Permessi';
export const SUBTITLE =
  'Permessi base di ogni ruolo: le modifiche valgono dalla richiesta successiva dei suoi utenti e restano nel registro delle operazioni.';
export const TABLE_LABEL = 'Ruoli e permessi';
export const PERMISSION = 'Permesso';
export const NOT_EDITABLE = 'non modificabile';
export const FOOTNOTE =
  'Il ruolo Super amministratore ha sempre tutti i permessi; il ruolo Ricevitore non ha permessi nel back office.';
export const SAVE_ROLE_LABEL = 'Salva i permessi del ruolo {role}';
