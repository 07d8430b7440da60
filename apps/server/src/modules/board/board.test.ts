import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ERRORS, SUCCESS, errorMessage } from '@bacheca/domain';
import { expectError } from '../../test/expect-error';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { racingPostgresApp } from '../../test/race-app';
import {
  makeContest,
  makeDraftSystems,
  makeOutlet,
  makePublishedSystem,
  makeQuoteHolding,
  makeStaff,
  makeStructure,
  type MadeUser,
} from '../../test/factories';
import { auditLog, contests, systemQuotes, systems, users } from '../../db/schema';
import type { Db } from '../../db/client';

/** The row of a system the test made (its quote figures as the publication left them). */
async function systemRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(systems).where(eq(systems.id, id));
  return row;
}

describe.each(testDatabases())('the outlet requests quote on %s', (kind) => {
  let t: TestApp;
  let me: MadeUser;
  let staff: MadeUser;
  let outlet: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    me = await makeOutlet(t, { games: ['eurojackpot'] });
    staff = await makeStaff(t);
    outlet = await me.token();
  }, 120_000);
  afterAll(async () => t?.close());

  const request = (systemId: number, payload: object, token = outlet) =>
    t.inject({ method: 'POST', url: `/api/v1/ricevitore/systems/${systemId}/quotes`, token, payload });
  /** A SuperEnalotto system on sale with at least `min` quote available. */
  const onSale = async (min: number) => {
    const s = await systemRow(t, (await makePublishedSystem(t, 'superenalotto', { by: staff })).id);
    expect(s.quotesTotal - s.quotesAssigned).toBeGreaterThanOrEqual(min);
    return s;
  };

  it('takes the quote from the available ones, adds them to what the outlet holds and writes the audit row', async () => {
    const s = await onSale(3);
    // the outlet already holds one quota of it: the request adds to it
    await makeQuoteHolding(t, s.id, me, 1);
    const heldBefore = 1;
    const assignedBefore = s.quotesAssigned + heldBefore;
    const { version } = await systemRow(t, s.id);
    const res = await request(s.id, { quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: SUCCESS.REQUEST_OK,
      systemId: s.id,
      quotesTotal: s.quotesTotal,
      quotesAssigned: assignedBefore + 2,
      quotesAvailable: s.quotesTotal - assignedBefore - 2,
      held: heldBefore + 2,
    });
    const row = await systemRow(t, s.id);
    expect(row.quotesAssigned).toBe(assignedBefore + 2);
    expect(row.version).toBe(version + 1);
    const [held] = await t.database.db
      .select()
      .from(systemQuotes)
      .where(and(eq(systemQuotes.systemId, s.id), eq(systemQuotes.userId, me.id)));
    expect(held.quantity).toBe(heldBefore + 2);
    expect(held.assignedBy).toBe(me.username);
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'system'),
          eq(auditLog.entityId, String(s.id)),
          eq(auditLog.action, 'quote_request'),
        ),
      );
    expect(log).toMatchObject({ actor: me.username, outcome: 'ok' });
    const ivr = me.row.ivrCode!;
    expect(log.before).toEqual({ quotesAssigned: assignedBefore, assignments: { [ivr]: heldBefore } });
    expect(log.after).toEqual({ quotesAssigned: assignedBefore + 2, assignments: { [ivr]: heldBefore + 2 } });
  });

  it('refuses zero, negative, fractional and missing quantities with the spec message, changing nothing', async () => {
    const s = await onSale(1);
    for (const quantity of [0, -1, 1.5, '2', null, undefined]) {
      // the one field's message is the answer's message too (lib/validation)
      const body = expectError(await request(s.id, { quantity }), 400, 'QUOTE_AMOUNT_INVALID');
      expect(body.fields.quantity).toBe(ERRORS.QUOTE_AMOUNT_INVALID);
    }
    const row = await systemRow(t, s.id);
    expect(row.quotesAssigned).toBe(s.quotesAssigned);
  });

  it('refuses more than available (naming both numbers), a draft, an unknown system; the last quota completes the system', async () => {
    const s = await onSale(2);
    const available = s.quotesTotal - s.quotesAssigned;
    const over = expectError(await request(s.id, { quantity: available + 1 }), 422, 'QUOTE_NOT_AVAILABLE');
    expect(over.fields.quantity).toBe(errorMessage('DETAIL_QUOTE_AVAILABLE', { value: available + 1, max: available }));
    const [draft] = await makeDraftSystems(t, 'superenalotto', s.structureId!, 1);
    // a draft is not on the board: not found, like an unknown id (lib/outlet-access)
    expectError(await request(draft, { quantity: 1 }), 404, 'SYSTEM_NOT_FOUND');
    expectError(await request(99_999_999, { quantity: 1 }), 404, 'SYSTEM_NOT_FOUND');
    const all = await request(s.id, { quantity: available });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ quotesAvailable: 0, quotesAssigned: s.quotesTotal });
    const row = await systemRow(t, s.id);
    expect(row.status).toBe('COMPLETATA');
    const none = expectError(await request(s.id, { quantity: 1 }), 422, 'QUOTE_NOT_AVAILABLE');
    expect(none.fields.quantity).toBe(errorMessage('DETAIL_QUOTE_AVAILABLE', { value: 1, max: 0 }));
  });

  it('a game the outlet is not enabled to is not found; a simulation and staff cannot request', async () => {
    const ej = await makePublishedSystem(t, 'eurojackpot', { by: staff });
    await t.database.db.update(users).set({ eurojEnabled: false }).where(eq(users.id, me.id));
    expectError(await request(ej.id, { quantity: 1 }), 404, 'SYSTEM_NOT_FOUND');
    await t.database.db.update(users).set({ eurojEnabled: true }).where(eq(users.id, me.id));
    const s = await onSale(1);
    expectError(await request(s.id, { quantity: 1 }, await me.token(staff.username)), 403, 'FORBIDDEN');
    expectError(await request(s.id, { quantity: 1 }, await staff.token()), 403, 'FORBIDDEN');
    const row = await systemRow(t, s.id);
    expect(row.quotesAssigned).toBe(s.quotesAssigned);
  });
});

