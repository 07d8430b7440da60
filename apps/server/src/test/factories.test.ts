/**
 * The factories make records the application reads as its own: an empty database, then what each factory made,
 * seen through the API the way a user would see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, testDatabases, type TestApp } from './harness';
import {
  closeContest,
  makeContest,
  makeDevelopedProposal,
  makeNotification,
  makeOutlet,
  makePublishedSystem,
  makeQuoteHolding,
  makeStaff,
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
});
