/**
 * Italian texts of the staff's outlet detail (/ricevitorie/{ivrCode}, its edit form) and simulation page
 * (/ricevitorie/{ivrCode}/simulate): apart from messages-ricevitorie.ts so that the outlet list does not load them;
 * those pages (lazily loaded routes) import them by path. The outlet's field labels are in the web's
 * lib/outlet-field-labels.ts, the change requests' words in messages-outlet.ts.
 */

/**
 * The outlet's boards ("Bacheche") are the list's word (messages-ricevitorie.ts), the change request's "Approva" the
 * proposals' (messages-proposte.ts): each constant is written where it is used, so a page loads no other module for them.
 */
/** The action (the list's column "Attiva" is the state, messages-ricevitorie.ts ACTIVE). */
export const ACTIVATE = 'Attiva';
export const DETAIL_TITLE = 'Ricevitoria {ivrCode}';
export const SIMULATE = 'Simula';
export const PENDING_REQUESTS = 'Richieste in attesa: {count}';
export const ENABLE = 'Abilita';
export const DISABLE = 'Disabilita';
export const DEACTIVATE = 'Disattiva';
export const ENABLE_TITLE = 'Abilitare la ricevitoria {ivrCode}?';
export const DISABLE_TITLE = 'Disabilitare la ricevitoria {ivrCode}?';
export const ACTIVATE_TITLE = 'Attivare la ricevitoria {ivrCode}?';
export const DEACTIVATE_TITLE = 'Disattivare la ricevitoria {ivrCode}?';
/** Enabling or activating. */
export const ACCESS_ON_BODY = 'La ricevitoria potrà di nuovo accedere se è anche abilitata e attiva.';
/** Disabling or deactivating. */
export const ACCESS_OFF_BODY =
  'Le sessioni della ricevitoria terminano subito e non potrà accedere né essere simulata.';
export const FORCE_PASSWORD_BODY =
  'Al prossimo accesso la ricevitoria {ivrCode} dovrà scegliere una nuova password; le sue sessioni terminano subito.';
export const DELETE_TITLE = 'Cancellare la ricevitoria {ivrCode}?';
export const DELETE_BODY =
  'La ricevitoria e la sua utenza saranno cancellate definitivamente. Lo storico resta nel registro delle operazioni.';
export const DATA_SECTION = 'Dati della ricevitoria';
export const REQUESTS_SECTION = 'Richieste di modifica';
export const APPROVE_REQUEST_TITLE = 'Approvare la richiesta?';
export const APPROVE_REQUEST_BODY = 'I valori richiesti sostituiscono quelli attuali della ricevitoria.';
/** The edit form's groups. */
export const READ_ONLY_GROUP = 'Identificativi (non modificabili)';
export const CONTACTS_GROUP = 'Anagrafica e contatti';
export const BOARDS_GROUP = 'Bacheche abilitate';
/** The simulation page. */
export const SIMULATION_TITLE = 'Simulazione Ricevitorie';
export const LINK_NOT_CONFIGURED = 'Collegamento non configurato.';
export const BACK_TO_OUTLET = 'Torna alla ricevitoria';
export const SIMULATION_STARTING = 'Avvio della simulazione';
export const ALREADY_SIMULATING = "Stai già simulando un'altra ricevitoria: esci dalla simulazione per cambiarla.";
export const VIEW_SUBTITLE = 'Vista della ricevitoria {ivrCode}';
export const VIEW_SUBTITLE_BY = 'Vista della ricevitoria {ivrCode}, simulata da {by}';
export const OPEN_BOARD = 'Apri la Bacheca dei Sistemi';
export const EXIT_SIMULATION = 'Esci dalla simulazione';
export const PROFILE = 'Profilo';
export const RICE_TERM = 'Rice / Term';
export const LAST_ACCESS_BY_CHANNEL = 'Ultimo accesso per canale';
export const ACCESS_HISTORY = 'Storico degli accessi';
export const NO_ACCESS = 'Nessun accesso registrato.';
export const COL_ON_BEHALF_OF = 'Per conto di';
