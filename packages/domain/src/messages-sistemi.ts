/**
 * Italian texts of the systems list (/{game}/sistemi) and of the publish dialog (also on a draft's detail): kept out
 * of messages.ts, which the login loads; those pages (lazily loaded routes) import them by path. The detail and
 * new-system pages' own words are in messages-sistemi-detail.ts, so that the list (near its bundle budget) does not
 * load them; the words shared with the structures and proposals pages are in messages-systems.ts.
 */
export const SISTEMI_TEXTS = {
  /** The list. */
  LIST_TITLE: 'Sistemi – {game}',
  LIST_SUBTITLE: 'Sistemi generati dalle strutture: concorso, stato e quote assegnate alle ricevitorie.',
  QUOTE_MANAGEMENT_OF: 'Gestione quote di {name}',
  /**
   * The name cell's pencil. The same words as the inline editor's SYSTEM_TOOLS_TEXTS.EDIT_NAME, on purpose: that module
   * loads with the editor on the first edit, and importing it here would put it in the systems page's bundle.
   */
  EDIT_NAME_OF: 'Modifica nome SiCe di {name}',
  COL_JOB: 'Job',
  AVAILABLE: 'Disponibili',
  COL_EVIDENCE: 'Evidenza',
  CREATED: 'Creato',
  PUBLISH_SELECTED: 'Pubblica selezionati ({count})',
  PUBLISH_FILTERED: 'Pubblica tutti i filtrati ({count})',
  NEW_SYSTEM: 'Nuovo sistema',
  SEARCH_PLACEHOLDER: 'Nome, struttura, ID, tipo, grafica, tag',
  /** The structure filter's chip: "Struttura: Sei numeri (ID 12)", or "Struttura: ID 12" before the name is known. */
  STRUCTURE_FILTER: 'Struttura: {structure}',
  ADVANCED_FILTERS: 'Filtri avanzati',
  ADVANCED_FILTERS_ACTIVE: 'Filtri avanzati (attivi)',
  AVAILABLE_AT_LEAST: 'Quote disponibili almeno',
  TOTAL_ONE: 'sistema',
  TOTAL_MANY: 'sistemi',
  GRID: 'Elenco sistemi',
} as const;

/** The publish dialog (the systems list's and a draft's "Pubblica"). */
export const PUBLISH_TEXTS = {
  TITLE: 'Pubblica sistemi sui concorsi',
  /** Split around {jobId}, shown in bold. */
  ACCEPTED: 'Richiesta accettata: job {jobId} in corso ({rows:riga|righe}).',
  FOLLOW_JOB: 'Segui il job {jobId}',
  /** Split around {count}, shown in bold; the two notes follow it when they apply. */
  COUNT: 'Sistemi da pubblicare: {count}',
  COUNT_OF_SELECTED: ' (su {total} selezionati: si pubblicano solo quelli in bozza)',
  JOB_ROWS: ' · righe del job: {rows}',
  TOO_MANY: 'Al massimo {max} sistemi per job: restringere i filtri.',
  CONTESTS: 'Concorsi (al massimo {max})',
  NAMES: 'Nomi Si.ce.',
  RANDOM_NAMES: 'Usa nomi casuali (unici sul concorso)',
  NAMES_TABLE: 'Nomi dei sistemi',
  NAME_COLUMN: 'Nome Si.ce. (al massimo {max} caratteri)',
  NAME_OF: 'Nome Si.ce. del sistema {id}',
  /** The names' pages: "1–25 di 40". */
  PAGE_ROWS: '{from}–{to} di {count}',
  NAMES_TO_FIX: 'Nomi da correggere: {count}',
  DRY_RUN:
    '{publishable:pubblicabile|pubblicabili}, {present:già presente|già presenti}, {clashes:nome in conflitto|nomi in conflitto}',
  VERIFY: 'Verifica',
  PUBLISH: 'Pubblica',
  PUBLISH_COUNT: 'Pubblica {count:sistema|sistemi}',
} as const;
