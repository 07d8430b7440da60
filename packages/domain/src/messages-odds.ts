/**
 * Italian texts of the odds on screen: kept out of messages.ts, which the login loads; the odds
 * view (apps/web shared-features/odds/odds-view.tsx, lazily loaded) imports them by path.
 */
export const ODDS_TEXTS = {
  TITLE: 'Probabilità di vincita',
  NOTE: 'Con una estrazione: una possibilità su quante estrazioni possibili almeno una combinazione vince la categoria.',
  TEMPLATE_NOTE:
    'Valgono per ogni sistema della struttura con un solo modulo; per più moduli, per numeri tutti diversi tra i moduli.',
  CATEGORY: 'Categoria',
  ODDS: 'Probabilità',
  BEST: 'Categoria più alta',
  SHOW: 'Probabilità',
  LOADING: 'Calcolo delle probabilità…',
} as const;
