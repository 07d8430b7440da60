/**
 * Italian texts of the roles and permissions page (/gruppi): a lazily loaded route that imports them by path.
 */
export const GRUPPI_TEXTS = {
  TITLE: 'Ruoli e Permessi',
  SUBTITLE:
    'Permessi base di ogni ruolo: le modifiche valgono dalla richiesta successiva dei suoi utenti e restano nel registro delle operazioni.',
  TABLE_LABEL: 'Ruoli e permessi',
  PERMISSION: 'Permesso',
  NOT_EDITABLE: 'non modificabile',
  FOOTNOTE:
    'Il ruolo Super amministratore ha sempre tutti i permessi; il ruolo Ricevitore non ha permessi nel back office.',
  SAVE_ROLE_LABEL: 'Salva i permessi del ruolo {role}',
} as const;
