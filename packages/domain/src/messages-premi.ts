/**
 * Italian texts of the extraordinary awards pages (/superenalotto/premi-straordinari): kept out of messages.ts, which
 * the login loads; the awards pages (lazily loaded routes) import them by path. Errors and toasts are in messages.ts.
 */
export const PREMI_TEXTS = {
  /** The list. */
  LIST_TITLE: 'Premi straordinari – SuperEnalotto',
  LIST_SUBTITLE: 'Un premio per concorso: etichetta della colonna vincitori, icona e vincita associata.',
  NEW: 'Nuovo premio',
  SEARCH: 'Etichetta',
  FILTER_WHEN: 'Concorsi',
  WHEN_UPCOMING: 'Concorsi aperti',
  WHEN_PAST: 'Concorsi chiusi',
  TOTAL_ONE: 'premio',
  TOTAL_MANY: 'premi',
  GRID: 'Elenco premi straordinari',
  COL_CONTEST: 'Concorso',
  /** "Concorso 142/2026 – 12/11/2026", then " (chiuso)" for a closed contest. */
  CONTEST_CELL: '{contest} – {day}',
  CONTEST_CLOSED: ' (chiuso)',
  COL_LABEL: 'Etichetta',
  COL_ICON: 'Icona',
  COL_SHOW_ICON: 'Mostra icona',
  COL_WIN: 'Vincita associata',
  WIN_HIDDEN: 'Non mostrata',
  COL_UPDATED_AT: 'Ultimo aggiornamento',
  COL_ACTIONS: 'Azioni',
  EDIT: 'Modifica',
  EDIT_ONE: 'Modifica {label}',
  DUPLICATE: 'Duplica su un altro concorso',
  DUPLICATE_ONE: 'Duplica {label}',
  DELETE: 'Cancella',
  DELETE_ONE: 'Cancella {label}',
  DELETE_TITLE: 'Cancellazione premio straordinario',
  DELETE_BODY: 'Cancellare il premio «{label}» del {contest}?',
  /** The duplicate dialog. */
  DUPLICATE_TITLE: 'Duplica premio straordinario',
  DUPLICATE_CONFIRM: 'Duplica',
  DUPLICATE_BODY: 'Copia «{label}» del {contest} su un altro concorso aperto.',
  DUPLICATE_CONTEST: 'Concorso di destinazione',
  DUPLICATE_CONTEST_EMPTY: 'Scegliere un concorso',
  /** The form. */
  CREATE_TITLE: 'Nuovo premio straordinario – SuperEnalotto',
  CREATE_SUBTITLE: 'Un premio per concorso aperto.',
  UPDATE_TITLE: 'Modifica premio straordinario – SuperEnalotto',
  /** "«Premio di Natale» · Concorso 142/2026". */
  UPDATE_SUBTITLE: '«{label}» · {contest}',
  FIELD_CONTEST: 'Concorso *',
  FIELD_CONTEST_EMPTY: 'Scegliere un concorso aperto',
  FIELD_LABEL: 'Etichetta per la colonna dei vincitori',
  ICON_HINT: 'Icona predefinita (JPEG o PNG, al massimo {width}×{height} pixel)',
  ICON_UPLOAD: 'Carica icona',
  /** The preview's alternative text while the label is empty. */
  ICON_FALLBACK_LABEL: 'premio',
  ICON_REMOVE: 'Rimuovi',
  ICON_NONE: 'Nessuna icona',
  /** The icon's alternative text: "Icona Premio di Natale". */
  ICON_ALT: 'Icona {label}',
  FIELD_SHOW_ICON: "Mostra l'icona",
  FIELD_WIN: 'Vincita associata (€)',
  WIN_ZERO_HINT: '0 = non mostrata',
  WIN_SHOWN_HINT: 'Mostrata come {amount}',
  CANCEL: 'Annulla',
  SAVE: 'Salva',
} as const;
