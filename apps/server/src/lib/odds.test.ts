/**
 * Odds of systems and structures (docs/decisions.md "Odds on screen"): the three routes against an
 * independent count (the hypergeometric sums of an integral, written here), the structure's template against its
 * systems, the cache, Totocalcio's refusal, and what an outlet reads (the IDOR walk covers the ids it must not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorMessage, type ErrorCode } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { ignoreDropOfTestDatabase } from '../test/drop-guard';
import {
  makeDraftSystems,
  makeOutlet,
  makePublishedSystem,
  makeStaff,
  makeStructure,
  makeTotocalcioSystem,
} from '../test/factories';
import { structures } from '../db/schema';
import { clearOddsCache, oddsStats, structureTemplate } from './odds';

type Res = Awaited<ReturnType<TestApp['inject']>>;
type Odds = { categories: { category: string; winningDraws: string; totalDraws: string }[] };

function expectError(res: Res, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  expect(res.json().message).toBe(errorMessage(code));
}

/** C(n, k) in BigInt, written here (not the engine's). */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * An integral of n numbers on SuperEnalotto (90 numbers, 6 drawn), no SuperStar: the draws with h of its numbers
 * drawn number C(n,h)·C(90−n,6−h); a play with exactly t hits exists when t ≤ h and 6 − t ≤ n − h.
 */
function integralDraws(n: number, t: number): bigint {
  let sum = 0n;
  for (let h = t; h <= 6; h++) if (6 - t <= n - h) sum += choose(n, h) * choose(90 - n, 6 - h);
  return sum;
}

