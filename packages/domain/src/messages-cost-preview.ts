/**
 * Italian texts of the live cost preview of a structure (components/cost-preview/cost-preview.tsx: the structure
 * form and the new system's page). Only that component imports them, so they travel in its chunk.
 */

export const TITLE = 'Anteprima costi';
/** The chip that says whose figures are shown. */
export const STATUS_CHECKING = 'Verifica del server in corso…';
export const STATUS_VERIFIED = 'Verificato dal server';
export const STATUS_DISAGREEMENT = 'Il server non concorda: valgono i suoi valori';
export const STATUS_UNVERIFIED = 'Server non raggiungibile: valori del calcolo locale';
export const STATUS_LOCAL = 'Calcolo locale';
export const INCOMPLETE = 'Completare quote e moduli per vedere combinazioni e costi.';
export const COMBINATIONS = 'Combinazioni';
export const CEDOLE = 'Cedole';
export const TOTAL_PRICE = 'Costo totale';
/** A module's line: "Modulo 1: 84 combinazioni, 14 cedole, 84,00 €". */
export const MODULE = 'Modulo {n}';
export const MODULE_LINE = '{module}: {combinations:combinazione|combinazioni}, {cedole:cedola|cedole}, {price}';
/** A calculation in short, in the disagreement's sentence: "84 combinazioni, 84,00 €". */
export const CALCULATION = '{combinations:combinazione|combinazioni}, {price}';
export const DISAGREEMENT =
  'Il calcolo locale ({local}) non coincide con quello del server ({server}): vale il risultato del server.';
