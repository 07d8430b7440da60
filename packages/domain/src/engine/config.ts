import type { GameSlug } from '../games';

/**
 * Every number of the cost engine, one object per game (docs/domain.md §2–§7). Nothing else in the engine holds a
 * game literal. [R] = regulation, [D] = product decision a deployment may change (listed in docs/).
 */

/** Boards ("bacheca", macroType) [D]. */
export const BOARD_TYPES = ['STANDARD', 'SPECIALE'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Structure types [D]: how the modules of a structure are summed. */
export const STRUCTURE_TYPES = ['NON_ACCUMULO', 'ACCUMULO', 'MULTISISTEMA_ACCUMULO'] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];

/** Module types (docs/domain.md §3). */
export const MODULE_TYPES = ['INTEGRALE', 'BASI_VARIANTI', 'RIDOTTO', 'CRUCIVERBA', 'EUROJACKPOT'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

/** Numerical games (everything but Totocalcio). */
export type NumericalGameSlug = Exclude<GameSlug, 'totocalcio'>;
export const NUMERICAL_GAMES: readonly NumericalGameSlug[] = ['superenalotto', 'sivincetutto', 'eurojackpot'];

/** Inclusive integer interval. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** Quote (caratura) rules, docs/domain.md §4 and §6. Money in integer cents. */
export interface QuoteRules {
  /** Number of quote a system is sold in [R]. */
  readonly quotes: Range;
  /** Price of one quota [R/D]. */
  readonly quotaPriceCents: Range;
  /** Minimum total of the system [D]. */
  readonly totalMinCents: number;
  /** Minimum share of the cheapest cedola per quota [D]; null where cedole do not apply (Totocalcio). */
  readonly cedolaShareMinCents: number | null;
}

/** Input ranges of each module type a game offers (only the offered types are present). */
export interface ModuleRanges {
  readonly INTEGRALE?: { readonly numerosity: Range };
  /** Base B in [1, k − 1]; varianti V ≥ k − B and B + V ≤ the number range (checked by the engine). */
  readonly BASI_VARIANTI?: { readonly base: Range; readonly varianti: Range };
  /** Reduced systems: the table of verified designs covers exactly these ranges (see engine/reduced). */
  readonly RIDOTTO?: { readonly numerosity: Range; readonly garanzia: Range };
  /** D×D grid: D ≥ k and D² ≤ the number range. */
  readonly CRUCIVERBA?: { readonly dimension: Range };
  readonly EUROJACKPOT?: { readonly numerosity: Range; readonly euronumbers: Range };
}

/** The configuration of one numerical game. */
export interface NumericalGameConfig {
  readonly slug: NumericalGameSlug;
  /** Numbers that can be played [R]. */
  readonly numbers: Range;
  /** k: numbers in one combination [R]. */
  readonly numbersPerCombination: number;
  /** Price of one combination [R]. */
  readonly combinationPriceCents: number;
  /** SuperStar [D]; null when the game has none. */
  readonly superStar: null | {
    /** Most SuperStar numbers on one module. */
    readonly maxCount: number;
    /** Surcharge per combination the SuperStar is on [R]. */
    readonly surchargeCents: number;
  };
  /** EuroJackpot's second drum [R]; null for other games. */
  readonly euronumbers: null | { readonly numbers: Range; readonly perCombination: number };
  readonly limits: {
    /** Combinations on one play (one cedola): above it a module is split [R/D]. */
    readonly combinationsPerPlay: number;
    /** Combinations of a whole structure [D]. */
    readonly combinationsPerStructure: number;
    /** Cedole of a whole structure [D]. */
    readonly cedolePerStructure: number;
  };
  /** Boards the game offers [D]. */
  readonly boards: readonly BoardType[];
  readonly structureTypes: readonly StructureType[];
  /** Module types offered, in the order the UI lists them. */
  readonly moduleTypes: readonly ModuleType[];
  readonly modules: ModuleRanges;
  /** Module types whose combinations may be spread over several cedole [R]. */
  readonly splittable: readonly ModuleType[];
  readonly quotes: QuoteRules;
  /** How many systems one generation request may produce (spec §5, §9). */
  readonly generation: { readonly count: Range };
}

const NUMERICAL_QUOTES: QuoteRules = {
  quotes: { min: 2, max: 125 },
  quotaPriceCents: { min: 500, max: 99_900 },
  totalMinCents: 1_000,
  cedolaShareMinCents: 10,
};

const GENERATION = { count: { min: 1, max: 999 } } as const;

const SPLITTABLE: readonly ModuleType[] = ['INTEGRALE', 'BASI_VARIANTI', 'EUROJACKPOT'];

/**
 * The numerical games. Module ranges start at the smallest input that is still a system (k + 1 numbers for an
 * integral) and end at what the number range allows; combination limits are checked separately, so a
 * numerosity of 30 answers COMBINATIONS_OVER_LIMIT while 200 answers NUMBERS_OUT_OF_RANGE.
 */
export const GAME_CONFIGS: Readonly<Record<NumericalGameSlug, NumericalGameConfig>> = {
  superenalotto: {
    slug: 'superenalotto',
    numbers: { min: 1, max: 90 },
    numbersPerCombination: 6,
    combinationPriceCents: 100,
    superStar: { maxCount: 10, surchargeCents: 50 },
    euronumbers: null,
    limits: { combinationsPerPlay: 27_132, combinationsPerStructure: 100_000, cedolePerStructure: 10 },
    boards: ['STANDARD', 'SPECIALE'],
    structureTypes: STRUCTURE_TYPES,
    moduleTypes: ['INTEGRALE', 'BASI_VARIANTI', 'RIDOTTO', 'CRUCIVERBA'],
    modules: {
      INTEGRALE: { numerosity: { min: 7, max: 90 } },
      BASI_VARIANTI: { base: { min: 1, max: 5 }, varianti: { min: 1, max: 89 } },
      RIDOTTO: { numerosity: { min: 7, max: 20 }, garanzia: { min: 3, max: 5 } },
      CRUCIVERBA: { dimension: { min: 6, max: 9 } },
    },
    splittable: SPLITTABLE,
    quotes: NUMERICAL_QUOTES,
    generation: GENERATION,
  },
  sivincetutto: {
    slug: 'sivincetutto',
    numbers: { min: 1, max: 90 },
    numbersPerCombination: 12,
    combinationPriceCents: 500,
    superStar: null,
    euronumbers: null,
    limits: { combinationsPerPlay: 18_564, combinationsPerStructure: 50_000, cedolePerStructure: 10 },
    boards: ['STANDARD'],
    structureTypes: STRUCTURE_TYPES,
    // No CRUCIVERBA: a grid needs D ≥ 12 and D² ≤ 90, which no D meets. No RIDOTTO: verified reduced systems
    // exist for k = 6 only (engine/reduced); adding k = 12 tables is data, not code.
    moduleTypes: ['INTEGRALE', 'BASI_VARIANTI'],
    modules: {
      INTEGRALE: { numerosity: { min: 13, max: 90 } },
      BASI_VARIANTI: { base: { min: 1, max: 11 }, varianti: { min: 1, max: 89 } },
    },
    splittable: SPLITTABLE,
    quotes: NUMERICAL_QUOTES,
    generation: GENERATION,
  },
  eurojackpot: {
    slug: 'eurojackpot',
    numbers: { min: 1, max: 50 },
    numbersPerCombination: 5,
    combinationPriceCents: 200,
    superStar: null,
    euronumbers: { numbers: { min: 1, max: 12 }, perCombination: 2 },
    limits: { combinationsPerPlay: 32_767, combinationsPerStructure: 100_000, cedolePerStructure: 10 },
    boards: ['STANDARD', 'SPECIALE'],
    structureTypes: STRUCTURE_TYPES,
    moduleTypes: ['EUROJACKPOT'],
    modules: {
      EUROJACKPOT: { numerosity: { min: 5, max: 50 }, euronumbers: { min: 2, max: 12 } },
    },
    splittable: SPLITTABLE,
    quotes: NUMERICAL_QUOTES,
    generation: GENERATION,
  },
};

/** Totocalcio formulas [R]: mandatory events, least optional events and column bounds. */
export const TOTOCALCIO_FORMULAS = [11, 13] as const;
export type TotocalcioFormula = (typeof TOTOCALCIO_FORMULAS)[number];

export interface TotocalcioFormulaConfig {
  /** Exactly this many mandatory events. */
  readonly mandatoryEvents: number;
  /** r: at least this many optional events, of which r are counted per column. */
  readonly optionalEvents: number;
  readonly columns: Range;
}

/** Totocalcio (docs/domain.md §6). */
export const TOTOCALCIO_CONFIG = {
  slug: 'totocalcio',
  /** Events on one coupon (the 14 matches of the schedina) [R]. */
  maxEvents: 14,
  /** Signs per event: 1, X, 2 [R]. */
  signs: { min: 1, max: 3 },
  columnPriceCents: 100,
  formulas: {
    11: { mandatoryEvents: 7, optionalEvents: 4, columns: { min: 16, max: 7_776 } },
    13: { mandatoryEvents: 8, optionalEvents: 5, columns: { min: 16, max: 34_992 } },
  } satisfies Record<TotocalcioFormula, TotocalcioFormulaConfig>,
  quotes: {
    quotes: { min: 2, max: 125 },
    quotaPriceCents: { min: 400, max: 99_900 },
    totalMinCents: 1_600,
    cedolaShareMinCents: null,
  } satisfies QuoteRules,
} as const;

/** True for the three numerical games. */
export function isNumericalGame(slug: string): slug is NumericalGameSlug {
  return (NUMERICAL_GAMES as readonly string[]).includes(slug);
}

/** Configuration of a numerical game. */
export function gameConfig(slug: NumericalGameSlug): NumericalGameConfig {
  return GAME_CONFIGS[slug];
}
