/**
 * The cost engine: per-game configuration, "calculate totals" for numerical games and Totocalcio,
 * reduced systems, constraints and number generation. Pure, synchronous, and safe to run in the browser.
 */
export {
  BOARD_TYPES,
  GAME_CONFIGS,
  MODULE_TYPES,
  NUMERICAL_GAMES,
  STRUCTURE_TYPES,
  TOTOCALCIO_CONFIG,
  TOTOCALCIO_FORMULAS,
  gameConfig,
  isNumericalGame,
} from './config';
export type {
  BoardType,
  ModuleRanges,
  ModuleType,
  NumericalGameConfig,
  NumericalGameSlug,
  QuoteRules,
  Range,
  StructureType,
  TotocalcioFormula,
  TotocalcioFormulaConfig,
} from './config';
export * from './schemas';
export type { EngineFailure, EngineResult } from './result';
export { calculate, structureTotals } from './calculate';
export type { StructureInput, StructureTotals } from './calculate';
export { calculateTotocalcio, totocalcioColumns } from './totocalcio';
export { splitIntoCedole } from './cedole';
export { binomial, elementarySymmetric } from './combinatorics';
export {
  AUTOMATIC_OPTIONS,
  automaticPool,
  constraintBreaches,
  fromNumberStates,
  isConvertible,
  isTwin,
  meetsAutomatic,
  numbersToDraw,
  toNumberStates,
  validateConstraints,
} from './constraints';
export type {
  AutomaticOption,
  ConstraintBreaches,
  ConstraintRule,
  ConstraintsCheck,
  ConstraintsViolation,
  DrawPlan,
  NumberState,
} from './constraints';
export { generateSystems } from './generate';
export type { GenerateOptions, GeneratedModule, GeneratedSystem } from './generate';
export {
  applyReducedSystem,
  buildReducedSystem,
  drawsCoveredPerCombination,
  reducedSystem,
  reducedSystemLowerBound,
  reducedSystemSize,
  shippedReducedSystems,
  verifyReducedSystem,
} from './reduced/reduced-systems';
export type { BuildOptions, ReducedSystem } from './reduced/reduced-systems';
export { cryptoRandom, seededRandom } from './random';
export type { RandomSource } from './random';
export * from './wins';
