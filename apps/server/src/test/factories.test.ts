/**
 * The factories make records the application reads as its own: an empty database, then what each factory made,
 * seen through the API the way a user would see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { systemWins, toSystemForWins, type KnownModule, type StoredModuleNumbers } from '@bacheca/domain';
import { structures, systems, users } from '../db/schema';
import { createTestApp, testDatabases, type TestApp } from './harness';
import {
  closeContest,
  defaultPrizeCents,
  makeContest,
  makeDevelopedProposal,
  makeNotification,
  makeOutlet,
  makePublishedSystem,
  makeQuoteHolding,
  makeResult,
  makeStaff,
  runWins,
  type MadeUser,
} from './factories';

describe.each(testDatabases())('test data factories on %s', (kind) => {
  let t: TestApp;
  let admin: MadeUser;
  let outlet: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    admin = await makeStaff(t, { role: 'admin', permissions: ['bacheca_admin'] });
    outlet = await makeOutlet(t, { games: ['eurojackpot'], province: 'MI', region: 'Lombardia', zone: 'NORD_OVEST' });
  });
  afterAll(async () => t?.close());

  it("seed 'none' starts with the users the test makes and nobody else", async () => {
    const [{ n }] = await t.database.db.select({ n: count() }).from(users);
    expect(n).toBe(2);
    const [demo] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(demo).toBeUndefined();
  });

  it('a staff user logs in with its role and extra permissions; an outlet has its games and place', async () => {
    const me = await t.inject({
      method: 'GET',
      url: `/api/v1/amministratori/${admin.username}`,
      token: await admin.token(),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ username: admin.username, role: 'admin' });
    expect(JSON.stringify(me.json())).toContain('bacheca_admin');
    const o = await t.inject({
      method: 'GET',
      url: `/api/v1/ricevitori/${outlet.row.ivrCode}`,
      token: await admin.token(),
    });
    expect(o.statusCode, o.body).toBe(200);
    expect(o.json()).toMatchObject({ ivrCode: outlet.row.ivrCode, province: 'MI', region: 'Lombardia' });
  });

  it('a published system on a new open contest, with quote held by the outlet, is on its holdings', async () => {
    const contest = await makeContest(t, 'superenalotto', { daysFromNow: 3 });
    expect(contest.closesAt.getTime()).toBeGreaterThan(Date.now());
    const published = await makePublishedSystem(t, 'superenalotto', { contestId: contest.id, by: admin });
    expect(published.contestId).toBe(contest.id);
    await makeQuoteHolding(t, published.id, outlet, 2);
    const res = await t.inject({ method: 'GET', url: '/api/v1/ricevitore/holdings', token: await outlet.token() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toContainEqual(expect.objectContaining({ systemId: published.id, quantity: 2 }));
  });

  it('closing a contest completes its published systems, as the contests-close job does', async () => {
    const contest = await makeContest(t, 'superenalotto', { daysFromNow: 2 });
    const published = await makePublishedSystem(t, 'superenalotto', { contestId: contest.id, by: admin });
    const detail = async () =>
      (await t.inject({ method: 'GET', url: `/api/v1/systems/${published.id}`, token: await admin.token() })).json();
    expect((await detail()).status).toBe('ASSOCIATA');
    expect(await closeContest(t, contest.id)).toBe(1);
    expect(await detail()).toMatchObject({ status: 'COMPLETATA', contest: { id: contest.id, status: 'CHIUSO' } });
  });

  it("a developed proposal is a published system of the outlet's (not a back-office one), with its share held", async () => {
    const developed = await makeDevelopedProposal(t, outlet, 'eurojackpot');
    const token = await admin.token();
    const proposal = await t.inject({
      method: 'GET',
      url: `/api/v1/games/eurojackpot/proposals?status=SVILUPPATA`,
      token,
    });
    expect(proposal.statusCode, proposal.body).toBe(200);
    expect(proposal.json().items).toContainEqual(expect.objectContaining({ id: developed.id }));
    const system = (await t.inject({ method: 'GET', url: `/api/v1/systems/${developed.systemId}`, token })).json();
    expect(system).toMatchObject({ status: 'ASSOCIATA', game: 'eurojackpot', contest: { id: developed.contestId } });
    expect(system.assignments).toContainEqual(expect.objectContaining({ ivrCode: outlet.row.ivrCode }));
    const archived = (
      await t.inject({ method: 'GET', url: '/api/v1/archive/systems?boSystem=false&pageSize=100', token })
    ).json();
    expect(archived.items.map((i: { id: number }) => i.id)).toContain(developed.systemId);
  });

  it("a banner on the outlet's games reaches the outlet's board", async () => {
    const banner = await makeNotification(t, 'banner', { scope: ['eurojackpot'], title: 'Avviso della fabbrica' });
    const res = await t.inject({ method: 'GET', url: '/api/v1/ricevitore/notifications', token: await outlet.token() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().banners).toContainEqual(
      expect.objectContaining({ id: banner.id, title: 'Avviso della fabbrica' }),
    );
  });

  it('a confirmed result (four eyes) queues the wins job; runWins computes the wins the engine counts', async () => {
    const contest = await makeContest(t, 'superenalotto', { daysFromNow: 2 });
    const published = await makePublishedSystem(t, 'superenalotto', { contestId: contest.id, by: admin });
    await closeContest(t, contest.id);
    const [system] = await t.database.db.select().from(systems).where(eq(systems.id, published.id));
    const [structure] = await t.database.db.select().from(structures).where(eq(structures.id, published.structureId));
    const played = (system.modules as StoredModuleNumbers[])[0].numbers;
    // five of the system's numbers and one outside it: every play holding those five wins a 5
    const outside = [90, 89, 88, 87, 86, 85, 84, 83, 82].filter((n) => !played.includes(n));
    const draw = { numbers: [...played.slice(0, 5), outside[0]], jolly: outside[1], superstar: outside[2] };
    const { result, jobId } = await makeResult(t, 'superenalotto', contest.id, { ...draw, prizes: { '5': 123_456 } });
    expect(result).toMatchObject({
      status: 'CONFERMATO',
      version: 2,
      numbers: [...draw.numbers].sort((a, b) => a - b),
    });
    expect(result.confirmedBy).not.toBe(result.enteredBy);
    expect(jobId).toEqual(expect.any(String));

    const figures = await runWins(t, contest.id);
    expect(figures).toMatchObject({ jobId: Number(jobId), systems: 1, winning: 1 });
    const counts = systemWins(
      'superenalotto',
      toSystemForWins(structure.modules as KnownModule[], system.modules as StoredModuleNumbers[]),
      draw,
    );
    const amount = (category: string) => (category === '5' ? 123_456 : defaultPrizeCents('superenalotto', category));
    const totalCents = Object.entries(counts).reduce((sum, [category, n]) => sum + n * amount(category), 0);
    expect(counts['5']).toBeGreaterThan(0);
    expect(figures!.totalCents).toBe(totalCents);

    const res = await t.inject({
      method: 'GET',
      url: `/api/v1/games/superenalotto/contests/${contest.id}/wins`,
      token: await admin.token(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ job: { status: 'COMPLETATO' }, winning: 1, totalCents });
    expect(res.json().items).toEqual([
      expect.objectContaining({
        systemId: published.id,
        totalCents,
        perQuotaCents: Math.floor(totalCents / system.quotesTotal),
      }),
    ]);
  });

  it('a draft result stays a draft: no wins job, nothing computed', async () => {
    const contest = await makeContest(t, 'eurojackpot', { daysFromNow: -2 });
    const { result, jobId } = await makeResult(t, 'eurojackpot', contest.id, { draft: true });
    expect(result).toMatchObject({ status: 'BOZZA', numbers: [1, 2, 3, 4, 5], euronumbers: [1, 2], version: 1 });
    expect(jobId).toBeNull();
    expect(await runWins(t, contest.id)).toBeNull();
    const toto = await makeContest(t, 'totocalcio', { daysFromNow: -2 });
    const confirmed = await makeResult(t, 'totocalcio', toto.id);
    expect(confirmed.result.signs).toHaveLength((toto.events as unknown[]).length);
  });
});