describe.each(testDatabases())('the outlet board on %s', (kind) => {
  let t: TestApp;
  let me: MadeUser;
  let staff: MadeUser;
  let outlet: string;
  /** The published systems on the board the test built. */
  let made: number[];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    staff = await makeStaff(t);
    me = await makeOutlet(t, { games: ['eurojackpot', 'sivincetutto'] });
    outlet = await me.token();
    // one open contest per game; two SuperEnalotto systems of one structure (the second in evidence, the first
    // partly held by the outlet), one EuroJackpot and one SiVinceTutto system
    const se = await makeContest(t, 'superenalotto');
    const structure = await makeStructure(t, 'superenalotto');
    const plain = await makePublishedSystem(t, 'superenalotto', {
      structureId: structure.id,
      contestId: se.id,
      by: staff,
    });
    const shown = await makePublishedSystem(t, 'superenalotto', {
      structureId: structure.id,
      contestId: se.id,
      by: staff,
    });
    const ej = await makePublishedSystem(t, 'eurojackpot', { by: staff });
    const nve = await makePublishedSystem(t, 'sivincetutto', { by: staff });
    made = [plain.id, shown.id, ej.id, nve.id];
    const evidence = await t.inject({
      method: 'POST',
      url: '/api/v1/games/superenalotto/systems/bulk',
      token: await staff.token(),
      payload: { action: 'evidence', evidence: true, ids: [shown.id] },
    });
    expect(evidence.statusCode, evidence.body).toBe(200);
    await makeQuoteHolding(t, plain.id, me, 1);
  }, 120_000);
  afterAll(async () => t?.close());
  const get = (url: string, token = outlet) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });

  it('lists the published systems of the open contests of its games, evidence first, with the quote it holds', async () => {
    const res = await get('ricevitore/board?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b.games).toEqual(['superenalotto', 'eurojackpot', 'sivincetutto']);
    const expected = await t.database.db
      .select({ id: systems.id, evidence: systems.evidence })
      .from(systems)
      .innerJoin(contests, eq(contests.id, systems.contestId))
      .where(
        and(
          eq(systems.status, 'ASSOCIATA'),
          gt(contests.closesAt, new Date()),
          sql`${systems.contestId} in (${sql.join(
            b.contests.map((c: { id: number }) => sql`${c.id}`),
            sql`, `,
          )})`,
        ),
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(expected.map((e) => e.id))).toEqual(new Set(made));
    expect(b.total).toBe(expected.length);
    expect(new Set(b.items.map((i: { id: number }) => i.id))).toEqual(new Set(expected.map((e) => e.id)));
    const flags = b.items.map((i: { evidence: boolean }) => i.evidence);
    expect(flags).toEqual([...flags].sort((x, y) => Number(y) - Number(x)));
    expect(flags).toContain(true);
    expect(flags).toContain(false);
    const mine = new Map(
      (await t.database.db.select().from(systemQuotes).where(eq(systemQuotes.userId, me.id))).map((q) => [
        q.systemId,
        q.quantity,
      ]),
    );
    for (const i of b.items) expect(i.held).toBe(mine.get(i.id) ?? 0);
    expect(b.items.some((i: { held: number }) => i.held > 0)).toBe(true);
    // contests: the next open ones of each game, the first featured
    for (const game of b.games) {
      const cs = b.contests.filter((c: { game: string }) => c.game === game);
      if (cs.length) expect(cs[0].featured).toBe(true);
    }
  });

  it('filters by game, contest, price and available quote; an outlet without EuroJackpot does not see it', async () => {
    const all = (await get('ricevitore/board?pageSize=100')).json();
    const ej = (await get('ricevitore/board?game=eurojackpot&pageSize=100')).json();
    expect(ej.items.every((i: { game: string }) => i.game === 'eurojackpot')).toBe(true);
    expect(ej.total).toBe(all.items.filter((i: { game: string }) => i.game === 'eurojackpot').length);
    const c = all.items[0].contestId;
    const byContest = (await get(`ricevitore/board?contestId=${c}&pageSize=100`)).json();
    expect(byContest.total).toBe(all.items.filter((i: { contestId: number }) => i.contestId === c).length);
    const price = all.items[0].quotaPriceCents;
    const byPrice = (await get(`ricevitore/board?quotaPriceFrom=${price}&quotaPriceTo=${price}&pageSize=100`)).json();
    expect(byPrice.total).toBe(
      all.items.filter((i: { quotaPriceCents: number }) => i.quotaPriceCents === price).length,
    );
    const avail = (await get('ricevitore/board?availableFrom=10&pageSize=100')).json();
    expect(avail.total).toBe(all.items.filter((i: { quotesAvailable: number }) => i.quotesAvailable >= 10).length);
    const held = (await get('ricevitore/board?held=true&pageSize=100')).json();
    expect(held.total).toBe(all.items.filter((i: { held: number }) => i.held > 0).length);
    expectError(await get('ricevitore/board?quotaPriceFrom=900&quotaPriceTo=100'), 400, 'QUOTE_RANGE_INVALID');
    await t.database.db.update(users).set({ eurojEnabled: false }).where(eq(users.id, me.id));
    const without = (await get('ricevitore/board?pageSize=100')).json();
    expect(without.games).not.toContain('eurojackpot');
    expect(without.items.some((i: { game: string }) => i.game === 'eurojackpot')).toBe(false);
    expect((await get('ricevitore/board?game=eurojackpot')).json().total).toBe(0);
    await t.database.db.update(users).set({ eurojEnabled: true }).where(eq(users.id, me.id));
  });

  it('searches the free text over the SiCe name, the board name and the structure, with the other filters', async () => {
    const all = (await get('ricevitore/board?pageSize=100')).json();
    type Item = { id: number; name: string; boardName: string | null; structureName: string; game: string };
    const has = (i: Item, text: string) =>
      [i.name, i.boardName ?? '', i.structureName].some((v) => v.toLowerCase().includes(text.toLowerCase()));
    const first = all.items[0] as Item;
    // the structure's name (mixed case, a part of it), the SiCe name, the board name: each finds exactly the matching cards
    for (const text of [
      first.structureName.slice(1, 6).toUpperCase(),
      first.name.slice(0, 8).toLowerCase(),
      (first.boardName ?? first.name).slice(-5),
    ]) {
      const res = (await get(`ricevitore/board?q=${encodeURIComponent(text)}&pageSize=100`)).json();
      const expected = all.items.filter((i: Item) => has(i, text));
      expect(res.total, text).toBe(expected.length);
      expect(res.items.map((i: Item) => i.id).sort(), text).toEqual(expected.map((i: Item) => i.id).sort());
      expect(res.items.length).toBeGreaterThan(0);
    }
    // combined with a filter; LIKE's wildcards are plain text; nothing matches a word nobody uses
    const ej = (
      await get(
        `ricevitore/board?q=${encodeURIComponent(first.structureName.slice(0, 4))}&game=eurojackpot&pageSize=100`,
      )
    ).json();
    expect(ej.total).toBe(
      all.items.filter((i: Item) => i.game === 'eurojackpot' && has(i, first.structureName.slice(0, 4))).length,
    );
    expect((await get('ricevitore/board?q=%25')).json().total).toBe(all.items.filter((i: Item) => has(i, '%')).length);
    expect((await get('ricevitore/board?q=zzqqxxnessuno')).json()).toMatchObject({ total: 0, items: [] });
  });

  it('staff simulating the outlet read exactly the same board, holdings and cards; staff without a simulation are refused', async () => {
    const sim = await me.token(staff.username);
    for (const url of ['ricevitore/board?pageSize=50', 'ricevitore/holdings']) {
      const a = await get(url);
      const b = await get(url, sim);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json()).toEqual(a.json());
    }
    expectError(await get('ricevitore/board', await staff.token()), 403, 'FORBIDDEN');
    const item = (await get('ricevitore/board?pageSize=100'))
      .json()
      .items.find((i: { hasGraphic: boolean }) => i.hasGraphic);
    const card = await get(`ricevitore/systems/${item.id}/graphic`, sim);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(card.body).toContain('<svg');
    expect(card.body).toContain(item.name);
  });

  it('holdings list what the outlet holds and the history of its requests', async () => {
    const s = await systemRow(t, (await makePublishedSystem(t, 'superenalotto', { by: staff })).id);
    expect(s.quotesTotal - s.quotesAssigned).toBeGreaterThanOrEqual(3);
    const r = await t.inject({
      method: 'POST',
      url: `/api/v1/ricevitore/systems/${s.id}/quotes`,
      token: outlet,
      payload: { quantity: 3 },
    });
    expect(r.statusCode, r.body).toBe(200);
    const h = (await get('ricevitore/holdings')).json();
    expect(h.items.find((i: { systemId: number }) => i.systemId === s.id)).toMatchObject({
      quantity: r.json().held,
      assignedBy: me.username,
    });
    expect(
      h.history.find((x: { systemId: number; action: string }) => x.systemId === s.id && x.action === 'quote_request'),
    ).toMatchObject({
      quantity: 3,
      actor: me.username,
      // names where the id stood: the board name (else the SiCe name) and the contest
      systemName: s.boardName ?? s.name,
      contestLabel: expect.stringMatching(/\d/),
    });
  });
});

