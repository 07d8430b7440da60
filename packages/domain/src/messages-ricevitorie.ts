/**
 * Italian texts of the staff's outlet pages (/ricevitorie, /ricevitorie/{ivrCode} and its simulation page): kept out
 * of messages.ts, which the login loads; those pages (lazily loaded routes) import them by path. The outlet's field
 * labels are in the web's lib/outlet-field-labels.ts, the change requests' words in messages-outlet.ts.
 */
export const RICEVITORIE_TEXTS = {
  /** The list. */
  TITLE: 'Ricevitorie',
  SUBTITLE: 'Ricerca tra le ricevitorie della rete, stato, bacheche e accessi.',
  COL_PROVINCE: 'Prov.',
  COL_CONCESSION: 'Conc.',
  /** The list's column and the simulated view's section. */
  BOARDS: 'Bacheche',
  ENABLED: 'Abilitata',
  /** The list's column and the detail's "activate" button: the same word. */
  ACTIVE: 'Attiva',
  BLOCKED: 'Bloccata',
  LAST_ACCESS: 'Ultimo accesso',
  LAST_ACCESS_NEVER: 'Mai',
  TOTAL_MANY: 'ricevitorie',
  /** "Attive: 1.234 su 2.000". */
  ACTIVE_COUNT: 'Attive: {active} su {total}',
  GRID: 'Elenco ricevitorie',
  /** The list's filters. */
  SEARCH: 'Cerca',
  SEARCH_PLACEHOLDER: 'Parole: IVR, nome, città…',
  FILTER_ALL: 'Tutte',
  LAST_ACCESS_FROM: 'Ultimo accesso dal',
  LAST_ACCESS_TO: 'Ultimo accesso al',
  /** The detail page. */
  DETAIL_TITLE: 'Ricevitoria {ivrCode}',
  SIMULATE: 'Simula',
  PENDING_REQUESTS: 'Richieste in attesa: {count}',
  ENABLE: 'Abilita',
  DISABLE: 'Disabilita',
  DEACTIVATE: 'Disattiva',
  ENABLE_TITLE: 'Abilitare la ricevitoria {ivrCode}?',
  DISABLE_TITLE: 'Disabilitare la ricevitoria {ivrCode}?',
  ACTIVATE_TITLE: 'Attivare la ricevitoria {ivrCode}?',
  DEACTIVATE_TITLE: 'Disattivare la ricevitoria {ivrCode}?',
  /** Enabling or activating. */
  ACCESS_ON_BODY: 'La ricevitoria potrà di nuovo accedere se è anche abilitata e attiva.',
  /** Disabling or deactivating. */
  ACCESS_OFF_BODY: 'Le sessioni della ricevitoria terminano subito e non potrà accedere né essere simulata.',
  FORCE_PASSWORD_BODY:
    'Al prossimo accesso la ricevitoria {ivrCode} dovrà scegliere una nuova password; le sue sessioni terminano subito.',
  DELETE_TITLE: 'Cancellare la ricevitoria {ivrCode}?',
  DELETE_BODY:
    'La ricevitoria e la sua utenza saranno cancellate definitivamente. Lo storico resta nel registro delle operazioni.',
  DATA_SECTION: 'Dati della ricevitoria',
  REQUESTS_SECTION: 'Richieste di modifica',
  APPROVE_REQUEST_TITLE: 'Approvare la richiesta?',
  APPROVE_REQUEST_BODY: 'I valori richiesti sostituiscono quelli attuali della ricevitoria.',
  /** The edit form's groups. */
  READ_ONLY_GROUP: 'Identificativi (non modificabili)',
  CONTACTS_GROUP: 'Anagrafica e contatti',
  BOARDS_GROUP: 'Bacheche abilitate',
  /** The simulation page. */
  SIMULATION_TITLE: 'Simulazione Ricevitorie',
  LINK_NOT_CONFIGURED: 'Collegamento non configurato.',
  BACK_TO_OUTLET: 'Torna alla ricevitoria',
  SIMULATION_STARTING: 'Avvio della simulazione',
  ALREADY_SIMULATING: "Stai già simulando un'altra ricevitoria: esci dalla simulazione per cambiarla.",
  VIEW_SUBTITLE: 'Vista della ricevitoria {ivrCode}',
  VIEW_SUBTITLE_BY: 'Vista della ricevitoria {ivrCode}, simulata da {by}',
  OPEN_BOARD: 'Apri la Bacheca dei Sistemi',
  EXIT_SIMULATION: 'Esci dalla simulazione',
  PROFILE: 'Profilo',
  RICE_TERM: 'Rice / Term',
  LAST_ACCESS_BY_CHANNEL: 'Ultimo accesso per canale',
  ACCESS_HISTORY: 'Storico degli accessi',
  NO_ACCESS: 'Nessun accesso registrato.',
  COL_ON_BEHALF_OF: 'Per conto di',
} as const;
