/**
 * The Italian message catalogue: every error code the API answers and every success message the UI shows.
 * One home for Italian text, shared by server and browser (spec §8).
 */

/** Customer-service contacts shown when an account is locked (spec §9). Deployments may override at the edge. */
export const CUSTOMER_SERVICE = {
  phone: '800 123 456',
  email: 'assistenza@bachecaricevitori.it',
  privacyEmail: 'privacy@bachecaricevitori.it',
} as const;

export const ERRORS = {
  // Session and login (spec §4, §8)
  SESSION_EXPIRED: 'Sessione scaduta',
  REFRESH_FAILED: 'Errore nel refresh',
  INVALID_GRANT: 'Codice o password errati',
  LOGIN_ERROR: 'Si è verificato un errore durante la login. Riprovare più tardi',
  ACCOUNT_LOCKED:
    'Utenza bloccata: hai superato il numero massimo di tentativi di accesso (5). Contatta il Servizio Clienti al numero {phone} o all\'indirizzo {email}.',
  ACCOUNT_DISABLED: 'Utenza non attiva o non abilitata: contattare il Servizio Clienti.',
  CAPTCHA_INVALID: 'Verifica di sicurezza non superata. Riprovare.',
  PASSWORD_CHANGE_REQUIRED: 'È necessario cambiare la password prima di accedere.',
  TOO_MANY_REQUESTS: 'Troppe richieste in poco tempo. Riprovare tra qualche istante.',
  UNAUTHORIZED: 'Sessione scaduta',
  FORBIDDEN: 'Non hai i permessi per eseguire questa operazione.',
  READ_ONLY: 'Il profilo Sola lettura non può effettuare modifiche.',
  INVALID_INPUT: 'Dati non validi: controllare i campi evidenziati.',
  NOT_FOUND: 'Risorsa non trovata.',
  GENERIC_ERROR: 'Errore nel recupero dei dati, riprovare più tardi',
  INTERNAL_ERROR: 'Si è verificato un errore imprevisto, riprovare più tardi.',
  VERSION_CONFLICT: 'Il record è stato modificato da un altro utente: ricaricare la pagina e ripetere la modifica.',

  // Change password (spec §5, §8)
  OLD_PASSWORD_INVALID: 'La password attuale non è corretta.',
  PASSWORD_MISMATCH: 'La nuova password e la conferma non coincidono.',
  PASSWORD_NOT_SECURE:
    'La password non è abbastanza sicura: almeno 10 caratteri con lettere maiuscole, minuscole, numeri e caratteri speciali.',
  PASSWORD_ALREADY_USED: 'La password è già stata utilizzata: sceglierne una mai usata prima.',
  PASSWORD_CONTAINS_USERNAME: 'La password non può contenere il nome utente.',
  PASSWORD_TOO_COMMON: 'La password è troppo comune: sceglierne una meno prevedibile.',
  PASSWORD_CHANGE_ERROR: 'Errore durante il cambio password, riprovare più tardi.',
  CHANGE_TOKEN_INVALID: 'Il link per il cambio password non è valido o è scaduto.',

  // Users and outlets (spec §8)
  USERNAME_EXISTS: 'Username già esistente.',
  USERNAME_REQUIRED: 'Lo username è obbligatorio.',
  USERNAME_INVALID: 'Lo username non può contenere caratteri speciali.',
  PASSWORD_REQUIRED: 'La password è obbligatoria.',
  ROLE_REQUIRED: 'Il ruolo è obbligatorio.',
  IVR_CODE_REQUIRED: 'Il codice IVR è obbligatorio per il ruolo selezionato.',
  USER_NOT_FOUND: "L'utente non esiste.",
  NO_PERMISSION: 'Non hai i permessi necessari per questa operazione.',
  IVR_CODE_ASSIGNED: 'Il codice IVR è già assegnato a un altro utente.',
  USER_CREATE_ERROR: "Errore nella creazione dell'utente, riprovare più tardi.",
  USER_UPDATE_ERROR: "Errore nella modifica dell'utente, riprovare più tardi.",
  USER_DELETE_ERROR: "Errore nella cancellazione dell'utente, riprovare più tardi.",
  ACTIVATE_ERROR: "Errore durante l'attivazione, riprovare più tardi.",
  DEACTIVATE_ERROR: 'Errore durante la disattivazione, riprovare più tardi.',
  ENABLE_ERROR: "Errore durante l'abilitazione, riprovare più tardi.",
  DISABLE_ERROR: 'Errore durante la disabilitazione, riprovare più tardi.',
  FORCE_RESET_ERROR: 'Errore durante la richiesta di cambio password forzato, riprovare più tardi.',
  IMPERSONATION_ERROR: 'Errore durante la simulazione della ricevitoria, riprovare più tardi.',
  IMPERSONATION_NOT_ALLOWED: 'Non è possibile simulare una ricevitoria non attiva o non abilitata.',
  SIMULATION_DATA_ERROR: 'Errore nel recupero dei dati della simulazione, riprovare più tardi.',
  IVR_CODE_NOT_FOUND: 'Codice IVR non trovato.',
  IMPORT_INVALID: "Il file contiene errori: nessuna modifica è stata applicata.",

  // Jobs
  PUBLISH_JOBS_ERROR: 'Errore nella pubblicazione dei sistemi, riprovare più tardi.',
  JOB_ID_INVALID: 'Il codice del job deve avere il formato Gioco_ID (es. SE_1042).',

  // Calculate totals (spec §8, domain-rules §3)
  BOARD_TYPE_UNKNOWN: 'Tipo di bacheca non riconosciuto.',
  BLOCK_TYPE_UNHANDLED: 'Tipo di modulo non gestito per questa struttura.',
  NUMBERS_OUT_OF_RANGE: 'Numeri Eurojackpot o SuperStar fuori dai limiti consentiti.',
  COMBINATIONS_OVER_LIMIT: 'Il numero di combinazioni supera il limite consentito.',
  CANNOT_SPLIT: 'Impossibile suddividere il sistema in più cedole.',
  TOO_MANY_CEDOLE: 'Il sistema richiede troppe cedole.',
  QUOTES_OUT_OF_RANGE: 'Il numero di quote deve essere compreso tra 2 e 125.',
  INVALID_QUOTES_NUMBER: 'Numero di quote non valido: il costo totale non è divisibile in quote intere.',
  QUOTA_PRICE_TOO_LOW: 'Il prezzo della quota è troppo basso.',
  QUOTA_PRICE_TOO_HIGH: 'Il prezzo della quota è troppo alto.',
  TOTAL_COST_UNDER_LIMIT: 'Il costo totale è inferiore al limite consentito.',
  COUPON_SPLIT_PRICE_TOO_LOW: 'Il prezzo della cedola suddiviso per le quote è troppo basso.',
  CHANGE_PARAMETERS: 'Impossibile calcolare i totali: modificare i parametri e riprovare.',
  TOTOCALCIO_MANDATORY_EVENTS: 'Il numero di eventi obbligatori non corrisponde alla formula scelta.',
  TOTOCALCIO_OPTIONAL_EVENTS: 'Eventi facoltativi insufficienti per la formula scelta.',
  TOTOCALCIO_COLUMNS_OUT_OF_RANGE: 'Il numero di colonne è fuori dai limiti della formula.',
  TOTOCALCIO_NAME_REQUIRED: 'Il nome del sistema è obbligatorio.',

  // Graphics
  GRAPHIC_NAME_TAKEN: 'Nome grafica già utilizzato.',
  GRAPHIC_CREATE_ERROR: 'Errore nella creazione della grafica, riprovare più tardi.',
  GRAPHIC_DELETE_ERROR: 'Errore nella cancellazione della grafica, riprovare più tardi.',
  GRAPHIC_PREVIEW_ERROR: "Errore nella generazione dell'anteprima, riprovare più tardi.",

  // Extraordinary awards
  AWARD_CREATE_ERROR: 'Errore nella creazione del premio straordinario, riprovare più tardi.',
  AWARD_UPDATE_ERROR: 'Errore nella modifica del premio straordinario, riprovare più tardi.',
  AWARD_DELETE_ERROR: 'Errore nella cancellazione del premio straordinario, riprovare più tardi.',
  AWARD_DUPLICATE_ERROR: 'Errore nella duplicazione del premio straordinario, riprovare più tardi.',
  AWARD_ALREADY_PRESENT: 'Esiste già un premio straordinario per questo concorso.',

  // Archive and quote
  ARCHIVE_QUOTE_ASSIGN_ERROR: "Errore nell'assegnazione delle quote, riprovare più tardi.",
  QUOTE_AMOUNT_INVALID: 'La quantità di quote deve essere maggiore di zero.',
  QUOTE_NOT_AVAILABLE: 'La quantità richiesta supera le quote disponibili.',
  QUOTE_ALREADY_ASSOCIATED: 'La ricevitoria ha già quote associate: modificare il numero esistente.',
  QUOTE_IVR_UNKNOWN: 'Codici IVR non associati ad alcuna ricevitoria: {codes}.',

  // Structures and systems
  STRUCTURE_CREATE_ERROR: 'Errore nella creazione della struttura, riprovare più tardi.',
  STRUCTURE_SAVE_ERROR: 'Errore nel salvataggio della struttura, riprovare più tardi.',
  STRUCTURE_GENERATION_ERROR: 'Errore nella generazione dei sistemi, riprovare più tardi.',
  STRUCTURE_CONSTRAINTS_SAVE_ERROR: 'Errore nel salvataggio dei vincoli, riprovare più tardi.',
  STRUCTURE_DATA_MISSING: 'Dati della struttura mancanti.',
  STRUCTURE_NAME_TAKEN: 'Nome struttura già utilizzato.',
  STRUCTURE_NOT_FOUND: 'Struttura non trovata.',
  STRUCTURE_DELETE_ERROR: 'Errore nella cancellazione della struttura, riprovare più tardi.',
  STRUCTURE_IN_USE: 'La struttura è utilizzata da sistemi pubblicati e non può essere cancellata.',
  CONSTRAINTS_NOT_VALID: 'I vincoli non sono validi.',
  SYSTEM_NOT_FOUND: 'Sistema non trovato.',
} as const;

