import type { GameSlug } from '../../games';
import { combinations } from '../combinatorics';
import { TOTOCALCIO_CONFIG, isNumericalGame } from '../config';
import { categoryCodes } from './categories';
import { euroPairs, firstCombination, moduleCombinations } from './combinations';
import { playCategory } from './score';
import { totocalcioOutcomes } from './totocalcio';
import type { Draw, SystemForWins, TotocalcioSystemForWins, WinCounts } from './types';

/** Every category of the game (of the system's formula for Totocalcio) at 0. */
export function emptyWins(game: GameSlug, system?: SystemForWins): WinCounts {
  const formula = system?.totocalcio?.formula;
  const key = `${game}|${formula ?? ''}`;
  let codes = CODES.get(key);
  if (!codes) CODES.set(key, (codes = categoryCodes(game, formula)));
  const wins: WinCounts = {};
  for (const c of codes) wins[c] = 0;
  return wins;
}
/** The category codes per game and formula (emptyWins runs once per system of a wins job). */
const CODES = new Map<string, readonly string[]>();

/**
 * Wins by brute force: every played combination (every SuperStar play, every Euronumeri pair, every Totocalcio
 * column) is built and scored one by one. The reference the closed forms are tested against; exact but slow.
 */
export function systemWinsBruteForce(game: GameSlug, system: SystemForWins, draw: Draw): WinCounts {
  const wins = emptyWins(game, system);
  const add = (category: string | null) => {
    if (category !== null) wins[category] = (wins[category] ?? 0) + 1;
  };
  if (!isNumericalGame(game)) {
    if (system.totocalcio) {
      const outcomes = totocalcioOutcomes(system.totocalcio, draw);
      for (const column of totocalcioColumnsList(system.totocalcio))
        add(columnCategory(system.totocalcio, column, outcomes));
    }
    return wins;
  }
  for (const m of system.modules) {
    const combos = moduleCombinations(game, m);
    const stars = [...(m.superstars ?? [])];
    const single = m.singleStar === true && stars.length > 0;
    const first = single ? firstCombination(game, m).join(',') : '';
    const pairs = game === 'eurojackpot' ? euroPairs(game, m) : [[]];
    let firstSeen = false;
    for (const c of combos) {
      let plays: (number | null)[];
      if (single) {
        const isFirst = !firstSeen && c.join(',') === first;
        if (isFirst) firstSeen = true;
        plays = [isFirst ? stars[0] : null];
      } else plays = stars.length > 0 ? stars : [null];
      for (const star of plays) for (const pair of pairs) add(playCategory(game, c, draw, star, pair));
    }
  }
  return wins;
}

/** One Totocalcio column: the sign predicted per event it plays. */
export type TotocalcioColumn = ReadonlyMap<number, string>;

/** Every column of a Totocalcio system: one sign per mandatory event × r optional events with one sign each. */
export function totocalcioColumnsList(system: TotocalcioSystemForWins): TotocalcioColumn[] {
  const r = TOTOCALCIO_CONFIG.formulas[system.formula].optionalEvents;
  const mandatory = system.events.filter((e) => e.mandatory);
  const optional = system.events.filter((e) => !e.mandatory);
  const out: TotocalcioColumn[] = [];
  for (const chosen of combinations(optional, r)) {
    const events = [...mandatory, ...chosen];
    const walk = (i: number, acc: [number, string][]) => {
      if (i === events.length) {
        out.push(new Map(acc));
        return;
      }
      for (const s of events[i].signs) walk(i + 1, [...acc, [events[i].eventNumber, s]]);
    };
    walk(0, []);
  }
  return out;
}

/** The category one column wins (the formula's), or null: every valid prediction right, void rules applied. */
export function totocalcioColumnCategory(
  system: TotocalcioSystemForWins,
  column: TotocalcioColumn,
  draw: Draw,
): string | null {
  return columnCategory(system, column, totocalcioOutcomes(system, draw));
}

function columnCategory(
  system: TotocalcioSystemForWins,
  column: TotocalcioColumn,
  outcomes: Map<number, string> | null,
): string | null {
  if (!outcomes) return null;
  for (const [event, sign] of column) {
    const o = outcomes.get(event);
    if (o === undefined) return null;
    if (o !== 'any' && o !== sign) return null;
  }
  return String(system.formula);
}
