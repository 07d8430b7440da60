/**
 * Italian texts of the staff's outlet list (/ricevitorie): kept out of messages.ts, which the login loads; the list
 * (a lazily loaded route) imports them by path. The detail and simulation pages' words are in
 * messages-ricevitorie-detail.ts, so that the list (near its bundle budget) does not load them.
 */

/** The list. */
export const TITLE = 'Ricevitorie';
export const SUBTITLE = 'Ricerca tra le ricevitorie della rete, stato, bacheche e accessi.';
export const COL_PROVINCE = 'Prov.';
export const COL_CONCESSION = 'Conc.';
export const BOARDS = 'Bacheche';
export const ENABLED = 'Abilitata';
export const ACTIVE = 'Attiva';
export const BLOCKED = 'Bloccata';
export const LAST_ACCESS = 'Ultimo accesso';
export const LAST_ACCESS_NEVER = 'Mai';
export const TOTAL_MANY = 'ricevitorie';
/** "Attive: 1.234 su 2.000". */
export const ACTIVE_COUNT = 'Attive: {active} su {total}';
export const GRID = 'Elenco ricevitorie';
/** The outlet's fields as the list's columns name them (the forms' labels: lib/outlet-field-labels.ts). */
export const IVR_CODE = 'Codice IVR';
export const DENOMINATION = 'Denominazione';
export const CITY = 'Città';
export const REGION = 'Regione';
export const ZONE = 'Zona';
