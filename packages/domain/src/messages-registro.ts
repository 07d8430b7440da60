/**
 * Italian texts of the activity log page (/registro-attivita): kept out of messages.ts, which the login loads; the
 * page (a lazily loaded route) imports them by path. The entries' own words are in messages-audit.ts.
 */
export const REGISTRO_TEXTS = {
  TITLE: 'Registro attività',
  SUBTITLE: 'Ogni modifica e ogni accesso: chi, per conto di chi, su cosa, quando e da quale IP.',
  COL_AT: 'Data',
  COL_ACTION: 'Operazione',
  COL_OUTCOME: 'Esito',
  COL_ACTOR: 'Autore',
  COL_ENTITY: 'Oggetto',
  COL_IP: 'IP',
  COL_DETAILS: 'Dettagli',
  FILTER_ACTOR: 'Autore',
  FILTER_ON_BEHALF_OF: 'Simulato da',
  FILTER_ENTITY_TYPE: 'Oggetto',
  FILTER_ENTITY_ID: 'ID oggetto',
  FILTER_ACTION: 'Operazione',
  FILTER_ACTION_ALL: 'Tutte',
  FILTER_OUTCOME: 'Esito',
  FILTER_DATE_FROM: 'Dal',
  FILTER_DATE_TO: 'Al',
  FILTER_IP: 'IP',
  /** The total: "12 voci"; past the counting cap "Oltre 10.000 voci". */
  TOTAL_ONE: 'voce',
  TOTAL_MANY: 'voci',
  TOTAL_CAPPED: 'Oltre {count}',
} as const;
