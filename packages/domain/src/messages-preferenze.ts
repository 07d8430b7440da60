/**
 * Italian texts of a game's preferences page (/{game}/preferenze): kept out of messages.ts, which the login loads; the
 * page (a lazily loaded route) imports them by path.
 */
export const PREFERENZE_TEXTS = {
  TITLE: 'Preferenze',
  /** "Preferenze – SuperEnalotto". */
  HEADER: 'Preferenze – {game}',
  SUBTITLE: 'Concorsi offerti, upselling, quote assegnate, soglia premium e canali del gioco.',
  /** The numeric preferences: label and hint (the accepted range). */
  CONTESTS_SELECTABLE_ADMIN: 'Concorsi selezionabili in amministrazione',
  CONTESTS_SELECTABLE_ADMIN_HINT: 'Da 1 a 100: quanti concorsi offre il dialogo di pubblicazione',
  CONTESTS_SELECTABLE_SHOWCASE: 'Concorsi selezionabili in vetrina',
  FEATURED_CONTESTS: 'Concorsi in evidenza',
  UPSELLING_CONTESTS: 'Concorsi di upselling mostrati',
  AUTO_ASSIGN_PERCENTAGE: 'Quote assegnate alla ricevitoria che propone un sistema (%)',
  HINT_1_100: 'Da 1 a 100',
  HINT_3_15: 'Da 3 a 15',
  HINT_0_100: 'Da 0 a 100',
  PREMIUM_THRESHOLD: 'Soglia sistemi premium (euro,centesimi)',
  PREMIUM_THRESHOLD_HINT: 'Es. 50 oppure 50,00',
  MULTI_PURCHASE: 'Acquisto multiplo',
  WEB_ENABLED: 'Gioco abilitato sul web',
  TERMINAL_ENABLED: 'Gioco abilitato sul terminale',
  SAVE: 'Salva preferenze',
  /** Beside the save button: "Ultima modifica: 12/11/2026, 10:30" then " (mario.rossi)" when known. */
  LAST_CHANGE: 'Ultima modifica: {at}',
  LAST_CHANGE_BY: ' ({user})',
} as const;
