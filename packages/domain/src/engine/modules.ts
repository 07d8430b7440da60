import { GAMES } from '../games';
import { binomial } from './combinatorics';
import { MODULE_TYPES, type ModuleType, type NumericalGameConfig, type Range, type StructureType } from './config';
import { reducedSystemSize } from './reduced/reduced-systems';
import { detail } from './result';
import type { KnownModule, ModuleInput } from './schemas';

/**
 * Module arithmetic (docs/domain.md §3): validation of a module's inputs against its game, and its number of
 * combinations. Pure functions over the per-game configuration.
 */

/** Field path → Italian explanation. */
export type FieldErrors = Record<string, string>;

/** True when the module's type is one the engine knows (the schema also admits unknown types). */
export function isKnownModule(module: ModuleInput): module is KnownModule {
  return (MODULE_TYPES as readonly string[]).includes(module.type);
}

function inRange(value: number, range: Range): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

function rangeText(range: Range): string {
  return detail('DETAIL_RANGE', { min: range.min, max: range.max });
}

function notOffered(config: NumericalGameConfig, value: string, allowed: readonly string[]): string {
  return detail('DETAIL_NOT_OFFERED', { value, game: GAMES[config.slug].label, allowed: allowed.join(', ') });
}

/** Board check (first in the error order): null when the game offers the board. */
export function boardError(config: NumericalGameConfig, boardType: string): FieldErrors | null {
  return (config.boards as readonly string[]).includes(boardType)
    ? null
    : { boardType: notOffered(config, boardType, config.boards) };
}

/**
 * Structure type, module types, and the modules the structure type admits (count and mix): every failing field
 * of that group, or null.
 */
