/**
 * Italian words of the outlet board's "Vincite" tab and its win notices (the board page and its wins panel import
 * them as a namespace; one constant per text, which the build writes where it is used).
 */
export const WINS_TAB_BOARD = 'Sistemi in vendita';
export const WINS_TAB_WINS = 'Vincite';
export const WINS_NOTICE_TITLE = 'Hai quote vincenti';
/** `{contests}`: the contests' names, separated by ", ". */
export const WINS_NOTICE = 'Sistemi di cui detieni quote hanno vinto: {contests}.';
export const WINS_NOTICE_OPEN = 'Vedi le vincite';
export const WINS_NOTICE_SEEN = 'Segna come letto';
export const WINS_NOTICE_SIMULATED = 'In simulazione l’avviso non viene segnato come letto.';
export const WINS_HOLDINGS_TITLE = 'Le mie quote vincenti';
export const WINS_HOLDINGS_EMPTY = 'Nessuna quota vincente sui concorsi con risultato confermato.';
export const WINS_CONTEST_TITLE = 'Sistemi vincenti del concorso';
export const WINS_CONTEST_LABEL = 'Concorso';
export const WINS_CONTEST_NONE = 'Nessun concorso dei tuoi giochi ha ancora vincite calcolate.';
export const WINS_CONTEST_EMPTY = 'Nessun sistema vincente in questo concorso.';
export const WINS_COLUMN = 'Vincite';
export const WINS_ASSOCIATED_WIN = 'Vincita associata';
export const WINS_SYSTEM = 'Sistema';
export const WINS_QUOTES_HELD = 'Quote detenute';
export const WINS_PER_QUOTA = 'Vincita per quota';
export const WINS_HOLDING_WORTH = 'Valore delle mie quote';
export const WINS_TOTAL = 'Vincita totale';
export const WINS_MY_QUOTES = 'Le mie quote';
/** The count of winning systems, not grouped by thousands. */
export const WINS_WINNING_ONE = '1 sistema vincente';
export const WINS_WINNING_MANY = '{n} sistemi vincenti';
export const WINS_TRUNCATION = 'Vincita per quota = vincita totale ÷ quote del sistema, troncata al centesimo.';
