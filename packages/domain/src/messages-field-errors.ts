/**
 * Field-level texts of the request edge (`fields` of an INVALID_INPUT answer): the shared schemas and the zod error
 * map (schemas/zod-messages.ts) use these, so no developer wording ("atteso string, ricevuto undefined") reaches users.
 * One constant a text, imported by path as a namespace (`import * as FIELD_ERRORS from './messages-field-errors'`), so
 * a bundle carries only the texts its code names; messages.ts re-exports the namespace as `FIELD_ERRORS`.
 */
export const REQUIRED = 'Campo obbligatorio.';
export const INVALID = 'Valore non valido.';
export const TEXT_REQUIRED = 'Campo obbligatorio: indicare un testo.';
export const TEXT_UNSAFE = 'Il testo contiene caratteri non ammessi.';
export const TEXT_TOO_LONG = 'Al massimo {max:carattere|caratteri}.';
export const TEXT_TOO_SHORT = 'Almeno {min:carattere|caratteri}.';
export const ID_INVALID = 'Identificativo non valido: indicare un numero intero positivo (solo cifre).';
export const DATE_INVALID = 'Data non valida: usare il formato AAAA-MM-GG con una data esistente.';
export const DATE_RANGE_INVALID = 'La data iniziale non può essere successiva alla data finale.';
export const DATETIME_INVALID = 'Data e ora non valide.';
export const NUMBER_EXPECTED = 'Indicare un numero.';
export const INTEGER_EXPECTED = 'Indicare un numero intero.';
export const NUMBER_TOO_SMALL = 'Il valore minimo è {min}.';
export const NUMBER_TOO_BIG = 'Il valore massimo è {max}.';
export const BOOLEAN_EXPECTED = 'Indicare sì o no.';
export const LIST_EXPECTED = 'Indicare un elenco di valori.';
export const LIST_TOO_SHORT = 'Indicare almeno {min:valore|valori}.';
export const LIST_TOO_LONG = 'Al massimo {max:valore|valori}.';
export const OBJECT_EXPECTED = 'Dati mancanti o non validi.';
export const OPTION_INVALID = 'Valore non ammesso: scegliere tra {options}.';
export const OPTION_NOT_ALLOWED = 'Valore non ammesso.';
export const SORT_INVALID = 'Ordinamento non ammesso.';
export const FORMAT_INVALID = 'Formato non valido.';
export const UNKNOWN_FIELD = 'Campo non previsto.';
export const ALPHANUMERIC = 'Solo lettere e cifre.';
export const JOB_ID_FORMAT = 'formato Gioco_ID';
export const FORCED_CHANGE_ALWAYS = 'Una password impostata dallo staff va sempre cambiata al primo accesso.';
export const IMPERSONATION_TARGET = 'Ricevitoria non attiva, non abilitata o bloccata.';
export const IMPERSONATION_BLOCKED_TARGET = 'Ricevitoria bloccata.';
export const CAPTCHA_FAILED = 'Verifica non superata';
export const NOT_A_SIMULATION = 'La sessione non è una simulazione';
export const OLD_PASSWORD_WRONG = 'Password attuale errata';
export const PASSWORD_CONFIRM_MISMATCH = 'Non coincide con la nuova password';
export const PASSWORD_REFUSED = 'Password non valida';
export const PASSWORD_REUSED = 'Password già utilizzata';
export const ROLE_NOT_FOUND = 'Ruolo non trovato';
