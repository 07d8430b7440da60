/**
 * Italian texts of the activity log page (/registro-attivita): kept out of messages.ts, which the login loads; the
 * page (a lazily loaded route) imports them by path. The entries' own words are in messages-audit.ts.
 */
export const TITLE = 'Registro attività';
export const SUBTITLE = 'Ogni modifica e ogni accesso: chi, per conto di chi, su cosa, quando e da quale IP.';
export const COL_AT = 'Data';
export const COL_ACTION = 'Operazione';
export const COL_OUTCOME = 'Esito';
export const COL_ACTOR = 'Autore';
export const COL_ENTITY = 'Oggetto';
export const COL_IP = 'IP';
export const COL_DETAILS = 'Dettagli';
export const FILTER_ACTOR = 'Autore';
export const FILTER_ON_BEHALF_OF = 'Simulato da';
export const FILTER_ENTITY_TYPE = 'Oggetto';
export const FILTER_ENTITY_ID = 'ID oggetto';
export const FILTER_ACTION = 'Operazione';
export const FILTER_ACTION_ALL = 'Tutte';
export const FILTER_OUTCOME = 'Esito';
export const FILTER_DATE_FROM = 'Dal';
export const FILTER_DATE_TO = 'Al';
export const FILTER_IP = 'IP';
/** The total: "12 voci"; past the counting cap "Oltre 10.000 voci". */
export const TOTAL_ONE = 'voce';
export const TOTAL_MANY = 'voci';
export const TOTAL_CAPPED = 'Oltre {count}';
