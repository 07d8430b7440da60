/**
 * The Italian message catalogue: every error code the API answers and every success message the UI shows.
 * One home for Italian text, shared by server and browser (spec §8).
 */
import * as FIELD_ERRORS from './messages-field-errors';
import * as SUCCESS from './messages-success';

/** Customer-service contacts shown when an account is locked (spec §9). Deployments may override at the edge. */
export const CUSTOMER_SERVICE = {
  phone: '800 123 456',
  email: 'assistenza@bachecaricevitori.it',
  privacyEmail: 'privacy@bachecaricevitori.it',
} as const;

/** The halves of the structure deletion rule: the refusals and the delete dialog share the words. */
const STRUCTURE_PUBLISHED_OPEN = 'sistemi pubblicati su un concorso aperto alla vendita, anche esauriti';
const STRUCTURE_QUEUED_IN_JOB = 'sistemi in attesa in un job di pubblicazione in corso';

/** The delete dialog's statement of the rule (apps/web features/strutture). */
export const STRUCTURE_DELETE_RULE = `Una struttura non è cancellabile finché ha ${STRUCTURE_QUEUED_IN_JOB} o ${STRUCTURE_PUBLISHED_OPEN}.`;

/** The outlet's proposal form (/bacheca/proposte) when Totocalcio is chosen: no structure, the system in the note. */
export const TOTOCALCIO_PROPOSAL_HINT =
  'Totocalcio non ha strutture: scegli il concorso e descrivi nella nota il sistema che proponi (formula, eventi fissi, doppie e triple). Lo staff lo valuta e, se approvato, lo crea sul concorso.';

