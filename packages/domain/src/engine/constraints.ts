import type { GameSlug } from '../games';
import { type NumericalGameConfig, type Range, gameConfig, isNumericalGame } from './config';
import { type EngineFailure, detail, failure } from './result';
import type { AutomaticConstraints, KnownModule, ManualConstraints, ModuleConstraints } from './schemas';

/**
 * Constraints for generating numbers (docs/domain.md §7): automatic options over the number range and a manual
 * matrix of fixed and excluded numbers per module.
 *
 * Decisions: options intersect with each other, while the digits listed for `finals` (or the tens listed for
 * `tens`) are alternatives; fixed numbers are always played, even when an automatic option would leave them out
 * (the manual choice wins), so the pool is fixed ∪ (neutral numbers meeting every option).
 */

/** Automatic options, in the order the UI lists them. */
export const AUTOMATIC_OPTIONS = [
  'onlyEven',
  'onlyOdd',
  'firstHalf',
  'secondHalf',
  'finals',
  'tens',
  'twins',
  'convertible',
] as const;
export type AutomaticOption = (typeof AUTOMATIC_OPTIONS)[number];

/** State of one number in the manual matrix. */
export type NumberState = 'NEUTRAL' | 'FIXED' | 'EXCLUDED';

/** Identifier of the validation rule that failed, in checking order. */
export type ConstraintRule =
  'NUMBER_OUT_OF_RANGE' | 'FIXED_AND_EXCLUDED' | 'OPTION_OUT_OF_RANGE' | 'TOO_MANY_FIXED' | 'POOL_TOO_SMALL';

/** Last number of the first half: 45 of 1–90, 25 of 1–50. */
export function firstHalfEnd(range: Range): number {
  return Math.floor((range.min + range.max) / 2);
}

/** Decina of a number: 1 for 1–10, 2 for 11–20, … */
export function tenOf(n: number): number {
  return Math.ceil(n / 10);
}

/** Tens a range offers: 1…9 for 1–90, 1…5 for 1–50. */
export function tensRange(range: Range): Range {
  return { min: tenOf(range.min), max: tenOf(range.max) };
}

/** Cadenze (final digits): 0…9. */
export const FINALS_RANGE: Range = { min: 0, max: 9 };

/** Gemelli: two equal non-zero digits (11, 22, …). */
export function isTwin(n: number): boolean {
  return n >= 11 && n <= 99 && n % 11 === 0;
}

/** Convertibili: two different non-zero digits whose swap is another number of the range (56 of 1–90). */
export function isConvertible(n: number, range: Range): boolean {
  if (n < 10 || n > 99) return false;
  const a = Math.floor(n / 10);
  const b = n % 10;
  const swapped = b * 10 + a;
  return b !== 0 && a !== b && swapped >= range.min && swapped <= range.max;
}

/** Whether `n` meets every automatic option set. */
export function meetsAutomatic(n: number, range: Range, options: AutomaticConstraints = {}): boolean {
  if (options.onlyEven && n % 2 !== 0) return false;
  if (options.onlyOdd && n % 2 !== 1) return false;
  if (options.firstHalf && n > firstHalfEnd(range)) return false;
  if (options.secondHalf && n <= firstHalfEnd(range)) return false;
  if (options.finals && options.finals.length > 0 && !options.finals.includes(n % 10)) return false;
  if (options.tens && options.tens.length > 0 && !options.tens.includes(tenOf(n))) return false;
  if (options.twins && !isTwin(n)) return false;
  if (options.convertible && !isConvertible(n, range)) return false;
  return true;
}

/** Numbers of the range meeting every automatic option, ascending. */
export function automaticPool(range: Range, options: AutomaticConstraints = {}): number[] {
  const out: number[] = [];
  for (let n = range.min; n <= range.max; n++) if (meetsAutomatic(n, range, options)) out.push(n);
  return out;
}

/** The manual matrix as one state per number: index i is number range.min + i. */
export function toNumberStates(range: Range, manual: ManualConstraints = {}): NumberState[] {
  const states: NumberState[] = Array.from({ length: range.max - range.min + 1 }, () => 'NEUTRAL');
  for (const n of manual.excluded ?? []) if (n >= range.min && n <= range.max) states[n - range.min] = 'EXCLUDED';
  for (const n of manual.fixed ?? []) if (n >= range.min && n <= range.max) states[n - range.min] = 'FIXED';
  return states;
}

/** Inverse of {@link toNumberStates}. */
export function fromNumberStates(
  range: Range,
  states: readonly NumberState[],
): { fixed: number[]; excluded: number[] } {
  const fixed: number[] = [];
  const excluded: number[] = [];
  states.forEach((s, i) => {
    if (s === 'FIXED') fixed.push(range.min + i);
    if (s === 'EXCLUDED') excluded.push(range.min + i);
  });
  return { fixed, excluded };
}

