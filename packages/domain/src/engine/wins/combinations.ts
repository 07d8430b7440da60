import { combinations } from '../combinatorics';
import { gameConfig, type NumericalGameSlug } from '../config';
import { applyReducedSystem, reducedSystem } from '../reduced/reduced-systems';
import type { ModuleForWins } from './types';

/**
 * The played combinations of a stored module, in one canonical order (the order the first one is taken from for a
 * singleStar module):
 * - INTEGRALE: the k-subsets of the sorted numbers, lexicographic;
 * - BASI_VARIANTI: the sorted bases with each (k − B)-subset of the sorted varianti, lexicographic;
 * - RIDOTTO: the shipped design for (k, N, garanzia) applied to the sorted numbers, in the design's order;
 * - CRUCIVERBA: the lines rows 1…D, columns 1…D, main diagonal, anti-diagonal, each line's k-subsets of its sorted
 *   numbers (a combination on two lines is played, and counted, twice);
 * - EUROJACKPOT: the k-subsets of the numbers (the Euronumeri pairs are separate: {@link euroPairs}).
 * Meant for brute force and reduced systems: the caller bounds the size (the cost engine's limits do).
 */
export function moduleCombinations(game: NumericalGameSlug, m: ModuleForWins): number[][] {
  const k = gameConfig(game).numbersPerCombination;
  const asc = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
  switch (m.type) {
    case 'INTEGRALE':
    case 'EUROJACKPOT':
      return [...combinations(asc(m.numbers), k)];
    case 'BASI_VARIANTI': {
      const base = asc(m.base ?? []);
      const varianti = asc(m.varianti ?? m.numbers.filter((n) => !base.includes(n)));
      return [...combinations(varianti, k - base.length)].map((v) => [...base, ...v]);
    }
    case 'RIDOTTO': {
      const design = reducedSystem(k, m.numbers.length, m.garanzia ?? -1);
      if (!design) throw new RangeError(`no reduced system for k=${k} n=${m.numbers.length} g=${m.garanzia}`);
      return applyReducedSystem(design, m.numbers);
    }
    case 'CRUCIVERBA':
      return cruciverbaLines(m.grid ?? []).flatMap((line) => [...combinations(asc(line), k)]);
  }
}

/** The lines of a D×D grid: rows, columns, main diagonal, anti-diagonal (2D + 2 lines). */
export function cruciverbaLines(grid: readonly (readonly number[])[]): number[][] {
  const d = grid.length;
  const rows = grid.map((r) => [...r]);
  const cols = Array.from({ length: d }, (_, c) => grid.map((r) => r[c]));
  const main = Array.from({ length: d }, (_, i) => grid[i][i]);
  const anti = Array.from({ length: d }, (_, i) => grid[i][d - 1 - i]);
  return [...rows, ...cols, main, anti];
}

/** EuroJackpot: the Euronumeri pairs a module plays (2-subsets of its Euronumeri). */
export function euroPairs(game: NumericalGameSlug, m: ModuleForWins): number[][] {
  const per = gameConfig(game).euronumbers?.perCombination ?? 0;
  return [
    ...combinations(
      [...(m.euronumbers ?? [])].sort((a, b) => a - b),
      per,
    ),
  ];
}

/** The module's first combination in the canonical order: the one a singleStar module's SuperStar is on. */
export function firstCombination(game: NumericalGameSlug, m: ModuleForWins): number[] {
  const k = gameConfig(game).numbersPerCombination;
  const asc = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
  switch (m.type) {
    case 'INTEGRALE':
    case 'EUROJACKPOT':
      return asc(m.numbers).slice(0, k);
    case 'BASI_VARIANTI': {
      const base = asc(m.base ?? []);
      const varianti = asc(m.varianti ?? m.numbers.filter((n) => !base.includes(n)));
      return [...base, ...varianti.slice(0, k - base.length)];
    }
    case 'CRUCIVERBA':
      return asc(m.grid?.[0] ?? []).slice(0, k);
    case 'RIDOTTO':
      return moduleCombinations(game, m)[0];
  }
}
