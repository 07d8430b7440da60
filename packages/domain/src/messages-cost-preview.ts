/**
 * Italian texts of the live cost preview of a structure (components/cost-preview/cost-preview.tsx: the structure
 * form and the new system's page). Only that component imports them, so they travel in its chunk.
 */
export const COST_PREVIEW_TEXTS = {
  TITLE: 'Anteprima costi',
  /** The chip that says whose figures are shown. */
  STATUS_CHECKING: 'Verifica del server in corso…',
  STATUS_VERIFIED: 'Verificato dal server',
  STATUS_DISAGREEMENT: 'Il server non concorda: valgono i suoi valori',
  STATUS_UNVERIFIED: 'Server non raggiungibile: valori del calcolo locale',
  STATUS_LOCAL: 'Calcolo locale',
  INCOMPLETE: 'Completare quote e moduli per vedere combinazioni e costi.',
  COMBINATIONS: 'Combinazioni',
  CEDOLE: 'Cedole',
  TOTAL_PRICE: 'Costo totale',
  /** A module's line: "Modulo 1: 84 combinazioni, 14 cedole, 84,00 €". */
  MODULE: 'Modulo {n}',
  MODULE_LINE: '{module}: {combinations:combinazione|combinazioni}, {cedole:cedola|cedole}, {price}',
  /** A calculation in short, in the disagreement's sentence: "84 combinazioni, 84,00 €". */
  CALCULATION: '{combinations:combinazione|combinazioni}, {price}',
  DISAGREEMENT:
    'Il calcolo locale ({local}) non coincide con quello del server ({server}): vale il risultato del server.',
} as const;
