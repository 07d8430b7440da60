/**
 * Italian texts of the outlet's board pages (/bacheca: the board and its system cards, the quote statement, the
 * proposals, the profile, the notices' archive): lazily loaded routes that import them by path. The phone's words and
 * the self-service's sentences shared with the staff pages are in messages-outlet.ts.
 */

export const QUOTES = 'Quote';
export const REQUEST = 'Richiedi';
export const FROM_PROPOSAL = 'Da proposta';
export const REQUEST_QUOTES = 'Richiedi quote';
export const HISTORY_REQUEST = 'Richiesta della ricevitoria';
export const HISTORY_PREASSIGN = 'Preassegnate da proposta sviluppata';
export const HISTORY_CHANGE = 'Assegnazione del back office';
export const BOARD_SUBTITLE = 'I sistemi pubblicati sui concorsi aperti dei tuoi giochi';
export const BOARD_SIMULATED = 'Simulazione: la bacheca è mostrata come la vede la ricevitoria, in sola lettura.';
export const SEARCH = 'Cerca';
export const SEARCH_PLACEHOLDER = 'Nome, bacheca, struttura';
export const FILTER_MIN_AVAILABLE = 'Quote disponibili almeno';
export const FILTER_MINE = 'Solo le mie quote';
export const CLEAR_FILTERS = 'Azzera filtri';
export const BOARD_EMPTY = 'Nessun sistema pubblicato corrisponde ai filtri.';
export const MY_QUOTES = 'Le mie quote';
export const MY_QUOTES_SCROLL = 'Le mie quote (scorrevole)';
export const ASSIGNED_AT = 'Assegnate il';
export const NO_QUOTES = 'Nessuna quota.';
export const HISTORY = 'Storico';
export const HISTORY_SCROLL = 'Storico delle quote (scorrevole)';
export const ARCHIVE_TITLE = 'Archivio avvisi';
export const ARCHIVE_SUBTITLE = 'Banner e popup mostrati sulla tua bacheca, anche chiusi o scaduti';
export const ARCHIVE_LIST_LABEL = 'Avvisi';
export const EXPIRED = 'Scaduto';
export const REQUEST_CHANGE = 'Richiedi modifica';
export const SEND_REQUEST = 'Invia richiesta';
export const PROFILE_TITLE = 'I miei dati';
export const PROFILE_SUBTITLE = 'I dati della ricevitoria; per cambiarli invia una richiesta di modifica allo staff';
export const OUTLET = 'Ricevitoria';
export const REGION = 'Regione';
export const ZONE = 'Zona';
export const LAST_PASSWORD_CHANGE = 'Ultima modifica della password';
export const CHANGE_REQUESTS = 'Richieste di modifica';
export const PROPOSALS_TITLE = 'Le mie proposte';
export const PROPOSALS_SUBTITLE = "Proponi un sistema allo staff e segui l'esito delle tue proposte";
export const PROPOSE = 'Proponi un sistema';
export const NUMBERS_HINT =
  'Separati da spazi; lasciare vuoto per farli estrarre rispettando i vincoli della struttura.';
export const NUMBERS_MULTI_MODULE = 'I numeri di una struttura a più moduli sono estratti rispettando i suoi vincoli.';
export const NOTE = 'Nota';
export const SEND_PROPOSAL = 'Invia proposta';
export const PROPOSALS_SIMULATED = 'Simulazione: le proposte della ricevitoria sono mostrate in sola lettura.';
export const PROPOSALS_SENT = 'Proposte inviate';
export const PROPOSALS_SENT_SCROLL = 'Proposte inviate (scorrevole)';
export const NO_PROPOSALS = 'Nessuna proposta.';
export const STATEMENT_TITLE = 'Estratto quote';
export const STATEMENT_SUBTITLE = 'Le quote che detieni sui sistemi pubblicati, per concorso';
export const ON_SALE = 'In vendita';
export const SALES_CLOSED = 'Vendite chiuse';
export const AMOUNT = 'Importo';
export const GRAPHIC_LABEL = 'Grafica del sistema {name}';
export const REQUEST_QUOTES_TITLE = 'Richiedi quote – {name}';
export const REQUEST_AVAILABLE = 'Disponibili {available} di {total}, {price} a quota.';
export const REQUEST_TOTAL = 'Totale {amount}';
/** A system card's lines. */
export const CARD_CONTEST = '{contest} · chiusura {closes}';
export const CARD_PRICE = 'Quota {quota} · totale {total}';
export const CARD_AVAILABLE = 'Quote disponibili: {available} / {total}';
export const CARD_HELD = 'Le tue quote: {held}';
/** {contests}: "SuperEnalotto 12/2026 · …". */
export const FEATURED = 'Concorsi in evidenza: {contests}';
export const TOTAL_ONE = '1 sistema';
export const TOTAL_MANY = '{count} sistemi';
export const ARCHIVE_PERIOD = 'Dal {from} al {to}';
export const REQUESTED = 'Richiesta il {at}';
export const REQUESTED_DECIDED = 'Richiesta il {at} · decisa il {decided}';
export const CONTEST_OPTION = '{contest} – chiusura {closes}';
export const PROPOSAL_PRICE = 'Prezzo: {total} · {quotes} quote da {quota}';
export const SYSTEM_PUBLISHED = 'Sistema {id} pubblicato';
export const STATEMENT_CONTEST = 'Estrazione {draw} · chiusura {closes}';
/** The name of a table that scrolls sideways on a phone. */
export const SCROLLABLE = '{label} (scorrevole)';
