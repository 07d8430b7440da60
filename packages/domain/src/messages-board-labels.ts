/**
 * Italian names of the structure and system vocabulary (spec §3, docs/domain.md §3, §7, §8), keyed by the domain's
 * codes: the structure, system and archive screens share them through apps/web/src/components/game-board/labels.ts,
 * this file's one importer. The structure types' names are messages.ts's
 * STRUCTURE_TYPE_LABELS; a module in words is in messages-module-description.ts, a draw in messages-draw.ts.
 */

export const BOARD_TYPE_LABELS = {
  STANDARD: 'Standard',
  SPECIALE: 'Speciale (caratura speciale)',
} as const;

export const MODULE_TYPE_LABELS = {
  INTEGRALE: 'Integrale',
  BASI_VARIANTI: 'Basi e varianti',
  RIDOTTO: 'Ridotto',
  CRUCIVERBA: 'Cruciverba',
  EUROJACKPOT: 'EuroJackpot',
} as const;

export const PROPOSAL_CHANNEL_LABELS = {
  TERMINALE: 'Terminale',
  WEB: 'Web',
  APP: 'App',
} as const;

export const SALES_CHANNEL_LABELS = {
  RICEVITORIA: 'Ricevitoria',
  ONLINE: 'Online',
  OMNICANALE: 'Omnicanale',
} as const;

export const GRAPHIC_TEMPLATE_LABELS = {
  CLASSICO: 'Classico',
  EVIDENZA: 'In evidenza',
  JACKPOT: 'Jackpot',
  SPECIALE: 'Speciale',
} as const;

export const VISIBILITY_LABELS = {
  BACKOFFICE: 'Backoffice',
  VETRINA: 'Vetrina',
  NESSUNA: 'Nessuna',
} as const;

/** The automatic constraints (the domain's `AutomaticOption`s onlyEven, onlyOdd, …: not codes in capitals). */
export const AUTOMATIC_ONLY_EVEN = 'Solo pari';
export const AUTOMATIC_ONLY_ODD = 'Solo dispari';
export const AUTOMATIC_FIRST_HALF = 'Prima metà';
export const AUTOMATIC_SECOND_HALF = 'Seconda metà';
export const AUTOMATIC_FINALS = 'Finali';
export const AUTOMATIC_TENS = 'Decine';
export const AUTOMATIC_TWINS = 'Gemelli';
export const AUTOMATIC_CONVERTIBLE = 'Convertibili';

/** The rule of the constraints check that failed, named for the user. */
export const CONSTRAINT_RULE_LABELS = {
  NUMBER_OUT_OF_RANGE: 'Numeri nell’intervallo del gioco',
  FIXED_AND_EXCLUDED: 'Nessun numero sia fisso sia escluso',
  OPTION_OUT_OF_RANGE: 'Finali e decine ammessi',
  TOO_MANY_FIXED: 'Numeri fissi non oltre la numerosità del modulo',
  POOL_TOO_SMALL: 'Numeri disponibili sufficienti dopo esclusioni e vincoli automatici',
} as const;

export const YES = 'Sì';
export const NO = 'No';
