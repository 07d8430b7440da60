/**
 * Italian texts of the staff's outlet detail (/ricevitorie/{ivrCode}, its edit form) and simulation page
 * (/ricevitorie/{ivrCode}/simulate): apart from messages-ricevitorie.ts so that the outlet list does not load them;
 * those pages (lazily loaded routes) import them by path. The outlet's field labels are in the web's
 * lib/outlet-field-labels.ts, the change requests' words in messages-outlet.ts.
 */
export const RICEVITORIA_TEXTS = {
  /**
   * Words also in messages-ricevitorie.ts (the list's column "Attiva", "Bacheche"): a copy here keeps that module inside
   * the list's own chunk, under its bundle budget.
   */
  ACTIVATE: 'Attiva',
  BOARDS: 'Bacheche',
  /** Also PROPOSTE_TEXTS.APPROVE: a copy keeps the proposals' module out of this page's bundle. */
  APPROVE: 'Approva',
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
