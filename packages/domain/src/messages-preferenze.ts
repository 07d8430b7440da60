/**
 * Italian texts of a game's preferences page (/{game}/preferenze): kept out of messages.ts, which the login loads; the
 * page (a lazily loaded route) imports them by path.
 */
export const TITLE = 'Preferenze';
/** "Preferenze – SuperEnalotto". */
export const HEADER = 'Preferenze – {game}';
export const SUBTITLE = 'Concorsi offerti, upselling, quote assegnate, soglia premium e canali del gioco.';
/** The numeric preferences: label and hint (the accepted range). */
export const CONTESTS_SELECTABLE_ADMIN = 'Concorsi selezionabili in amministrazione';
export const CONTESTS_SELECTABLE_ADMIN_HINT = 'Da 1 a 100: quanti concorsi offre il dialogo di pubblicazione';
export const CONTESTS_SELECTABLE_SHOWCASE = 'Concorsi selezionabili in vetrina';
export const FEATURED_CONTESTS = 'Concorsi in evidenza';
export const UPSELLING_CONTESTS = 'Concorsi di upselling mostrati';
export const AUTO_ASSIGN_PERCENTAGE = 'Quote assegnate alla ricevitoria che propone un sistema (%)';
export const HINT_1_100 = 'Da 1 a 100';
export const HINT_3_15 = 'Da 3 a 15';
export const HINT_0_100 = 'Da 0 a 100';
export const PREMIUM_THRESHOLD = 'Soglia sistemi premium (euro,centesimi)';
export const PREMIUM_THRESHOLD_HINT = 'Es. 50 oppure 50,00';
export const MULTI_PURCHASE = 'Acquisto multiplo';
export const WEB_ENABLED = 'Gioco abilitato sul web';
export const TERMINAL_ENABLED = 'Gioco abilitato sul terminale';
export const SAVE = 'Salva preferenze';
/** Beside the save button: "Ultima modifica: 12/11/2026, 10:30" then " (mario.rossi)" when known. */
export const LAST_CHANGE = 'Ultima modifica: {at}';
export const LAST_CHANGE_BY = ' ({user})';
