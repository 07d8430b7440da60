/**
 * Odds of systems and structures (decisions.md "Draw results and wins" and docs/decisions.md
 * "Odds on screen"): one place for the staff routes (modules/systems, modules/structures) and the outlet's board
 * (modules/board). The counting is the domain's `systemOdds` (packages/domain engine/wins/odds); this file loads
 * what it reads, lays a structure's template, and caches the answers.
 *
 * Cache: the odds are a pure function of the system's numbers up to relabelling (a permutation of the drum maps
 * draws one to one), so a single-module system's odds depend only on its module's shape (type, how many numbers,
 * bases, varianti, Euronumeri, SuperStar numbers, garanzia, singleStar): every system of a structure and the
 * structure itself share one entry. Systems of several modules are keyed by their numbers (their overlap matters).
 * An LRU of {@link CACHE_SIZE} entries per process (the counting is synchronous: one request computes, the next reads).
 */
import { and, eq } from 'drizzle-orm';
import {
  ERRORS,
  isNumericalGame,
  toSystemForWins,
  gameConfig,
  type GameSlug,
  type KnownModule,
  type SystemForWins,
} from '@bacheca/domain';
import type { StoredModuleNumbers } from '@bacheca/domain';
import { systemOdds } from '@bacheca/domain/engine/wins/odds';
import type { OddsResponse } from '@bacheca/domain/schemas/odds';
import type { DbOrTx } from '../db/client';
import { structures, systems } from '../db/schema';
import { notFound, unprocessable } from './errors';
import { outletReadsSystem, type OutletReader } from './outlet-access';

export const CACHE_SIZE = 2000;
const cache = new Map<string, OddsResponse | null>();

/** Counts of computations (tests read them to see the cache at work). */
export const oddsStats = { computed: 0 };

