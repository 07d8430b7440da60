/**
 * Italian words of the system screens' cancel / withdraw action, kept apart from messages.ts: the
 * catalogue is in the browser's entry graph (the login page's budget), these load only with the systems pages.
 */
/** The system detail page's action, the systems grid's selection action and their dialog. */
export const SYSTEM_CANCEL_TEXTS = {
  WITHDRAW_ACTION: 'Ritira pubblicazione',
  CANCEL_DRAFT_ACTION: 'Annulla bozza',
  SELECTION_ACTION: 'Annulla / ritira selezionati ({count})',
  SELECTION_TITLE: 'Annulla o ritira {count} sistemi',
  WITHDRAW_INTRO:
    'Il sistema lascia subito la bacheca delle ricevitorie e resta nello storico come annullato. Non è possibile ritirarlo se una ricevitoria ha già acquisito quote.',
  CANCEL_DRAFT_INTRO: 'La bozza resta nello storico come annullata e non potrà più essere pubblicata.',
  SELECTION_INTRO:
    'Le bozze sono annullate; i sistemi pubblicati sono ritirati solo se il concorso è aperto e nessuna ricevitoria ne ha acquisito quote. Gli altri restano come sono e sono elencati con il motivo.',
  REASON_LABEL: "Motivo dell'annullamento",
  CONFIRM: 'Conferma',
  CLOSE: 'Chiudi',
  BACK: 'Indietro',
  REFUSED_TITLE: 'Sistemi non annullati',
  QUOTES_ONLY_PUBLISHED: 'Quote gestibili solo sui sistemi pubblicati su un concorso aperto',
} as const;

/** The systems grid's bulk buttons and the cancel dialog's filter title (the bulk dialog's own words: ./messages-systems-bulk.ts). */
export const SYSTEM_BULK_TEXTS = {
  SELECTION_ACTION: 'Azioni sui selezionati ({count})',
  FILTER_ACTION: 'Azioni su tutti i filtrati ({count})',
  CANCEL_FILTER_ACTION: 'Annulla / ritira tutti i filtrati ({count})',
  FILTER_CANCEL_TITLE: 'Annulla o ritira tutte le {count:riga|righe} del filtro',
} as const;

/** A system's own fields (the new-system page and the edit dialog) and the columns of lists whose rows are systems. */
export const SYSTEM_FIELD_TEXTS = {
  NAME: 'Nome (SiCe)',
  /** "12/15 – obbligatorio per la pubblicazione". */
  NAME_HELP: '{length}/{max} – obbligatorio per la pubblicazione',
  EVIDENCE: 'In evidenza',
  COLUMN_SYSTEM: 'Sistema',
  COLUMN_BOARD_NAME: 'Nome bacheca',
} as const;

/**
 * Words the systems, structures and proposals pages share (a system is generated from a structure; a proposal names
 * one): one copy here rather than one per feature.
 */
export const SYSTEM_COMMON_TEXTS = {
  NAME: 'Nome',
  STATUS: 'Stato',
  STRUCTURE: 'Struttura',
  OUTLET: 'Ricevitoria',
  CONTEST: 'Concorso',
  NUMBERS: 'Numeri',
  PRICE: 'Prezzo',
  COMBINATIONS: 'Combinazioni',
  CEDOLE: 'Cedole',
  TOTAL_COST: 'Costo totale',
  QUOTA_PRICE: 'Prezzo quota',
  QUOTES: 'Quote',
  TOTALS: 'Totali',
  EURONUMBERS: 'Euronumeri',
  SUPERSTAR: 'SuperStar',
  TYPE: 'Tipo',
  TAGS: 'Tag',
  SYSTEMS: 'Sistemi',
  EDIT: 'Modifica',
  SAVE: 'Salva',
  CREATE_SYSTEM: 'Crea sistema',
  /** A system without a name: "Sistema 42". */
  SYSTEM_ID: 'Sistema {id}',
  /** "Sistemi 6 numeri (ID 12)". */
  NAME_WITH_ID: '{name} (ID {id})',
  ID: 'ID {id}',
  /** A module's heading: "Modulo 1 (6 numeri)". */
  MODULE_NUMBERS: 'Modulo {n} ({count} numeri)',
  QUOTE_MANAGEMENT: 'Gestione quote',
  /** No graphic; a structure visible nowhere. */
  NONE: 'Nessuna',
} as const;
