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

/** The list's filters (features/ricevitorie/components/ricevitorie-filters.tsx); the fields' names are the columns'. */
export const FILTER_SEARCH = 'Cerca';
export const FILTER_SEARCH_PLACEHOLDER = 'Parole: IVR, nome, città…';
export const FILTER_PROVINCE = 'Provincia';
/** A province's code as the field expects it. */
export const FILTER_PROVINCE_PLACEHOLDER = 'RM';
export const FILTER_CONCESSION = 'Concessione';
/** The selects' "any" choice, feminine: ricevitorie, regioni, zone, concessioni. */
export const FILTER_ALL = 'Tutte';
export const FILTER_BOARD_SIP = 'Bacheca SIP';
export const FILTER_BOARD_TCAL = 'Bacheca TCAL';
export const FILTER_BOARD_TGOL = 'Bacheca TGOL';
export const FILTER_LAST_ACCESS_FROM = 'Ultimo accesso dal';
export const FILTER_LAST_ACCESS_TO = 'Ultimo accesso al';
