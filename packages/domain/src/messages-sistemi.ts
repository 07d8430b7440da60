/**
 * Italian texts of the systems pages (/{game}/sistemi, a system's detail, /{game}/sistemi/new) and of their publish
 * dialog: kept out of messages.ts, which the login loads; those pages (lazily loaded routes) import them by path. The
 * words they share with the structures and proposals pages are in messages-systems.ts (`SYSTEM_COMMON_TEXTS`).
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
  /** The detail page. */
  DETAIL_TITLE: 'Dettaglio sistema',
  /** "Sistema SuperEnalotto · ID 42". */
  DETAIL_SUBTITLE: 'Sistema {game} · ID {id}',
  NEW_FROM_THIS: 'Nuovo da questo',
  CONTEST_NONE: 'Nessuno',
  SOURCE_SYSTEM: 'Sistema di origine',
  PUBLICATION_JOB: 'Job di pubblicazione',
  ACCUMULATION: 'Accumulo',
  BO_SYSTEM: 'Sistema BO',
  BO_SYSTEM_YES: 'Sì (creato nel back office)',
  BO_SYSTEM_NO: 'No (da proposta)',
  GRAPHIC: 'Grafica',
  ASSIGNED: 'Assegnate',
  QUOTES_ASSIGNED: 'Quote assegnate',
  NUMBERS_BY_MODULE: 'Numeri per modulo',
  ASSIGNMENTS: 'Preassegnazioni delle quote',
  NO_ASSIGNMENTS: 'Nessuna quota preassegnata.',
  ASSIGNED_AT: 'Assegnate il',
  ASSIGNED_BY: 'Da',
  /** The edit dialog. */
  EDIT_TITLE: 'Modifica sistema',
  /** The new-system page. */
  NEW_TITLE: 'Nuovo sistema – {game}',
  NEW_SUBTITLE: 'Scegliere la struttura e i numeri di ogni modulo.',
  FROM_SYSTEM: 'A partire dal sistema {name} (ID {id})',
  TOTOCALCIO_ELSEWHERE: 'I sistemi Totocalcio si creano da «Crea sistema».',
  STRUCTURE_OPTION: '{name} (ID {id}) – {quotes} quote, {price}',
  NO_STRUCTURE: 'Nessuna struttura',
  STRUCTURE_SEARCH: 'Cercare per nome o ID',
  STRUCTURE_CHOSEN: 'Struttura scelta: {name} (ID {id})',
  RANDOM_NUMBERS: 'Numeri casuali (vincoli della struttura)',
  /** "Modulo 1 – 8 numeri". */
  MODULE_DESCRIBED: 'Modulo {n} – {description}',
  /** A number picker's count: "Numeri: scelti 3 di 6", then the error if any. */
  PICKED: '{label}: scelti {count} di {needed}',
  PICKED_ERROR: '{label}: scelti {count} di {needed} – {error}',
  /** A number of the picker, for assistive technologies. */
  NUMBER_CHOSEN: 'scelto',
  NUMBER_EXCLUDED: 'escluso dai vincoli della struttura',
  NUMBER_NOT_CHOSEN: 'non scelto',
  CHOOSE_NUMBERS: 'Scegliere esattamente {count:numero|numeri}.',
  CHOOSE_EURONUMBERS: 'Scegliere esattamente {count:Euronumero|Euronumeri}.',
  CHOOSE_SUPERSTARS: 'Scegliere esattamente {count:numero SuperStar|numeri SuperStar}.',
  /** "Sistema Alfa creato: 12,00 €, 4 quote." */
  CREATED_TOAST: 'Sistema {name} creato: {total}, {quotes} quote.',
  STRUCTURE_COSTS: 'Costi della struttura',
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
