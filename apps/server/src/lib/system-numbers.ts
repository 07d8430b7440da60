/**
 * The numbers of a system: how they are stored, checked against the structure's modules, named and fingerprinted.
 * Shared by generation (structures) and manual creation (systems).
 */
import { createHash } from 'node:crypto';
import {
  GAMES,
  constraintBreaches,
  gameConfig,
  isNumericalGame,
  numbersToDraw,
  errorMessage,
  type GameSlug,
  type GeneratedModule,
  type KnownModule,
  type RandomSource,
  type StructureModule,
} from '@bacheca/domain';
import type { z } from 'zod';
import type { systemModuleNumbers } from '@bacheca/domain';
import { unprocessable } from './errors';

/** The numbers of one module as stored in `systems.modules` and answered by the API (everything sorted but the grid). */
export type ModuleNumbers = z.infer<typeof systemModuleNumbers>;

const asc = (a: number, b: number) => a - b;
const sorted = (xs: readonly number[]) => [...xs].sort(asc);

/** A generated module as stored: the engine's numbers, plus the SuperStar numbers drawn for it. */
export function fromGenerated(m: GeneratedModule, superstars: number[] | null): ModuleNumbers {
  const out: ModuleNumbers = { numbers: sorted(m.numbers) };
  if (m.euronumbers) out.euronumbers = sorted(m.euronumbers);
  if (superstars) out.superstars = sorted(superstars);
  if (m.base) out.base = sorted(m.base);
  if (m.varianti) out.varianti = sorted(m.varianti);
  if (m.grid) out.grid = m.grid.map((row) => [...row]);
  return out;
}

/**
 * Fingerprint of a system's numbers: equal for two systems that play the same numbers (the grid's arrangement does
 * not count, the split into bases and varianti does). A unique index per structure keeps systems distinct.
 */
export function numbersHash(modules: readonly ModuleNumbers[]): string {
  const canonical = modules
    .map((m) =>
      [m.numbers, m.euronumbers ?? [], m.superstars ?? [], m.base ?? []].map((xs) => sorted(xs).join(',')).join('|'),
    )
    .join('/');
  return createHash('sha1').update(canonical).digest('hex');
}

/** SuperStar numbers a module plays (SuperEnalotto): `superstar` of them, 0 when none. */
export function superstarCount(m: StructureModule | KnownModule): number {
  return 'superstar' in m ? (m.superstar ?? 0) : 0;
}

/** A uniform integer in [0, n) without modulo bias. */
function uniform(rng: RandomSource, n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const x = rng.nextUint32();
    if (x < limit) return x % n;
  }
}

/** `count` distinct SuperStar numbers drawn from the game's range (they may coincide with the module's numbers). */
export function drawSuperstars(rng: RandomSource, game: GameSlug, count: number): number[] {
  if (!isNumericalGame(game) || count <= 0) return [];
  const { min, max } = gameConfig(game).numbers;
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + uniform(rng, pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return sorted(pool.slice(0, count));
}

/** A game's name written as one word of a structure's name ("EuroJackpot") → the game's short key ("EJ"). */
const GAME_WORDS = new Map(Object.values(GAMES).map((g) => [g.label.toUpperCase(), g.key]));

/**
 * The SiCe name of a generated system (at most 15 characters): a prefix from the structure's name and a progressive,
 * e.g. "INTEGRALE8-0042". Editable later. The prefix is made of whole words of the name (upper case, without accents
 * and signs), a game's name written as its key ("EuroJackpot 7+3" → "EJ73"), as many as fit in order: a word is cut
 * only when the first one alone is too long, never a later one ("EUROJACKPO-0026" read as a typing error).
 */
export function systemName(structureName: string, seq: number): string {
  const digits = String(seq).padStart(4, '0');
  const room = Math.max(1, 15 - 1 - digits.length);
  const words = structureName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toUpperCase())
    .map((w) => GAME_WORDS.get(w) ?? w);
  let prefix = '';
  for (const word of words) {
    if (!prefix && word.length > room) {
      prefix = word.slice(0, room);
      break;
    }
    if (prefix.length + word.length <= room) prefix += word;
  }
  return `${prefix || 'SISTEMA'}-${digits}`.slice(-15);
}

/** What the free-text search of systems reads (systems_search_idx): name, graphic and tags, lower case. */
export function searchText(s: { name: string; graphicName?: string | null; tags: readonly string[] }): string {
  return [s.name, s.graphicName ?? '', ...s.tags].join(' ').toLowerCase();
}

