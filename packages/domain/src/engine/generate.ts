import type { GameSlug } from '../games';
import { validateModules } from './calculate';
import { binomialCached, unrankCombination } from './combinatorics';
import { gameConfig, isNumericalGame } from './config';
import { type DrawPlan, checkModuleConstraints } from './constraints';
import { type RandomSource, cryptoRandom, randomBigInt, seededRandom, shuffle } from './random';
import { type EngineResult, detail, failure, formatCount, success } from './result';
import type { KnownModule, ModuleConstraints, ModuleInput } from './schemas';

/**
 * Generation of systems (docs/domain.md §7): numbers drawn uniformly from each module's pool, fixed numbers always
 * included, no two systems of one request identical.
 *
 * Every module has a finite outcome space (which free numbers are added to the fixed ones, and for bases/varianti
 * which go where), so a structure's systems are numbered 0 … total − 1 by mixed radix. Drawing `count` distinct
 * indices with Floyd's algorithm and decoding them gives `count` different systems, each uniformly distributed,
 * in exactly `count` draws: no retry loop, and an error instead of an endless search when total < count.
 */

/** Numbers of one generated module; everything sorted ascending except the grid. */
export interface GeneratedModule {
  type: KnownModule['type'];
  /** Every number played by the module. */
  numbers: number[];
  /** BASI_VARIANTI: the numbers in every combination. */
  base?: number[];
  /** BASI_VARIANTI: the numbers the other places are drawn from. */
  varianti?: number[];
  /** CRUCIVERBA: the grid, row by row. */
  grid?: number[][];
  /** EUROJACKPOT: the Euronumbers. */
  euronumbers?: number[];
}

/** One generated system: one entry per module of the structure. */
export interface GeneratedSystem {
  modules: GeneratedModule[];
}

/** Options of {@link generateSystems}. */
export interface GenerateOptions {
  /** Reproducible generation (tests): a seeded PRNG replaces the cryptographic source. */
  seed?: number | string;
}

/** The outcome space of one module: how many outcomes, and how to build outcome i. */
interface OutcomeSpace {
  size: bigint;
  build(index: bigint, rng: RandomSource): GeneratedModule;
}

const asc = (a: number, b: number) => a - b;

/** r numbers from `free` (ascending), the rank-th r-subset. */
function pick(free: readonly number[], r: number, rank: bigint): number[] {
  return unrankCombination(free.length, r, rank).map((i) => free[i]);
}

/** Outcomes of adding (count − fixed) free numbers to the fixed ones. */
function subsetSpace(fixed: readonly number[], free: readonly number[], count: number) {
  const r = count - fixed.length;
  return {
    size: binomialCached(free.length, r),
    numbers: (rank: bigint) => [...fixed, ...pick(free, r, rank)].sort(asc),
  };
}

function outcomeSpace(module: KnownModule, plan: DrawPlan, k: number): OutcomeSpace {
  const { fixed, free, count } = plan;
  switch (module.type) {
    case 'INTEGRALE':
    case 'RIDOTTO': {
      const s = subsetSpace(fixed, free, count);
      return { size: s.size, build: (i) => ({ type: module.type, numbers: s.numbers(i) }) };
    }
    case 'CRUCIVERBA': {
      // Distinct number sets give distinct grids; the arrangement is shuffled and not counted as a new outcome.
      const s = subsetSpace(fixed, free, count);
      const d = module.dimension;
      return {
        size: s.size,
        build: (i, rng) => {
          const numbers = s.numbers(i);
          const cells = shuffle(rng, [...numbers]);
          const grid = Array.from({ length: d }, (_, r) => cells.slice(r * d, r * d + d));
          return { type: 'CRUCIVERBA', numbers, grid };
        },
      };
    }
    case 'EUROJACKPOT': {
      const main = subsetSpace(fixed, free, count);
      const e = plan.euronumbers!;
      const euro = subsetSpace(e.fixed, e.free, e.count);
      return {
        size: main.size * euro.size,
        build: (i) => ({
          type: 'EUROJACKPOT',
          numbers: main.numbers(i / euro.size),
          euronumbers: euro.numbers(i % euro.size),
        }),
      };
    }
    case 'BASI_VARIANTI':
      return basiVariantiSpace(module.base, module.varianti, k, plan);
  }
}

/**
 * Bases and varianti. Fixed numbers fill base places first (which fixed ones, when more than B, is part of the
 * outcome); the other base places and the varianti come from the free numbers. When V = k − B the module is a
 * single combination whatever the split, so only the number set counts and the split is canonical.
 */