export const ERRORS = {
  // Session and login (spec §4, §8)
  SESSION_EXPIRED: 'Sessione scaduta',
  REFRESH_FAILED: 'Errore nel refresh',
  INVALID_GRANT: 'Codice o password errati',
  LOGIN_ERROR: 'Si è verificato un errore durante la login. Riprovare più tardi',
  ACCOUNT_LOCKED:
    "Utenza bloccata: hai superato il numero massimo di tentativi di accesso (5). Contatta il Servizio Clienti al numero {phone} o all'indirizzo {email}.",
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
  SERVICE_UNAVAILABLE: 'Servizio momentaneamente non disponibile: riprovare tra qualche istante.',
  IN_USE: 'Il record è collegato ad altri dati (ad esempio quote assegnate) e non può essere cancellato.',
  METHOD_NOT_ALLOWED: 'Operazione non consentita su questo indirizzo.',
  URL_INVALID: "L'indirizzo della richiesta non è valido.",
  URL_TOO_LONG: "L'indirizzo della richiesta è troppo lungo.",
  HEADERS_TOO_LARGE: 'Le intestazioni della richiesta sono troppo grandi.',
  BODY_NOT_JSON: 'Il corpo della richiesta non è un JSON valido.',
  BODY_TOO_LARGE: 'Il corpo della richiesta è troppo grande.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato della richiesta non supportato: inviare JSON (application/json).',
  BAD_REQUEST: 'Richiesta non valida.',
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
  IMPERSONATION_BLOCKED: 'Non è possibile simulare una ricevitoria bloccata: sbloccarla prima.',
  SIMULATION_DATA_ERROR: 'Errore nel recupero dei dati della simulazione, riprovare più tardi.',
  IVR_CODE_NOT_FOUND: 'Codice IVR non trovato.',
  IMPORT_INVALID: 'Il file contiene errori: nessuna modifica è stata applicata.',

  // Jobs
  PUBLISH_JOBS_ERROR: 'Errore nella pubblicazione dei sistemi, riprovare più tardi.',
  JOB_ID_INVALID: 'Il codice del job deve avere il formato Gioco_ID (es. SE_1042).',
  JOB_NOT_FOUND: 'Job di pubblicazione non trovato.',
  PUBLISH_CONTESTS_TOO_MANY:
    'Al massimo {max:concorso selezionabile|concorsi selezionabili} (preferenza "concorsi selezionabili in amministrazione").',
  PUBLISH_CONTEST_NOT_OFFERED:
    'Il {contest} non è selezionabile: si pubblica sui prossimi concorsi aperti, al massimo {max:concorso|concorsi}.',
  PUBLISH_SYSTEMS_INVALID:
    'Alcuni sistemi non sono pubblicabili: si pubblicano solo i sistemi in bozza del gioco ({count} esclusi).',
  PUBLISH_NAMES_DUPLICATE: 'Nomi Si.ce. ripetuti sullo stesso concorso: ogni sistema deve avere un nome diverso.',
  DETAIL_NAME_TAKEN: 'Il nome {name} è già usato sul {contest}.',
  DETAIL_NAME_REPEATED: 'Il nome {name} è indicato per più sistemi.',
  PUBLISH_ITEM_SYSTEM_GONE: 'Il sistema non è più in bozza (cancellato o modificato) e non è stato pubblicato.',
  PUBLISH_ITEM_CONTEST_CLOSED: 'Il concorso ha chiuso le vendite prima della pubblicazione.',
  PUBLISH_ITEM_NAME_TAKEN: 'Il nome Si.ce. è già usato da un altro sistema sul concorso.',
  PUBLISH_ITEM_CANCELLED: 'Riga annullata con il job prima della pubblicazione.',
  JOB_NOT_RUNNING: 'Il job non è in corso: si annulla solo un job in corso.',
  JOB_STILL_RUNNING: 'Il job è ancora in corso: le righe in errore si ripetono quando è concluso.',
  JOB_NOTHING_TO_RETRY: 'Il job non ha righe in errore da ripetere.',
  VIEW_NOT_FOUND: 'Vista salvata non trovata.',
  VIEW_NOT_OWNER: 'Si modificano o eliminano solo le proprie viste salvate.',
  VIEW_SHARE_FORBIDDEN: 'Solo gli amministratori possono condividere una vista con tutto il personale.',
  VIEW_NAME_REQUIRED: 'Il nome della vista è obbligatorio.',
  VIEW_NAME_TOO_LONG: 'Il nome della vista può avere al massimo {max:carattere|caratteri}.',
  VIEW_NAME_TAKEN: 'Hai già una vista chiamata "{name}" su questo elenco.',
  VIEW_LIST_INVALID: 'Elenco non valido: indicare il percorso della pagina (es. /superenalotto/sistemi).',
  VIEW_SEARCH_INVALID:
    'Filtri non validi: al massimo {max:carattere|caratteri}, nel formato della barra degli indirizzi (es. ?status=BOZZA).',
  NOTIFICATION_NOT_FOUND: 'Notifica non trovata.',
  PREFERENCES_COUNT_RANGE: 'Il valore deve essere un numero intero da 1 a 100.',
  PREFERENCES_UPSELLING_RANGE: 'I concorsi di upselling mostrati devono essere da 3 a 15.',
  PREFERENCES_THRESHOLD_FORMAT: 'La soglia dei sistemi premium va indicata in euro,centesimi (es. 50 oppure 50,00).',
  PREFERENCES_PERCENTAGE_RANGE: 'La percentuale di quote assegnate deve essere compresa tra 0 e 100.',

  // Calculate totals (spec §8, docs/domain.md §3)
  BOARD_TYPE_UNKNOWN: 'Tipo di bacheca non riconosciuto.',
  BLOCK_TYPE_UNHANDLED: 'Tipo di modulo non gestito per questa struttura.',
  NUMBERS_OUT_OF_RANGE: 'Numeri, Euronumeri o SuperStar fuori dai limiti consentiti.',
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
  SYSTEMS_COUNT_OUT_OF_RANGE: 'Il numero di sistemi da generare deve essere compreso tra 1 e 999.',
  SYSTEMS_NOT_DISTINCT:
    'Con questi vincoli non si possono generare tanti sistemi tutti diversi: ridurre il numero o allentare i vincoli.',

  // Calculate totals and generation: per-field details of the codes above ({…} filled by the engine)
  DETAIL_NOT_OFFERED: '{value} non previsto per {game}: ammessi {allowed}.',
  DETAIL_RANGE: 'Valore ammesso da {min} a {max}.',
  DETAIL_MODULES_EXACTLY_ONE: 'Una struttura non ad accumulo ha esattamente un modulo.',
  DETAIL_MODULES_SAME_TYPE: 'Una struttura ad accumulo ha uno o più moduli, tutti dello stesso tipo.',
  DETAIL_MODULES_AT_LEAST_TWO: 'Un multisistema ad accumulo ha almeno due moduli.',
  DETAIL_SUPERSTAR_NOT_OFFERED: '{game} non prevede la SuperStar.',
  DETAIL_SUPERSTAR_COHERENCE: 'La SuperStar va indicata in tutti i moduli o in nessuno.',
  DETAIL_SINGLE_STAR: 'La SuperStar singola richiede esattamente una SuperStar.',
  DETAIL_COMBINATIONS_MAX: '{value:combinazione|combinazioni}: massimo {max} per struttura.',
  DETAIL_PLAY_MAX: '{value:combinazione non suddivisibile|combinazioni non suddivisibili}: massimo {max} per cedola.',
  DETAIL_CEDOLE_MAX: '{value:cedola|cedole}: massimo {max}.',
  DETAIL_NOT_DIVISIBLE: 'Il costo totale di {value} non si divide in {quotes:quota|quote} da centesimi interi.',
  DETAIL_QUOTA_PRICE_RANGE: 'Prezzo della quota {value}: ammesso da {min} a {max}.',
  DETAIL_TOTAL_MIN: 'Costo totale {value}: minimo {min}.',
  DETAIL_CEDOLA_SHARE_MIN: 'La cedola da {value} divisa in {quotes:quota|quote} scende sotto {min} per quota.',
  DETAIL_MANDATORY_EVENTS:
    'La formula {formula} richiede esattamente {required:evento obbligatorio|eventi obbligatori} (indicati: {value}).',
  DETAIL_OPTIONAL_EVENTS:
    'La formula {formula} richiede almeno {required:evento facoltativo|eventi facoltativi} (indicati: {value}).',
  DETAIL_EVENTS_MAX: 'Una schedina ha al massimo {max:evento|eventi} (indicati: {value}).',
  DETAIL_COLUMNS_RANGE: '{value:colonna|colonne}: ammesse da {min} a {max}.',
  DETAIL_CONSTRAINT_NUMBER_RANGE: "Il numero {value} è fuori dall'intervallo {min}–{max}.",
  DETAIL_CONSTRAINT_FIXED_EXCLUDED: 'Il numero {value} non può essere sia fisso sia escluso.',
  DETAIL_CONSTRAINT_OPTION: 'Valore {value} non ammesso: da {min} a {max}.',
  DETAIL_CONSTRAINT_TOO_MANY_FIXED: '{value:numero fisso|numeri fissi}: al massimo {max}, la numerosità del modulo.',
  DETAIL_CONSTRAINT_POOL: 'Numeri disponibili dopo esclusioni e vincoli automatici: {value}; ne servono {min}.',
  DETAIL_SYSTEMS_DISTINCT: 'Al massimo {max:sistema diverso|sistemi diversi} con questi vincoli.',

  // Graphics
  GRAPHIC_NAME_TAKEN: 'Nome grafica già utilizzato.',
  GRAPHIC_CREATE_ERROR: 'Errore nella creazione della grafica, riprovare più tardi.',
  GRAPHIC_DELETE_ERROR: 'Errore nella cancellazione della grafica, riprovare più tardi.',
  GRAPHIC_PREVIEW_ERROR: "Errore nella generazione dell'anteprima, riprovare più tardi.",
  GRAPHIC_NAME_REQUIRED: 'Il nome della grafica è obbligatorio.',
  GRAPHIC_NAME_TOO_LONG: 'Il nome della grafica può avere al massimo 50 caratteri.',
  GRAPHIC_STRUCTURE_REQUIRED: 'La struttura della grafica è obbligatoria.',
  GRAPHIC_NOT_FOUND: 'Grafica non trovata.',
  GRAPHIC_IN_USE: 'La grafica è usata da sistemi pubblicati su un concorso e non può essere cancellata.',
  GRAPHIC_BACKGROUND_INVALID: "Lo sfondo deve essere un'immagine JPEG o PNG di al massimo 1200×800 pixel.",
  GRAPHIC_CONTRAST_TOO_LOW: 'Colore del testo poco leggibile sullo sfondo: serve un contrasto di almeno 4,5:1.',
  GRAPHIC_PLACEHOLDER_UNKNOWN:
    'Segnaposto non riconosciuto: usare {struttura}, {sistema}, {concorso}, {prezzoQuota}, {quote} o {combinazioni}.',
  GRAPHIC_GAME_NOT_SUPPORTED: 'Totocalcio non prevede grafiche.',

  // Extraordinary awards
  AWARD_CREATE_ERROR: 'Errore nella creazione del premio straordinario, riprovare più tardi.',
  AWARD_UPDATE_ERROR: 'Errore nella modifica del premio straordinario, riprovare più tardi.',
  AWARD_DELETE_ERROR: 'Errore nella cancellazione del premio straordinario, riprovare più tardi.',
  AWARD_DUPLICATE_ERROR: 'Errore nella duplicazione del premio straordinario, riprovare più tardi.',
  AWARD_ALREADY_PRESENT: 'Esiste già un premio straordinario per questo concorso.',
  AWARD_DUPLICATE_SAME_CONTEST: 'Il premio è già su questo concorso: scegliere un altro concorso per duplicarlo.',
  AWARD_NOT_FOUND: 'Premio straordinario non trovato.',
  AWARD_LABEL_REQUIRED: "L'etichetta per la colonna dei vincitori è obbligatoria.",
  AWARD_LABEL_TOO_LONG: "L'etichetta può avere al massimo 60 caratteri.",
  AWARD_CONTEST_REQUIRED: 'Il concorso è obbligatorio.',
  AWARD_ICON_REQUIRED: "Per mostrare l'icona è necessario caricarla.",
  AWARD_ICON_INVALID: "L'icona deve essere un'immagine JPEG o PNG.",
  AWARD_ICON_TOO_LARGE: "L'icona può misurare al massimo 200×30 pixel.",
  AWARD_WIN_INVALID: 'La vincita associata deve essere un importo in euro maggiore o uguale a zero.',

  // Notifications (banner and popup)
  NOTIFICATION_CATEGORY_REQUIRED: 'La categoria è obbligatoria.',
  NOTIFICATION_TITLE_REQUIRED: 'Il titolo è obbligatorio.',
  NOTIFICATION_TITLE_TOO_LONG: 'Il titolo può avere al massimo 120 caratteri.',
  NOTIFICATION_CONTENT_REQUIRED: 'Il contenuto è obbligatorio.',
  NOTIFICATION_CONTENT_TOO_LONG: 'Il contenuto è troppo lungo.',
  NOTIFICATION_URL_INVALID:
    "L'URL deve iniziare con https:// o http://, oppure essere un percorso del sito: una sola / iniziale, senza \\ né barre codificate (%2F, %5C) né spazi.",
  NOTIFICATION_PRIORITY_INVALID: 'La priorità deve essere un numero intero da 1 a 99.',
  NOTIFICATION_SCOPE_REQUIRED: 'Indicare almeno una destinazione (un gioco o il back office).',
  NOTIFICATION_VISIBLE_FROM_REQUIRED: 'La data di visualizzazione è obbligatoria.',
  NOTIFICATION_EXPIRY_REQUIRED: 'La data di scadenza è obbligatoria.',
  NOTIFICATION_EXPIRY_BEFORE_VISIBILITY: 'La data di scadenza deve essere successiva alla data di visualizzazione.',
  NOTIFICATION_SAVE_ERROR: 'Errore nel salvataggio della notifica, riprovare più tardi.',
  NOTIFICATION_DELETE_ERROR: 'Errore nella cancellazione della notifica, riprovare più tardi.',
  NOTIFICATION_IVR_UNKNOWN: 'Codici IVR non trovati ({count}): {codes}.',

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
  // the structure deletion rule (STRUCTURE_DELETE_RULE below) in the same words
  STRUCTURE_IN_USE: `Struttura non cancellabile: ha ${STRUCTURE_PUBLISHED_OPEN}.`,
  STRUCTURE_QUEUED: `Struttura non cancellabile: ha ${STRUCTURE_QUEUED_IN_JOB} ({jobId}).`,
  CONSTRAINTS_NOT_VALID: 'I vincoli non sono validi.',
  STRUCTURE_NAME_REQUIRED: 'Il nome della struttura è obbligatorio.',
  STRUCTURE_NAME_TOO_LONG: 'Il nome della struttura può avere al massimo 50 caratteri.',
  STRUCTURE_SHORT_DESCRIPTION_REQUIRED: 'La descrizione breve è obbligatoria.',
  STRUCTURE_SHORT_DESCRIPTION_TOO_LONG: 'La descrizione breve può avere al massimo 100 caratteri.',
  STRUCTURE_EXTENDED_DESCRIPTION_REQUIRED: 'La descrizione estesa è obbligatoria.',
  STRUCTURE_TAG_REQUIRED: 'Indicare almeno un tag.',
  STRUCTURE_MODULE_REQUIRED: 'Indicare almeno un modulo.',
  STRUCTURE_CHANNEL_REQUIRED: 'Indicare almeno un canale di proposta.',
  STRUCTURE_SALES_CHANNEL_REQUIRED: 'Il canale di vendita è obbligatorio.',
  STRUCTURE_TEMPLATE_REQUIRED: 'Il template grafico è obbligatorio.',
  STRUCTURE_ID_REQUIRED: "L'identificativo della struttura è obbligatorio.",
  STRUCTURE_EURONUMBERS_LOCKED: 'La struttura Euronumeri non è modificabile finché è associata una grafica.',
  SUPERSTAR_NOT_COHERENT: 'SuperStar non coerente: almeno una per ogni modulo, oppure nessuna.',
  QUOTES_REQUIRED: 'Il numero di quote è obbligatorio.',
  PERCENTAGE_REQUIRED: 'La percentuale di quote preassegnate è obbligatoria.',
  PERCENTAGE_OUT_OF_RANGE: 'La percentuale di quote preassegnate deve essere compresa tra 1 e 100.',
  QUOTE_RANGE_INVALID: 'Il prezzo quota minimo non può superare il massimo.',
  TOTAL_RANGE_INVALID: 'Il prezzo totale minimo non può superare il massimo.',
  GENERATE_COUNT_REQUIRED: 'Il numero di sistemi da generare è obbligatorio.',
  SYSTEM_NAME_REQUIRED: 'Il nome del sistema è obbligatorio per la pubblicazione.',
  SYSTEM_NAME_TOO_LONG: 'Il nome del sistema può avere al massimo 15 caratteri.',
  CONTEST_REQUIRED: 'Selezionare almeno un concorso per la pubblicazione.',
  CONTEST_NOT_FOUND: 'Concorso non trovato o non più aperto alle vendite.',
  QUOTE_IVR_REQUIRED: 'Il codice IVR è obbligatorio.',
  SYSTEM_NOT_FOUND: 'Sistema non trovato.',
  GAME_DISABLED: 'Il gioco non è attivo su questo portale.',
  // Odds (decisions.md "Draw results and wins")
  ODDS_TOTOCALCIO: 'Probabilità non previste per il Totocalcio.',
  ODDS_UNAVAILABLE: 'Probabilità non disponibili: calcolo troppo lungo.',

  // Administrators, outlets, roles and registry import
  USERNAME_RESERVED: 'Questo username è riservato: sceglierne un altro.',
  NAME_REQUIRED: 'Il nome è obbligatorio.',
  EMAIL_REQUIRED: "L'indirizzo e-mail è obbligatorio.",
  EMAIL_INVALID: "L'indirizzo e-mail non è valido.",
  PHONE_INVALID: 'Il numero di telefono non è valido.',
  IVR_CODE_INVALID: 'Il codice IVR deve essere alfanumerico (massimo 20 caratteri).',
  DENOMINATION_REQUIRED: 'La denominazione è obbligatoria.',
  PROVINCE_INVALID: 'La provincia deve essere la sigla di una provincia italiana (es. RM).',
  REGION_INVALID: 'Regione non valida: indicare una delle 20 regioni italiane.',
  ZONE_INVALID: 'Zona non valida: Nord-Ovest, Nord-Est, Centro, Sud o Isole.',
  OUTLET_FIELD_REQUIRED: 'Campo obbligatorio per una nuova ricevitoria.',
  CAP_INVALID: 'Il CAP deve essere di 5 cifre.',
  CONCESSION_INVALID: 'La concessione deve essere PGS o TEL.',
  PASSWORD_OR_INVITE: "Indicare una password iniziale oppure l'invito via e-mail, non entrambi.",
  INVITE_EMAIL_REQUIRED: "Per inviare l'invito è necessario l'indirizzo e-mail.",
  CANNOT_ACT_ON_SELF: 'Non è possibile eseguire questa operazione sul proprio utente.',
  FIELD_NOT_EDITABLE: 'Codice IVR, rice, ruolo, term, username e zona non sono modificabili.',
  ROLE_NOT_EDITABLE: 'I permessi di questo ruolo non sono modificabili.',
  STAFF_ROLE_REQUIRED: 'Il ruolo di un amministratore non può essere ricevitore.',
  CHANGE_REQUEST_NOT_FOUND: 'Richiesta di modifica non trovata.',
  CHANGE_REQUEST_DECIDED: 'La richiesta di modifica è già stata approvata o rifiutata.',
  CHANGE_REQUEST_EMPTY: 'La richiesta di modifica non contiene modifiche.',
  CHANGE_REQUEST_REASON_REQUIRED: 'Indicare il motivo del rifiuto della richiesta.',
  IMPORT_EMPTY: 'Il file non contiene righe da importare.',
  IMPORT_HEADER_INVALID: 'Intestazione del file non valida: {detail}.',
  IMPORT_TOO_MANY_ROWS: 'Il file supera il numero massimo di righe ({max}).',
  IMPORT_TOO_LARGE: 'Il file supera {max:carattere|caratteri}.',
  // batch analysis of systems
  ANALYSIS_TARGET_REQUIRED: 'Indicare i sistemi oppure i filtri da analizzare, non entrambi.',
  ANALYSIS_TOO_MANY: 'Troppi sistemi da analizzare: {count} (al massimo {max}). Restringere i filtri.',
  ANALYSIS_NOT_NUMERICAL: "L'analisi e l'importazione riguardano i giochi a numeri.",

  // Structures, systems and quote
  STRUCTURE_HAS_SYSTEMS:
    'La struttura ha sistemi generati: tipo, bacheca, moduli e quote non sono modificabili. Duplicarla per crearne una nuova.',
  SYSTEM_NUMBERS_INVALID: 'I numeri del sistema non rispettano i moduli della struttura.',
  SYSTEM_DUPLICATE: 'Esiste già un sistema della struttura con gli stessi numeri.',
  SYSTEM_ALREADY_PRESENT: 'Sistema già presente: il concorso ha già un sistema con gli stessi numeri.',
  SYSTEM_NOT_EDITABLE: 'Il sistema non è modificabile: è cancellato oppure il suo concorso è chiuso.',
  QUOTE_IVR_DUPLICATE: 'Ogni codice IVR può comparire una sola volta nella richiesta.',
  // quote only on published systems; cancel and withdraw
  SYSTEM_NOT_PUBLISHED: 'Il sistema è una bozza: quote solo sui sistemi pubblicati su un concorso aperto.',
  QUOTE_OUTLET_INACTIVE: 'Ricevitorie non attive o non abilitate: {codes}.',
  DETAIL_OUTLET_INACTIVE: 'La ricevitoria {code} non è attiva o non è abilitata.',
  SYSTEM_CANCEL_REASON_REQUIRED: "Indicare il motivo dell'annullamento.",
  SYSTEM_ALREADY_CANCELLED: 'Il sistema è già annullato.',
  SYSTEM_WITHDRAW_CLOSED: 'Il sistema non può essere ritirato: il concorso è chiuso.',
  SYSTEM_WITHDRAW_HELD:
    'Il sistema non può essere ritirato: le ricevitorie ne hanno già acquisito {count:quota|quote}.',
  SYSTEM_WITHDRAW_HELD_ONE: 'Il sistema non può essere ritirato: 1 quota è già stata acquisita da una ricevitoria.',
  // bulk actions on systems
  BULK_TARGET_REQUIRED: 'Indicare i sistemi selezionati oppure il filtro, non entrambi.',
  BULK_TAGS_REQUIRED: 'Indicare almeno un tag da aggiungere o da togliere.',
  BULK_EVIDENCE_REQUIRED: "Indicare se mettere o togliere l'evidenza.",
  BULK_QUOTE_OUTLET_REQUIRED: 'Indicare il codice IVR della ricevitoria.',
  BULK_SYSTEM_CANCELLED: 'Il sistema è annullato: non è modificabile.',
  BULK_FILTER_TOO_LARGE:
    'Il filtro seleziona {count:sistema|sistemi}: al massimo {max} per volta. Restringere il filtro.',
  TAG_NOT_FOUND: 'Tag non trovato.',
  TAG_LAST_OF_STRUCTURE: "Il tag è l'unico di alcune strutture ({names}): ogni struttura deve avere almeno un tag.",
  DETAIL_SYSTEM_MODULES_COUNT: 'La struttura ha {expected:modulo|moduli} (indicati: {value}).',
  DETAIL_SYSTEM_NUMBERS_COUNT: 'Il modulo gioca {expected:numero|numeri} (indicati: {value}).',
  DETAIL_SYSTEM_NUMBER_REPEATED: 'Il numero {value} è ripetuto.',
  DETAIL_SYSTEM_BASE: 'Basi: {expected:numero scelto|numeri scelti} tra quelli del modulo.',
  DETAIL_SYSTEM_CONSTRAINT_AUTOMATIC: 'Numeri non ammessi dai vincoli automatici della struttura: {values}.',
  DETAIL_SYSTEM_CONSTRAINT_EXCLUDED: 'Numeri esclusi dai vincoli della struttura: {values}.',
  DETAIL_SYSTEM_CONSTRAINT_FIXED: 'Numeri fissi della struttura da giocare: {values}.',
  DETAIL_QUOTE_AVAILABLE: '{value:quota richiesta|quote richieste}, {max:disponibile|disponibili}.',
  DETAIL_QUOTE_ASSOCIATED: 'La ricevitoria {code} ha già {value:quota|quote}: modificarne il numero.',
  DETAIL_IVR_UNKNOWN: 'Nessuna ricevitoria con codice IVR {code}.',
  DETAIL_IVR_DUPLICATE: 'Il codice IVR {code} è indicato più volte.',
  PROPOSAL_NOT_FOUND: 'Proposta non trovata.',
  PROPOSAL_NOT_TO_EVALUATE: 'La proposta è già stata valutata.',
  PROPOSAL_NOT_APPROVED: 'Si possono sviluppare solo le proposte approvate.',
  PROPOSAL_REASON_REQUIRED: 'Indicare il motivo del rifiuto.',
  PROPOSAL_NOTE_TOO_LONG: 'La nota può contenere al massimo 500 caratteri.',
  PROPOSAL_STRUCTURE_UNAVAILABLE: 'Struttura non disponibile per le proposte: deve essere visibile in vetrina.',
  PROPOSAL_TOTOCALCIO_NO_STRUCTURE:
    'Una proposta Totocalcio non ha struttura né numeri: indicare il concorso e, nella nota, i segni desiderati.',
  PROPOSAL_TOTOCALCIO_NOTE_REQUIRED:
    'Descrivere nella nota il sistema Totocalcio proposto (formula e segni desiderati).',
  PROPOSAL_TOTOCALCIO_NOT_DEVELOPABLE:
    'Una proposta Totocalcio non si sviluppa da qui: creare il sistema da «Crea sistema» Totocalcio sul concorso della proposta.',
  PROPOSAL_GAME_NOT_ENABLED: 'La ricevitoria non è abilitata al gioco.',
  RESULT_NOT_FOUND: 'Nessun risultato inserito per il concorso.',
  RESULT_CONTEST_OPEN: 'Concorso ancora in vendita: il risultato si inserisce dopo la chiusura.',
  RESULT_SAME_USER: 'Il risultato va confermato da un utente diverso da chi lo ha inserito.',
  RESULT_CONFIRMED: 'Risultato confermato: riaprirlo per modificarlo.',
  RESULT_NOT_DRAFT: 'Il risultato non è in bozza.',
  RESULT_NOT_CONFIRMED: 'Il risultato non è confermato.',
} as const;