function checkList(
  fields: Record<string, string>,
  path: string,
  values: readonly number[] | undefined,
  expected: number,
  range: { min: number; max: number },
): void {
  const list = values ?? [];
  if (list.length !== expected) {
    fields[path] = errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected, value: list.length });
    return;
  }
  const bad = list.find((n) => n < range.min || n > range.max);
  if (bad !== undefined) {
    fields[path] = errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: bad, min: range.min, max: range.max });
    return;
  }
  const seen = new Set<number>();
  for (const n of list) {
    if (seen.has(n)) {
      fields[path] = errorMessage('DETAIL_SYSTEM_NUMBER_REPEATED', { value: n });
      return;
    }
    seen.add(n);
  }
}

/**
 * Numbers entered by hand (/{game}/sistemi/new), checked against the structure's modules: one entry per module, as
 * many numbers as the module plays, within the game's range, all different; Euronumeri and SuperStar likewise; the
 * bases of a bases/varianti module among its numbers (default: the first B as given); a grid filled row by row.
 * Every failure answers SYSTEM_NUMBERS_INVALID (422) with one field per offending list.
 */
export function checkSystemNumbers(
  game: GameSlug,
  structureModules: readonly StructureModule[],
  input: readonly ModuleNumbers[],
  /** Where the modules sit in the request: `modules` (a manual system) or `numbers` (a proposal). */
  field = 'modules',
): ModuleNumbers[] {
  if (!isNumericalGame(game)) throw unprocessable('SYSTEM_NUMBERS_INVALID');
  const config = gameConfig(game);
  const fields: Record<string, string> = {};
  if (input.length !== structureModules.length) {
    fields[field] = errorMessage('DETAIL_SYSTEM_MODULES_COUNT', {
      expected: structureModules.length,
      value: input.length,
    });
    throw unprocessable('SYSTEM_NUMBERS_INVALID', fields);
  }
  const out = structureModules.map((m, i) => {
    const x = input[i];
    const path = `${field}.${i}`;
    checkList(fields, `${path}.numbers`, x.numbers, numbersToDraw(m as KnownModule), config.numbers);
    if (m.type === 'EUROJACKPOT' && config.euronumbers)
      checkList(fields, `${path}.euronumbers`, x.euronumbers, m.euronumbers, config.euronumbers.numbers);
    const stars = superstarCount(m);
    if (stars > 0 || (x.superstars?.length ?? 0) > 0)
      checkList(fields, `${path}.superstars`, x.superstars, stars, config.numbers);
    // the structure's constraints bind hand-picked numbers exactly as they bind generated ones
    const breaches = constraintBreaches(game, m.constraints, x.numbers, x.euronumbers ?? []);
    const list = (xs: number[]) => xs.join(', ');
    if (breaches.excluded.length)
      fields[`${path}.numbers`] ??= errorMessage('DETAIL_SYSTEM_CONSTRAINT_EXCLUDED', {
        values: list(breaches.excluded),
      });
    if (breaches.automatic.length)
      fields[`${path}.numbers`] ??= errorMessage('DETAIL_SYSTEM_CONSTRAINT_AUTOMATIC', {
        values: list(breaches.automatic),
      });
    if (breaches.missingFixed.length)
      fields[`${path}.numbers`] ??= errorMessage('DETAIL_SYSTEM_CONSTRAINT_FIXED', {
        values: list(breaches.missingFixed),
      });
    if (breaches.euroExcluded.length)
      fields[`${path}.euronumbers`] ??= errorMessage('DETAIL_SYSTEM_CONSTRAINT_EXCLUDED', {
        values: list(breaches.euroExcluded),
      });
    if (breaches.euroMissingFixed.length)
      fields[`${path}.euronumbers`] ??= errorMessage('DETAIL_SYSTEM_CONSTRAINT_FIXED', {
        values: list(breaches.euroMissingFixed),
      });
    const stored: ModuleNumbers = { numbers: sorted(x.numbers) };
    if (m.type === 'EUROJACKPOT') stored.euronumbers = sorted(x.euronumbers ?? []);
    if (stars > 0) stored.superstars = sorted(x.superstars ?? []);
    if (m.type === 'BASI_VARIANTI') {
      const base = x.base ?? x.numbers.slice(0, m.base);
      const ok =
        base.length === m.base && new Set(base).size === base.length && base.every((n) => x.numbers.includes(n));
      if (!ok) fields[`${path}.base`] = errorMessage('DETAIL_SYSTEM_BASE', { expected: m.base });
      stored.base = sorted(base);
      stored.varianti = sorted(x.numbers.filter((n) => !base.includes(n)));
    }
    if (m.type === 'CRUCIVERBA') {
      const d = m.dimension;
      stored.grid = Array.from({ length: d }, (_, r) => x.numbers.slice(r * d, r * d + d));
    }
    return stored;
  });
  if (Object.keys(fields).length) throw unprocessable('SYSTEM_NUMBERS_INVALID', fields);
  return out;
}
