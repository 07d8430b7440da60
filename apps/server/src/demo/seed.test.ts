import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/sql-rows';
import { bruteForceSE } from '../test/brute-force-wins';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';

/**
 * Every game's spec routes show demo data to a newcomer: /{game}/job, /{game}/proposals and
 * /{game}/grafica (not Totocalcio, which has no graphics: its demo systems are created through the service, which
 * records each creation as a completed job, and an outlet with its board proposes two Totocalcio systems).
 * The demo seed is this suite's subject, so it starts from it (the other API suites build their data with
 * test/factories.ts).
 */
describe.each(testDatabases())('demo data for every game on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ENABLED_GAMES: 'superenalotto,sivincetutto,eurojackpot,totocalcio' });
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => t?.close());
  const get = async (url: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/${url}`, token: admin });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as { total: number; items: Array<Record<string, unknown>> };
  };

  it.each(['superenalotto', 'sivincetutto', 'eurojackpot'])(
    '%s: publication jobs, proposals, graphics and structures',
    async (game) => {
      const jobs = await get(`games/${game}/jobs`);
      expect(jobs.total).toBeGreaterThanOrEqual(2);
      // a job completed in full and one completed in part (a system cancelled before the worker ran)
      expect(new Set(jobs.items.map((j) => j.status)).size).toBeGreaterThanOrEqual(2);
      const proposals = await get(`games/${game}/proposals`);
      expect(proposals.total).toBeGreaterThanOrEqual(2);
      expect(proposals.items.map((p) => p.status)).toEqual(expect.arrayContaining(['DA_VALUTARE', 'APPROVATA']));
      const graphics = await get(`games/${game}/graphics`);
      expect(graphics.total).toBeGreaterThanOrEqual(1);
      expect((await get(`games/${game}/structures`)).total).toBeGreaterThanOrEqual(1);
      expect((await get(`games/${game}/systems`)).total).toBeGreaterThanOrEqual(1);
    },
  );

  it('totocalcio: every demo system has its completed job with one row', async () => {
    const jobs = await get('games/totocalcio/jobs');
    expect(jobs.total).toBeGreaterThanOrEqual(4);
    for (const j of jobs.items)
      expect(j).toMatchObject({ status: 'COMPLETATO', processingRate: 100, systemCount: 1, itemCount: 1 });
    const detail = await get(`games/totocalcio/jobs/${String(jobs.items[0].id)}`);
    expect(detail.items).toHaveLength(1);
    expect(String(detail.items[0].siceName)).toMatch(/^TOTO1[13]-/);
  });

  it('totocalcio: demo proposals without structure, one to evaluate and one approved', async () => {
    const proposals = await get('games/totocalcio/proposals');
    expect(proposals.total).toBeGreaterThanOrEqual(2);
    expect(proposals.items.map((p) => p.status)).toEqual(expect.arrayContaining(['DA_VALUTARE', 'APPROVATA']));
    for (const p of proposals.items) expect(p).toMatchObject({ game: 'totocalcio', structureId: null });
  });

  it('superenalotto: one draw result waiting for confirmation (BOZZA) on a closed contest, entered by admin', async () => {
    const results = await get('games/superenalotto/results?limit=100');
    const drafts = results.items.filter((r) => r.status === 'BOZZA');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ enteredBy: 'admin', contest: { status: 'CHIUSO' } });
    const id = (drafts[0].contest as { id: number }).id;
    const result = await t.inject({
      method: 'GET',
      url: `/api/v1/games/superenalotto/contests/${id}/result`,
      token: admin,
    });
    expect(result.json()).toMatchObject({
      status: 'BOZZA',
      numbers: [3, 17, 28, 44, 59, 86],
      jolly: 71,
      superstar: 25,
    });
  });
});

/**
 * The acceptance's independent check of the wins job on the demo data: every confirmed SuperEnalotto result's
 * integral systems (one INTEGRALE module) are counted here combination by combination, with the decisions.md rules
 * written again in the test (a play on the drawn SuperStar counts in its Stella category instead of the plain one;
 * a module with SuperStar plays every combination once per SuperStar number unless `singleStar`, which rides on the
 * k smallest numbers), and compared with what the job stored and the wins API answers.
 */
describe.each(testDatabases())('demo wins counted by brute force on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { ENABLED_GAMES: 'superenalotto,sivincetutto,eurojackpot,totocalcio' });
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => t?.close());

  it('the integral systems of every confirmed SuperEnalotto demo result win what the job stored and the API shows', async () => {
    type Row = {
      id: number;
      contest_id: number;
      numbers: Array<{ numbers: number[]; superstars?: number[] | null }>;
      kinds: Array<{ type: string; singleStar?: boolean }>;
      drawn: number[];
      jolly: number;
      superstar: number;
      prizes: Array<{ category: string; amountCents: number }>;
      quotes_total: number;
    };
    const list = await rowsOf<Row>(
      t.database.db.execute(sql`
      select s.id, s.contest_id, s.modules as numbers, st.modules as kinds, r.numbers as drawn, r.jolly, r.superstar, r.prizes, s.quotes_total
      from contest_results r
      join systems s on s.contest_id = r.contest_id and s.status <> 'CANCELLATA'
      join structures st on st.id = s.structure_id
      where r.game = 'superenalotto' and r.status = 'CONFERMATO'
      order by s.id`),
    );
    const integrals = list.filter((r) => r.kinds.length === 1 && r.kinds[0].type === 'INTEGRALE');
    expect(integrals.length).toBeGreaterThan(0);
    let winning = 0;
    for (const r of integrals) {
      const expected = bruteForceSE(
        r.numbers[0].numbers,
        { numbers: r.drawn, jolly: r.jolly, superstar: r.superstar },
        r.numbers[0].superstars ?? [],
        r.kinds[0].singleStar === true,
      );
      const total = Object.entries(expected).reduce(
        (sum, [code, count]) => sum + count * (r.prizes.find((p) => p.category === code)?.amountCents ?? 0),
        0,
      );
      const stored = await rowsOf<{
        wins: Array<{ category: string; count: number }>;
        total_cents: number;
        per_quota_cents: number;
      }>(
        t.database.db.execute(
          sql`select wins, total_cents, per_quota_cents from system_wins where system_id = ${r.id}`,
        ),
      );
      expect(stored, `system ${r.id}: one stored row`).toHaveLength(1);
      const got = Object.fromEntries(stored[0].wins.filter((w) => w.count > 0).map((w) => [w.category, w.count]));
      expect(got, `system ${r.id}`).toEqual(expected);
      expect(Number(stored[0].total_cents)).toBe(total);
      expect(Number(stored[0].per_quota_cents)).toBe(Math.floor(total / r.quotes_total));
      if (total > 0) {
        winning++;
        const res = await t.inject({
          method: 'GET',
          url: `/api/v1/games/superenalotto/contests/${r.contest_id}/wins?limit=100`,
          token: admin,
        });
        expect(res.statusCode, res.body).toBe(200);
        const item = (
          res.json() as { items: Array<{ systemId: number; totalCents: number; perQuotaCents: number }> }
        ).items.find((i) => i.systemId === r.id);
        expect(item, `system ${r.id} on the winners list`).toMatchObject({
          totalCents: total,
          perQuotaCents: Math.floor(total / r.quotes_total),
        });
      }
    }
    // the seed draws its results from systems on the contest: at least one integral wins something
    expect(winning).toBeGreaterThan(0);
  });
});