function remember(key: string, value: OddsResponse | null) {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** Empties the cache (tests). */
export function clearOddsCache() {
  cache.clear();
}

function compute(game: GameSlug, system: SystemForWins, key: string): OddsResponse | null {
  const hit = cache.get(key);
  if (hit !== undefined) {
    remember(key, hit);
    return hit;
  }
  oddsStats.computed++;
  const odds = systemOdds(game, system);
  const value = odds
    ? {
        categories: odds.map((c) => ({
          category: c.category,
          winningDraws: c.winningDraws.toString(),
          totalDraws: c.totalDraws.toString(),
        })),
      }
    : null;
  remember(key, value);
  return value;
}

/** The shape key of one module (see the file's comment): what the odds of a single-module system depend on. */
function shapeKey(game: GameSlug, kind: KnownModule, m: StoredModuleNumbers): string {
  return JSON.stringify([
    game,
    kind.type,
    m.numbers.length,
    m.base?.length ?? 0,
    m.varianti?.length ?? 0,
    m.grid?.length ?? 0,
    m.euronumbers?.length ?? 0,
    m.superstars?.length ?? 0,
    kind.type === 'RIDOTTO' ? kind.garanzia : 0,
    kind.type !== 'EUROJACKPOT' && kind.singleStar === true,
  ]);
}

/** The odds of a stored system, or the reason there are none (422, Italian). */
export function oddsOfSystem(
  game: GameSlug,
  structureModules: readonly KnownModule[],
  stored: readonly StoredModuleNumbers[],
): OddsResponse {
  if (!isNumericalGame(game)) throw unprocessable('ODDS_TOTOCALCIO');
  const system = toSystemForWins(structureModules, stored);
  const key =
    structureModules.length === 1
      ? shapeKey(game, structureModules[0], stored[0] ?? { numbers: [] })
      : JSON.stringify([game, system]);
  const value = compute(game, system, key);
  if (!value) throw unprocessable('ODDS_UNAVAILABLE');
  return value;
}

/**
 * A structure's template: its modules with numbers laid one after another from 1 (each module's own, no number
 * shared), Euronumeri and SuperStar numbers likewise where the drum allows, else from 1. Null when the modules do
 * not fit the game's drum side by side.
 */
export function structureTemplate(game: GameSlug, modules: readonly KnownModule[]): StoredModuleNumbers[] | null {
  if (!isNumericalGame(game)) return null;
  const config = gameConfig(game);
  const range = config.numbers.max - config.numbers.min + 1;
  const sizes = modules.map((m) =>
    m.type === 'CRUCIVERBA'
      ? m.dimension * m.dimension
      : m.type === 'BASI_VARIANTI'
        ? m.base + m.varianti
        : m.numerosity,
  );
  if (sizes.reduce((a, b) => a + b, 0) > range) return null;
  const starsOf = (m: KnownModule) => (m.type === 'EUROJACKPOT' ? 0 : (m.superstar ?? 0));
  const starsFit = modules.reduce((a, m) => a + starsOf(m), 0) <= range;
  const euroRange = config.euronumbers ? config.euronumbers.numbers.max - config.euronumbers.numbers.min + 1 : 0;
  const euroFit = modules.reduce((a, m) => a + (m.type === 'EUROJACKPOT' ? m.euronumbers : 0), 0) <= euroRange;
  const seq = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  let next = config.numbers.min;
  let nextStar = 1;
  let nextEuro = config.euronumbers?.numbers.min ?? 1;
  return modules.map((m, i) => {
    const numbers = seq(next, sizes[i]);
    next += sizes[i];
    const out: {
      numbers: number[];
      base?: number[];
      varianti?: number[];
      grid?: number[][];
      euronumbers?: number[];
      superstars?: number[];
    } = { numbers };
    if (m.type === 'BASI_VARIANTI') {
      out.base = numbers.slice(0, m.base);
      out.varianti = numbers.slice(m.base);
    }
    if (m.type === 'CRUCIVERBA')
      out.grid = seq(0, m.dimension).map((r) => numbers.slice(r * m.dimension, (r + 1) * m.dimension));
    if (m.type === 'EUROJACKPOT') {
      out.euronumbers = seq(euroFit ? nextEuro : (config.euronumbers?.numbers.min ?? 1), m.euronumbers);
      nextEuro += m.euronumbers;
    }
    const stars = starsOf(m);
    if (stars > 0) {
      out.superstars = seq(starsFit ? nextStar : 1, stars);
      nextStar += stars;
    }
    return out;
  });
}

/** A structure's stored modules (validated by the engine when it was saved). */
const knownModules = (raw: unknown) => (raw ?? []) as KnownModule[];

/** The odds of a structure's template (see {@link structureTemplate}); 404 for another game's or an unknown id. */
export async function structureOdds(db: DbOrTx, game: GameSlug, structureId: number): Promise<OddsResponse> {
  const [row] = await db
    .select({ modules: structures.modules })
    .from(structures)
    .where(and(eq(structures.id, structureId), eq(structures.game, game)));
  if (!row) throw notFound('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
  if (!isNumericalGame(game)) throw unprocessable('ODDS_TOTOCALCIO');
  const modules = knownModules(row.modules);
  const template = structureTemplate(game, modules);
  if (!template) throw unprocessable('ODDS_UNAVAILABLE');
  return oddsOfSystem(game, modules, template);
}

/**
 * The odds of a system: staff (any system of the games area) or an outlet (only a system it reads, lib/outlet-access;
 * any other answers as an id that does not exist).
 */
export async function systemOddsById(
  db: DbOrTx,
  systemId: number,
  outlet: OutletReader | null = null,
): Promise<OddsResponse> {
  const where = outlet ? and(eq(systems.id, systemId), outletReadsSystem(outlet)) : eq(systems.id, systemId);
  const [row] = await db
    .select({ game: systems.game, modules: systems.modules, structureModules: structures.modules })
    .from(systems)
    .leftJoin(structures, eq(structures.id, systems.structureId))
    .where(where);
  if (!row) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
  const game = row.game as GameSlug;
  if (!isNumericalGame(game) || row.structureModules == null) throw unprocessable('ODDS_TOTOCALCIO');
  return oddsOfSystem(game, knownModules(row.structureModules), (row.modules ?? []) as StoredModuleNumbers[]);
}
