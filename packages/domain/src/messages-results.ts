/**
 * Italian texts of draw results: the field messages of an invalid result. Kept out of messages.ts, which
 * every page (the login too) loads up front; the results pages and the server import them by path.
 */
export const RESULT_ERRORS = {
  NUMBERS_COUNT: 'Indicare {expected:numero estratto|numeri estratti} (indicati: {value}).',
  NUMBER_RANGE: 'Il numero {value} è fuori intervallo: ammessi da {min} a {max}.',
  NUMBER_INTEGER: 'Ogni numero deve essere un intero.',
  NUMBER_REPEATED: 'Il numero {value} è ripetuto: i numeri estratti sono tutti diversi.',
  JOLLY_REQUIRED: 'Indicare il numero Jolly.',
  JOLLY_AMONG_NUMBERS: 'Il Jolly {value} è tra i sei numeri estratti: il Jolly è estratto dopo di loro ed è diverso.',
  SUPERSTAR_REQUIRED: 'Indicare il numero SuperStar.',
  EURONUMBERS_COUNT: 'Indicare {expected:Euronumero|Euronumeri} (indicati: {value}).',
  EURONUMBER_REPEATED: "L'Euronumero {value} è ripetuto: i due Euronumeri sono diversi.",
  NOT_FOR_GAME: 'Campo non previsto per {game}.',
  SIGNS_REQUIRED: "Indicare l'esito di ogni evento del concorso.",
  SIGN_INVALID: "Esito non valido per l'evento {event}: scegliere tra 1, X, 2 o annullata.",
  EVENT_REPEATED: "L'evento {event} è indicato più volte.",
  EVENT_UNKNOWN: "L'evento {event} non è nel concorso (eventi da 1 a {max}).",
  EVENTS_MISSING: "Manca l'esito di {n:evento|eventi}: {events}.",
  PRIZE_MISSING: "Manca l'importo della categoria {category}.",
  PRIZE_UNKNOWN: 'La categoria {category} non esiste per {game}.',
  PRIZE_REPEATED: 'La categoria {category} è indicata più volte.',
  PRIZE_AMOUNT: "L'importo della categoria {category} deve essere in euro e centesimi, da 0 a {max}.",
} as const;

export type ResultErrorCode = keyof typeof RESULT_ERRORS;

/** Texts of the odds ("1 su 2.345") and of the wins. */
export const RESULT_TEXTS = {
  ODDS: '1 su {ratio}',
  ODDS_NONE: 'nessuna possibilità',
} as const;
