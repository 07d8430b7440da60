import type { GameSlug } from '../games';
import { splitIntoCedole } from './cedole';
import { type NumericalGameConfig, type NumericalGameSlug, gameConfig, isNumericalGame } from './config';
import {
  baseCombinations,
  boardError,
  cedolaPriceCents,
  isKnownModule,
  isSplittable,
  playedCombinations,
  rangeErrors,
  structureErrors,
} from './modules';
import { checkQuotes } from './quotes';
import { type EngineFailure, type EngineResult, detail, failure, formatCount, success } from './result';
import type { CalculateRequest, CalculateResult, KnownModule, ModuleInput, ModuleTotals } from './schemas';

/** Totals of a structure before quotes: what {@link calculate} answers, minus the quota price. */
export interface StructureTotals {
  combinations: number;
  cedole: number;
  totalPriceCents: number;
  /** Price of the cheapest cedola (for the cedola-share rule). */
  cheapestCedolaCents: number;
  modules: ModuleTotals[];
}

/** A structure: board, type and modules, as in the calculate request. */
export type StructureInput = Omit<CalculateRequest, 'quotes'>;

/**
 * "Calculate totals" for a numerical game (spec §8, docs/domain.md §3–§4): combinations, cedole and prices of a
 * structure, or the first failing rule in the order board → structure and module types → ranges → per-structure
 * combinations → cannot split → cedole → quotes range → divisibility → total minimum → quota price → cedola share.
 *
 * Pure and synchronous; counts stay exact bigints until they are known to be within the game's limits.
 *
 * @param gameSlug a numerical game; Totocalcio has `calculateTotocalcio`
 * @param request a request shaped by `calculateRequestSchema` (defaults optional)
 */
export function calculate(gameSlug: GameSlug, request: CalculateRequest): EngineResult<CalculateResult> {
  const totals = structureTotals(gameSlug, request);
  if (!totals.ok) return totals;
  const { combinations, cedole, totalPriceCents, cheapestCedolaCents, modules } = totals.result;
  const config = gameConfig(gameSlug as NumericalGameSlug);
  const quota = checkQuotes(config.quotes, totalPriceCents, request.quotes, cheapestCedolaCents);
  if (!quota.ok) return quota;
  return success({ combinations, cedole, totalPriceCents, quotaPriceCents: quota.quotaPriceCents, modules });
}

/**
 * The part of {@link calculate} that does not depend on the quotes: every rule up to the cedole limit, then the
 * totals. Lets a form show combinations and prices before the quotes are chosen.
 */
export function structureTotals(gameSlug: GameSlug, structure: StructureInput): EngineResult<StructureTotals> {
  if (!isNumericalGame(gameSlug)) return failure('CHANGE_PARAMETERS');
  const config = gameConfig(gameSlug);
  const board = boardError(config, structure.boardType ?? 'STANDARD');
  if (board) return failure('BOARD_TYPE_UNKNOWN', board);
  const modules = validateModules(config, structure);
  if (!Array.isArray(modules)) return modules;

  // Per-structure combinations, before any per-module arithmetic that depends on them.
  const played: bigint[] = [];
  for (const m of modules) {
    const base = baseCombinations(config, m);
    if (base === null) return failure('CHANGE_PARAMETERS', { modules: detail('CHANGE_PARAMETERS') });
    played.push(playedCombinations(base, m));
  }
  const limits = config.limits;
  const total = played.reduce((a, b) => a + b, 0n);
  if (total > BigInt(limits.combinationsPerStructure)) {
    return failure('COMBINATIONS_OVER_LIMIT', {
      modules: detail('DETAIL_COMBINATIONS_MAX', {
        value: formatCount(total),
        max: formatCount(limits.combinationsPerStructure),
      }),
    });
  }
  const counts = played.map(Number); // safe: each ≤ the per-structure limit

  const cannotSplit: Record<string, string> = {};
  counts.forEach((c, i) => {
    if (c > limits.combinationsPerPlay && !isSplittable(config, modules[i])) {
      cannotSplit[`modules.${i}`] = detail('DETAIL_PLAY_MAX', {
        value: formatCount(c),
        max: formatCount(limits.combinationsPerPlay),
      });
    }
  });
  if (Object.keys(cannotSplit).length > 0) return failure('CANNOT_SPLIT', cannotSplit);

  let cheapestCedolaCents = Infinity;
  const totals: ModuleTotals[] = modules.map((m, i) => {
    const cedoleCombinations = splitIntoCedole(counts[i], limits.combinationsPerPlay);
    const prices = cedoleCombinations.map((c) => cedolaPriceCents(config, m, c));
    cheapestCedolaCents = Math.min(cheapestCedolaCents, ...prices);
    return {
      combinations: counts[i],
      cedole: cedoleCombinations.length,
      priceCents: prices.reduce((a, b) => a + b, 0),
      cedoleCombinations,
    };
  });
  const cedole = totals.reduce((sum, t) => sum + t.cedole, 0);
  if (cedole > limits.cedolePerStructure) {
    return failure('TOO_MANY_CEDOLE', {
      modules: detail('DETAIL_CEDOLE_MAX', { value: cedole, max: limits.cedolePerStructure }),
    });
  }
  return success({
    combinations: counts.reduce((a, b) => a + b, 0),
    cedole,
    totalPriceCents: totals.reduce((sum, t) => sum + t.priceCents, 0),
    cheapestCedolaCents,
    modules: totals,
  });
}

/**
 * The validation stages after the board and before any counting: structure and module types, then input
 * ranges. Shared with number generation.
 * @returns the modules narrowed to known types, or the first failure
 */
export function validateModules(
  config: NumericalGameConfig,
  request: { structureType?: string; modules: readonly ModuleInput[] },
): KnownModule[] | EngineFailure {
  const structure = structureErrors(config, request.structureType ?? 'NON_ACCUMULO', request.modules);
  if (structure) return failure('BLOCK_TYPE_UNHANDLED', structure);
  const modules = request.modules.filter(isKnownModule); // all known once structureErrors passed
  const ranges = rangeErrors(config, modules);
  if (ranges) return failure('NUMBERS_OUT_OF_RANGE', ranges);
  return modules;
}
