/**
 * Italian texts of the outlet's portal on a phone and its self-service (issue 28 items 1 and 2): kept out of
 * messages.ts, which the login loads; the board's and the self-service pages (lazily loaded routes) import them by path.
 */
export const OUTLET_TEXTS = {
  /** The quote dialog's second step: the amount stated before the quote is taken (quota price × quantity). */
  QUOTE_CONFIRM: 'Confermi {quantity:quota|quote} per {amount}?',
  QUOTE_CONFIRM_NOTE: 'Sistema {system}: {price} a quota. Le quote richieste restano alla ricevitoria.',
  /** The success toast: what was taken, for how much, and what the outlet now holds. */
  QUOTE_TAKEN: 'Richiesta effettuata con successo: {quantity:quota|quote} di {system} per {amount}. Ora ne detieni {held}.',
  /** The banners collapsed to one line on a phone. */
  BANNERS_MORE: 'altri {count}',
  BANNERS_LESS: 'Riduci',
  STATEMENT_TOTAL: 'Totale: {quotes:quota|quote} per {amount}',
  STATEMENT_EMPTY: 'Nessuna quota detenuta su sistemi pubblicati.',
  ARCHIVE_EMPTY: 'Nessun avviso da mostrare.',
  ARCHIVE_READ_AT: 'Letto il {at}',
  ARCHIVE_NOT_READ: 'Non ancora letto',
  CHANGE_REQUEST_HINT: 'Le modifiche sono applicate dopo la verifica dello staff. Cambia solo i campi da aggiornare.',
  CHANGE_REQUEST_SIMULATED: 'Simulazione: la richiesta di modifica può inviarla solo la ricevitoria.',
} as const;