export type ErrorCode = keyof typeof ERRORS;

/**
 * The field-level texts (messages-field-errors.ts) and the success messages (messages-success.ts): one constant a text
 * in their own files, which the web imports by path; here as namespaces, for the server and the tests.
 */
export { FIELD_ERRORS, SUCCESS };

export type SuccessCode = keyof typeof SUCCESS;

/** `npm run create-admin`: the operator's command that creates the first super_admin of a database. */
export const CREATE_ADMIN = {
  USAGE:
    'Uso: npm run create-admin -- --username NOME --email INDIRIZZO [--name "Nome Cognome"]\n' +
    'La password si legge da ADMIN_PASSWORD o, se assente, dalla prima riga dello standard input.',
  PASSWORD_PROMPT: 'Password del super_admin: ',
  ALREADY_EXISTS:
    'Esiste già un super_admin ({username}): il comando crea solo il primo. Gli altri utenti si creano da /amministratori.',
  CREATED: 'Super_admin {username} creato. Accedere con questa password; la si può cambiare dal profilo.',
} as const;

/** Italian names of the structure types (the archive's "Tipo" column, filters, detail). */
/** Italian words of the filter options that have no label elsewhere (the field errors list them by these). */
export const OPTION_LABELS = {
  contestWhen: { upcoming: 'Prossimi', past: 'Passati', all: 'Tutti' },
  exportFormat: { csv: 'CSV', xlsx: 'Excel' },
} as const;

