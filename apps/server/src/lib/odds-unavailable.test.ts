import { describe, expect, it } from 'vitest';
import { ERRORS, type KnownModule } from '@bacheca/domain';
import { AppError } from './errors';
import { oddsOfSystem } from './odds';

const grid9 = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => r * 9 + c + 1));

describe('odds of a 9×9 cruciverba', () => {
  it('a lone 9×9 cruciverba reads the shipped aggregates: a 6 is 6 of the 9 numbers of one of its 20 lines', () => {
    const module = { type: 'CRUCIVERBA', dimension: 9, superstar: 0 } as unknown as KnownModule;
    const odds = oddsOfSystem('superenalotto', [module], [{ numbers: grid9.flat(), grid: grid9 }]);
    const by = Object.fromEntries(odds.categories.map((c) => [c.category, c]));
    // independent count: two lines share at most one cell, so no 6-set lies in two lines: 20 lines × C(9, 6) = 1.680
    expect(by['6']).toEqual({ category: '6', winningDraws: String(20 * 84), totalDraws: '622614630' });
  });

  it('a singleStar 9×9 cruciverba (beyond the shipped aggregates and the work bound) answers 422 ODDS_UNAVAILABLE in Italian', () => {
    const module = { type: 'CRUCIVERBA', dimension: 9, superstar: 1, singleStar: true } as unknown as KnownModule;
    let thrown: unknown;
    try {
      oddsOfSystem('superenalotto', [module], [{ numbers: grid9.flat(), grid: grid9, superstars: [7] }]);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('ODDS_UNAVAILABLE');
    expect(ERRORS.ODDS_UNAVAILABLE).toBe('Probabilità non disponibili: calcolo troppo lungo.');
  });
});
