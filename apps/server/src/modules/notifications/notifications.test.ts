import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERRORS, SUCCESS, errorMessage, type ErrorCode } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { makeOutlet, makeStaff, type MadeUser } from '../../test/factories';
import { auditLog, notificationAcks, notificationViews, users } from '../../db/schema';
import { sanitizeRichText, visibleText } from './rich-text';
import * as NOTIFICATION_TARGET_ERRORS from '@bacheca/domain/messages-notifications';

type Res = Awaited<ReturnType<TestApp['inject']>>;

function expectError(res: Res, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code));
  return body as { code: string; message: string; fields: Record<string, string> };
}

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('rich text sanitizer (sanitize-html)', () => {
  it('keeps bold, italic, lists and safe links; drops scripts, handlers, javascript: URLs and other tags', () => {
    expect(sanitizeRichText('<p><b>Grassetto</b> <i>corsivo</i></p><ul><li>uno</li></ul><ol><li>due</li></ol>')).toBe(
      '<p><b>Grassetto</b> <i>corsivo</i></p><ul><li>uno</li></ul><ol><li>due</li></ol>',
    );
    expect(sanitizeRichText('<a href="https://www.adm.gov.it" onclick="x()">ADM</a>')).toBe(
      '<a href="https://www.adm.gov.it" target="_blank" rel="noopener noreferrer">ADM</a>',
    );
    const evil = sanitizeRichText(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href=" JaVaScRiPt:alert(4)">y</a>' +
        '<p onmouseover="alert(5)" style="color:red">ok</p><iframe src="https://evil"></iframe><svg onload="alert(6)"></svg><a href="//evil.example">z</a>',
    );
    expect(evil).not.toMatch(/script|onerror|onclick|onmouseover|onload|javascript|iframe|svg|img|style|evil/i);
    expect(evil).toContain('<p>ok</p>');
    expect(visibleText(sanitizeRichText('<script>alert(1)</script>'))).toBe('');
    expect(visibleText('<p>&nbsp;</p>')).toBe('');
  });
});