export function structureErrors(
  config: NumericalGameConfig,
  structureType: string,
  modules: readonly ModuleInput[],
): FieldErrors | null {
  const fields: FieldErrors = {};
  const knownStructure = (config.structureTypes as readonly string[]).includes(structureType);
  if (!knownStructure) fields.structureType = notOffered(config, structureType, config.structureTypes);
  modules.forEach((m, i) => {
    if (!(config.moduleTypes as readonly string[]).includes(m.type)) {
      fields[`modules.${i}.type`] = notOffered(config, m.type, config.moduleTypes);
    }
  });
  if (knownStructure) {
    const mix = structureMixError(structureType as StructureType, modules);
    if (mix) fields.modules = mix;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function structureMixError(structureType: StructureType, modules: readonly ModuleInput[]): string | null {
  switch (structureType) {
    case 'NON_ACCUMULO':
      return modules.length === 1 ? null : detail('DETAIL_MODULES_EXACTLY_ONE');
    case 'ACCUMULO':
      return modules.length >= 1 && modules.every((m) => m.type === modules[0].type)
        ? null
        : detail('DETAIL_MODULES_SAME_TYPE');
    case 'MULTISISTEMA_ACCUMULO':
      return modules.length >= 2 ? null : detail('DETAIL_MODULES_AT_LEAST_TWO');
  }
}

/** SuperStar count of a module (0 when absent or for EuroJackpot modules). */
export function superStarCount(module: KnownModule): number {
  return module.type === 'EUROJACKPOT' ? 0 : (module.superstar ?? 0);
}

function isSingleStar(module: KnownModule): boolean {
  return module.type !== 'EUROJACKPOT' && module.singleStar === true;
}

/**
 * Input ranges of known, offered modules, SuperStar rules included: every failing field, or null.
 * Assumes {@link structureErrors} passed.
 */
export function rangeErrors(config: NumericalGameConfig, modules: readonly KnownModule[]): FieldErrors | null {
  const fields: FieldErrors = {};
  const k = config.numbersPerCombination;
  const put = (i: number, field: string, text: string) => {
    fields[`modules.${i}.${field}`] = text;
  };
  modules.forEach((m, i) => {
    switch (m.type) {
      case 'INTEGRALE': {
        const r = config.modules.INTEGRALE!.numerosity;
        if (!inRange(m.numerosity, r)) put(i, 'numerosity', rangeText(r));
        break;
      }
      case 'BASI_VARIANTI': {
        const r = config.modules.BASI_VARIANTI!;
        const baseOk = inRange(m.base, r.base);
        if (!baseOk) put(i, 'base', rangeText(r.base));
        // V ≥ k − B and B + V within the number range; with an invalid base only the static range applies.
        const v = baseOk
          ? { min: Math.max(r.varianti.min, k - m.base), max: Math.min(r.varianti.max, config.numbers.max - m.base) }
          : r.varianti;
        if (!inRange(m.varianti, v)) put(i, 'varianti', rangeText(v));
        break;
      }
      case 'RIDOTTO': {
        const r = config.modules.RIDOTTO!;
        if (!inRange(m.numerosity, r.numerosity)) put(i, 'numerosity', rangeText(r.numerosity));
        if (!inRange(m.garanzia, r.garanzia)) put(i, 'garanzia', rangeText(r.garanzia));
        break;
      }
      case 'CRUCIVERBA': {
        const r = config.modules.CRUCIVERBA!.dimension;
        if (!inRange(m.dimension, r)) put(i, 'dimension', rangeText(r));
        break;
      }
      case 'EUROJACKPOT': {
        const r = config.modules.EUROJACKPOT!;
        if (!inRange(m.numerosity, r.numerosity)) put(i, 'numerosity', rangeText(r.numerosity));
        if (!inRange(m.euronumbers, r.euronumbers)) put(i, 'euronumbers', rangeText(r.euronumbers));
        break;
      }
    }
    superStarErrors(config, m, (field, text) => put(i, field, text));
  });
  // Coherence (spec §5): every module has at least one SuperStar, or all have none.
  if (config.superStar) {
    const withStar = modules.filter((m) => superStarCount(m) > 0).length;
    if (withStar > 0 && withStar < modules.length) {
      modules.forEach((m, i) => {
        if (superStarCount(m) === 0 && !fields[`modules.${i}.superstar`]) {
          put(i, 'superstar', detail('DETAIL_SUPERSTAR_COHERENCE'));
        }
      });
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function superStarErrors(
  config: NumericalGameConfig,
  m: KnownModule,
  put: (field: string, text: string) => void,
): void {
  if (m.type === 'EUROJACKPOT') return;
  const s = m.superstar ?? 0;
  if (!config.superStar) {
    if (s !== 0) put('superstar', detail('DETAIL_SUPERSTAR_NOT_OFFERED', { game: GAMES[config.slug].label }));
    else if (m.singleStar)
      put('singleStar', detail('DETAIL_SUPERSTAR_NOT_OFFERED', { game: GAMES[config.slug].label }));
    return;
  }
  const r = { min: 0, max: config.superStar.maxCount };
  if (!inRange(s, r)) put('superstar', rangeText(r));
  else if (m.singleStar && s !== 1) put('singleStar', detail('DETAIL_SINGLE_STAR'));
}

/**
 * Combinations of one development of the module, before SuperStar repetitions (docs/domain.md §3 table); null for
 * a RIDOTTO module without a verified reduced system. Assumes {@link rangeErrors} passed.
 */
export function baseCombinations(config: NumericalGameConfig, m: KnownModule): bigint | null {
  const k = config.numbersPerCombination;
  switch (m.type) {
    case 'INTEGRALE':
      return binomial(m.numerosity, k);
    case 'BASI_VARIANTI':
      return binomial(m.varianti, k - m.base);
    case 'RIDOTTO': {
      const size = reducedSystemSize(k, m.numerosity, m.garanzia);
      return size === null ? null : BigInt(size);
    }
    case 'CRUCIVERBA':
      return BigInt(2 * m.dimension + 2) * binomial(m.dimension, k);
    case 'EUROJACKPOT': {
      const euro = config.euronumbers!;
      return binomial(m.numerosity, k) * binomial(m.euronumbers, euro.perCombination);
    }
  }
}

/** Combinations played: with s ≥ 1 SuperStar numbers (not single) each combination is played once per number. */
export function playedCombinations(base: bigint, m: KnownModule): bigint {
  const s = superStarCount(m);
  return s >= 1 && !isSingleStar(m) ? base * BigInt(s) : base;
}

/** Whether the module may be spread over several cedole (singleStar modules never). */
export function isSplittable(config: NumericalGameConfig, m: KnownModule): boolean {
  return config.splittable.includes(m.type as ModuleType) && !isSingleStar(m);
}

/**
 * Price of `combinations` combinations of the module on one cedola. SuperStar: every combination it is on costs
 * the surcharge more; singleStar: one surcharge for the whole module (which is never split).
 */
export function cedolaPriceCents(config: NumericalGameConfig, m: KnownModule, combinations: number): number {
  const unit = config.combinationPriceCents;
  const surcharge = config.superStar?.surchargeCents ?? 0;
  if (isSingleStar(m)) return combinations * unit + surcharge;
  return superStarCount(m) >= 1 ? combinations * (unit + surcharge) : combinations * unit;
}