/** Numbers a module plays: N for integral and reduced systems, B + V, D² for a grid. */
export function numbersToDraw(module: KnownModule): number {
  switch (module.type) {
    case 'INTEGRALE':
    case 'RIDOTTO':
    case 'EUROJACKPOT':
      return module.numerosity;
    case 'BASI_VARIANTI':
      return module.base + module.varianti;
    case 'CRUCIVERBA':
      return module.dimension * module.dimension;
  }
}

/** What generation draws from for one module, once the constraints are valid. */
export interface DrawPlan {
  /** Numbers always played, ascending. */
  fixed: number[];
  /** Numbers the rest is drawn from, ascending (pool minus fixed). */
  free: number[];
  /** Numbers the module plays in all (fixed included). */
  count: number;
  /** Euronumbers (EuroJackpot modules only). */
  euronumbers: { fixed: number[]; free: number[]; count: number } | null;
}

/** A failed validation: CONSTRAINTS_NOT_VALID, the rule id, and the fields with the rule's Italian text. */
export interface ConstraintsViolation extends EngineFailure {
  code: 'CONSTRAINTS_NOT_VALID';
  rule: ConstraintRule;
}

export type ConstraintsCheck = { ok: true; plan: DrawPlan } | ConstraintsViolation;

function violation(rule: ConstraintRule, field: string, text: string): ConstraintsViolation {
  return { ...failure('CONSTRAINTS_NOT_VALID', { [field]: text }), code: 'CONSTRAINTS_NOT_VALID', rule };
}

const uniqueSorted = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Fixed and excluded numbers, deduplicated and sorted. */
interface Matrix {
  fixed: number[];
  excluded: number[];
}