describe.each(testDatabases())('notifications on %s', (kind) => {
  let t: TestApp;
  let superadmin: string;
  let manager: MadeUser;
  let adminUser: MadeUser;
  let readerUser: MadeUser;
  /** The outlet of the board tests: SuperEnalotto and SiVinceTutto, in Rome (RM, Lazio). */
  let ricevitore: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    manager = await makeStaff(t, { role: 'super_admin' });
    superadmin = await manager.token();
    adminUser = await makeStaff(t);
    readerUser = await makeStaff(t, { role: 'reader' });
    ricevitore = await makeOutlet(t, { games: ['sivincetutto'] });
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = superadmin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  let seq = 0;
  const body = (over: object = {}) => ({
    category: 'IMPORTANT',
    title: `Avviso ${++seq}`,
    content: '<p><b>Attenzione</b>: nuove regole</p>',
    url: 'https://www.example.it/avvisi',
    priority: 5,
    scope: ['superenalotto'],
    visibleFrom: at(-1),
    expiresAt: at(48),
    ...over,
  });
  const count = async () =>
    (await t.database.query('select count(*)::int as n from notifications')).rows[0] as { n: number };

  it('creates a banner with sanitized content, shows it in the list with its state, audits it', async () => {
    const res = await api(
      'POST',
      'notifications/banner',
      body({ content: '<p>Ciao <script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">link</a></p>' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const n = res.json();
    expect(n).toMatchObject({
      type: 'banner',
      category: 'IMPORTANT',
      state: 'ACTIVE',
      scope: ['superenalotto'],
      version: 1,
      createdBy: manager.username,
    });
    expect(n.content).toBe('<p>Ciao <a>link</a></p>');
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'notification' and ${auditLog.entityId} = ${String(n.id)}`);
    expect(log).toMatchObject({ action: 'create', actor: manager.username });
    const list = (await api('GET', `notifications/banner?q=${encodeURIComponent(n.title)}`)).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: n.id, state: 'ACTIVE' }] });
    // a popup list does not show banners
    expect((await api('GET', `notifications/popup?q=${encodeURIComponent(n.title)}`)).json().total).toBe(0);
    expect((await api('GET', `notifications/popup/${n.id}`)).statusCode).toBe(404);
  });

  it('every §5 rule answers its Italian message and writes nothing', async () => {
    const before = await count();
    let e = expectError(
      await api('POST', 'notifications/banner', body({ visibleFrom: at(10), expiresAt: at(5) })),
      400,
      'NOTIFICATION_EXPIRY_BEFORE_VISIBILITY',
    );
    expect(e.fields.expiresAt).toBe(ERRORS.NOTIFICATION_EXPIRY_BEFORE_VISIBILITY);
    // one instant for both: two calls of at(10) may fall a millisecond apart
    const same = at(10);
    expectError(
      await api('POST', 'notifications/banner', body({ visibleFrom: same, expiresAt: same })),
      400,
      'NOTIFICATION_EXPIRY_BEFORE_VISIBILITY',
    );
    e = expectError(
      await api('POST', 'notifications/banner', body({ expiresAt: undefined })),
      400,
      'NOTIFICATION_EXPIRY_REQUIRED',
    );
    expect(e.fields.expiresAt).toBe(ERRORS.NOTIFICATION_EXPIRY_REQUIRED);
    expectError(
      await api('POST', 'notifications/banner', body({ visibleFrom: '' })),
      400,
      'NOTIFICATION_VISIBLE_FROM_REQUIRED',
    );
    expectError(await api('POST', 'notifications/banner', body({ title: '  ' })), 400, 'NOTIFICATION_TITLE_REQUIRED');
    expectError(
      await api('POST', 'notifications/banner', body({ title: 'x'.repeat(121) })),
      400,
      'NOTIFICATION_TITLE_TOO_LONG',
    );
    expectError(await api('POST', 'notifications/banner', body({ content: '' })), 400, 'NOTIFICATION_CONTENT_REQUIRED');
    expectError(
      await api('POST', 'notifications/banner', body({ content: 'x'.repeat(20_001) })),
      400,
      'NOTIFICATION_CONTENT_TOO_LONG',
    );
    // only a script: nothing visible is left after sanitizing
    e = expectError(
      await api('POST', 'notifications/banner', body({ content: '<script>alert(1)</script>' })),
      422,
      'NOTIFICATION_CONTENT_REQUIRED',
    );
    expect(e.fields.content).toBe(ERRORS.NOTIFICATION_CONTENT_REQUIRED);
    expectError(
      await api('POST', 'notifications/banner', body({ category: 'URGENTE' })),
      400,
      'NOTIFICATION_CATEGORY_REQUIRED',
    );
    expectError(await api('POST', 'notifications/banner', body({ scope: [] })), 400, 'NOTIFICATION_SCOPE_REQUIRED');
    expectError(await api('POST', 'notifications/banner', body({ priority: 0 })), 400, 'NOTIFICATION_PRIORITY_INVALID');
    expectError(
      await api('POST', 'notifications/banner', body({ priority: 1.5 })),
      400,
      'NOTIFICATION_PRIORITY_INVALID',
    );
    expectError(
      await api('POST', 'notifications/banner', body({ url: 'javascript:alert(1)' })),
      400,
      'NOTIFICATION_URL_INVALID',
    );
    expectError(
      await api('POST', 'notifications/banner', body({ url: '//evil.example' })),
      400,
      'NOTIFICATION_URL_INVALID',
    );
    e = expectError(
      await api('POST', 'notifications/banner', body({ url: '/\\evil.example/x' })),
      400,
      'NOTIFICATION_URL_INVALID',
    );
    expect(e.fields.url).toBe(ERRORS.NOTIFICATION_URL_INVALID);
    expectError(
      await api('POST', 'notifications/banner', body({ url: '/%2f%2fevil.example' })),
      400,
      'NOTIFICATION_URL_INVALID',
    );
    expectError(
      await api('POST', 'notifications/banner', body({ url: '/%5Cevil.example' })),
      400,
      'NOTIFICATION_URL_INVALID',
    );
    expectError(
      await api('POST', 'notifications/banner', body({ visibleFrom: '2026-13-01T00:00:00Z' })),
      400,
      'INVALID_INPUT',
    );
    expectError(await api('POST', 'notifications/avviso', body()), 400, 'INVALID_INPUT');
    expect(await count()).toEqual(before);
    // a relative URL and no URL are fine
    expect((await api('POST', 'notifications/banner', body({ url: '/superenalotto/sistemi' }))).json().url).toBe(
      '/superenalotto/sistemi',
    );
    expect((await api('POST', 'notifications/banner', body({ url: '' }))).json().url).toBeNull();
  });

  it('updates with the version read, refuses a stale one, deletes', async () => {
    const n = (await api('POST', 'notifications/popup', body())).json();
    const url = `notifications/popup/${n.id}`;
    const upd = await api(
      'PUT',
      url,
      body({ title: 'Titolo nuovo', scope: ['backoffice', 'superenalotto', 'backoffice'], version: 1 }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ title: 'Titolo nuovo', scope: ['superenalotto', 'backoffice'], version: 2 });
    expectError(await api('PUT', url, body({ title: 'Vecchio', version: 1 })), 409, 'VERSION_CONFLICT');
    expectError(await api('PUT', url, body({ title: 'Senza versione' })), 409, 'VERSION_CONFLICT');
    expectError(
      await api('PUT', url, body({ visibleFrom: at(5), expiresAt: at(1), version: 2 })),
      400,
      'NOTIFICATION_EXPIRY_BEFORE_VISIBILITY',
    );
    expect((await api('GET', url)).json()).toMatchObject({ title: 'Titolo nuovo', version: 2 });
    // a link that a browser reads as another site is refused with the field's Italian message, and nothing changes
    for (const bad of ['/\\evil.example/x', '/%2Fevil.example', '/%5cevil.example', '/\t/evil.example']) {
      const e = expectError(await api('PUT', url, body({ url: bad, version: 2 })), 400, 'NOTIFICATION_URL_INVALID');
      expect(e.fields.url).toBe(ERRORS.NOTIFICATION_URL_INVALID);
    }
    expect((await api('GET', url)).json()).toMatchObject({ url: 'https://www.example.it/avvisi', version: 2 });
    const del = await api('DELETE', url);
    expect(del.json()).toEqual({ ok: true, message: SUCCESS.NOTIFICATION_DELETED });
    expectError(await api('GET', url), 404, 'NOTIFICATION_NOT_FOUND');
    expectError(await api('DELETE', url), 404, 'NOTIFICATION_NOT_FOUND');
    expectError(await api('PUT', url, body({ version: 2 })), 404, 'NOTIFICATION_NOT_FOUND');
  });

  it('filters by text, category, scope, state and date range (Europe/Rome days), sorts, and counts in the overview', async () => {
    const tag = `F${Date.now()}`;
    const mk = async (over: object) =>
      (await api('POST', 'notifications/banner', body({ title: `${tag} ${++seq}`, ...over }))).json();
    const active = await mk({ category: 'NEWS', scope: ['eurojackpot'], priority: 3 });
    const scheduled = await mk({ category: 'GENERAL', visibleFrom: at(72), expiresAt: at(96), priority: 1 });
    const expired = await mk({ category: 'VERIFICATION', visibleFrom: at(-96), expiresAt: at(-72), priority: 2 });
    const ids = async (qs: string) =>
      (await api('GET', `notifications/banner?q=${tag}&${qs}`)).json().items.map((i: { id: number }) => i.id);
    expect(await ids('state=ACTIVE')).toEqual([active.id]);
    expect(await ids('state=SCHEDULED')).toEqual([scheduled.id]);
    expect(await ids('state=EXPIRED')).toEqual([expired.id]);
    expect(await ids('category=NEWS')).toEqual([active.id]);
    expect(await ids('scope=eurojackpot')).toEqual([active.id]);
    expect(await ids('sort=priority')).toEqual([scheduled.id, expired.id, active.id]);
    expect(await ids('sort=-priority')).toEqual([active.id, expired.id, scheduled.id]);
    const day = (hours: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(Date.now() + hours * HOUR));
    expect(await ids(`dateFrom=${day(72 + 24)}&dateTo=${day(72 + 24)}&sort=id`)).toEqual([scheduled.id]);
    expect(await ids(`dateTo=${day(-72 - 48)}`)).toEqual([]);
    expect(await ids(`dateFrom=${day(-96)}&dateTo=${day(-96)}`)).toEqual([expired.id]);
    expectError(await api('GET', 'notifications/banner?state=ATTIVA'), 400, 'INVALID_INPUT');
    expectError(await api('GET', 'notifications/banner?dateFrom=2026-02-30'), 400, 'INVALID_INPUT');
    expectError(await api('GET', 'notifications/banner?sort=content'), 400, 'INVALID_INPUT');
    const res = await api('GET', 'notifications');
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o.counts.banner.ACTIVE).toBeGreaterThanOrEqual(1);
    expect(o.counts.banner.SCHEDULED).toBeGreaterThanOrEqual(1);
    expect(o.counts.banner.EXPIRED).toBeGreaterThanOrEqual(1);
    expect(o.activeByScope.find((s: { scope: string }) => s.scope === 'eurojackpot').banner).toBeGreaterThanOrEqual(1);
    expect(o.active.map((n: { id: number }) => n.id)).toContain(active.id);
    expect(o.scheduled.map((n: { id: number }) => n.id)).toContain(scheduled.id);
  });

  it('the back office gets its active banners by priority and each popup until the user acknowledges it', async () => {
    const b2 = (await api('POST', 'notifications/banner', body({ scope: ['backoffice'], priority: 2 }))).json();
    const b1 = (await api('POST', 'notifications/banner', body({ scope: ['backoffice'], priority: 1 }))).json();
    const other = (await api('POST', 'notifications/banner', body({ scope: ['superenalotto'], priority: 1 }))).json();
    const later = (
      await api('POST', 'notifications/banner', body({ scope: ['backoffice'], visibleFrom: at(24), expiresAt: at(48) }))
    ).json();
    const popup = (await api('POST', 'notifications/popup', body({ scope: ['backoffice'] }))).json();
    const reader = await readerUser.token();
    const d = (await api('GET', 'backoffice/notifications', undefined, reader)).json();
    const bannerIds = d.banners.map((b: { id: number }) => b.id);
    expect(bannerIds.indexOf(b1.id)).toBeLessThan(bannerIds.indexOf(b2.id));
    expect(bannerIds).not.toContain(other.id);
    expect(bannerIds).not.toContain(later.id);
    expect(d.popups.map((p: { id: number }) => p.id)).toContain(popup.id);
    // the reader acknowledges (its own state, not a business write): not shown to it again, still shown to others
    const ack = await api('POST', `backoffice/notifications/${popup.id}/ack`, undefined, reader);
    expect(ack.json()).toEqual({ ok: true, message: SUCCESS.NOTIFICATION_ACKNOWLEDGED });
    expect((await api('POST', `backoffice/notifications/${popup.id}/ack`, undefined, reader)).statusCode).toBe(200);
    expect(
      (await api('GET', 'backoffice/notifications', undefined, reader)).json().popups.map((p: { id: number }) => p.id),
    ).not.toContain(popup.id);
    expect((await api('GET', 'backoffice/notifications')).json().popups.map((p: { id: number }) => p.id)).toContain(
      popup.id,
    );
    // a banner, a popup of another scope or a missing one cannot be acknowledged
    expectError(
      await api('POST', `backoffice/notifications/${b1.id}/ack`, undefined, reader),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expectError(
      await api('POST', 'backoffice/notifications/999999/ack', undefined, reader),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
  });

  it('an outlet gets the notifications of its games and acknowledges its popups; a simulation reads but does not acknowledge', async () => {
    const ric = ricevitore;
    await t.database.db.update(users).set({ eurojEnabled: false }).where(eq(users.id, ric.id));
    const se = (await api('POST', 'notifications/popup', body({ scope: ['superenalotto'] }))).json();
    const ej = (await api('POST', 'notifications/popup', body({ scope: ['eurojackpot'] }))).json();
    const bo = (await api('POST', 'notifications/banner', body({ scope: ['backoffice'] }))).json();
    const banner = (await api('POST', 'notifications/banner', body({ scope: ['sivincetutto', 'backoffice'] }))).json();
    const outlet = await ricevitore.token();
    const d = (await api('GET', 'ricevitore/notifications', undefined, outlet)).json();
    const popupIds = d.popups.map((p: { id: number }) => p.id);
    expect(popupIds).toContain(se.id);
    expect(popupIds).not.toContain(ej.id);
    expect(d.banners.map((b: { id: number }) => b.id)).toContain(banner.id);
    expect(d.banners.map((b: { id: number }) => b.id)).not.toContain(bo.id);
    // staff simulating the outlet see the same board, but cannot acknowledge for it
    const simulated = await ricevitore.token(adminUser.username);
    expect(
      (await api('GET', 'ricevitore/notifications', undefined, simulated))
        .json()
        .popups.map((p: { id: number }) => p.id),
    ).toContain(se.id);
    expectError(await api('POST', `ricevitore/notifications/${se.id}/ack`, undefined, simulated), 403, 'FORBIDDEN');
    expectError(
      await api('POST', `ricevitore/notifications/${ej.id}/ack`, undefined, outlet),
      404,
      'NOTIFICATION_NOT_FOUND',
    );
    expect((await api('POST', `ricevitore/notifications/${se.id}/ack`, undefined, outlet)).statusCode).toBe(200);
    expect(
      (await api('GET', 'ricevitore/notifications', undefined, outlet)).json().popups.map((p: { id: number }) => p.id),
    ).not.toContain(se.id);
    const acks = await t.database.db.select().from(notificationAcks).where(eq(notificationAcks.userId, ric.id));
    expect(acks.map((a) => a.notificationId)).toEqual([se.id]);
    // enabling EuroJackpot brings its notifications
    await t.database.db.update(users).set({ eurojEnabled: true }).where(eq(users.id, ric.id));
    expect(
      (await api('GET', 'ricevitore/notifications', undefined, outlet)).json().popups.map((p: { id: number }) => p.id),
    ).toContain(ej.id);
    // staff cannot use the outlet's endpoint, the outlet cannot manage notifications
    expectError(await api('GET', 'ricevitore/notifications'), 403, 'FORBIDDEN');
    expectError(await api('GET', 'notifications/banner', undefined, outlet), 403, 'FORBIDDEN');
  });

  describe('targeting by region, province and IVR codes; the outlet link; reach', () => {
    type Outlet = typeof users.$inferSelect;
    let ric: Outlet;
    let other: Outlet;
    let third: Outlet;
    beforeAll(async () => {
      // a known map: the board tests' outlet in Roma, one more in Latina (Lazio), a third in Napoli, two in Milano
      ric = ricevitore.row;
      other = (await makeOutlet(t, { region: 'Lazio', province: 'LT', city: 'Latina', cap: '04100' })).row;
      third = (await makeOutlet(t, { region: 'Campania', province: 'NA', city: 'Napoli', cap: '80100' })).row;
      for (let i = 0; i < 2; i++)
        await makeOutlet(t, { region: 'Lombardia', province: 'MI', city: 'Milano', cap: '20100' });
    });
    const board = async (token: string) => {
      const d = (await api('GET', 'ricevitore/notifications', undefined, token)).json();
      return [...d.banners, ...d.popups] as Array<{ id: number; url: string | null }>;
    };
    const reach = async (type: string, id: number, query = '') =>
      (await api('GET', `notifications/${type}/${id}/reach${query}`)).json();
    const outletCount = async () =>
      (await t.database.query("select count(*)::int as n from users where role = 'ricevitore' and enabled and active"))
        .rows[0] as { n: number };

    it('a popup targeted to a province reaches only its outlets; acknowledging moves the counts and shrinks the pending list', async () => {
      const res = await api('POST', 'notifications/popup', body({ provinces: ['rm'] }));
      expect(res.statusCode, res.body).toBe(201);
      const popup = res.json();
      expect(popup.provinces).toEqual(['RM']);
      const [mine, theirs] = [await ricevitore.token(), await t.tokenFor(other.username)];
      expect((await board(mine)).map((n) => n.id)).toContain(popup.id);
      expect((await board(theirs)).map((n) => n.id)).not.toContain(popup.id);
      // an outlet outside the target can neither acknowledge it nor record it as seen
      expectError(
        await api('POST', `ricevitore/notifications/${popup.id}/ack`, undefined, theirs),
        404,
        'NOTIFICATION_NOT_FOUND',
      );
      expect((await api('POST', 'ricevitore/notifications/seen', { ids: [popup.id] }, theirs)).statusCode).toBe(200);
      expect(await reach('popup', popup.id)).toEqual({ targeted: 1, seen: 0, acknowledged: 0 });
      const pending = await reach('popup', popup.id, '?pending=true');
      expect(pending.pending.total).toBe(1);
      expect(pending.pending.items).toEqual([
        { id: ric.id, ivrCode: ric.ivrCode, denomination: ric.denomination, city: ric.city, province: 'RM' },
      ]);
      // the board shows it (seen), then the outlet answers "Ho letto" (acknowledged)
      const seenRes = await api('POST', 'ricevitore/notifications/seen', { ids: [popup.id] }, mine);
      expect(seenRes.json()).toEqual({ ok: true, message: SUCCESS.NOTIFICATION_SEEN });
      expect(await reach('popup', popup.id)).toEqual({ targeted: 1, seen: 1, acknowledged: 0 });
      expect((await api('POST', `ricevitore/notifications/${popup.id}/ack`, undefined, mine)).statusCode).toBe(200);
      const after = await reach('popup', popup.id, '?pending=true');
      expect(after).toMatchObject({ targeted: 1, seen: 1, acknowledged: 1 });
      expect(after.pending).toMatchObject({ items: [], total: 0 });
    });

    it('by region, by IVR list, lists combined by OR; with no list every outlet of the games', async () => {
      const lazio = (await api('POST', 'notifications/banner', body({ regions: ['Lazio'] }))).json();
      expect((await reach('banner', lazio.id)).targeted).toBe(2);
      expect((await board(await t.tokenFor(other.username))).map((n) => n.id)).toContain(lazio.id);
      expect((await board(await t.tokenFor(third.username))).map((n) => n.id)).not.toContain(lazio.id);
      // the pasted codes in any case, stored as the registry writes them
      const byIvr = (
        await api('POST', 'notifications/banner', body({ ivrCodes: [third.ivrCode!.toLowerCase()] }))
      ).json();
      expect(byIvr.ivrCodes).toEqual([third.ivrCode]);
      expect((await reach('banner', byIvr.id)).targeted).toBe(1);
      expect((await board(await t.tokenFor(third.username))).map((n) => n.id)).toContain(byIvr.id);
      expect((await board(await ricevitore.token())).map((n) => n.id)).not.toContain(byIvr.id);
      const either = (
        await api('POST', 'notifications/banner', body({ provinces: ['RM'], ivrCodes: [third.ivrCode] }))
      ).json();
      expect((await reach('banner', either.id)).targeted).toBe(2);
      const everyone = (await api('POST', 'notifications/banner', body())).json();
      expect((await reach('banner', everyone.id)).targeted).toBe((await outletCount()).n);
      // a banner is read once the board shows it; repeating changes nothing; back-office only reaches no outlet
      const mine = await t.tokenFor(third.username);
      for (let i = 0; i < 2; i++)
        expect(
          (await api('POST', 'ricevitore/notifications/seen', { ids: [byIvr.id, either.id] }, mine)).statusCode,
        ).toBe(200);
      expect(await reach('banner', byIvr.id)).toEqual({ targeted: 1, seen: 1, acknowledged: 1 });
      expect(await reach('banner', either.id, '?pending=true')).toMatchObject({
        targeted: 2,
        seen: 1,
        pending: { total: 1, items: [{ id: ric.id }] },
      });
      const views = await t.database.db.select().from(notificationViews).where(eq(notificationViews.userId, third.id));
      expect(views.map((v) => v.notificationId).sort()).toEqual([byIvr.id, either.id].sort());
      const staffOnly = (await api('POST', 'notifications/banner', body({ scope: ['backoffice'] }))).json();
      expect((await reach('banner', staffOnly.id)).targeted).toBe(0);
      expectError(await api('GET', 'notifications/banner/999999/reach'), 404, 'NOTIFICATION_NOT_FOUND');
      // staff delivery ignores the outlet targeting
      const bo = (await api('POST', 'notifications/banner', body({ scope: ['backoffice'], provinces: ['NA'] }))).json();
      const staff = (await api('GET', 'backoffice/notifications')).json();
      expect(staff.banners.map((b: { id: number }) => b.id)).toContain(bo.id);
    });

    it("the list shows each row's reach, the same as the reach endpoint, and it moves when an outlet reads", async () => {
      const popup = (
        await api('POST', 'notifications/popup', body({ provinces: ['RM'], title: 'Raggiungimento RM' }))
      ).json();
      const listed = async (type: string, query: string) =>
        (await api('GET', `notifications/${type}?${query}`)).json() as {
          items: Array<{ id: number; reach: { targeted: number; seen: number; acknowledged: number } }>;
        };
      const rowOf = async () => (await listed('popup', 'q=Raggiungimento%20RM')).items.find((i) => i.id === popup.id);
      expect((await rowOf())?.reach).toEqual({ targeted: 1, seen: 0, acknowledged: 0 });
      const mine = await ricevitore.token();
      expect((await api('POST', `ricevitore/notifications/${popup.id}/ack`, undefined, mine)).statusCode).toBe(200);
      expect((await rowOf())?.reach).toEqual({ targeted: 1, seen: 1, acknowledged: 1 });
      // every row of a page, whatever its targeting, games or views, counts as the one-notification endpoint does
      for (const type of ['banner', 'popup']) {
        const page = await listed(type, 'pageSize=100');
        expect(page.items.length).toBeGreaterThan(1);
        for (const row of page.items) {
          const { pending: _p, ...one } = await reach(type, row.id);
          expect(row.reach, `${type} ${row.id}`).toEqual(one);
        }
      }
    });

    it('refuses unknown IVR codes, a bad province or region, too many codes, in Italian, and writes nothing', async () => {
      const before = await count();
      const unknown = await api('POST', 'notifications/popup', body({ ivrCodes: [ric.ivrCode, 'ZZ999', 'YY1'] }));
      expect(unknown.statusCode, unknown.body).toBe(422);
      expect(unknown.json().code).toBe('NOTIFICATION_IVR_UNKNOWN');
      expect(unknown.json().message).toBe('Codici IVR non trovati (2): ZZ999, YY1.');
      expect(unknown.json().fields.ivrCodes).toBe(unknown.json().message);
      const many = Array.from({ length: 25 }, (_, i) => `NOPE${i}`);
      const manyRes = (await api('POST', 'notifications/popup', body({ ivrCodes: many }))).json();
      expect(manyRes.message).toMatch(/^Codici IVR non trovati \(25\): NOPE0, .*NOPE19…\.$/);
      const province = await api('POST', 'notifications/popup', body({ provinces: ['XX'] }));
      expect(province.statusCode).toBe(400);
      expect(province.json().fields['provinces.0']).toBe(NOTIFICATION_TARGET_ERRORS.PROVINCE_INVALID);
      const region = await api('POST', 'notifications/popup', body({ regions: ['Atlantide'] }));
      expect(region.statusCode).toBe(400);
      expect(JSON.stringify(region.json().fields)).toContain(NOTIFICATION_TARGET_ERRORS.REGION_INVALID);
      const tooMany = await api(
        'POST',
        'notifications/popup',
        body({ ivrCodes: Array.from({ length: 5001 }, (_, i) => `C${i}`) }),
      );
      expect(tooMany.statusCode).toBe(400);
      expect(JSON.stringify(tooMany.json().fields)).toContain(NOTIFICATION_TARGET_ERRORS.IVR_TOO_MANY);
      const badUrl = await api('POST', 'notifications/popup', body({ outletUrl: '//evil.example' }));
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json().fields.outletUrl).toBe(ERRORS.NOTIFICATION_URL_INVALID);
      expect(await count()).toEqual(before);
    });

    it('outlets follow the outlet link, or the staff link only when they may open it; staff keep theirs', async () => {
      const mine = await ricevitore.token();
      const staffPath = (await api('POST', 'notifications/banner', body({ url: '/notifications' }))).json();
      const boardPath = (await api('POST', 'notifications/banner', body({ url: '/bacheca/proposte' }))).json();
      const own = (
        await api('POST', 'notifications/banner', body({ url: '/notifications', outletUrl: '/bacheca/dati' }))
      ).json();
      expect(own.outletUrl).toBe('/bacheca/dati');
      const shown = new Map((await board(mine)).map((n) => [n.id, n.url]));
      expect(shown.get(staffPath.id)).toBeNull();
      expect(shown.get(boardPath.id)).toBe('/bacheca/proposte');
      expect(shown.get(own.id)).toBe('/bacheca/dati');
      const archive = (await api('GET', 'ricevitore/notifications/archive?pageSize=100', undefined, mine)).json();
      expect(archive.items.find((n: { id: number }) => n.id === own.id).url).toBe('/bacheca/dati');
      const withBo = (
        await api(
          'POST',
          'notifications/banner',
          body({ scope: ['backoffice', 'superenalotto'], url: '/notifications', outletUrl: '/bacheca' }),
        )
      ).json();
      const staff = (await api('GET', 'backoffice/notifications')).json();
      expect(staff.banners.find((b: { id: number }) => b.id === withBo.id).url).toBe('/notifications');
    });
  });

  it('the OpenAPI document describes the notification and award endpoints', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/notifications/{type}',
        '/api/v1/notifications/{type}/{id}',
        '/api/v1/notifications/{type}/{id}/reach',
        '/api/v1/ricevitore/notifications/seen',
        '/api/v1/ricevitore/notifications/{id}/ack',
        '/api/v1/backoffice/notifications',
        '/api/v1/games/superenalotto/awards/{id}/duplicate',
      ]),
    );
  });

  it('only handle_ruolo_admin manages notifications; the reader never writes', async () => {
    const admin = await adminUser.token();
    expectError(await api('GET', 'notifications/banner', undefined, admin), 403, 'FORBIDDEN');
    expectError(await api('POST', 'notifications/banner', body(), admin), 403, 'FORBIDDEN');
    const reader = await readerUser.token();
    expectError(await api('POST', 'notifications/banner', body(), reader), 403, 'FORBIDDEN');
  });
});
