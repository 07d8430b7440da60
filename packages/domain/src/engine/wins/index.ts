/**
 * Draw results and wins: prize categories per game, result validation, exact wins of a system on a draw,
 * and the odds of a system. The zod schemas of a result are in ./schemas (imported by path, see there).
 */
export { EUROJACKPOT_CODES, categoryCodes, prizeCategories } from './categories';
export type { PrizeCategory } from './categories';
export type {
  Draw,
  ModuleForWins,
  SystemForWins,
  TotocalcioEventResult,
  TotocalcioOutcome,
  TotocalcioSystemForWins,
  WinCounts,
} from './types';
export { PRIZE_AMOUNT_MAX_CENTS, validateDrawResult } from './validate';
export type { DrawResultInput } from './validate';
export { systemWins, toSystemForWins } from './wins';
export type { StoredModuleNumbers } from './wins';
export { emptyWins, systemWinsBruteForce, totocalcioColumnsList } from './brute-force';
export { cruciverbaLines, euroPairs, firstCombination, moduleCombinations } from './combinations';
export { totocalcioOutcomes } from './totocalcio';
export { systemWinsClosedForm, totocalcioWinningColumns } from './closed-form';
export { formatOdds, systemOdds } from './odds';
export type { CategoryOdds, OddsOptions } from './odds';
export { winTotals } from './totals';
export type { WinTotals } from './totals';