describe.each(testDatabases())('odds of systems and structures on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  /** A SuperEnalotto structure of one integral module without SuperStar, with three systems. */
  let integral: { structureId: number; numerosity: number; systemIds: number[] };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    admin = await (await makeStaff(t)).token();
    const { id } = await makeStructure(t, 'superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: 8 }] });
    const [row] = await t.database.db
      .select({ modules: structures.modules })
      .from(structures)
      .where(eq(structures.id, id));
    integral = {
      structureId: id,
      numerosity: (row.modules as { numerosity: number }[])[0].numerosity,
      systemIds: await makeDraftSystems(t, 'superenalotto', id, 3),
    };
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = admin) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });

  it('an integral system: every category equals the hypergeometric count written in the test', async () => {
    clearOddsCache();
    const res = await get(`systems/${integral.systemIds[0]}/odds`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Odds;
    const n = integral.numerosity;
    const byCode = Object.fromEntries(body.categories.map((c) => [c.category, c]));
    const draws = choose(90, 6);
    expect(byCode['6']).toEqual({ category: '6', winningDraws: choose(n, 6).toString(), totalDraws: draws.toString() });
    for (const t of [4, 3, 2])
      expect(byCode[String(t)], `category ${t}`).toEqual({
        category: String(t),
        winningDraws: integralDraws(n, t).toString(),
        totalDraws: draws.toString(),
      });
    // 5+1 and 5 count the Jolly too (84 choices besides the six): 5+1 when it is the sixth number of a 5-hit play
    const jollyDraws = draws * 84n;
    let fivePlusOne = 0n;
    let five = 0n;
    for (let h = 5; h <= 6; h++) {
      const ways = choose(n, h) * choose(90 - n, 6 - h);
      if (h === 5 && n >= 6) {
        fivePlusOne += ways * BigInt(n - 5); // the Jolly among the n − 5 played numbers not drawn
        five += ways * BigInt(84 - (n - 5) + (n - 5 >= 2 ? n - 5 : 0)); // another 5-hit play misses it when n − 5 ≥ 2
      }
      if (h === 6 && n >= 7) {
        fivePlusOne += ways * BigInt(n - 6); // a play of five drawn numbers and the Jolly
        five += ways * BigInt(n - 6 >= 2 ? 84 : 83); // five drawn and one played number not drawn: 5 unless that one is the Jolly
      }
    }
    expect(byCode['5+1']).toEqual({
      category: '5+1',
      winningDraws: fivePlusOne.toString(),
      totalDraws: jollyDraws.toString(),
    });
    expect(byCode['5']).toEqual({ category: '5', winningDraws: five.toString(), totalDraws: jollyDraws.toString() });
    for (const c of body.categories) expect(c.winningDraws, c.category).toMatch(/^\d+$/);
  });

  it("the structure's template has its systems' odds, and its systems are computed once (the cache)", async () => {
    clearOddsCache();
    const before = oddsStats.computed;
    const structure = await get(`games/superenalotto/structures/${integral.structureId}/odds`);
    expect(structure.statusCode, structure.body).toBe(200);
    for (const id of integral.systemIds.slice(0, 3)) {
      const res = await get(`systems/${id}/odds`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(structure.json());
    }
    expect(oddsStats.computed - before).toBe(1);
  });

  it('the template lays the modules side by side, Euronumeri and SuperStar numbers too; none when they do not fit', () => {
    expect(
      structureTemplate('superenalotto', [
        { type: 'BASI_VARIANTI', base: 2, varianti: 3, superstar: 1 },
        { type: 'CRUCIVERBA', dimension: 2 },
      ]),
    ).toEqual([
      { numbers: [1, 2, 3, 4, 5], base: [1, 2], varianti: [3, 4, 5], superstars: [1] },
      {
        numbers: [6, 7, 8, 9],
        grid: [
          [6, 7],
          [8, 9],
        ],
      },
    ]);
    expect(
      structureTemplate('eurojackpot', [
        { type: 'EUROJACKPOT', numerosity: 6, euronumbers: 3 },
        { type: 'EUROJACKPOT', numerosity: 5, euronumbers: 2 },
      ]),
    ).toEqual([
      { numbers: [1, 2, 3, 4, 5, 6], euronumbers: [1, 2, 3] },
      { numbers: [7, 8, 9, 10, 11], euronumbers: [4, 5] },
    ]);
    expect(
      structureTemplate('superenalotto', [
        { type: 'INTEGRALE', numerosity: 50 },
        { type: 'INTEGRALE', numerosity: 41 },
      ]),
    ).toBeNull();
    expect(structureTemplate('totocalcio', [])).toBeNull();
  });

  it('EuroJackpot and SiVinceTutto systems answer every category of their game; Totocalcio a clear 422; unknown ids 404', async () => {
    for (const game of ['eurojackpot', 'sivincetutto'] as const) {
      const [id] = await makeDraftSystems(t, game, (await makeStructure(t, game)).id);
      const res = await get(`systems/${id}/odds`);
      expect(res.statusCode, res.body).toBe(200);
      const cats = (res.json() as Odds).categories;
      expect(cats.length, game).toBe(game === 'eurojackpot' ? 12 : 5);
      expect(cats.every((c) => BigInt(c.winningDraws) <= BigInt(c.totalDraws))).toBe(true);
    }
    const toto = await makeTotocalcioSystem(t);
    expectError(await get(`systems/${toto.id}/odds`), 422, 'ODDS_TOTOCALCIO');
    expectError(await get('systems/2000000000/odds'), 404, 'SYSTEM_NOT_FOUND');
    // another game's structure id under SuperEnalotto's path: not found
    const ej = await makeStructure(t, 'eurojackpot');
    expectError(await get(`games/superenalotto/structures/${ej.id}/odds`), 404, 'STRUCTURE_NOT_FOUND');
    // bad input: an id that is not one answers the catalogue's 400, never a 500
    const bad = await get('systems/abc/odds');
    expect(bad.statusCode, bad.body).toBe(400);
  });

  it("an outlet reads the odds of its board's systems, the same as staff; the reader role reads them too", async () => {
    const outlet = await makeOutlet(t);
    const published = await makePublishedSystem(t, 'superenalotto');
    const token = await outlet.token();
    const board = await get('ricevitore/board?pageSize=5', token);
    expect(board.statusCode, board.body).toBe(200);
    const first = board.json().items.find((i: { game: string }) => i.game !== 'totocalcio');
    expect(first?.id, "the published system is on the outlet's board").toBe(published.id);
    const mine = await get(`ricevitore/systems/${first.id}/odds`, token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual((await get(`systems/${first.id}/odds`)).json());
    const reader = await get(`systems/${first.id}/odds`, await (await makeStaff(t, { role: 'reader' })).token());
    expect(reader.statusCode, reader.body).toBe(200);
    // the staff route is not the outlet's
    expect((await get(`systems/${first.id}/odds`, token)).statusCode).toBe(403);
  });
});
