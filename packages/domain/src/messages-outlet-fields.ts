/**
 * Italian labels of the outlet's fields: the staff's outlet form, change requests and history, the outlet's own
 * "I miei dati" (apps/web/src/lib/outlet-field-labels.ts, the one importer, keys them by the fields' names; one
 * constant per text, which the build writes where it is used).
 */
export const FIELD_IVR_CODE = 'Codice IVR';
export const FIELD_USERNAME = 'Username';
export const FIELD_ROLE = 'Ruolo';
export const FIELD_RICE = 'Rice';
export const FIELD_TERM = 'Term';
export const FIELD_ZONE = 'Zona';
export const FIELD_DENOMINATION = 'Denominazione';
export const FIELD_NAME = 'Referente';
export const FIELD_EMAIL = 'E-mail';
export const FIELD_PHONE_NUMBER = 'Telefono';
export const FIELD_FAX = 'Fax';
export const FIELD_ADDRESS = 'Indirizzo';
export const FIELD_CITY = 'Città';
export const FIELD_CAP = 'CAP';
export const FIELD_PROVINCE = 'Provincia';
export const FIELD_REGION = 'Regione';
export const FIELD_GENDER = 'Sesso';
export const FIELD_CODE = 'Codice';
export const FIELD_CONCESSION = 'Concessione';
export const FIELD_TERMINAL_ID = 'ID terminale';
export const FIELD_BOARD_SIP = 'Bacheca SIP';
export const FIELD_BOARD_TCAL = 'Bacheca TCAL';
export const FIELD_BOARD_TGOL = 'Bacheca TGOL';
export const FIELD_BOARD_EUROJACKPOT = 'Bacheca EuroJackpot';
export const FIELD_BOARD_TOTOCALCIO = 'Bacheca Totocalcio';
export const FIELD_BOARD_NVE = 'Bacheca NVE';
