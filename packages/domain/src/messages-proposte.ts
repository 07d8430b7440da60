/**
 * Italian texts of the proposals pages (the syndicate back office /syndicate-backoffice, a game's /{game}/proposals and
 * a proposal's detail): kept out of messages.ts, which the login loads; those pages (lazily loaded routes) import them
 * by path. The words they share with the systems pages are in messages-systems.ts, the proposal's status words are in schemas/outlet.ts, the errors in messages.ts.
 */
export const PROPOSTE_TEXTS = {
  /** The pages' titles. */
  SYNDICATE_TITLE: 'Syndicate backoffice',
  SYNDICATE_SUBTITLE: 'Proposte delle ricevitorie di tutti i giochi, per concorso',
  /** "Proposte – SuperEnalotto". */
  GAME_TITLE: 'Proposte – {game}',
  /** The reject dialog. */
  REJECT_ONE_TITLE: 'Rifiuta la proposta',
  REJECT_MANY_TITLE: 'Rifiuta {count} proposte',
  REJECT_REASON: 'Motivo del rifiuto',
  REJECT: 'Rifiuta',
  /** The list: filters, bulk actions, outcome, columns. */
  FILTER_GAME: 'Gioco',
  FILTER_ALL: 'Tutti',
  /** "SuperEnalotto – Concorso 142/2026 (3 da valutare)". */
  CONTEST_OPTION: '{game} – {contest} ({count} da valutare)',
  APPROVE_SELECTED: 'Approva selezionate',
  REJECT_SELECTED: 'Rifiuta selezionate',
  /** "Proposte approvate: 3 di 4." */
  OUTCOME: '{message}: {done} di {total}.',
  OUTCOME_ROW: 'Proposta {id}: {message}',
  TOTAL_ONE: 'proposta',
  TOTAL_MANY: 'proposte',
  SELECT_ALL: 'Seleziona tutte',
  SELECT_ONE: 'Seleziona la proposta {id}',
  COL_SENT_AT: 'Inviata il',
  /** The detail page. */
  TITLE: 'Proposta {id}',
  APPROVE: 'Approva',
  DEVELOP: 'Sviluppa',
  SECTION: 'Proposta',
  /** "12,00 € (4 quote da 3,00 €)". */
  PRICE_VALUE: '{total} ({quotes} quote da {quota})',
  NOTE: 'Nota',
  EVALUATED: 'Valutata',
  /** "mario.rossi, 12/11/2026 10:30". */
  EVALUATED_VALUE: '{by}, {at}',
  DEVELOPED_SYSTEM: 'Sistema sviluppato',
} as const;
