import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { systems, users } from '../db/schema';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { ignoreDropOfTestDatabase } from '../test/drop-guard';
import {
  closeContest,
  makeContest,
  makeDraftSystems,
  makeOutlet,
  makePublishedSystem,
  makeStaff,
  makeStructure,
  type MadeUser,
} from '../test/factories';

type Page = {
  items: Array<{ ivrCode?: string; id?: number }>;
  total: number;
  page: number;
  pageSize: number;
  totalEstimated?: boolean;
};

/**
 * Large lists count their total exactly up to LIST_EXACT_COUNT_LIMIT rows and estimate it above: here the
 * limit is 5, so the 30 outlets and the game's 16 systems made here are "large".
 */
describe.each(testDatabases())('capped list totals on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let outlets: number;
  let oneOutlet: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { LIST_EXACT_COUNT_LIMIT: '5' }, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    const staff = await makeStaff(t);
    admin = await staff.token();
    for (let i = 0; i < 30; i++) oneOutlet = await makeOutlet(t);
    // SuperEnalotto: 12 drafts, and 2 systems published on a contest since closed (COMPLETATA) with their 2 drafts
    const structure = await makeStructure(t, 'superenalotto');
    await makeDraftSystems(t, 'superenalotto', structure.id, 12);
    const contest = await makeContest(t, 'superenalotto');
    for (let i = 0; i < 2; i++)
      await makePublishedSystem(t, 'superenalotto', { structureId: structure.id, contestId: contest.id, by: staff });
    await closeContest(t, contest.id);
    await t.database.db.execute(sql`analyze`);
    [{ n: outlets }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'ricevitore'));
  }, 120_000);
  afterAll(async () => t?.close());

  const get = async (url: string): Promise<Page> => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/${url}`, token: admin });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('above the limit the total is the estimate, flagged, and never below what the page has shown', async () => {
    expect(outlets).toBeGreaterThan(10);
    const first = await get('ricevitori?pageSize=10');
    expect(first.totalEstimated).toBe(true);
    expect(first.items).toHaveLength(10);
    expect(first.total).toBeGreaterThan(5);
    // the planner's estimate of a freshly analysed table: the real count, give or take
    expect(first.total).toBeGreaterThanOrEqual(Math.floor(outlets / 2));
    expect(first.total).toBeLessThanOrEqual(outlets * 2);
  });

  it('a short page ends the list: there the total is exact', async () => {
    // a page size among the allowed ones that leaves a short last page (a full last page cannot tell)
    const pageSize = [10, 25, 50].find((s) => outlets % s !== 0 && outlets > s)!;
    const last = Math.ceil(outlets / pageSize);
    const page = await get(`ricevitori?pageSize=${pageSize}&page=${last}`);
    expect(page.items.length).toBeLessThan(pageSize);
    expect(page.totalEstimated).toBeUndefined();
    expect(page.total).toBe(outlets);
  });

  it('up to the limit the total is exact and not flagged', async () => {
    const one = await get(`ricevitori?ivrCode=${oneOutlet.row.ivrCode}`);
    expect(one.totalEstimated).toBeUndefined();
    expect(one.total).toBe(1);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(systems)
      .where(and(eq(systems.game, 'superenalotto'), eq(systems.status, 'COMPLETATA')));
    // the two completed systems made above: under the limit of 5, so counted exactly
    expect(n).toBe(2);
    const completed = await get('games/superenalotto/systems?status=COMPLETATA&pageSize=100');
    expect(completed.totalEstimated).toBeUndefined();
    expect(completed.total).toBe(n);
  });

  it('the systems list and the archive estimate the same way', async () => {
    const list = await get('games/superenalotto/systems?pageSize=10');
    const archive = await get('archive/systems?pageSize=10');
    expect(list.totalEstimated).toBe(true);
    expect(archive.totalEstimated).toBe(true);
    expect(list.total).toBeGreaterThan(5);
  });
});