export const STRUCTURE_TYPE_LABELS = {
  NON_ACCUMULO: 'Sistema non ad accumulo',
  ACCUMULO: 'Sistema ad accumulo',
  MULTISISTEMA_ACCUMULO: 'Multisistema ad accumulo',
} as const;

/**
 * A count with its noun in the right number (never "1 sistemi", "1 valori"): `countNoun(1, 'sistema',
 * 'sistemi')` is "1 sistema", 0 and 2+ take the plural as Italian does. Counts of 1.000 and more are grouped ("3.600 voci").
 */
export function countNoun(n: number, one: string, many: string): string {
  return `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ${n === 1 ? one : many}`;
}

/**
 * Fill `{name}` placeholders; `{name:singolare|plurale}` is the count `name` with its noun in the right number
 * ("Indicare almeno {min:valore|valori}." → "Indicare almeno 1 valore.").
 */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template
    .replace(/\{(\w+):([^|{}]+)\|([^{}]+)\}/g, (m, k, one, many) => {
      if (!(k in params)) return m;
      const n = params[k];
      // a count already written in words ("100.947", "1.234,56 €") keeps its text; only exactly 1 is singular
      return typeof n === 'number' ? countNoun(n, one, many) : `${n} ${n.trim() === '1' ? one : many}`;
    })
    .replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

export function errorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  const defaults: Record<string, string> = { phone: CUSTOMER_SERVICE.phone, email: CUSTOMER_SERVICE.email };
  return format(ERRORS[code], { ...defaults, ...params });
}

/**
 * The error code a schema's message stands for. The shared schemas give their checks the catalogue's texts
 * (`.min(1, ERRORS.USERNAME_REQUIRED)`) so the browser's form shows them as they are; zod keeps only the message of a
 * built-in check (no code, no params), so the text is how the code travels to the server's validation answer. Every
 * text of the catalogue names one code (messages.test.ts), except `Sessione scaduta`, which the session answers carry
 * and no schema does.
 */
export function errorCodeOfText(text: string): ErrorCode | undefined {
  codeOfText ??= new Map(Object.entries(ERRORS).map(([code, message]) => [message, code as ErrorCode]));
  return codeOfText.get(text);
}
let codeOfText: Map<string, ErrorCode> | undefined;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERRORS;
}

/** The one error shape of the API. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  fields: Record<string, string>;
}