/**
 * A published SuperEnalotto system of the demo on an open contest with at least `min` quote available: the race
 * runs on racingPostgresApp's seeded database (its 260 outlets and their published systems).
 */
async function publishedSystem(db: Db, min = 3) {
  const [row] = await db
    .select({ s: systems })
    .from(systems)
    .innerJoin(contests, eq(contests.id, systems.contestId))
    .where(
      and(
        eq(systems.game, 'superenalotto'),
        eq(systems.status, 'ASSOCIATA'),
        gt(contests.closesAt, new Date()),
        sql`${systems.quotesAvailable} >= ${min}`,
      ),
    )
    .orderBy(desc(systems.quotesAvailable))
    .limit(1);
  if (!row) throw new Error('no published system in the seed');
  return row.s;
}

/**
 * Never oversold: 200 outlets request quote of one published system at once, through the real app, on a
 * 20-connection PostgreSQL pool. PGlite has one connection (no concurrency to test): PostgreSQL only, as in CI.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('200 outlets request quote at once on postgres', () => {
  const race = racingPostgresApp(260);

  it('assigned + available = total, nobody negative, every refusal carries its message', async () => {
    const db = race.fresh.database.db;
    const s = await publishedSystem(db, 10);
    const outlets = await db
      .select()
      .from(users)
      .where(
        and(
          eq(users.role, 'ricevitore'),
          eq(users.enabled, true),
          eq(users.active, true),
          eq(users.blocked, false),
          eq(users.forcePasswordChange, false),
        ),
      )
      .limit(200);
    expect(outlets).toHaveLength(200);
    const tokens = await Promise.all(outlets.map(async (u) => (await race.app.tokens.open(db, u, {})).accessToken));
    const heldBefore = new Map(
      (await db.select().from(systemQuotes).where(eq(systemQuotes.systemId, s.id))).map((h) => [h.userId, h.quantity]),
    );
    const asked = outlets.map((_, i) => 1 + (i % 3)); // 400 quote asked in all
    const results = await Promise.all(
      outlets.map((_, i) =>
        race.app.inject({
          method: 'POST',
          url: `/api/v1/ricevitore/systems/${s.id}/quotes`,
          payload: { quantity: asked[i] },
          headers: { authorization: `Bearer ${tokens[i]}` },
        }),
      ),
    );
    const ok = results.map((r, i) => ({ r, i })).filter((x) => x.r.statusCode === 200);
    const refused = results.map((r, i) => ({ r, i })).filter((x) => x.r.statusCode !== 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { r, i } of refused) {
      expect(r.statusCode, r.body).toBe(422);
      const body = r.json();
      expect(body).toMatchObject({ code: 'QUOTE_NOT_AVAILABLE', message: ERRORS.QUOTE_NOT_AVAILABLE });
      // the count and its noun agree ("Richieste 1 quote")
      expect(body.fields.quantity).toMatch(
        new RegExp(
          `^${asked[i]} ${asked[i] === 1 ? 'quota richiesta' : 'quote richieste'}, (1 disponibile|\\d+ disponibili)\\.$`,
        ),
      );
    }
    const granted = ok.reduce((sum, x) => sum + asked[x.i], 0);
    const [row] = await db.select().from(systems).where(eq(systems.id, s.id));
    expect(row.quotesAssigned).toBe(s.quotesAssigned + granted);
    expect(row.quotesAssigned + row.quotesAvailable!).toBe(row.quotesTotal);
    expect(row.quotesAvailable!).toBeGreaterThanOrEqual(0);
    const held = await db.select().from(systemQuotes).where(eq(systemQuotes.systemId, s.id));
    expect(held.every((h) => h.quantity > 0)).toBe(true);
    expect(held.reduce((sum, h) => sum + h.quantity, 0)).toBe(row.quotesAssigned);
    for (const { i } of ok)
      expect(held.find((h) => h.userId === outlets[i].id)?.quantity).toBe(
        (heldBefore.get(outlets[i].id) ?? 0) + asked[i],
      );
    // each refused outlet asked for more than was left: at the end nothing any refused outlet asked still fits
    expect(row.quotesAvailable!).toBeLessThan(Math.min(...refused.map((x) => asked[x.i])));
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote_request'), eq(auditLog.entityId, String(s.id))));
    expect(audits).toHaveLength(ok.length);
  }, 120_000);
});
