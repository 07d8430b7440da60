import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { prizeCategories } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { publishNow } from '../../test/publish';
import {
  closeContest,
  makeContest,
  makeOutlet,
  makePublishedSystem,
  makeResult,
  makeStaff,
  runWins,
  winningDraw,
} from '../../test/factories';
import { staffNotifications, systemWins, systems, winsJobs } from '../../db/schema';
import { onResultConfirmed, onResultReopened } from './hooks';
import { WinsService } from './service';
import { rowsOf } from '../../lib/sql-rows';
import { computeContestWins, runWinsJob, winAmounts, winsNextBatch } from './worker';
import { bruteForceSE } from '../../test/brute-force-wins';

describe('win amounts', () => {
  it('sums count × amount exactly and truncates the per-quota win to the cent', () => {
    const prizes = new Map([
      ['3', 2_999],
      ['2', 501],
    ]);
    expect(
      winAmounts(
        [
          { category: '3', count: 2 },
          { category: '2', count: 3 },
        ],
        prizes,
        4,
      ),
    ).toEqual({ totalCents: 7_501, perQuotaCents: 1_875 });
    expect(winAmounts([], prizes, 4)).toEqual({ totalCents: 0, perQuotaCents: 0 });
    // large amounts stay exact (no floating point on the way)
    expect(winAmounts([{ category: '6', count: 3 }], new Map([['6', 33_333_333_333]]), 7)).toEqual({
      totalCents: 99_999_999_999,
      perQuotaCents: 14_285_714_285,
    });
    expect(() => winAmounts([{ category: '6', count: 1_000_000 }], new Map([['6', 99_999_999_999_999]]), 1)).toThrow();
  });
});

