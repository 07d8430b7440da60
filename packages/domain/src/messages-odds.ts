/**
 * Italian texts of the odds on screen: kept out of messages.ts, which the login loads; the odds
 * view (apps/web shared-features/odds/odds-view.tsx, lazily loaded) imports them by path.
 */
export const TITLE = 'Probabilità di vincita';
export const NOTE =
  'Con una estrazione: una possibilità su quante estrazioni possibili almeno una combinazione vince la categoria.';
export const TEMPLATE_NOTE =
  'Valgono per ogni sistema della struttura con un solo modulo; per più moduli, per numeri tutti diversi tra i moduli.';
export const CATEGORY = 'Categoria';
export const ODDS = 'Probabilità';
export const BEST = 'Categoria più alta';
export const SHOW = 'Probabilità';
export const LOADING = 'Calcolo delle probabilità…';
