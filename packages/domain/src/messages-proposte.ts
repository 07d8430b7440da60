/**
 * Italian texts of the proposals pages (the syndicate back office /syndicate-backoffice, a game's /{game}/proposals and
 * a proposal's detail): kept out of messages.ts, which the login loads; those pages (lazily loaded routes) import them
 * by path. The words they share with the systems pages are in messages-systems.ts, the proposal's status words are in schemas/outlet.ts, the errors in messages.ts.
 */

/** The pages' titles. */
export const SYNDICATE_TITLE = 'Syndicate backoffice';
export const SYNDICATE_SUBTITLE = 'Proposte delle ricevitorie di tutti i giochi, per concorso';
/** "Proposte – SuperEnalotto". */
export const GAME_TITLE = 'Proposte – {game}';
/** The reject dialog. */
export const REJECT_ONE_TITLE = 'Rifiuta la proposta';
export const REJECT_MANY_TITLE = 'Rifiuta {count} proposte';
export const REJECT_REASON = 'Motivo del rifiuto';
export const REJECT = 'Rifiuta';
/** The list: filters, bulk actions, outcome, columns. */
export const FILTER_GAME = 'Gioco';
export const FILTER_ALL = 'Tutti';
/** "SuperEnalotto – Concorso 142/2026 (3 da valutare)". */
export const CONTEST_OPTION = '{game} – {contest} ({count} da valutare)';
export const APPROVE_SELECTED = 'Approva selezionate';
export const REJECT_SELECTED = 'Rifiuta selezionate';
/** "Proposte approvate: 3 di 4." */
export const OUTCOME = '{message}: {done} di {total}.';
export const OUTCOME_ROW = 'Proposta {id}: {message}';
export const TOTAL_ONE = 'proposta';
export const TOTAL_MANY = 'proposte';
export const SELECT_ALL = 'Seleziona tutte';
export const SELECT_ONE = 'Seleziona la proposta {id}';
export const COL_SENT_AT = 'Inviata il';
/** The detail page. */
export const TITLE = 'Proposta {id}';
export const APPROVE = 'Approva';
export const DEVELOP = 'Sviluppa';
export const SECTION = 'Proposta';
/** "12,00 € (4 quote da 3,00 €)". */
export const PRICE_VALUE = '{total} ({quotes} quote da {quota})';
export const NOTE = 'Nota';
export const EVALUATED = 'Valutata';
/** "mario.rossi, 12/11/2026 10:30". */
export const EVALUATED_VALUE = '{by}, {at}';
export const DEVELOPED_SYSTEM = 'Sistema sviluppato';
