import { describe, expect, it } from 'vitest';
import { generateSystems } from '../generate';
import type { KnownModule } from '../schemas';
import { systemWins, systemWinsBruteForce, toSystemForWins, winTotals } from './index';

/**
 * Systems as the cost engine generates and the server stores them (numbers sorted, bases and varianti, grid,
 * SuperStar numbers beside), joined with their structure by toSystemForWins: the closed forms agree with brute force.
 */
describe('stored systems through toSystemForWins', { timeout: 240_000 }, () => {
  const structures: { modules: KnownModule[]; stars: number[][] }[] = [
    { modules: [{ type: 'INTEGRALE', numerosity: 12, superstar: 2 }], stars: [[7, 40]] },
    { modules: [{ type: 'RIDOTTO', numerosity: 14, garanzia: 4, superstar: 1, singleStar: true }], stars: [[33]] },
    {
      modules: [
        { type: 'BASI_VARIANTI', base: 2, varianti: 9 },
        { type: 'CRUCIVERBA', dimension: 6 },
      ],
      stars: [[], []],
    },
  ];

  it('SuperEnalotto: integral with two SuperStar numbers, reduced with singleStar, a multisystem', () => {
    let checked = 0;
    for (const { modules, stars } of structures) {
      const r = generateSystems(
        'superenalotto',
        { structureType: modules.length > 1 ? 'MULTISISTEMA_ACCUMULO' : 'NON_ACCUMULO', modules },
        [],
        5,
        { seed: 11 },
      );
      if (!r.ok) throw new Error(r.message);
      for (const g of r.result) {
        const stored = g.modules.map((m, i) => ({
          ...m,
          numbers: [...m.numbers].sort((a, b) => a - b),
          superstars: stars[i],
        }));
        const system = toSystemForWins(modules, stored);
        const played = stored.flatMap((m) => m.numbers);
        const draw = {
          numbers: played
            .slice(0, 5)
            .concat(played.at(-1)!)
            .filter((n, i, a) => a.indexOf(n) === i)
            .slice(0, 6),
          jolly: played[6],
          superstar: stars[0][0] ?? 1,
        };
        if (new Set(draw.numbers).size < 6 || draw.numbers.includes(draw.jolly)) continue;
        const wins = systemWins('superenalotto', system, draw);
        expect(wins).toEqual(systemWinsBruteForce('superenalotto', system, draw));
        if (Object.values(wins).some((n) => n > 0)) checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('winTotals: Σ count × amount, the quota truncated to the cent', () => {
    expect(
      winTotals(
        { '3': 4, '2': 10, '6': 0 },
        [
          { category: '3', amountCents: 2_512 },
          { category: '2', amountCents: 517 },
          { category: '6', amountCents: 1 },
        ],
        7,
      ),
    ).toEqual({
      totalCents: 15_218,
      perQuotaCents: 2_174,
    });
    expect(() => winTotals({ '3': 1 }, [], 2)).toThrow(RangeError);
  });
});
