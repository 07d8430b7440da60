import * as TEXTS from '@bacheca/domain/messages-outlet-fields';

/**
 * An outlet field's name → its Italian label: the one table the outlet screens read, keyed by the field names the API
 * uses, so a change request (which names its field) shows the same words as the form. Read by the staff's outlet form
 * and simulation page, the change requests, a system's holders table and the outlet's own "I miei dati". The activity
 * log names fields with its own table (messages-audit-fields.ts), which covers staff accounts too and words some
 * outlet fields differently ("Comune", "Nome").
 */
export const RICEVITORE_FIELD_LABELS: Record<string, string> = {
  ivrCode: TEXTS.FIELD_IVR_CODE,
  username: TEXTS.FIELD_USERNAME,
  role: TEXTS.FIELD_ROLE,
  rice: TEXTS.FIELD_RICE,
  term: TEXTS.FIELD_TERM,
  zone: TEXTS.FIELD_ZONE,
  denomination: TEXTS.FIELD_DENOMINATION,
  name: TEXTS.FIELD_NAME,
  email: TEXTS.FIELD_EMAIL,
  phoneNumber: TEXTS.FIELD_PHONE_NUMBER,
  fax: TEXTS.FIELD_FAX,
  address: TEXTS.FIELD_ADDRESS,
  city: TEXTS.FIELD_CITY,
  cap: TEXTS.FIELD_CAP,
  province: TEXTS.FIELD_PROVINCE,
  region: TEXTS.FIELD_REGION,
  gender: TEXTS.FIELD_GENDER,
  code: TEXTS.FIELD_CODE,
  concession: TEXTS.FIELD_CONCESSION,
  terminalId: TEXTS.FIELD_TERMINAL_ID,
  boardSip: TEXTS.FIELD_BOARD_SIP,
  boardTcal: TEXTS.FIELD_BOARD_TCAL,
  boardTgol: TEXTS.FIELD_BOARD_TGOL,
  eurojEnabled: TEXTS.FIELD_BOARD_EUROJACKPOT,
  ntclBachecaEnabled: TEXTS.FIELD_BOARD_TOTOCALCIO,
  nveBachecaEnabled: TEXTS.FIELD_BOARD_NVE,
};
