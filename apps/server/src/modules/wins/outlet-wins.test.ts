/**
 * The outlet's side of the wins, end to end through the API: a system published on a SuperEnalotto contest that
 * carries an award ("Premio Speciale"), the outlet takes quote of it, the contest's sales close, one staff user enters
 * the result, an ra confirms it, the wins job runs. Then: the author's bell, the board's payload (winning holding
 * with the award, the contests, the contest's winning systems with the quote held), the board notice and marking it
 * seen (own notices only; a simulation is refused), and another outlet sees nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERRORS, prizeCategories } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import {
  makeContest,
  makeOutlet,
  makePublishedSystem,
  makeResult,
  makeStaff,
  makeStructure,
  runWins,
  type MadeUser,
} from '../../test/factories';
import { dataUrl, pngBytes } from '../../test/images';
import { auditLog, contests, extraordinaryAwards, outletWinNotices, systems, users } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { runWinsJob } from './worker';
import { bruteForceSE } from '../../test/brute-force-wins';

describe.each(testDatabases())("the outlet's wins on its board on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let ra: string;
  let reader: string;
  let outlet: string;
  let simulated: string;
  let other: string;
  let otherId: number;
  let outletUser: MadeUser;
  let ejContestId: number;
  let contestId: number;
  let heldId: number;
  let held: { numbers: number[]; quotesTotal: number };
  let award: typeof extraordinaryAwards.$inferSelect;
  const drawn: number[] = [];
  let jolly = 0;
  const prizes = prizeCategories('superenalotto').map((c, i) => ({
    category: c.code,
    amountCents: (2_000_000_00 / (i + 1)) | 0,
  }));
  const amount = (code: string) => prizes.find((p) => p.category === code)!.amountCents;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const get = (url: string, token: string) => api('GET', url, token);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    const db = t.database.db;
    // the outlet plays SuperEnalotto only (EuroJackpot's contests are another game's); the other outlet holds nothing
    const staff = {
      admin: await makeStaff(t),
      ra: await makeStaff(t, { role: 'ra' }),
      reader: await makeStaff(t, { role: 'reader' }),
    };
    outletUser = await makeOutlet(t);
    const free = await makeOutlet(t);
    otherId = free.id;
    [admin, ra, reader, outlet, simulated, other] = await Promise.all([
      staff.admin.token(),
      staff.ra.token(),
      staff.reader.token(),
      outletUser.token(),
      outletUser.token(staff.admin.username),
      free.token(),
    ]);
    // an EuroJackpot contest with its wins computed: another game's contest for the outlet
    ejContestId = (await makeContest(t, 'eurojackpot', { daysFromNow: -3 })).id;
    await makeResult(t, 'eurojackpot', ejContestId);
    await runWins(t, ejContestId);
    // three systems of one structure published on the next SuperEnalotto contest, which carries an award
    contestId = (await makeContest(t, 'superenalotto', { daysFromNow: 3 })).id;
    const created = await api('POST', 'games/superenalotto/awards', admin, {
      contestId,
      label: 'Premio Speciale',
      icon: dataUrl(pngBytes(200, 30)),
      showIcon: true,
      associatedWinCents: 100_000_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    // the award on the contest: the winners column's label, its icon shown, its associated win
    [award] = await db.select().from(extraordinaryAwards).where(eq(extraordinaryAwards.contestId, contestId));
    expect(award).toMatchObject({ showIcon: true });
    expect(award.icon).toMatch(/^data:image\/png/);
    expect(award.associatedWinCents).toBeGreaterThan(0);
    const structureId = (
      await makeStructure(t, 'superenalotto', { modules: [{ type: 'INTEGRALE', numerosity: 8 }], quotes: 4 })
    ).id;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await makePublishedSystem(t, 'superenalotto', { structureId, contestId, by: staff.admin })).id);
    heldId = Math.min(...ids);
    const [row] = await db.select().from(systems).where(eq(systems.id, heldId));
    held = { numbers: (row.modules as Array<{ numbers: number[] }>)[0].numbers, quotesTotal: row.quotesTotal };
    const quote = await api('POST', `ricevitore/systems/${heldId}/quotes`, outlet, { quantity: 2 });
    expect(quote.statusCode, quote.body).toBe(200);

    // the sales close; admin enters the result (five of the held system's numbers, its sixth as the Jolly), ra confirms
    await db
      .update(contests)
      .set({ closesAt: new Date(Date.now() - 60_000) })
      .where(eq(contests.id, contestId));
    const outside = [...Array(90).keys()]
      .map((i) => i + 1)
      .reverse()
      .find((n) => !held.numbers.includes(n))!;
    drawn.push(...held.numbers.slice(0, 5), outside);
    jolly = held.numbers[5];
    const superstar = [...Array(90).keys()].map((i) => i + 1).find((n) => !drawn.includes(n) && n !== jolly)!;
    const put = await api('PUT', `games/superenalotto/contests/${contestId}/result`, admin, {
      numbers: drawn,
      jolly,
      superstar,
      prizes,
    });
    expect(put.statusCode, put.body).toBe(200);
    const confirm = await api('POST', `games/superenalotto/contests/${contestId}/result/confirm`, ra, {
      version: put.json().version,
    });
    expect(confirm.statusCode, confirm.body).toBe(202);
    expect(await runWinsJob(db, Number(confirm.json().jobId), { batchSize: 50 })).toBe('COMPLETATO');
  });
  afterAll(async () => t?.close());

  it('the author of the result gets the bell when the job ends, linking to the winners page', async () => {
    const bell = (await get('me/notifications', admin)).json();
    const item = bell.items.find(
      (n: { url: string | null }) => n.url === `/superenalotto/concorsi/${contestId}/vincite`,
    );
    expect(item).toMatchObject({ kind: 'JOB_FINISHED', read: false });
    expect(item.title).toContain('Vincite calcolate');
    // the confirmer is not the author: no bell for ra
    expect((await get('me/notifications', ra)).json().items.map((n: { url: string | null }) => n.url)).not.toContain(
      `/superenalotto/concorsi/${contestId}/vincite`,
    );
  });

  it('the board payload: the winning holding with its worth and the award, the contest, its winning systems with the quote held', async () => {
    const expected = bruteForceSE(held.numbers, { numbers: drawn, jolly });
    expect(expected['5+1']).toBe(1);
    const total = Object.entries(expected).reduce((s, [c, n]) => s + n * amount(c), 0);
    const perQuota = Math.floor(total / held.quotesTotal);
    const awardDto = {
      label: award.label,
      icon: award.icon,
      showIcon: true,
      associatedWinCents: award.associatedWinCents,
    };
    for (const token of [outlet, simulated]) {
      const wins = await get('ricevitore/wins', token);
      expect(wins.statusCode, wins.body).toBe(200);
      const item = wins.json().items.find((i: { systemId: number }) => i.systemId === heldId);
      expect(item).toMatchObject({
        contestId,
        quantity: 2,
        totalCents: total,
        perQuotaCents: perQuota,
        holdingCents: 2 * perQuota,
        award: awardDto,
      });
      expect(
        Object.fromEntries(item.wins.map((w: { category: string; count: number }) => [w.category, w.count])),
      ).toEqual(expected);
      expect(wins.json().notices).toContainEqual({ contestId, game: 'superenalotto', contestLabel: item.contestLabel });

      const list = (await get('ricevitore/wins/contests', token)).json();
      const staff = (await get(`games/superenalotto/contests/${contestId}/wins?pageSize=100`, admin)).json();
      const c = list.items.find((x: { contestId: number }) => x.contestId === contestId);
      expect(c).toMatchObject({
        game: 'superenalotto',
        winning: staff.winning,
        totalCents: staff.totalCents,
        award: awardDto,
      });
      // only the outlet's games
      expect(list.items.every((x: { game: string }) => x.game === 'superenalotto')).toBe(true);

      const winners = await get(`ricevitore/contests/${contestId}/wins?pageSize=100`, token);
      expect(winners.statusCode, winners.body).toBe(200);
      const body = winners.json();
      expect(body.contest).toMatchObject({ contestId, award: awardDto });
      // the staff's winners list, the same systems (all published) in the same order, each with the quote held
      expect(body.items.map((i: { systemId: number }) => i.systemId)).toEqual(
        staff.items.map((i: { systemId: number }) => i.systemId),
      );
      expect(body.total).toBe(staff.total);
      for (const i of body.items)
        expect(i.held, `system ${i.systemId}`).toBe(i.systemId === heldId ? 2 : await heldBy(i.systemId));
      expect(body.items.every((i: { totalCents: number }) => i.totalCents > 0)).toBe(true);
    }
  });

  async function heldBy(systemId: number): Promise<number> {
    const [r] = await rowsOf<{ quantity: number }>(
      t.database.db.execute(
        sql`select q.quantity from system_quotes q join users u on u.id = q.user_id where q.system_id = ${systemId} and u.username = ${outletUser.username}`,
      ),
    );
    return r?.quantity ?? 0;
  }

  it('another outlet sees none of it: no holding, no notice, its own quote 0, and it cannot mark the notice seen', async () => {
    const res0 = await get('ricevitore/wins', other);
    expect(res0.statusCode, res0.body).toBe(200);
    const wins = res0.json();
    expect(wins.items).toEqual([]);
    expect(wins.notices).toEqual([]);
    const winners = (await get(`ricevitore/contests/${contestId}/wins?pageSize=100`, other)).json();
    expect(winners.items.length).toBeGreaterThan(0);
    expect(winners.items.every((i: { held: number }) => i.held === 0)).toBe(true);
    const res = await api('POST', `ricevitore/wins/notices/${contestId}/seen`, other);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND });
    const [mine] = await t.database.db
      .select()
      .from(outletWinNotices)
      .where(eq(outletWinNotices.contestId, contestId))
      .innerJoin(users, and(eq(users.id, outletWinNotices.userId), eq(users.username, outletUser.username)));
    expect(mine.outlet_win_notices.seenAt).toBeNull();
    expect(otherId).toBeGreaterThan(0);
  });

  it("another game's contest, and an unknown one, are not found (the Italian message)", async () => {
    const [ej] = await rowsOf<{ contest_id: number }>(
      t.database.db.execute(
        sql`select contest_id from wins_jobs where game = 'eurojackpot' and status = 'COMPLETATO' and contest_id = ${ejContestId}`,
      ),
    );
    expect(ej).toBeDefined();
    for (const id of [ej.contest_id, 2_000_000_000]) {
      const res = await get(`ricevitore/contests/${id}/wins`, outlet);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: ERRORS.NOT_FOUND });
    }
    const bad = await get('ricevitore/contests/abc/wins', outlet);
    expect(bad.statusCode).toBe(400);
    expect((await get(`ricevitore/contests/${contestId}/wins`, reader)).statusCode).toBe(403);
  });

  it('the notice: a simulation and the reader are refused, the outlet marks it seen once (audited), then it leaves the board', async () => {
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.action, 'win_notice_seen'))
      )[0].n;
    const before = await count();
    const sim = await api('POST', `ricevitore/wins/notices/${contestId}/seen`, simulated);
    expect(sim.statusCode).toBe(403);
    expect((await api('POST', `ricevitore/wins/notices/${contestId}/seen`, reader)).statusCode).toBe(403);
    expect(
      (await get('ricevitore/wins', outlet)).json().notices.map((n: { contestId: number }) => n.contestId),
    ).toContain(contestId);
    expect(await count()).toBe(before);

    const unknown = await api('POST', 'ricevitore/wins/notices/2000000000/seen', outlet);
    expect(unknown.statusCode).toBe(404);
    const seen = await api('POST', `ricevitore/wins/notices/${contestId}/seen`, outlet);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ ok: true, contestId });
    expect(
      (await get('ricevitore/wins', outlet)).json().notices.map((n: { contestId: number }) => n.contestId),
    ).not.toContain(contestId);
    // the winning holding stays on the board
    expect((await get('ricevitore/wins', outlet)).json().items.map((i: { systemId: number }) => i.systemId)).toContain(
      heldId,
    );
    expect(await count()).toBe(before + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'win_notice_seen'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ actor: outletUser.username, entityType: 'win_notice', entityId: String(contestId) });
    // again: the same answer, nothing written
    const again = await api('POST', `ricevitore/wins/notices/${contestId}/seen`, outlet);
    expect(again.statusCode).toBe(200);
    expect(again.json().seenAt).toBe(seen.json().seenAt);
    expect(await count()).toBe(before + 1);
  });

  it('reopening withdraws the holding, the contest and the winners from the board', async () => {
    const reopen = await api('POST', `games/superenalotto/contests/${contestId}/result/reopen`, ra, {
      reason: 'Verifica del bollettino',
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(
      (await get('ricevitore/wins', outlet)).json().items.map((i: { contestId: number }) => i.contestId),
    ).not.toContain(contestId);
    expect(
      (await get('ricevitore/wins/contests', outlet)).json().items.map((i: { contestId: number }) => i.contestId),
    ).not.toContain(contestId);
    const res = await get(`ricevitore/contests/${contestId}/wins`, outlet);
    expect(res.statusCode).toBe(404);
  });
});