function basiVariantiSpace(base: number, varianti: number, k: number, plan: DrawPlan): OutcomeSpace {
  const { fixed, free, count } = plan;
  if (varianti === k - base) {
    const s = subsetSpace(fixed, free, count);
    return {
      size: s.size,
      build: (i) => {
        const numbers = s.numbers(i);
        const ordered = [...fixed, ...numbers.filter((n) => !fixed.includes(n))];
        return {
          type: 'BASI_VARIANTI',
          numbers,
          base: ordered.slice(0, base).sort(asc),
          varianti: ordered.slice(base).sort(asc),
        };
      },
    };
  }
  const fixedInBase = Math.min(fixed.length, base);
  const fixedChoice = binomialCached(fixed.length, fixedInBase);
  const freeInBase = base - fixedInBase;
  const baseChoice = binomialCached(free.length, freeInBase);
  const freeInVarianti = varianti - (fixed.length - fixedInBase);
  const variantiChoice = binomialCached(free.length - freeInBase, freeInVarianti);
  return {
    size: fixedChoice * baseChoice * variantiChoice,
    build: (index) => {
      let i = index;
      const fixedRank = i % fixedChoice;
      i /= fixedChoice;
      const baseRank = i % baseChoice;
      i /= baseChoice;
      const fixedBase = pick(fixed, fixedInBase, fixedRank);
      const freeBase = pick(free, freeInBase, baseRank);
      const rest = free.filter((n) => !freeBase.includes(n));
      const b = [...fixedBase, ...freeBase].sort(asc);
      const v = [...fixed.filter((n) => !fixedBase.includes(n)), ...pick(rest, freeInVarianti, i)].sort(asc);
      return { type: 'BASI_VARIANTI', numbers: [...b, ...v].sort(asc), base: b, varianti: v };
    },
  };
}

/** Floyd's algorithm: `count` distinct uniformly random integers in [0, total), then shuffled. */
function distinctIndices(rng: RandomSource, total: bigint, count: number): bigint[] {
  const chosen = new Set<bigint>();
  const order: bigint[] = [];
  for (let j = total - BigInt(count); j < total; j++) {
    const t = randomBigInt(rng, j + 1n);
    const value = chosen.has(t) ? j : t;
    chosen.add(value);
    order.push(value);
  }
  return shuffle(rng, order);
}

/**
 * Generates `count` systems for a structure of a numerical game. Checks, in order: the modules (as
 * `calculate` does: structure and module types, ranges), the count (1–999: SYSTEMS_COUNT_OUT_OF_RANGE), every
 * module's constraints (CONSTRAINTS_NOT_VALID with the failing rule), and whether `count` different systems exist
 * (SYSTEMS_NOT_DISTINCT).
 *
 * @param structure the structure's type and modules (as in the calculate request)
 * @param constraints constraints by module index (missing = none)
 * @param options `seed` for reproducible output; otherwise `globalThis.crypto.getRandomValues` is the source
 */
export function generateSystems(
  gameSlug: GameSlug,
  structure: { structureType?: string; modules: readonly ModuleInput[] },
  constraints: readonly ModuleConstraints[],
  count: number,
  options: GenerateOptions = {},
): EngineResult<GeneratedSystem[]> {
  if (!isNumericalGame(gameSlug)) return failure('CHANGE_PARAMETERS');
  const config = gameConfig(gameSlug);
  const modules = validateModules(config, structure);
  if (!Array.isArray(modules)) return modules;

  const range = config.generation.count;
  if (!Number.isInteger(count) || count < range.min || count > range.max) {
    return failure('SYSTEMS_COUNT_OUT_OF_RANGE', { count: detail('DETAIL_RANGE', { min: range.min, max: range.max }) });
  }

  const spaces: OutcomeSpace[] = [];
  for (let i = 0; i < modules.length; i++) {
    const check = checkModuleConstraints(config, modules[i], constraints[i] ?? {}, `constraints.${i}`);
    if (!check.ok) return check;
    spaces.push(outcomeSpace(modules[i], check.plan, config.numbersPerCombination));
  }

  const total = spaces.reduce((acc, s) => acc * s.size, 1n);
  if (total < BigInt(count)) {
    return failure('SYSTEMS_NOT_DISTINCT', { count: detail('DETAIL_SYSTEMS_DISTINCT', { max: formatCount(total) }) });
  }

  const rng = options.seed === undefined ? cryptoRandom() : seededRandom(options.seed);
  const systems = distinctIndices(rng, total, count).map((index) => {
    let rest = index;
    const generated = spaces.map((space) => {
      const own = rest % space.size;
      rest /= space.size;
      return space.build(own, rng);
    });
    return { modules: generated };
  });
  return success(systems);
}
