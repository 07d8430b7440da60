/**
 * Italian texts of the draw results pages (/{game}/risultati and a contest's result): kept out of messages.ts, which
 * the login loads, and out of messages-results.ts, which the server and the systems page load; the results pages
 * (lazily loaded routes) import them by path.
 */
/** The list: "Risultati delle estrazioni – SuperEnalotto". */
export const LIST_TITLE = 'Risultati delle estrazioni – {game}';
export const LIST_SUBTITLE =
  'Il risultato inserito da un utente è confermato da un altro: solo un risultato confermato calcola le vincite.';
export const LIST_TABLE = 'Concorsi {game} e stato del risultato';
export const COL_CONTEST = 'Concorso';
export const COL_DRAW = 'Estrazione';
export const COL_RESULT = 'Risultato';
export const COL_ENTERED_BY = 'Inserito da';
export const COL_CONFIRMED_BY = 'Confermato da';
export const COL_WINS = 'Vincite';
export const LIST_EMPTY = 'Nessun concorso chiuso.';
/** A contest's result: "Concorso 142/2026 – SuperEnalotto"; "Concorso 1234" while the contest is not known. */
export const DETAIL_TITLE = '{contest} – {game}';
export const CONTEST_FALLBACK = 'Concorso {id}';
export const DETAIL_SUBTITLE = 'Estrazione del {day}';
export const CONFIRM = 'Conferma';
export const REOPEN = 'Riapri';
export const STATE_SECTION = 'Stato del risultato';
export const STATE = 'Stato';
export const ENTERED_BY = 'Inserito da';
export const CONFIRMED_BY = 'Confermato da';
/** "mario.rossi, 12/11/2026, 21:05". */
export const CONFIRMED_BY_AT = '{user}, {at}';
export const VERSION = 'Versione';
export const DRAW_SECTION_TOTOCALCIO = 'Esiti degli eventi';
export const DRAW_SECTION_NUMBERS = 'Numeri estratti';
export const PRIZES_SECTION = 'Quote di vincita';
export const PRIZES_TABLE = 'Quote di vincita per categoria';
export const COL_CATEGORY = 'Categoria';
export const COL_AMOUNT = 'Importo per combinazione';
export const COL_AMOUNT_INPUT = 'Importo per combinazione (€)';
export const REOPEN_TITLE = 'Riapri il risultato';
export const REOPEN_BODY =
  'Il risultato torna in bozza e le vincite sono ritirate fino alla prossima conferma. Il motivo resta nello storico con le due versioni.';
export const REOPEN_REASON = 'Motivo';
export const REOPEN_CANCEL = 'Annulla';
/** The draft's form. */
export const EVENT = 'Evento {n}';
export const SIGN_CANCELLED = 'Annullata';
export const PRIZES_FILE = 'File CSV delle quote';
export const PRIZES_IMPORT = 'Importa CSV';
export const PRIZES_HINT =
  'L’importo ufficiale per combinazione vincente di ogni categoria, in euro e centesimi. Il CSV ha una riga per categoria: categoria;importo (es. 5+1;1.234,56).';
export const SAVE_DRAFT = 'Salva bozza';
