/**
 * Italian texts of the draw results pages (/{game}/risultati and a contest's result): kept out of messages.ts, which
 * the login loads, and out of messages-results.ts, which the server and the systems page load; the results pages
 * (lazily loaded routes) import them by path.
 */
export const RISULTATI_TEXTS = {
  /** The list: "Risultati delle estrazioni – SuperEnalotto". */
  LIST_TITLE: 'Risultati delle estrazioni – {game}',
  LIST_SUBTITLE:
    'Il risultato inserito da un utente è confermato da un altro: solo un risultato confermato calcola le vincite.',
  LIST_TABLE: 'Concorsi {game} e stato del risultato',
  COL_CONTEST: 'Concorso',
  COL_DRAW: 'Estrazione',
  COL_RESULT: 'Risultato',
  COL_ENTERED_BY: 'Inserito da',
  COL_CONFIRMED_BY: 'Confermato da',
  COL_WINS: 'Vincite',
  LIST_EMPTY: 'Nessun concorso chiuso.',
  /** A contest's result: "Concorso 142/2026 – SuperEnalotto"; "Concorso 1234" while the contest is not known. */
  DETAIL_TITLE: '{contest} – {game}',
  CONTEST_FALLBACK: 'Concorso {id}',
  DETAIL_SUBTITLE: 'Estrazione del {day}',
  CONFIRM: 'Conferma',
  REOPEN: 'Riapri',
  STATE_SECTION: 'Stato del risultato',
  STATE: 'Stato',
  ENTERED_BY: 'Inserito da',
  CONFIRMED_BY: 'Confermato da',
  /** "mario.rossi, 12/11/2026, 21:05". */
  CONFIRMED_BY_AT: '{user}, {at}',
  VERSION: 'Versione',
  DRAW_SECTION_TOTOCALCIO: 'Esiti degli eventi',
  DRAW_SECTION_NUMBERS: 'Numeri estratti',
  PRIZES_SECTION: 'Quote di vincita',
  PRIZES_TABLE: 'Quote di vincita per categoria',
  COL_CATEGORY: 'Categoria',
  COL_AMOUNT: 'Importo per combinazione',
  COL_AMOUNT_INPUT: 'Importo per combinazione (€)',
  REOPEN_TITLE: 'Riapri il risultato',
  REOPEN_BODY:
    'Il risultato torna in bozza e le vincite sono ritirate fino alla prossima conferma. Il motivo resta nello storico con le due versioni.',
  REOPEN_REASON: 'Motivo',
  REOPEN_CANCEL: 'Annulla',
  /** The draft's form. */
  EVENT: 'Evento {n}',
  SIGN_CANCELLED: 'Annullata',
  PRIZES_FILE: 'File CSV delle quote',
  PRIZES_IMPORT: 'Importa CSV',
  PRIZES_HINT:
    'L’importo ufficiale per combinazione vincente di ogni categoria, in euro e centesimi. Il CSV ha una riga per categoria: categoria;importo (es. 5+1;1.234,56).',
  SAVE_DRAFT: 'Salva bozza',
} as const;
