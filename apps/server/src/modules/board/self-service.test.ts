/**
 * The outlet's self-service: the statement of the quote it holds (by contest, in cents, exported as
 * CSV and Excel) and the archive of its notifications (what its board showed, closed or acknowledged included).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationScope } from '@bacheca/domain';
import { expectError } from '../../test/expect-error';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import {
  makeContest,
  makeNotification,
  makeOutlet,
  makePublishedSystem,
  makeQuoteHolding,
  makeStaff,
  makeStructure,
  type MadeUser,
} from '../../test/factories';
import { notificationAcks, notifications, systemQuotes, systems } from '../../db/schema';

describe.each(testDatabases())("the outlet's statement and notification archive on %s", (kind) => {
  let t: TestApp;
  let outlet: string;
  let me: MadeUser['row'];
  let admin: MadeUser;
  const ids = { expiredAcked: 0, activeBanner: 0, scheduled: 0, otherGame: 0 };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    const db = t.database.db;
    admin = await makeStaff(t);
    // SuperEnalotto only
    const made = await makeOutlet(t);
    me = made.row;
    outlet = await made.token();
    // two holdings on one open SuperEnalotto contest, one on another contest
    const structure = await makeStructure(t, 'superenalotto');
    const [a, b] = [await makeContest(t, 'superenalotto', { daysFromNow: 3 }), await makeContest(t, 'superenalotto')];
    const publish = (contestId: number) =>
      makePublishedSystem(t, 'superenalotto', { structureId: structure.id, contestId, by: admin });
    const first = [(await publish(a.id)).id, (await publish(a.id)).id];
    const second = [(await publish(b.id)).id];
    await makeQuoteHolding(t, first[0], made, 2);
    await makeQuoteHolding(t, first[1], made, 1);
    await makeQuoteHolding(t, second[0], made, 3);

    const note = async (
      type: 'popup' | 'banner',
      title: string,
      scope: NotificationScope[],
      from: number,
      to: number,
    ) => [
      await makeNotification(t, type, {
        category: 'GENERAL',
        title,
        content: `<p>${title}</p>`,
        priority: 1,
        scope,
        visibleFromHours: from,
        expiresInHours: to,
      }),
    ];
    const [expired] = await note('popup', 'Popup scaduto e letto', ['superenalotto'], -48, -24);
    await db
      .insert(notificationAcks)
      .values({ notificationId: expired.id, userId: me.id, ackedAt: new Date(Date.now() - 40 * 3_600_000) });
    const [banner] = await note('banner', 'Banner attivo', ['superenalotto', 'backoffice'], -1, 24);
    const [scheduled] = await note('popup', 'Popup programmato', ['superenalotto'], 24, 48);
    const [otherGame] = await note('banner', 'Banner EuroJackpot', ['eurojackpot'], -1, 24);
    Object.assign(ids, {
      expiredAcked: expired.id,
      activeBanner: banner.id,
      scheduled: scheduled.id,
      otherGame: otherGame.id,
    });
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = outlet) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });

  it('states the quote held by contest, newest contest first, each amount quantity × quota price, with the totals', async () => {
    const res = await get('ricevitore/statement');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      contests: Array<{
        contestId: number;
        closesAt: string;
        open: boolean;
        quotes: number;
        amountCents: number;
        systems: Array<{ systemId: number; quantity: number; quotaPriceCents: number; amountCents: number }>;
      }>;
      totalQuotes: number;
      totalCents: number;
    };
    expect(body.contests).toHaveLength(2);
    expect(Date.parse(body.contests[0].closesAt)).toBeGreaterThan(Date.parse(body.contests[1].closesAt));
    const held = await t.database.db
      .select({ id: systemQuotes.systemId, quantity: systemQuotes.quantity, price: systems.quotaPriceCents })
      .from(systemQuotes)
      .innerJoin(systems, eq(systems.id, systemQuotes.systemId))
      .where(eq(systemQuotes.userId, me.id));
    let total = 0;
    for (const c of body.contests) {
      expect(c.open).toBe(true);
      expect(c.quotes).toBe(c.systems.reduce((n, s) => n + s.quantity, 0));
      expect(c.amountCents).toBe(c.systems.reduce((n, s) => n + s.amountCents, 0));
      for (const s of c.systems) {
        const h = held.find((x) => x.id === s.systemId)!;
        expect(s).toMatchObject({ quantity: h.quantity, quotaPriceCents: h.price, amountCents: h.quantity * h.price });
        total += s.amountCents;
      }
    }
    expect(body.totalQuotes).toBe(6);
    expect(body.totalCents).toBe(total);
    expect(total).toBeGreaterThan(0);
    // a game filter: another game holds nothing here
    const ej = await get('ricevitore/statement?game=eurojackpot');
    expect(ej.json()).toEqual({ contests: [], totalQuotes: 0, totalCents: 0 });
  });

  it("leaves out a cancelled system's quota, like the holdings", async () => {
    const before = (await get('ricevitore/statement')).json() as { totalQuotes: number };
    const [one] = await t.database.db
      .select()
      .from(systemQuotes)
      .where(and(eq(systemQuotes.userId, me.id), eq(systemQuotes.quantity, 1)));
    await t.database.db.update(systems).set({ status: 'CANCELLATA' }).where(eq(systems.id, one.systemId));
    try {
      const after = (await get('ricevitore/statement')).json() as {
        totalQuotes: number;
        contests: Array<{ systems: Array<{ systemId: number }> }>;
      };
      expect(after.totalQuotes).toBe(before.totalQuotes - 1);
      expect(after.contests.flatMap((c) => c.systems.map((s) => s.systemId))).not.toContain(one.systemId);
    } finally {
      await t.database.db.update(systems).set({ status: 'ASSOCIATA' }).where(eq(systems.id, one.systemId));
    }
  });

  it('exports the statement as CSV (one row a system, amounts in euro) and as Excel', async () => {
    const csv = await get('ricevitore/statement/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/estratto-quote-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Gioco;Concorso;Data estrazione;Chiusura vendite;Sistema;Nome bacheca;Quote;Prezzo quota;Importo',
    );
    expect(lines).toHaveLength(4);
    const statement = (await get('ricevitore/statement')).json() as {
      contests: Array<{
        contestLabel: string;
        systems: Array<{ name: string; quantity: number; amountCents: number }>;
      }>;
    };
    const firstSystem = statement.contests[0].systems[0];
    const row = lines[1].split(';');
    expect(row[0]).toBe('SuperEnalotto');
    expect(row[1]).toBe(statement.contests[0].contestLabel);
    expect(row[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row[4]).toBe(firstSystem.name);
    expect(row[6]).toBe(String(firstSystem.quantity));
    const euro = `${Math.floor(firstSystem.amountCents / 100)},${String(firstSystem.amountCents % 100).padStart(2, '0')} €`;
    expect(row[8]).toBe(euro);

    const xlsx = await t.inject({
      method: 'GET',
      url: '/api/v1/ricevitore/statement/export?format=xlsx',
      token: outlet,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("refuses a bad filter with the catalogue's words and staff with 403", async () => {
    const bad = await get('ricevitore/statement/export?format=pdf');
    expectError(bad, 400, 'INVALID_INPUT');
    expect(Object.keys(bad.json().fields)).toEqual(['querystring.format']);
    expectError(await get('ricevitore/statement?game=lotto'), 400, 'INVALID_INPUT');
    expectError(await get('ricevitore/notifications/archive?type=email'), 400, 'INVALID_INPUT');
    const staff = await admin.token();
    expectError(await get('ricevitore/statement', staff), 403, 'FORBIDDEN');
    expectError(await get('ricevitore/notifications/archive', staff), 403, 'FORBIDDEN');
  });

  it('archives what the board has shown: started notifications of its games, newest first, popups with their reading', async () => {
    const res = await get('ricevitore/notifications/archive?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      items: Array<{ id: number; type: string; active: boolean; acknowledgedAt: string | null; visibleFrom: string }>;
      total: number;
    };
    const got = body.items.map((i) => i.id);
    expect(got).toContain(ids.expiredAcked);
    expect(got).toContain(ids.activeBanner);
    expect(got).not.toContain(ids.scheduled);
    expect(got).not.toContain(ids.otherGame);
    const expired = body.items.find((i) => i.id === ids.expiredAcked)!;
    expect(expired.active).toBe(false);
    expect(expired.acknowledgedAt).not.toBeNull();
    expect(body.items.find((i) => i.id === ids.activeBanner)).toMatchObject({
      active: true,
      acknowledgedAt: null,
      type: 'banner',
    });
    const order = body.items.map((i) => Date.parse(i.visibleFrom));
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    // the total counts the same rows
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(
        and(sql`${notifications.visibleFrom} <= now()`, sql`${notifications.scope} && array['superenalotto']::text[]`),
      );
    expect(body.total).toBe(n);
    // the type filter and the pages
    const popups = (await get('ricevitore/notifications/archive?type=popup&pageSize=100')).json() as {
      items: Array<{ type: string }>;
    };
    expect(popups.items.length).toBeGreaterThan(0);
    expect(popups.items.every((i) => i.type === 'popup')).toBe(true);
    const page2 = (await get('ricevitore/notifications/archive?pageSize=1&page=2')).json() as {
      items: Array<{ id: number }>;
      total: number;
    };
    expect(page2.total).toBe(n);
    expect(page2.items.map((i) => i.id)).toEqual(n >= 2 ? [got[1]] : []);
  });

  it('the archive holds an acknowledged popup still active, which the board no longer delivers', async () => {
    const [active] = await t.database.db
      .insert(notifications)
      .values({
        type: 'popup',
        category: 'GENERAL',
        title: 'Da rileggere',
        content: '<p>x</p>',
        priority: 1,
        scope: ['superenalotto'],
        visibleFrom: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() + 3_600_000),
        createdBy: 'admin',
      })
      .returning();
    const delivered = (await get('ricevitore/notifications')).json() as { popups: Array<{ id: number }> };
    expect(delivered.popups.map((p) => p.id)).toContain(active.id);
    const ack = await t.inject({
      method: 'POST',
      url: `/api/v1/ricevitore/notifications/${active.id}/ack`,
      token: outlet,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(
      ((await get('ricevitore/notifications')).json() as { popups: Array<{ id: number }> }).popups.map((p) => p.id),
    ).not.toContain(active.id);
    const archived = (
      (await get('ricevitore/notifications/archive?type=popup&pageSize=100')).json() as {
        items: Array<{ id: number; active: boolean; acknowledgedAt: string | null }>;
      }
    ).items.find((i) => i.id === active.id);
    expect(archived).toMatchObject({ active: true });
    expect(archived!.acknowledgedAt).not.toBeNull();
    const acks = await t.database.db
      .select()
      .from(notificationAcks)
      .where(inArray(notificationAcks.notificationId, [active.id]));
    expect(acks).toHaveLength(1);
  });
});
