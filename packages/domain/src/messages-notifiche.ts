/**
 * Italian texts of the staff's notification pages (overview, lists, form and its rich-text editor, the reach dialog):
 * lazily loaded routes that import them by path. The reach figures and the outlet preview keep theirs in messages-
 * notifications.ts.
 */

export const COL_DENOMINATION = 'Denominazione';
export const COL_CITY = 'Comune';
export const COL_PROVINCE = 'Provincia';
export const EDITOR_TOOLBAR = 'Formattazione';
export const EDITOR_BOLD = 'Grassetto';
export const EDITOR_ITALIC = 'Corsivo';
export const EDITOR_BULLET_LIST = 'Elenco puntato';
export const EDITOR_NUMBERED_LIST = 'Elenco numerato';
export const EDITOR_INSERT_LINK = 'Inserisci link';
export const EDITOR_REMOVE_LINK = 'Rimuovi link';
export const EDITOR_LINK_ADDRESS = 'Indirizzo (https://…)';
export const EDITOR_LINK_HINT = 'Solo indirizzi https://, http:// o mailto:';
export const EDITOR_INSERT = 'Inserisci';
export const FIELD_PRIORITY = 'Priorità';
export const FIELD_PRIORITY_HINT = '1 = mostrata per prima';
export const FIELD_TITLE = 'Titolo';
export const EDITOR_LOADING = 'Caricamento editor';
export const FIELD_CONTENT = 'Contenuto';
export const FIELD_URL = 'URL (facoltativo)';
export const FIELD_URL_HINT = 'https://… oppure un percorso del portale, es. /superenalotto/sistemi';
export const FIELD_OUTLET_URL = 'URL per le ricevitorie (facoltativo)';
export const FIELD_OUTLET_URL_HINT =
  "Se vuoto, le ricevitorie ricevono l'URL qui sopra solo se è un indirizzo esterno o una pagina della bacheca (/bacheca…)";
export const FIELD_AUDIENCE = 'Destinazione';
export const TARGETS_TITLE = 'Ricevitorie destinatarie (facoltativo)';
export const TARGETS_HINT =
  'Tra le ricevitorie dei giochi scelti, solo quelle in una delle regioni, o in una delle province, o con uno dei codici IVR indicati. Senza indicazioni: tutte. Il back office non è interessato.';
export const FIELD_REGIONS = 'Regioni';
export const FIELD_PROVINCES = 'Province (sigla)';
export const FIELD_IVR_CODES = 'Codici IVR';
export const FIELD_VISIBLE_FROM = 'Visualizzazione dal';
export const ROME_TIME = 'Ora italiana';
export const FIELD_EXPIRES = 'Scadenza';
export const FIELD_EXPIRES_HINT = 'Successiva alla visualizzazione';
export const FORM_SUBTITLE = 'Categoria, testo, destinazione e periodo di visualizzazione (ora italiana).';
export const COL_SHOWN = 'Visualizzazione';
export const BANNER_SUBTITLE = 'Avvisi mostrati in testa alle bacheche, per priorità.';
export const POPUP_SUBTITLE = 'Avvisi in primo piano, mostrati una volta a ogni utente finché non li legge.';
export const SEARCH_PLACEHOLDER = 'Titolo, contenuto, ID';
export const FILTER_VISIBLE_FROM = 'Visibile dal';
export const FILTER_VISIBLE_TO = 'Visibile al';
export const OVERVIEW_EMPTY = 'Nessuna notifica.';
export const COL_TYPE = 'Tipo';
export const COL_PERIOD = 'Periodo';
export const OVERVIEW_TITLE = 'Notifiche';
export const OVERVIEW_SUBTITLE = 'Banner e popup per le ricevitorie dei giochi e per il back office.';
export const OPEN_LIST = 'Apri elenco';
export const ACTIVE_BY_AUDIENCE = 'Attive per destinazione';
export const ACTIVE_BANNERS = 'Banner attivi';
export const ACTIVE_POPUPS = 'Popup attivi';
export const ACTIVE_NOW = 'Attive ora';
export const UPCOMING = 'Prossime programmate';
/** The IVR codes field's hint: "… 12 riconosciuti (al massimo 5.000)". */
export const FIELD_IVR_CODES_HINT =
  'Incollare i codici, uno per riga o separati da virgole o spazi: {count} riconosciuti (al massimo {max})';
export const LAST_UPDATE = 'Ultimo aggiornamento {at} · creata da {by}';
/** {type}: the notification type in lower case ("banner", "popup"). */
export const CREATE_TITLE = 'Nuovo {type}';
export const UPDATE_TITLE = 'Modifica {type}';
export const UPDATE_SUBTITLE = '«{title}» (ID {id})';
export const LIST_TITLE = 'Notifiche {type}';
export const LIST_GRID_LABEL = 'Elenco notifiche {type}';
export const EDIT_LABEL = 'Modifica {title}';
export const DELETE_LABEL = 'Cancella {title}';
export const DELETE_TITLE = 'Cancellazione {type}';
export const DELETE_BODY = 'Cancellare «{title}» (ID {id})? Non sarà più mostrata su nessuna bacheca.';
