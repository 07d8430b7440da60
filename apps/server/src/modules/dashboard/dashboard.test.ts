import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAME_SLUGS, SYSTEM_STATUSES } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { userPermissions } from '../../db/schema';
import {
  closeContest,
  makeCalendar,
  makeContest,
  makeOutlet,
  makePublishedSystem,
  makeQuoteHolding,
  makeResult,
  makeStaff,
  makeTotocalcioSystem,
  openContests,
  runWins,
  type MadeUser,
  winningDraw,
} from '../../test/factories';
import { rowsOf } from '../../lib/sql-rows';

type Listed = { items: Array<{ quotesAssigned: number; id: number | string }>; total: number };

describe.each(testDatabases())('dashboards on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    staff = await makeStaff(t);
    admin = await staff.token();
    // the calendar (next contests), a held system on the next SuperEnalotto and EuroJackpot contests, a Totocalcio
    // system on the next round
    await makeCalendar(t);
    const outlet = await makeOutlet(t, { games: ['eurojackpot', 'totocalcio'] });
    for (const game of ['superenalotto', 'eurojackpot'] as const) {
      const [next] = await openContests(t, game);
      const sys = await makePublishedSystem(t, game, { contestId: next.id, by: staff });
      await makeQuoteHolding(t, sys.id, outlet, 1);
    }
    const [round] = await openContests(t, 'totocalcio');
    await makeTotocalcioSystem(t, { contestId: round.id, by: staff });
    // confirmed results with wins: two SuperEnalotto contests (the later one is the last result), one EuroJackpot
    for (const [game, days] of [
      ['superenalotto', 1],
      ['superenalotto', 2],
      ['eurojackpot', 1],
    ] as const) {
      const sys = await makePublishedSystem(t, game, {
        contestId: (await makeContest(t, game, { daysFromNow: days })).id,
        by: staff,
      });
      await closeContest(t, sys.contestId);
      // the draw is the system's own numbers: it wins
      await makeResult(t, game, sys.contestId, await winningDraw(t, sys.id));
      await runWins(t, sys.contestId);
    }
  });
  afterAll(async () => t?.close());
  const get = async (url: string, token = admin) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/${url}`, token });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  /** Every row of a list the dashboard links to (pages of 100). */
  const all = async (url: string): Promise<Listed> => {
    const first: Listed = await get(`${url}&pageSize=100&page=1`);
    const items = [...first.items];
    for (let p = 2; items.length < first.total; p++) items.push(...(await get(`${url}&pageSize=100&page=${p}`)).items);
    return { items, total: first.total };
  };

  for (const game of ['superenalotto', 'eurojackpot', 'totocalcio'] as const) {
    it(`${game}: every figure equals the list it links to`, async () => {
      const d = await get(`games/${game}/dashboard`);
      expect(d.game).toBe(game);
      // proposals waiting → /{game}/proposals?status=DA_VALUTARE (none for Totocalcio)
      if (game === 'totocalcio') expect(d.proposalsWaiting).toBeNull();
      else expect(d.proposalsWaiting).toBe((await get(`games/${game}/proposals?status=DA_VALUTARE`)).total);
      // systems per status → /{game}/sistemi?status=
      for (const status of SYSTEM_STATUSES) {
        const figure = d.systemsByStatus.find((s: { status: string }) => s.status === status)?.count ?? 0;
        expect((await get(`games/${game}/systems?status=${status}`)).total, status).toBe(figure);
      }
      // next contests → /{game}/sistemi?contestId= (systems, quote sold and available)
      expect(d.nextContests.length).toBeGreaterThan(0);
      let sold = 0;
      for (const c of d.nextContests) {
        expect(c.contest.status).toBe('APERTO');
        const list = await all(`games/${game}/systems?contestId=${c.contest.id}`);
        expect(list.total).toBe(c.systems);
        expect(list.items.reduce((n, s) => n + s.quotesAssigned, 0)).toBe(c.quotesSold);
        sold += c.quotesSold;
      }
      if (game !== 'eurojackpot') expect(d.nextContests.some((c: { systems: number }) => c.systems > 0)).toBe(true);
      // top structures → /{game}/sistemi?structureId=
      for (const s of d.topStructures) {
        const list = await all(`games/${game}/systems?structureId=${s.structureId}`);
        expect(list.items.reduce((n, x) => n + x.quotesAssigned, 0)).toBe(s.quotesSold);
      }
      const sorted = [...d.topStructures].map((s: { quotesSold: number }) => s.quotesSold);
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
      // jobs → /{game}/job (newest first)
      const jobs = await get(`games/${game}/jobs?pageSize=5`);
      expect(d.recentJobs.map((j: { id: string }) => j.id)).toEqual(jobs.items.map((j: { id: string }) => j.id));
      expect(d.runningJobs.every((j: { status: string }) => j.status === 'IN_CORSO')).toBe(true);
      expect(sold).toBeGreaterThanOrEqual(0);
    });
  }

  /**
   * The last confirmed result of a game, computed here from the tables: the latest draw with a confirmed result, and
   * the wins of its finished job's rows on systems not cancelled.
   */
  async function expectedLastResult(game: string) {
    const [r] = await rowsOf<{
      contest_id: number;
      numbers: number[];
      jolly: number | null;
      superstar: number | null;
      euronumbers: number[] | null;
      version: number;
    }>(
      t.database.db
        .execute(sql`select r.contest_id, r.numbers, r.jolly, r.superstar, r.euronumbers, r.version from contest_results r join contests c on c.id = r.contest_id
        where c.game = ${game} and r.status = 'CONFERMATO' order by c.draw_date desc, c.id desc limit 1`),
    );
    if (!r) return null;
    const wins = await rowsOf<{ system_id: number; total_cents: string }>(
      t.database.db.execute(sql`select w.system_id, w.total_cents::text from system_wins w
      join wins_jobs j on j.id = w.job_id and j.status = 'COMPLETATO' and j.contest_id = ${r.contest_id} and j.result_version = ${r.version}
      join systems s on s.id = w.system_id and s.status <> 'CANCELLATA' where w.total_cents > 0`),
    );
    return {
      ...r,
      winners: wins.map((w) => w.system_id).sort((a, b) => a - b),
      total: wins.reduce((a, w) => a + Number(w.total_cents), 0),
    };
  }

  it('the last confirmed result: its draw, the winning systems and the total won, each equal to the list it links to', async () => {
    for (const game of ['superenalotto', 'eurojackpot'] as const) {
      const d = (await get(`games/${game}/dashboard`)).lastResult;
      const expected = (await expectedLastResult(game))!;
      expect(expected.winners.length, game).toBeGreaterThan(0);
      expect(d).toMatchObject({
        contest: { id: expected.contest_id, status: 'CHIUSO' },
        numbers: expected.numbers,
        jolly: expected.jolly,
        superstar: expected.superstar,
        euronumbers: expected.euronumbers,
        signs: null,
        winsStatus: 'COMPLETATO',
        processingRate: 100,
        winningSystems: expected.winners.length,
        totalWonCents: expected.total,
      });
      // → /{game}/sistemi?contestId=…&winning=true: the same systems, their wins summing to the total
      const list = await all(`games/${game}/systems?contestId=${d.contest.id}&winning=true`);
      expect(list.total).toBe(d.winningSystems);
      expect(list.items.map((i) => Number(i.id)).sort((a, b) => a - b)).toEqual(expected.winners);
      expect(list.items.reduce((a, i) => a + (i as unknown as { winsTotalCents: number }).winsTotalCents, 0)).toBe(
        d.totalWonCents,
      );
      // → /{game}/concorsi/{id}/vincite: the winners page's figures
      const winners = await get(`games/${game}/contests/${d.contest.id}/wins`);
      expect([winners.winning, winners.totalCents]).toEqual([d.winningSystems, d.totalWonCents]);
      // the home carries the same figures
      const home = await get('dashboard');
      expect(home.games.find((g: { game: string }) => g.game === game).lastResult).toEqual(d);
    }
    // no confirmed result: null
    expect(await expectedLastResult('totocalcio')).toBeNull();
    expect((await get('games/totocalcio/dashboard')).lastResult).toBeNull();
  });

  it('a reopened result leaves the dashboard: the previous confirmed contest takes its place', async () => {
    const before = (await get('games/superenalotto/dashboard')).lastResult;
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/games/superenalotto/contests/${before.contest.id}/result/reopen`,
      token: admin,
      payload: { reason: 'Verifica del bollettino' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get('games/superenalotto/dashboard')).lastResult;
    const expected = (await expectedLastResult('superenalotto'))!;
    expect(after.contest.id).not.toBe(before.contest.id);
    expect(after).toMatchObject({
      contest: { id: expected.contest_id },
      winningSystems: expected.winners.length,
      totalWonCents: expected.total,
    });
    expect((await all(`games/superenalotto/systems?contestId=${after.contest.id}&winning=true`)).total).toBe(
      after.winningSystems,
    );
  });

  it('the home shows what the caller may see: outlets and failed logins to admins, nothing of the games without the permission', async () => {
    // one refused login, so the list has a row
    await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: staff.username, password: 'Sbagliata!123', gCaptchaToken: 'x' },
    });
    const home = await get('dashboard');
    expect(home.games.map((g: { game: string }) => g.game)).toEqual(
      GAME_SLUGS.filter((g) => t.config.enabledGames.includes(g)),
    );
    const outlets = await get('ricevitori?pageSize=1');
    expect(home.outlets.total).toBe(outlets.total);
    expect((await get('ricevitori?pageSize=1&active=true')).total).toBe(home.outlets.active);
    expect(Array.isArray(home.failedLogins)).toBe(true);
    // in words, never the log's codes (wrong_password)
    expect(home.failedLogins[0]).toMatchObject({
      username: staff.username,
      reason: 'wrong_password',
      label: 'password errata',
    });

    // ra: games and outlets, not the staff's failed logins (no crud_read_admin)
    const ra = await get('dashboard', await (await makeStaff(t, { role: 'ra' })).token());
    expect(ra.games.length).toBe(home.games.length);
    expect(ra.outlets).not.toBeNull();
    expect(ra.failedLogins).toBeNull();

    // call center: no games area; with the Totocalcio board alone, only Totocalcio
    const cc = await makeStaff(t, { role: 'call_center' });
    const ccToken = await cc.token();
    expect((await get('dashboard', ccToken)).games).toEqual([]);
    await t.database.db.insert(userPermissions).values({ userId: cc.id, permission: 'bacheca_tcal' });
    const withTcal = await get('dashboard', await cc.token());
    expect(withTcal.games.map((g: { game: string }) => g.game)).toEqual(
      t.config.enabledGames.includes('totocalcio') ? ['totocalcio'] : [],
    );
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/games/superenalotto/dashboard', token: ccToken })).statusCode,
    ).toBe(403);
  });
});
