import type { AutomaticOption, ConstraintRule } from './engine/constraints';
import type { BoardType, ModuleType } from './engine/config';
import type { GRAPHIC_TEMPLATES, STRUCTURE_VISIBILITIES } from './enums';
import type { PROPOSAL_CHANNELS, SALES_CHANNELS } from './schemas/structures';

/**
 * Italian names of the structure and system vocabulary (spec §3, docs/domain.md §3, §7, §8), one table per code list
 * and keyed by the domain's codes: the one home of these words, read by the structure, system, graphics and archive
 * screens and by the server's structure export, so a screen and an export never name a code differently. The
 * structure types' names are messages.ts's STRUCTURE_TYPE_LABELS; a module in words is in
 * messages-module-description.ts, a draw in messages-draw.ts.
 */

/** The board type in a form and on the detail page. */
export const BOARD_TYPE_LABELS: Record<BoardType, string> = {
  STANDARD: 'Standard',
  SPECIALE: 'Speciale (caratura speciale)',
};

/** The board type in one word: the structures list's "Bacheca" column and its export. */
export const BOARD_TYPE_SHORT_LABELS: Record<BoardType, string> = {
  STANDARD: 'Standard',
  SPECIALE: 'Speciale',
};

export const MODULE_TYPE_LABELS: Record<ModuleType, string> = {
  INTEGRALE: 'Integrale',
  BASI_VARIANTI: 'Basi e varianti',
  RIDOTTO: 'Ridotto',
  CRUCIVERBA: 'Cruciverba',
  EUROJACKPOT: 'EuroJackpot',
};

export const PROPOSAL_CHANNEL_LABELS: Record<(typeof PROPOSAL_CHANNELS)[number], string> = {
  TERMINALE: 'Terminale',
  WEB: 'Web',
  APP: 'App',
};

export const SALES_CHANNEL_LABELS: Record<(typeof SALES_CHANNELS)[number], string> = {
  RICEVITORIA: 'Ricevitoria',
  ONLINE: 'Online',
  OMNICANALE: 'Omnicanale',
};

export const GRAPHIC_TEMPLATE_LABELS: Record<(typeof GRAPHIC_TEMPLATES)[number], string> = {
  CLASSICO: 'Classico',
  EVIDENZA: 'In evidenza',
  JACKPOT: 'Jackpot',
  SPECIALE: 'Speciale',
};

/** Where a structure is shown (the list's filter; a structure's own visibility is `structureVisibilityLabel`). */
export const VISIBILITY_LABELS: Record<(typeof STRUCTURE_VISIBILITIES)[number], string> = {
  BACKOFFICE: 'Backoffice',
  VETRINA: 'Vetrina',
  NESSUNA: 'Nessuna',
};

/** The automatic constraints (the domain's `AutomaticOption`s onlyEven, onlyOdd, …: not codes in capitals). */
export const AUTOMATIC_OPTION_LABELS: Record<AutomaticOption, string> = {
  onlyEven: 'Solo pari',
  onlyOdd: 'Solo dispari',
  firstHalf: 'Prima metà',
  secondHalf: 'Seconda metà',
  finals: 'Finali',
  tens: 'Decine',
  twins: 'Gemelli',
  convertible: 'Convertibili',
};

/** The rule of the constraints check that failed, named for the user. */
export const CONSTRAINT_RULE_LABELS: Record<ConstraintRule, string> = {
  NUMBER_OUT_OF_RANGE: 'Numeri nell’intervallo del gioco',
  FIXED_AND_EXCLUDED: 'Nessun numero sia fisso sia escluso',
  OPTION_OUT_OF_RANGE: 'Finali e decine ammessi',
  TOO_MANY_FIXED: 'Numeri fissi non oltre la numerosità del modulo',
  POOL_TOO_SMALL: 'Numeri disponibili sufficienti dopo esclusioni e vincoli automatici',
};

/**
 * Where a structure is shown, in words: "Backoffice", "Vetrina", "Backoffice, Vetrina" or "Nessuna". The structures
 * list, a structure's detail page and the structures export all write it with this rule.
 */
export function structureVisibilityLabel(s: { visibleInBackoffice: boolean; visibleInVetrina: boolean }): string {
  const shown = [
    s.visibleInBackoffice ? VISIBILITY_LABELS.BACKOFFICE : null,
    s.visibleInVetrina ? VISIBILITY_LABELS.VETRINA : null,
  ];
  return shown.filter((w) => w !== null).join(', ') || VISIBILITY_LABELS.NESSUNA;
}