/** Rules 1–2: every number within the range, none both fixed and excluded. */
function checkMatrixNumbers(range: Range, manual: ManualConstraints, path: string): Matrix | ConstraintsViolation {
  const fixed = uniqueSorted(manual.fixed ?? []);
  const excluded = uniqueSorted(manual.excluded ?? []);
  for (const [name, list] of [
    ['fixed', fixed],
    ['excluded', excluded],
  ] as const) {
    const bad = list.find((n) => !Number.isInteger(n) || n < range.min || n > range.max);
    if (bad !== undefined) {
      return violation(
        'NUMBER_OUT_OF_RANGE',
        `${path}.${name}`,
        detail('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: bad, min: range.min, max: range.max }),
      );
    }
  }
  const both = fixed.find((n) => excluded.includes(n));
  if (both !== undefined) {
    return violation(
      'FIXED_AND_EXCLUDED',
      `${path}.fixed`,
      detail('DETAIL_CONSTRAINT_FIXED_EXCLUDED', { value: both }),
    );
  }
  return { fixed, excluded };
}

/** Rule 3: cadenze within 0–9 and decine within the range's tens. */
function checkOptions(range: Range, options: AutomaticConstraints, path: string): ConstraintsViolation | null {
  const lists: [string, readonly number[] | undefined, Range][] = [
    ['finals', options.finals, FINALS_RANGE],
    ['tens', options.tens, tensRange(range)],
  ];
  for (const [name, values, allowed] of lists) {
    const bad = values?.find((v) => !Number.isInteger(v) || v < allowed.min || v > allowed.max);
    if (bad !== undefined) {
      return violation(
        'OPTION_OUT_OF_RANGE',
        `${path}.${name}`,
        detail('DETAIL_CONSTRAINT_OPTION', { value: bad, min: allowed.min, max: allowed.max }),
      );
    }
  }
  return null;
}

/** Rules 4–5: fixed ≤ count, and fixed + allowed neutral numbers ≥ count. */
function checkPool(
  range: Range,
  matrix: Matrix,
  count: number,
  allowed: (n: number) => boolean,
  path: string,
): { fixed: number[]; free: number[]; count: number } | ConstraintsViolation {
  const { fixed, excluded } = matrix;
  if (fixed.length > count) {
    return violation(
      'TOO_MANY_FIXED',
      `${path}.fixed`,
      detail('DETAIL_CONSTRAINT_TOO_MANY_FIXED', { value: fixed.length, max: count }),
    );
  }
  const free: number[] = [];
  for (let n = range.min; n <= range.max; n++) {
    if (!fixed.includes(n) && !excluded.includes(n) && allowed(n)) free.push(n);
  }
  if (fixed.length + free.length < count) {
    return violation(
      'POOL_TOO_SMALL',
      path,
      detail('DETAIL_CONSTRAINT_POOL', { value: fixed.length + free.length, min: count }),
    );
  }
  return { fixed, free, count };
}

const isViolation = (x: object): x is ConstraintsViolation => 'ok' in x;

/**
 * Validates the constraints of one module and, when valid, returns what generation draws from. Rules, in order:
 * numbers within the game's range, no number both fixed and excluded, option values within range (cadenze 0–9,
 * decine of the range), fixed ≤ numbers played, pool (fixed + neutral numbers meeting the options) large enough.
 * EuroJackpot modules check their Euronumbers matrix the same way. Assumes the module itself is valid for the game
 * (see `calculate`).
 *
 * @param path prefix of the field names in the answer, e.g. "constraints.0"
 */
export function validateConstraints(
  gameSlug: GameSlug,
  module: KnownModule,
  constraints: ModuleConstraints = {},
  path = 'constraints',
): ConstraintsCheck {
  if (!isNumericalGame(gameSlug)) throw new RangeError(`${gameSlug} has no number constraints`);
  return checkModuleConstraints(gameConfig(gameSlug), module, constraints, path);
}

/** {@link validateConstraints} with the configuration already resolved. */
export function checkModuleConstraints(
  config: NumericalGameConfig,
  module: KnownModule,
  constraints: ModuleConstraints,
  path: string,
): ConstraintsCheck {
  const range = config.numbers;
  const options = constraints.automatic ?? {};
  const euroConfig = module.type === 'EUROJACKPOT' ? config.euronumbers : null;
  const euroPath = `${path}.euronumbers`;

  const matrix = checkMatrixNumbers(range, constraints.manual ?? {}, `${path}.manual`);
  if (isViolation(matrix)) return matrix;
  const euroMatrix = euroConfig
    ? checkMatrixNumbers(euroConfig.numbers, constraints.euronumbers ?? {}, euroPath)
    : null;
  if (euroMatrix && isViolation(euroMatrix)) return euroMatrix;
  const badOption = checkOptions(range, options, `${path}.automatic`);
  if (badOption) return badOption;

  const main = checkPool(
    range,
    matrix,
    numbersToDraw(module),
    (n) => meetsAutomatic(n, range, options),
    `${path}.manual`,
  );
  if (isViolation(main)) return main;
  let euronumbers: DrawPlan['euronumbers'] = null;
  if (euroConfig && euroMatrix && module.type === 'EUROJACKPOT') {
    const euro = checkPool(euroConfig.numbers, euroMatrix, module.euronumbers, () => true, euroPath);
    if (isViolation(euro)) return euro;
    euronumbers = euro;
  }
  return { ok: true, plan: { ...main, euronumbers } };
}

/** Why some chosen numbers break the module's constraints: the offending numbers by rule (empty lists: none). */
export interface ConstraintBreaches {
  /** Numbers played that no automatic option allows (and are not fixed). */
  automatic: number[];
  /** Numbers played that the manual matrix excludes. */
  excluded: number[];
  /** Fixed numbers of the matrix that are not played. */
  missingFixed: number[];
  /** The same three for the Euronumbers (EuroJackpot). */
  euroExcluded: number[];
  euroMissingFixed: number[];
}

/**
 * The numbers a system plays, checked against its structure module's constraints with exactly the rules generation
 * draws by (see the module comment): every fixed number played, no excluded one, and every other number meeting the
 * automatic options. Used where numbers are chosen by hand (a manual system, a proposal), so that they can never
 * play what the structure forbids (e.g. 47 under "Solo pari, Seconda metà").
 */
export function constraintBreaches(
  gameSlug: GameSlug,
  constraints: ModuleConstraints | undefined,
  numbers: readonly number[],
  euronumbers: readonly number[] = [],
): ConstraintBreaches {
  const out: ConstraintBreaches = {
    automatic: [],
    excluded: [],
    missingFixed: [],
    euroExcluded: [],
    euroMissingFixed: [],
  };
  if (!constraints || !isNumericalGame(gameSlug)) return out;
  const range = gameConfig(gameSlug).numbers;
  const fixed = new Set(constraints.manual?.fixed ?? []);
  const excluded = new Set(constraints.manual?.excluded ?? []);
  const options = constraints.automatic ?? {};
  const asc = (xs: number[]) => xs.sort((a, b) => a - b);
  out.excluded = asc(numbers.filter((n) => excluded.has(n)));
  out.automatic = asc(numbers.filter((n) => !fixed.has(n) && !excluded.has(n) && !meetsAutomatic(n, range, options)));
  out.missingFixed = asc([...fixed].filter((n) => !numbers.includes(n)));
  const euroFixed = constraints.euronumbers?.fixed ?? [];
  const euroExcluded = new Set(constraints.euronumbers?.excluded ?? []);
  out.euroExcluded = asc(euronumbers.filter((n) => euroExcluded.has(n)));
  out.euroMissingFixed = asc(euroFixed.filter((n) => !euronumbers.includes(n)));
  return out;
}
