import { describe, expect, it } from 'vitest';
import { ERRORS, type KnownModule } from '@bacheca/domain';
import { AppError } from './errors';
import { oddsOfSystem } from './odds';

describe('odds too long to compute', () => {
  it('a 9×9 cruciverba (beyond the shipped aggregates and the work bound) answers 422 ODDS_UNAVAILABLE in Italian', () => {
    const module = { type: 'CRUCIVERBA', dimension: 9, superstar: 0 } as unknown as KnownModule;
    const grid = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => r * 9 + c + 1));
    const stored = [{ numbers: grid.flat(), grid }];
    let thrown: unknown;
    try {
      oddsOfSystem('superenalotto', [module], stored);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('ODDS_UNAVAILABLE');
    expect(ERRORS.ODDS_UNAVAILABLE).toBe('Probabilità non disponibili: calcolo troppo lungo.');
  });
});