export type ErrorCode = keyof typeof ERRORS;

export const SUCCESS = {
  USER_CREATED: 'Utente creato con successo',
  USER_UPDATED: 'Utente modificato con successo',
  USER_DELETED: 'Utente cancellato con successo',
  USER_ACTIVATED: 'Utente attivato con successo',
  USER_DEACTIVATED: 'Utente disattivato con successo',
  USER_ENABLED: 'Utente abilitato con successo',
  USER_DISABLED: 'Utente disabilitato con successo',
  RETAILER_ACTIVATED: 'Ricevitoria attivata con successo',
  RETAILER_DEACTIVATED: 'Ricevitoria disattivata con successo',
  RETAILER_ENABLED: 'Ricevitoria abilitata con successo',
  RETAILER_DISABLED: 'Ricevitoria disabilitata con successo',
  PASSWORD_CHANGED: 'Password modificata con successo',
  PASSWORD_CHANGE_FORCED: 'Cambio password forzato impostato con successo',
  PREFERENCES_SAVED: 'Preferenze salvate con successo',
  REQUEST_OK: 'Richiesta effettuata con successo',
  SYSTEMS_GENERATED: 'Sistemi generati',
  STRUCTURE_DELETED: 'Struttura cancellata con successo',
  SYNDICATE_EVALUATED: 'Proposta valutata con successo',
  SYNDICATE_MULTIPLE_APPROVED: 'Proposte approvate con successo',
  SYNDICATE_MULTIPLE_REJECTED: 'Proposte rifiutate con successo',
  LOGGED_OUT: 'Disconnessione effettuata',
} as const;

export type SuccessCode = keyof typeof SUCCESS;

/** Fill `{name}` placeholders. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

export function errorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  const defaults: Record<string, string> = { phone: CUSTOMER_SERVICE.phone, email: CUSTOMER_SERVICE.email };
  return format(ERRORS[code], { ...defaults, ...params });
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERRORS;
}

/** The one error shape of the API. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fields: Record<string, string>;
}
