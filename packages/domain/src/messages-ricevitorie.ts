/**
 * Italian texts of the staff's outlet list (/ricevitorie): kept out of messages.ts, which the login loads; the list
 * (a lazily loaded route) imports them by path. The detail and simulation pages' words are in
 * messages-ricevitorie-detail.ts, so that the list (near its bundle budget) does not load them.
 */
export const RICEVITORIE_TEXTS = {
  /** The list. */
  TITLE: 'Ricevitorie',
  SUBTITLE: 'Ricerca tra le ricevitorie della rete, stato, bacheche e accessi.',
  COL_PROVINCE: 'Prov.',
  COL_CONCESSION: 'Conc.',
  BOARDS: 'Bacheche',
  ENABLED: 'Abilitata',
  ACTIVE: 'Attiva',
  BLOCKED: 'Bloccata',
  LAST_ACCESS: 'Ultimo accesso',
  LAST_ACCESS_NEVER: 'Mai',
  TOTAL_MANY: 'ricevitorie',
  /** "Attive: 1.234 su 2.000". */
  ACTIVE_COUNT: 'Attive: {active} su {total}',
  GRID: 'Elenco ricevitorie',
  /** The outlet's fields as the list's columns name them (the forms' labels: lib/outlet-field-labels.ts). */
  IVR_CODE: 'Codice IVR',
  DENOMINATION: 'Denominazione',
  CITY: 'Città',
  REGION: 'Regione',
  ZONE: 'Zona',
} as const;
