import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';

/**
 * Issue 24 item 12: every game's spec routes show demo data to a newcomer: /{game}/job, /{game}/proposals and
 * /{game}/grafica (not Totocalcio, which has no graphics: its demo systems are created through the service, which
 * records each creation as a completed job, and an outlet with its board proposes two Totocalcio systems).
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

  it.each(['superenalotto', 'sivincetutto', 'eurojackpot'])('%s: publication jobs, proposals, graphics and structures', async (game) => {
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
  });

  it('totocalcio: every demo system has its completed job with one row', async () => {
    const jobs = await get('games/totocalcio/jobs');
    expect(jobs.total).toBeGreaterThanOrEqual(4);
    for (const j of jobs.items) expect(j).toMatchObject({ status: 'COMPLETATO', processingRate: 100, systemCount: 1, itemCount: 1 });
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

  it('superenalotto: one draw result waiting for confirmation (BOZZA) on a closed contest, entered by admin (issue 26)', async () => {
    const results = await get('games/superenalotto/results?limit=100');
    const drafts = results.items.filter((r) => r.status === 'BOZZA');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ enteredBy: 'admin', contest: { status: 'CHIUSO' } });
    const id = (drafts[0].contest as { id: number }).id;
    const result = await t.inject({ method: 'GET', url: `/api/v1/games/superenalotto/contests/${id}/result`, token: admin });
    expect(result.json()).toMatchObject({ status: 'BOZZA', numbers: [3, 17, 28, 44, 59, 86], jolly: 71, superstar: 25 });
  });
});