describe.each(testDatabases())('wins of a confirmed result on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let outlet: string;
  let otherOutletId: number;
  let simulated: string;
  let contestId: number;
  let published: Array<{ id: number; numbers: number[]; quotesTotal: number }>;
  let cancelledId: number;
  let heldId: number;
  let adminId: number;
  /** Every system on the contest not cancelled. */
  let onContest: number[];
  let supervisorId: number;
  let adminName: string;
  let supervisorName: string;
  const prizes = prizeCategories('superenalotto').map((c, i) => ({
    category: c.code,
    amountCents: (1_000_000_00 / (i + 1)) | 0,
  }));
  const amount = (code: string) => prizes.find((p) => p.category === code)!.amountCents;

  const api = (url: string, token = admin) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });

  /** The draw result as the results module stores it, confirmed by another user, and the hook in the same transaction. */
  async function confirm(numbers: number[], jolly: number, version: number): Promise<number> {
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into contest_results (game, contest_id, status, numbers, jolly, superstar, prizes, entered_by_id, entered_by, confirmed_by_id, confirmed_by, confirmed_at, version)
        values ('superenalotto', ${contestId}, 'CONFERMATO', ${`{${numbers.join(',')}}`}::int[], ${jolly}, 90, ${JSON.stringify(prizes)}::jsonb,
                ${adminId}, ${adminName}, ${supervisorId}, ${supervisorName}, now(), ${version})
        on conflict (contest_id) do update set status = 'CONFERMATO', numbers = excluded.numbers, jolly = excluded.jolly, version = excluded.version`);
      const { jobId } = await onResultConfirmed(tx, {
        game: 'superenalotto',
        contestId,
        version,
        userId: supervisorId,
      });
      return Number(jobId);
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    const adminUser = await makeStaff(t);
    // the result's confirmer, written with the result below: another staff user
    const readerUser = await makeStaff(t, { role: 'reader' });
    const outletUser = await makeOutlet(t);
    [admin, reader, outlet, simulated] = await Promise.all([
      adminUser.token(),
      readerUser.token(),
      outletUser.token(),
      outletUser.token(adminUser.username),
    ]);
    adminId = adminUser.id;
    adminName = adminUser.username;
    supervisorId = readerUser.id;
    supervisorName = readerUser.username;
    otherOutletId = (await makeOutlet(t)).id;
    const post = (url: string, payload: object, token = admin) =>
      t.inject({ method: 'POST', url: `/api/v1/${url}`, token, payload });
    const st = await post('games/superenalotto/structures', {
      name: 'Vincite test',
      shortDescription: 'Per le vincite',
      extendedDescription: 'Struttura dei test delle vincite',
      tags: ['vincite'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    expect(st.statusCode, st.body).toBe(201);
    const gen = await post(`games/superenalotto/structures/${st.json().id}/generate-systems`, {
      count: 7,
      seed: 'vincite',
    });
    expect(gen.statusCode, gen.body).toBe(201);
    contestId = (await makeContest(t, 'superenalotto', { daysFromNow: 3 })).id;
    const job = await publishNow(t, admin, 'superenalotto', {
      systemIds: gen.json().systemIds,
      contestIds: [contestId],
      randomNames: true,
    });
    const ids = job.items.map((i) => i.publishedSystemId!).sort((a, b) => a - b);
    const rows = await t.database.db
      .select()
      .from(systems)
      .where(sql`${systems.id} = any(${`{${ids.join(',')}}`}::int[])`)
      .orderBy(systems.id);
    published = rows.map((r) => ({
      id: r.id,
      numbers: (r.modules as Array<{ numbers: number[] }>)[0].numbers,
      quotesTotal: r.quotesTotal,
    }));
    cancelledId = published[6].id;
    const cancel = await post(`games/superenalotto/systems/${cancelledId}/cancel`, {
      reason: 'Test delle vincite: sistema ritirato',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    onContest = (
      await t.database.db
        .select({ id: systems.id })
        .from(systems)
        .where(and(eq(systems.contestId, contestId), sql`${systems.status} <> 'CANCELLATA'`))
        .orderBy(systems.id)
    ).map((r) => r.id);
    expect(onContest).not.toContain(cancelledId);
    heldId = published[0].id;
    const quote = await post(`ricevitore/systems/${heldId}/quotes`, { quantity: 2 }, outlet);
    expect(quote.statusCode, quote.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('confirmed results with computed wins on two SuperEnalotto contests and one EuroJackpot contest: each job computed every system and found its winner', async () => {
    const by = await makeStaff(t);
    for (const game of ['superenalotto', 'superenalotto', 'eurojackpot'] as const) {
      const sys = await makePublishedSystem(t, game, {
        contestId: (await makeContest(t, game, { daysFromNow: 1 })).id,
        by,
      });
      await closeContest(t, sys.contestId);
      // the draw is the system's own numbers: it wins
      await makeResult(t, game, sys.contestId, await winningDraw(t, sys.id));
      await runWins(t, sys.contestId);
    }
    const jobs = await rowsOf<{ game: string; processed: number; system_count: number; winning: number }>(
      t.database.db.execute(sql`select j.game, j.contest_id, j.processed, j.system_count, j.winning from wins_jobs j
      join contest_results r on r.contest_id = j.contest_id and r.status = 'CONFERMATO' and r.version = j.result_version where j.status = 'COMPLETATO'`),
    );
    expect(jobs.filter((j) => j.game === 'superenalotto')).toHaveLength(2);
    expect(jobs.filter((j) => j.game === 'eurojackpot')).toHaveLength(1);
    for (const j of jobs) {
      expect(j.processed).toBe(j.system_count);
      expect(j.winning).toBeGreaterThan(0);
    }
  });

  it('computes every system not cancelled, batch by batch, each once, and counts exactly as a brute force', async () => {
    // the draw: five numbers of the held system, its sixth number as the Jolly, and one number it does not play
    const held = published[0].numbers;
    const outside = [...Array(90).keys()].map((i) => i + 1).find((n) => !published.some((p) => p.numbers.includes(n)))!;
    const drawn = [...held.slice(0, 5), outside];
    const jolly = held[5];
    const jobId = await confirm(drawn, jolly, 1);
    // a worker that stops after one batch: the next run resumes after its cursor
    const first = await t.database.db.transaction((tx) => winsNextBatch(tx, jobId, 2));
    expect(first.done).toBe(false);
    const [mid] = await t.database.db.select().from(winsJobs).where(eq(winsJobs.id, jobId));
    expect(mid).toMatchObject({ status: 'IN_CORSO', processed: 2, systemCount: onContest.length });
    expect(mid.processingRate).toBeGreaterThan(0);
    expect(mid.processingRate).toBeLessThan(100);
    expect(await runWinsJob(t.database.db, jobId, { batchSize: 2 })).toBe('COMPLETATO');
    const [done] = await t.database.db.select().from(winsJobs).where(eq(winsJobs.id, jobId));
    expect(done).toMatchObject({ status: 'COMPLETATO', processed: onContest.length, processingRate: 100 });
    const stored = await t.database.db.select().from(systemWins).where(eq(systemWins.jobId, jobId));
    expect(stored.map((s) => s.systemId).sort((a, b) => a - b)).toEqual(onContest);

    const res = await api(`games/superenalotto/contests/${contestId}/wins?all=true&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.job).toMatchObject({ id: jobId, status: 'COMPLETATO', processingRate: 100, resultVersion: 1 });
    expect(body.total).toBe(onContest.length);
    expect(body.items.map((i: { systemId: number }) => i.systemId)).not.toContain(cancelledId);
    for (const p of published.slice(0, 6)) {
      const item = body.items.find((i: { systemId: number }) => i.systemId === p.id);
      const expected = bruteForceSE(p.numbers, { numbers: drawn, jolly });
      const expectedTotal = Object.entries(expected).reduce((s, [c, n]) => s + n * amount(c), 0);
      expect(
        Object.fromEntries(item.wins.map((w: { category: string; count: number }) => [w.category, w.count])),
        `system ${p.id}`,
      ).toEqual(expected);
      expect(item.totalCents).toBe(expectedTotal);
      expect(item.perQuotaCents).toBe(Math.floor(expectedTotal / p.quotesTotal));
    }
    // the held system plays the five drawn and the Jolly: one 5+1
    expect(body.items.find((i: { systemId: number }) => i.systemId === heldId).wins).toContainEqual({
      category: '5+1',
      count: 1,
    });
    const all = body.items as Array<{ totalCents: number }>;
    expect(body).toMatchObject({
      winning: all.filter((i) => i.totalCents > 0).length,
      totalCents: all.reduce((a, i) => a + i.totalCents, 0),
    });
    const winning = body.winning as number;
    // the default list: winners only, the largest first
    const winners = (await api(`games/superenalotto/contests/${contestId}/wins`)).json();
    expect(winners.total).toBe(winning);
    const totals = winners.items.map((i: { totalCents: number }) => i.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals.every((v: number) => v > 0)).toBe(true);
    // the author of the result has the bell
    const bell = await t.database.db
      .select()
      .from(staffNotifications)
      .where(
        and(
          eq(staffNotifications.userId, adminId),
          eq(staffNotifications.url, `/superenalotto/concorsi/${contestId}/vincite`),
        ),
      );
    expect(bell).toHaveLength(1);
    expect(bell[0].title).toContain('Vincite calcolate');
  });

  it('the outlet reads its winning holding and its notice; another outlet reads none; the reader staff role is refused there', async () => {
    const mine = await api('ricevitore/wins', outlet);
    expect(mine.statusCode, mine.body).toBe(200);
    const item = mine.json().items.find((i: { systemId: number }) => i.systemId === heldId);
    expect(item).toBeDefined();
    expect(item.quantity).toBe(2);
    expect(item.holdingCents).toBe(2 * item.perQuotaCents);
    // this contest's notice (only this one's)
    expect(mine.json().notices.filter((n: { contestId: number }) => n.contestId === contestId)).toEqual([
      expect.objectContaining({ contestId, game: 'superenalotto' }),
    ]);
    expect(
      (await api('ricevitore/wins', simulated)).json().items.map((i: { systemId: number }) => i.systemId),
    ).toContain(heldId);
    const other = await new WinsService(t.database.db).outletWins(otherOutletId, ['superenalotto'], {
      page: 1,
      pageSize: 100,
    });
    expect(other.items.map((i) => i.systemId)).not.toContain(heldId);
    expect(other.notices.filter((n) => n.contestId === contestId)).toEqual([]);
    expect((await api('ricevitore/wins', reader)).statusCode).toBe(403);
    expect((await api(`games/superenalotto/contests/${contestId}/wins`, outlet)).statusCode).toBe(403);
  });

  it("exports the winners as CSV with the list's rows", async () => {
    const res = await api(`games/superenalotto/contests/${contestId}/wins/export?format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Vincita per quota (troncata al centesimo)');
    const winners = (await api(`games/superenalotto/contests/${contestId}/wins`)).json();
    expect(lines.length - 1).toBe(winners.total);
  });

  it('reopening withdraws the wins; the next confirmation recomputes them on the new draw', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update contest_results set status = 'BOZZA' where contest_id = ${contestId}`);
      await onResultReopened(tx, { game: 'superenalotto', contestId });
    });
    const withdrawn = (await api(`games/superenalotto/contests/${contestId}/wins?all=true`)).json();
    expect(withdrawn).toMatchObject({ job: null, items: [], total: 0 });
    const after = (await api('ricevitore/wins', outlet)).json() as {
      items: Array<{ contestId: number }>;
      notices: Array<{ contestId: number }>;
    };
    expect(after.items.filter((i) => i.contestId === contestId)).toEqual([]);
    expect(after.notices.filter((n) => n.contestId === contestId)).toEqual([]);

    // version 2: the second system's first six numbers drawn
    const drawn = published[1].numbers.slice(0, 6);
    const jolly = published[1].numbers[6];
    const jobId = await confirm(drawn, jolly, 2);
    const result = await computeContestWins(t.database.db, contestId, { batchSize: 4 });
    expect(result).toMatchObject({ jobId, systems: onContest.length });
    const body = (await api(`games/superenalotto/contests/${contestId}/wins?all=true&pageSize=100`)).json();
    expect(body.job).toMatchObject({ id: jobId, resultVersion: 2 });
    for (const p of published.slice(0, 6)) {
      const item = body.items.find((i: { systemId: number }) => i.systemId === p.id);
      expect(
        Object.fromEntries(item.wins.map((w: { category: string; count: number }) => [w.category, w.count])),
      ).toEqual(bruteForceSE(p.numbers, { numbers: drawn, jolly }));
    }
    expect(body.items.find((i: { systemId: number }) => i.systemId === published[1].id).wins).toContainEqual({
      category: '6',
      count: 1,
    });
    const jobs = await t.database.db
      .select()
      .from(winsJobs)
      .where(eq(winsJobs.contestId, contestId))
      .orderBy(winsJobs.id);
    expect(jobs.map((j) => [j.resultVersion, j.status])).toEqual([
      [1, 'ANNULLATO'],
      [2, 'COMPLETATO'],
    ]);
  });

  it('two workers on one job take turns: every system stored once, the counters equal to the stored rows', async () => {
    const drawn = published[2].numbers.slice(0, 6);
    const jobId = await confirm(drawn, published[2].numbers[6], 3);
    // two runs of the same job at once (on PostgreSQL two connections: the job row's lock orders their batches)
    const statuses = await Promise.all([
      runWinsJob(t.database.db, jobId, { batchSize: 2 }),
      // the other reads and computes its next batch while it writes the current one (the server's mode on PostgreSQL)
      runWinsJob(t.database.db, jobId, { batchSize: 3, overlap: true }),
    ]);
    expect(statuses).toEqual(['COMPLETATO', 'COMPLETATO']);
    const [job] = await t.database.db.select().from(winsJobs).where(eq(winsJobs.id, jobId));
    const stored = await t.database.db
      .select()
      .from(systemWins)
      .where(eq(systemWins.jobId, jobId))
      .orderBy(systemWins.systemId);
    expect(stored.map((s) => s.systemId)).toEqual(onContest);
    expect(job).toMatchObject({
      status: 'COMPLETATO',
      processed: onContest.length,
      lastSystemId: onContest[onContest.length - 1],
      winning: stored.filter((s) => s.totalCents > 0).length,
      totalCents: stored.reduce((a, s) => a + s.totalCents, 0),
    });
    expect(stored.find((s) => s.systemId === published[2].id)!.wins).toContainEqual({ category: '6', count: 1 });
  });

  /** Six distinct numbers holding `per` numbers of each system given (filled up with the smallest others). */
  function drawOf(per: number, ...of: Array<{ numbers: number[] }>): { drawn: number[]; jolly: number } {
    const drawn = [...new Set(of.flatMap((p) => p.numbers.slice(0, per)))];
    expect(drawn.length).toBeLessThanOrEqual(6);
    for (let n = 1; drawn.length < 6; n++) if (!drawn.includes(n)) drawn.push(n);
    const jolly = [...Array(90).keys()].map((i) => i + 1).find((n) => !drawn.includes(n))!;
    return { drawn, jolly };
  }

  const jobRow = async (jobId: number) =>
    (await t.database.db.select().from(winsJobs).where(eq(winsJobs.id, jobId)))[0];
  const storedOf = (jobId: number) =>
    t.database.db.select().from(systemWins).where(eq(systemWins.jobId, jobId)).orderBy(systemWins.systemId);

  async function cancelOne(id: number) {
    const res = await t.inject({
      method: 'POST',
      url: `/api/v1/games/superenalotto/systems/${id}/cancel`,
      token: admin,
      payload: { reason: 'Test delle vincite: ritirato durante il calcolo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    onContest = onContest.filter((s) => s !== id);
  }

  /** The job's counters, its stored rows and the winners list agree, and hold exactly the systems `expected`. */
  async function expectWinsOf(jobId: number, expected: number[]) {
    const job = await jobRow(jobId);
    const stored = await storedOf(jobId);
    expect(stored.map((s) => s.systemId)).toEqual(expected);
    expect(job).toMatchObject({
      status: 'COMPLETATO',
      processingRate: 100,
      systemCount: expected.length,
      processed: expected.length,
      winning: stored.filter((s) => s.totalCents > 0).length,
      totalCents: stored.reduce((a, s) => a + s.totalCents, 0),
    });
    const list = (await api(`games/superenalotto/contests/${contestId}/wins?all=true&pageSize=100`)).json();
    expect(list.job).toMatchObject({ id: jobId, status: 'COMPLETATO', systemCount: expected.length });
    expect(list).toMatchObject({ total: expected.length, winning: job.winning, totalCents: job.totalCents });
    expect(list.items.map((i: { systemId: number }) => i.systemId).sort((a: number, b: number) => a - b)).toEqual(
      expected,
    );
    const winners = (await api(`games/superenalotto/contests/${contestId}/wins`)).json();
    expect(winners.total).toBe(job.winning);
    return job;
  }

  it('a system cancelled between two batches counts nowhere, whether its batch was already written or not', async () => {
    const [written, unread, later] = [published[2], published[4], published[3]];
    const { drawn, jolly } = drawOf(2, written, unread, later);
    const jobId = await confirm(drawn, jolly, 4);
    // batches of one until the batch of `written` is stored; `unread` comes after the cursor
    for (let j = await jobRow(jobId); j.lastSystemId < written.id; j = await jobRow(jobId))
      expect((await t.database.db.transaction((tx) => winsNextBatch(tx, jobId, 1))).done).toBe(false);
    const before = await jobRow(jobId);
    expect(before.lastSystemId).toBe(written.id);
    expect(unread.id).toBeGreaterThan(before.lastSystemId);
    const mine = (await storedOf(jobId)).find((s) => s.systemId === written.id)!;
    // two plays of its numbers drawn: it wins, so it would move the winners and the total
    expect(mine.totalCents).toBeGreaterThan(0);

    await cancelOne(written.id);
    await cancelOne(unread.id);
    const mid = await jobRow(jobId);
    expect(mid).toMatchObject({
      status: 'IN_CORSO',
      systemCount: before.systemCount - 2,
      processed: before.processed - 1,
      winning: before.winning - 1,
      totalCents: before.totalCents - mine.totalCents,
      lastSystemId: written.id,
    });
    expect((await storedOf(jobId)).map((s) => s.systemId)).not.toContain(written.id);

    expect(await runWinsJob(t.database.db, jobId, { batchSize: 2 })).toBe('COMPLETATO');
    await expectWinsOf(jobId, onContest);
  });

  it('a system cancelled after its contest’s wins were computed drops out of the winners and the totals', async () => {
    const cancelled = published[3];
    const [job] = await t.database.db
      .select()
      .from(winsJobs)
      .where(and(eq(winsJobs.contestId, contestId), eq(winsJobs.status, 'COMPLETATO')));
    const mine = (await storedOf(job.id)).find((s) => s.systemId === cancelled.id)!;
    expect(mine.totalCents).toBeGreaterThan(0);
    await cancelOne(cancelled.id);
    const after = await expectWinsOf(job.id, onContest);
    expect(after).toMatchObject({
      winning: job.winning - 1,
      totalCents: job.totalCents - mine.totalCents,
      systemCount: job.systemCount - 1,
    });
    // the dashboard's last result is this contest's (the latest draw with a confirmed result): the same rows
    const last = (await api('games/superenalotto/dashboard')).json().lastResult;
    expect(last.contest.id).toBe(contestId);
    expect(last).toMatchObject({ winningSystems: after.winning, totalWonCents: after.totalCents });
  });

  it('a batch read before a cancel and written after it is not stored: the worker re-reads it under the lock', async () => {
    const target = published[5];
    const { drawn, jolly } = drawOf(3, target);
    const jobId = await confirm(drawn, jolly, 5);
    const at = onContest.indexOf(target.id);
    expect(at).toBeGreaterThan(0);
    // the cursor two systems before the target: the run's first batch is the one just before it, the target's batch
    // is read ahead while that one is written, and waits for the pause
    for (let j = await jobRow(jobId); at >= 2 && j.lastSystemId < onContest[at - 2]; j = await jobRow(jobId))
      await t.database.db.transaction((tx) => winsNextBatch(tx, jobId, 1));
    const start = await jobRow(jobId);
    const run = runWinsJob(t.database.db, jobId, { batchSize: 1, overlap: true, batchDelayMs: 1500 });
    for (let j = start; j.processed === start.processed; j = await jobRow(jobId))
      await new Promise((r) => setTimeout(r, 10));
    expect((await jobRow(jobId)).lastSystemId).toBe(onContest[at - 1]);
    await cancelOne(target.id);
    expect(await run).toBe('COMPLETATO');
    await expectWinsOf(jobId, onContest);
  });

  it('answers 404 for a contest of another game and a 400 in Italian for a bad id', async () => {
    expect((await api(`games/eurojackpot/contests/${contestId}/wins`)).statusCode).toBe(404);
    const bad = await api('games/superenalotto/contests/abc/wins');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[àèéìòù]|non|valido/i);
  });
});
