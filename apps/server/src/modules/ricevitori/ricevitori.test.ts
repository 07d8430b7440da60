import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ERRORS, SUCCESS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { auditLog, outletChangeRequests, sessions, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/seed';
import { prefixQuery } from '../../lib/search';
import { romeMidnight } from '@bacheca/domain/rome-time';

describe('outlet list helpers', () => {
  it('turns free text into a safe prefix query', () => {
    expect(prefixQuery('Tab  ROSS')).toBe("'tab':* & 'ross':*");
    expect(prefixQuery("l'aquila")).toBe("'l':* & 'aquila':*");
    expect(prefixQuery('!!! ()')).toBeNull();
    expect(prefixQuery("x' | y")).toBe("'x':* & 'y':*");
  });
  it('reads calendar days in Europe/Rome', () => {
    expect(romeMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(romeMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
});

describe.each(testDatabases())('ricevitori on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const login = (username: string, password = DEMO_PASSWORD) =>
    t.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password, gCaptchaToken: '' } });
  const outlet = async (ivrCode: string) =>
    (await t.database.db.select().from(users).where(eq(users.ivrCode, ivrCode)))[0];
  const countWhere = async (...conds: SQL[]) =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'ricevitore'), ...conds))
    )[0].n;
  let seq = 0;
  /** A fresh outlet created through the API. */
  async function newOutlet(extra: object = {}) {
    const ivrCode = String(900000 + ++seq);
    const res = await api('POST', 'ricevitori', admin, {
      ivrCode,
      username: `r${ivrCode}`,
      denomination: `Tabaccheria Prova ${seq}`,
      city: 'Torino',
      province: 'TO',
      region: 'Piemonte',
      zone: 'NORD_OVEST',
      rice: 'TO1234',
      term: '2',
      concession: 'PGS',
      email: `prova${seq}@example.it`,
      password: 'Sportello!Nord2026',
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    // a staff-set password is always to be changed: the test stands for an operator who already did
    await t.database.db.update(users).set({ forcePasswordChange: false }).where(eq(users.ivrCode, ivrCode));
    return ivrCode;
  }

  describe('list', () => {
    it('pages by IVR code by default and counts every outlet', async () => {
      const res = await api('GET', 'ricevitori?pageSize=10', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(await countWhere());
      expect(body.items).toHaveLength(10);
      const codes = body.items.map((i: { ivrCode: string }) => i.ivrCode);
      expect(codes).toEqual([...codes].sort());
      expect(body.items[0]).toMatchObject({
        ivrCode: '100001',
        username: 'ricevitore1',
        denomination: 'Tabaccheria Centrale Rossi',
      });
    });

    const filters: Array<[string, () => SQL[]]> = [
      ['province=RM', () => [eq(users.province, 'RM')]],
      ['concession=TEL&enabled=true', () => [eq(users.concession, 'TEL'), eq(users.enabled, true)]],
      ['blocked=true', () => [eq(users.blocked, true)]],
      ['active=false', () => [eq(users.active, false)]],
      ['sip=true&tcal=false', () => [eq(users.boardSip, true), eq(users.boardTcal, false)]],
      ['tgol=true', () => [eq(users.boardTgol, true)]],
      ['zone=CENTRO', () => [eq(users.zone, 'CENTRO')]],
      ['region=Lombardia', () => [eq(users.region, 'Lombardia')]],
      ['ivrCode=10000', () => [sql`${users.ivrCode} like '10000%'`]],
      ['city=ro', () => [sql`lower(${users.city}) like 'ro%'`]],
      [
        'denomination=TABACCH',
        () => [sql`to_tsvector('simple', coalesce(${users.denomination}, '')) @@ to_tsquery('simple', 'tabacch:*')`],
      ],
    ];
    it.each(filters)('filters %s on the server', async (query, conds) => {
      const body = (await api('GET', `ricevitori?${query}&pageSize=100`, admin)).json();
      expect(body.total).toBe(await countWhere(...conds()));
      expect(body.items).toHaveLength(Math.min(100, body.total));
    });

    it('searches words as prefixes over code, name, denomination and city', async () => {
      const found = (await api('GET', `ricevitori?q=${encodeURIComponent('centrale ross')}`, admin)).json();
      expect(found.items.map((i: { ivrCode: string }) => i.ivrCode)).toContain('100001');
      expect((await api('GET', 'ricevitori?q=100001', admin)).json().items[0].ivrCode).toBe('100001');
      expect(
        (await api('GET', 'ricevitori?denomination=CENTR', admin))
          .json()
          .items.map((i: { ivrCode: string }) => i.ivrCode),
      ).toContain('100001');
      expect((await api('GET', 'ricevitori?q=ricevitore1', admin)).json().total).toBe(1);
      expect((await api('GET', 'ricevitori?q=zzzzzz', admin)).json().total).toBe(0);
      for (const odd of ["'):*|!", 'a:b', '&|!', '--', 'x\\y', '"', "'", 'à è', '%_', '100001@', '...'.repeat(30)]) {
        expect(
          (
            await api(
              'GET',
              `ricevitori?q=${encodeURIComponent(odd)}&denomination=${encodeURIComponent(odd)}&ivrCode=${encodeURIComponent(odd.slice(0, 20))}&city=${encodeURIComponent(odd)}`,
              admin,
            )
          ).statusCode,
          odd,
        ).toBe(200);
      }
    });

    it('filters on last access (Europe/Rome days) and sorts by it, nulls last', async () => {
      await t.database.db
        .update(users)
        .set({ lastAccessWeb: new Date('2026-03-10T23:30:00Z') })
        .where(eq(users.ivrCode, '100002')); // 11 March in Rome
      const day = (await api('GET', 'ricevitori?lastAccessFrom=2026-03-11&lastAccessTo=2026-03-11', admin)).json();
      expect(day.items.map((i: { ivrCode: string }) => i.ivrCode)).toEqual(['100002']);
      const sorted = (await api('GET', 'ricevitori?sort=-lastAccess&pageSize=100', admin)).json().items;
      const stamps = sorted.map((i: { lastAccess: string | null }) => i.lastAccess);
      const present = stamps.filter(Boolean);
      expect(present).toEqual([...present].sort().reverse());
      expect(stamps.slice(present.length).every((s: unknown) => s === null)).toBe(true);
      const byDen = (await api('GET', 'ricevitori?sort=denomination&pageSize=100', admin))
        .json()
        .items.map((i: { denomination: string }) => i.denomination);
      expect(byDen).toEqual([...byDen].sort());
    });

    it('refuses bad paging, sort and filters with INVALID_INPUT', async () => {
      for (const q of ['pageSize=500', 'sort=passwordHash', 'concession=XYZ', 'lastAccessFrom=11/03/2026', 'sip=si']) {
        const res = await api('GET', `ricevitori?${q}`, admin);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('INVALID_INPUT');
      }
    });

    it('counts active outlets, with or without filters', async () => {
      const all = (await api('GET', 'ricevitori/active-count', admin)).json();
      expect(all).toEqual({ active: await countWhere(eq(users.active, true)), total: await countWhere() });
      const rm = (await api('GET', 'ricevitori/active-count?province=RM', admin)).json();
      expect(rm.total).toBe(await countWhere(eq(users.province, 'RM')));
    });

    it('exports exactly the filtered rows, CSV and Excel', async () => {
      const list = (await api('GET', 'ricevitori?concession=PGS&enabled=true&pageSize=100', admin)).json();
      const csv = await api('GET', 'ricevitori/export?concession=PGS&enabled=true', admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.body.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.body.slice(1).trim().split('\r\n');
      expect(lines[0].split(';').slice(0, 3)).toEqual(['Codice IVR', 'Username', 'Denominazione']);
      expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(list.items.map((i: { ivrCode: string }) => i.ivrCode));
      const xlsx = await api('GET', 'ricevitori/export?format=xlsx&concession=PGS&enabled=true', admin);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(ws.rowCount - 1).toBe(list.total);
      const codes: string[] = [];
      ws.eachRow((r, i) => i > 1 && codes.push(String(r.getCell(1).value)));
      expect(codes).toEqual(list.items.map((i: { ivrCode: string }) => i.ivrCode));
    });
  });

  describe('detail, create, edit, delete', () => {
    it('shows every field of §3 with the version', async () => {
      const res = await api('GET', 'ricevitori/100001', await t.tokenFor('reader'));
      expect(res.statusCode).toBe(200);
      const d = res.json();
      for (const f of [
        'username',
        'ivrCode',
        'role',
        'email',
        'phoneNumber',
        'name',
        'address',
        'city',
        'cap',
        'fax',
        'gender',
        'denomination',
        'code',
        'enabled',
        'active',
        'blocked',
        'attemptNumber',
        'lastAccessByChannel',
        'lastPasswordChange',
        'insertedDate',
        'eurojEnabled',
        'ntclBachecaEnabled',
        'nveBachecaEnabled',
        'concession',
        'rice',
        'term',
        'zone',
        'province',
        'region',
        'terminalId',
        'boardSip',
        'boardTcal',
        'boardTgol',
        'forcePasswordChange',
        'version',
      ]) {
        expect(d, f).toHaveProperty(f);
      }
      expect(d).toMatchObject({ ivrCode: '100001', role: 'ricevitore', pendingChangeRequests: 1 });
      const missing = await api('GET', 'ricevitori/999999', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'IVR_CODE_NOT_FOUND', message: ERRORS.IVR_CODE_NOT_FOUND });
      expect((await api('GET', 'ricevitori/12-34', admin)).statusCode).toBe(400);
    });

    it('creates an outlet, then refuses a taken IVR code or username and a missing IVR code', async () => {
      const code = await newOutlet();
      const d = (await api('GET', `ricevitori/${code}`, admin)).json();
      expect(d).toMatchObject({
        rice: 'TO1234',
        term: '2',
        zone: 'NORD_OVEST',
        version: 1,
        enabled: true,
        active: true,
      });
      expect((await login(`r${code}`, 'Sportello!Nord2026')).statusCode).toBe(200);
      const body = {
        ivrCode: code,
        username: 'altroNome',
        denomination: 'Bar',
        city: 'Torino',
        province: 'TO',
        region: 'Piemonte',
        zone: 'NORD_OVEST',
        password: 'Sportello!Nord2026',
      };
      const taken = await api('POST', 'ricevitori', admin, body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'IVR_CODE_ASSIGNED', message: ERRORS.IVR_CODE_ASSIGNED });
      expect(
        (await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955555', username: `R${code}` })).json().code,
      ).toBe('USERNAME_EXISTS');
      const noIvr = await api('POST', 'ricevitori', admin, { ...body, ivrCode: undefined });
      expect(noIvr.statusCode).toBe(400);
      expect(noIvr.json()).toMatchObject({ code: 'IVR_CODE_REQUIRED', fields: { ivrCode: ERRORS.IVR_CODE_REQUIRED } });
      expect((await api('POST', 'ricevitori', admin, { ...body, ivrCode: '95-55' })).json().code).toBe(
        'IVR_CODE_INVALID',
      );
      expect(
        (await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955556', denomination: '' })).json().code,
      ).toBe('DENOMINATION_REQUIRED');
      expect(
        (await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955556', province: 'Roma' })).json().code,
      ).toBe('PROVINCE_INVALID');
      expect((await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955556', cap: '1234' })).json().code).toBe(
        'CAP_INVALID',
      );
      // the region and zone lists, and where a new outlet is, as the registry import asks (one rule)
      expect(
        (await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955556', region: 'Atlantide' })).json(),
      ).toMatchObject({ code: 'REGION_INVALID', fields: { region: ERRORS.REGION_INVALID } });
      expect(
        (await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955556', zone: 'ZONA_X' })).json(),
      ).toMatchObject({ code: 'ZONE_INVALID', fields: { zone: ERRORS.ZONE_INVALID } });
      const nowhere = await api('POST', 'ricevitori', admin, {
        ...body,
        ivrCode: '955556',
        city: undefined,
        region: undefined,
      });
      expect(nowhere.statusCode).toBe(400);
      expect(nowhere.json().fields).toMatchObject({
        city: ERRORS.OUTLET_FIELD_REQUIRED,
        region: ERRORS.OUTLET_FIELD_REQUIRED,
      });
      const badConcession = await api('POST', 'ricevitori', admin, { ...body, ivrCode: '955556', concession: 'XYZ' });
      expect(badConcession.statusCode).toBe(400);
      expect(badConcession.json()).toMatchObject({
        code: 'CONCESSION_INVALID',
        message: ERRORS.CONCESSION_INVALID,
        fields: { concession: ERRORS.CONCESSION_INVALID },
      });
      const inviteNoMail = await api('POST', 'ricevitori', admin, {
        ...body,
        ivrCode: '955556',
        password: undefined,
        invite: true,
      });
      expect(inviteNoMail.statusCode).toBe(400);
      expect(inviteNoMail.json()).toMatchObject({
        code: 'INVITE_EMAIL_REQUIRED',
        message: ERRORS.INVITE_EMAIL_REQUIRED,
        fields: { email: ERRORS.INVITE_EMAIL_REQUIRED },
      });
      expect(await outlet('955555')).toBeUndefined();
      expect(await outlet('955556')).toBeUndefined();
    });

    it('edits with the version check; read-only fields come back unchanged or are refused', async () => {
      const code = await newOutlet();
      const d = (await api('GET', `ricevitori/${code}`, admin)).json();
      const css = await t.tokenFor('callcenterspecial'); // handle_ruolo_ricevitore
      const ok = await api('PUT', `ricevitori/${code}`, css, {
        ...d,
        phoneNumber: '011 7654321',
        eurojEnabled: true,
        nveBachecaEnabled: true,
        boardTgol: true,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        message: SUCCESS.OUTLET_UPDATED,
        item: {
          phoneNumber: '011 7654321',
          eurojEnabled: true,
          nveBachecaEnabled: true,
          boardTgol: true,
          version: d.version + 1,
        },
      });
      const stale = await api('PUT', `ricevitori/${code}`, admin, { version: d.version, denomination: 'Sovrascritta' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: ERRORS.VERSION_CONFLICT });
      for (const field of ['ivrCode', 'rice', 'role', 'term', 'username', 'zone']) {
        const res = await api('PUT', `ricevitori/${code}`, admin, {
          version: d.version + 1,
          [field]: field === 'ivrCode' ? '123' : 'ALTRO',
        });
        expect(res.statusCode, field).toBe(422);
        expect(res.json()).toMatchObject({
          code: 'FIELD_NOT_EDITABLE',
          fields: { [field]: ERRORS.FIELD_NOT_EDITABLE },
        });
      }
      expect((await outlet(code)).rice).toBe('TO1234');
      expect((await api('PUT', `ricevitori/${code}`, await t.tokenFor('callcenter'), { version: 2 })).statusCode).toBe(
        403,
      );
      const hist = (await api('GET', `ricevitori/${code}/history`, admin)).json();
      expect(hist.items[0]).toMatchObject({
        action: 'update',
        actor: 'callcenterspecial',
        before: { phoneNumber: null },
        after: { phoneNumber: '011 7654321' },
      });
    });

    it('deletes an outlet', async () => {
      const code = await newOutlet();
      const res = await api('DELETE', `ricevitori/${code}`, admin);
      expect(res.json()).toEqual({ ok: true, message: SUCCESS.OUTLET_DELETED });
      expect((await api('GET', `ricevitori/${code}`, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `ricevitori/${code}`, admin)).json().code).toBe('IVR_CODE_NOT_FOUND');
    });
  });

  describe('states and passwords', () => {
    it('enables, disables, activates and deactivates with the RETAILER_* messages; an inactive outlet cannot be simulated', async () => {
      const code = await newOutlet();
      const css = await t.tokenFor('callcenterspecial');
      const live = await t.tokenFor(`r${code}`);
      const off = await api('PUT', `ricevitori/${code}/abilitation`, css, { active: false });
      expect(off.json()).toMatchObject({ message: SUCCESS.RETAILER_DEACTIVATED, item: { active: false } });
      expect((await api('GET', 'amministratori/me', live)).statusCode).toBe(401);
      const [outlet] = await t.database.db.select().from(users).where(eq(users.ivrCode, code));
      const sessionsOf = async () =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(sessions)
            .where(eq(sessions.userId, outlet.id))
        )[0].n;
      const deniedAudits = async () =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(auditLog)
            .where(and(eq(auditLog.action, 'impersonate'), eq(auditLog.entityId, code), eq(auditLog.outcome, 'denied')))
        )[0].n;
      /** Simulating the outlet is refused with its Italian message, and opens no session. */
      const refusedSimulation = async (expectedDenied: number) => {
        const before = await sessionsOf();
        const sim = await api('POST', 'impersonate/ricevitore', admin, { ivrCode: code });
        expect(sim.statusCode).toBe(422);
        expect(sim.json()).toMatchObject({
          code: 'IMPERSONATION_NOT_ALLOWED',
          message: ERRORS.IMPERSONATION_NOT_ALLOWED,
        });
        expect(sim.json().accessToken).toBeUndefined();
        expect(await sessionsOf()).toBe(before);
        expect(await deniedAudits()).toBe(expectedDenied);
      };
      await refusedSimulation(1); // inactive
      expect((await api('PUT', `ricevitori/${code}/abilitation`, css, { active: true })).json().message).toBe(
        SUCCESS.RETAILER_ACTIVATED,
      );
      expect((await api('PUT', `ricevitori/${code}/abilitation`, css, { enabled: false })).json().message).toBe(
        SUCCESS.RETAILER_DISABLED,
      );
      await refusedSimulation(2); // active but disabled
      expect((await login(`r${code}`, 'Sportello!Nord2026')).json().code).toBe('ACCOUNT_DISABLED');
      expect((await api('PUT', `ricevitori/${code}/abilitation`, css, { enabled: true })).json().message).toBe(
        SUCCESS.RETAILER_ENABLED,
      );
      expect(
        (await api('PUT', `ricevitori/${code}/abilitation`, await t.tokenFor('callcenter'), { enabled: true }))
          .statusCode,
      ).toBe(403);
    });

    it('forces a password change on one outlet and on a selection, all or nothing', async () => {
      const [a, b, c] = [await newOutlet(), await newOutlet(), await newOutlet()];
      const cc = await t.tokenFor('callcenter');
      expect((await api('POST', `ricevitori/${a}/force-change-password`, cc)).json()).toEqual({
        ok: true,
        message: SUCCESS.PASSWORD_CHANGE_FORCED,
      });
      expect((await login(`r${a}`, 'Sportello!Nord2026')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const missing = await api('POST', 'ricevitori/password/force', cc, { ivrCodes: [b, '999998'] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'IVR_CODE_NOT_FOUND', fields: { ivrCodes: '999998' } });
      expect((await outlet(b)).forcePasswordChange).toBe(false);
      const bulk = await api('POST', 'ricevitori/password/force', cc, { ivrCodes: [a, b, c] });
      expect(bulk.json()).toEqual({ ok: true, message: SUCCESS.PASSWORD_CHANGE_FORCED, count: 3 });
      for (const code of [b, c]) expect((await outlet(code)).forcePasswordChange).toBe(true);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'force_password_change'), eq(auditLog.entityId, c)));
      expect(entries).toHaveLength(1);
    });

    it('sets an outlet password (forced change at next login by default)', async () => {
      const code = await newOutlet();
      const cc = await t.tokenFor('callcenter');
      const weak = await api('PUT', `ricevitori/${code}/password`, cc, { newPassword: 'abc', confirmPassword: 'abc' });
      expect(weak.json().code).toBe('PASSWORD_NOT_SECURE');
      const ok = await api('PUT', `ricevitori/${code}/password`, cc, {
        newPassword: 'Telefono!Casa2026',
        confirmPassword: 'Telefono!Casa2026',
      });
      expect(ok.json()).toEqual({ ok: true, message: SUCCESS.PASSWORD_CHANGED });
      expect((await login(`r${code}`, 'Telefono!Casa2026')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    });

    it('a call-centre user unblocks a locked outlet operator, who can then log in', async () => {
      const code = await newOutlet();
      for (let i = 0; i < 6; i++) await login(`r${code}`, 'Sbagliata!2026x');
      expect((await login(`r${code}`, 'Sportello!Nord2026')).json().code).toBe('ACCOUNT_LOCKED');
      const list = (await api('GET', `ricevitori?blocked=true&ivrCode=${code}`, admin)).json();
      expect(list.items[0]).toMatchObject({ ivrCode: code, blocked: true, attemptNumber: 6 });
      const res = await api('POST', `ricevitori/${code}/reset-attempts`, await t.tokenFor('callcenter'));
      expect(res.json()).toMatchObject({
        message: SUCCESS.RETAILER_UNBLOCKED,
        item: { blocked: false, attemptNumber: 0 },
      });
      expect((await login(`r${code}`, 'Sportello!Nord2026')).statusCode).toBe(200);
      expect((await api('POST', `ricevitori/${code}/reset-attempts`, await t.tokenFor('ra'))).statusCode).toBe(403);
    });
  });

  describe('change requests and the outlet’s own view', () => {
    it('lists, approves (applying the fields) and rejects change requests', async () => {
      const list = (await api('GET', 'ricevitori/100001/change-requests', admin)).json().items;
      expect(list.map((c: { status: string }) => c.status)).toEqual(['pending', 'approved', 'rejected']);
      const pending = list[0];
      expect(pending.changes).toEqual(
        expect.arrayContaining([{ field: 'phoneNumber', current: expect.anything(), requested: '06 7654321' }]),
      );
      const before = await outlet('100001');
      // the demo data's approved request is reflected in the outlet it changed
      const approvedAddress = list[1].changes.find((c: { field: string }) => c.field === 'address').requested;
      expect(before.address).toBe(approvedAddress);
      expect(
        (await api('POST', `ricevitori/100001/change-requests/${pending.id}/approve`, await t.tokenFor('ra')))
          .statusCode,
      ).toBe(403);
      const ok = await api(
        'POST',
        `ricevitori/100001/change-requests/${pending.id}/approve`,
        await t.tokenFor('callcenterspecial'),
      );
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        message: SUCCESS.CHANGE_REQUEST_APPROVED,
        item: { status: 'approved', decidedBy: 'callcenterspecial' },
      });
      const after = await outlet('100001');
      expect(after).toMatchObject({
        phoneNumber: '06 7654321',
        email: 'tabaccheria.centrale@example.it',
        version: before.version + 1,
      });
      // once approved, the request shows what each field was before: never "X → X"
      const decided = (await api('GET', 'ricevitori/100001/change-requests', admin))
        .json()
        .items.find((c: { id: number }) => c.id === pending.id);
      expect(decided.changes).toEqual(
        expect.arrayContaining([{ field: 'phoneNumber', current: before.phoneNumber, requested: '06 7654321' }]),
      );
      expect(decided.changes.every((c: { current: unknown; requested: unknown }) => c.current !== c.requested)).toBe(
        true,
      );
      const again = await api('POST', `ricevitori/100001/change-requests/${pending.id}/reject`, admin, {
        reason: 'Tardi',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CHANGE_REQUEST_DECIDED');
      expect((await api('POST', 'ricevitori/100001/change-requests/999999/approve', admin)).json().code).toBe(
        'CHANGE_REQUEST_NOT_FOUND',
      );
      // a request of another outlet is not reachable through this one
      const [other] = await t.database.db
        .select()
        .from(outletChangeRequests)
        .where(sql`${outletChangeRequests.userId} <> ${after.id}`);
      expect(
        (await api('POST', `ricevitori/100001/change-requests/${other.id}/reject`, admin, { reason: 'No' })).statusCode,
      ).toBe(404);
      // rejecting says why: no reason (or blanks) is the catalogue's 400, and nothing is decided
      for (const body of [undefined, {}, { reason: '   ' }]) {
        const refused = await api('POST', `ricevitori/100002/change-requests/${other.id}/reject`, admin, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(['INVALID_INPUT', 'CHANGE_REQUEST_REASON_REQUIRED'], refused.body).toContain(refused.json().code);
      }
      expect(
        (await api('POST', `ricevitori/100002/change-requests/${other.id}/reject`, admin, { reason: ' ' })).json()
          .fields,
      ).toEqual({ reason: ERRORS.CHANGE_REQUEST_REASON_REQUIRED });
      const rej = await api('POST', `ricevitori/100002/change-requests/${other.id}/reject`, admin, {
        reason: '  CAP non coerente con il comune.  ',
      });
      expect(rej.json()).toMatchObject({
        message: SUCCESS.CHANGE_REQUEST_REJECTED,
        item: { status: 'rejected', reason: 'CAP non coerente con il comune.' },
      });
      const [logged] = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'change_request_rejected' and ${auditLog.entityId} = '100002'`);
      expect(logged.after).toMatchObject({ changeRequestId: other.id, reason: 'CAP non coerente con il comune.' });
      expect((await outlet('100002')).cap).not.toBe('00185');
    });

    it('an outlet submits its own change request; a simulation may not', async () => {
      const own = await t.tokenFor('ricevitore1');
      const res = await api('POST', 'ricevitore/change-requests', own, { address: 'Via del Corso 1', cap: '00186' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        message: SUCCESS.CHANGE_REQUEST_SENT,
        item: { status: 'pending', operator: 'ricevitore1' },
      });
      expect((await api('POST', 'ricevitore/change-requests', own, {})).json().code).toBe('CHANGE_REQUEST_EMPTY');
      // staff set the same value meanwhile: the approval changes nothing, and says so with an empty list
      const id = res.json().item.id;
      await t.database.db
        .update(users)
        .set({ address: 'Via del Corso 1', cap: '00186' })
        .where(eq(users.username, 'ricevitore1'));
      const ok = await api('POST', `ricevitori/100001/change-requests/${id}/approve`, admin);
      expect(ok.json().item).toMatchObject({ status: 'approved', changes: [] });
      // the outlet reads the decisions in its own view, with the reason of a rejection
      const mine = (await api('GET', 'ricevitore/profile', own)).json().changeRequests;
      expect(mine.find((c: { id: number }) => c.id === id)).toMatchObject({ status: 'approved', changes: [] });
      const rejected = mine.find((c: { status: string }) => c.status === 'rejected');
      expect(rejected.reason).toBeTruthy();
      const sim = await t.tokenFor('ricevitore1', 'admin');
      expect((await api('POST', 'ricevitore/change-requests', sim, { cap: '00187' })).statusCode).toBe(403);
    });

    it('shows the outlet its profile, boards and accesses, also in a simulation, and never to staff', async () => {
      await login('ricevitore1', 'Sbagliata!2026x');
      const sim = await t.tokenFor('ricevitore1', 'callcenter');
      const res = await api('GET', 'ricevitore/profile', sim);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        profile: { ivrCode: '100001', username: 'ricevitore1' },
        impersonatedBy: 'callcenter',
      });
      expect(body.boards).toHaveProperty('eurojEnabled');
      expect(
        body.accessHistory.some(
          (a: { action: string; outcome: string }) => a.action === 'login' && a.outcome === 'failed',
        ),
      ).toBe(true);
      expect(body.profile).not.toHaveProperty('version');
      expect((await api('GET', 'ricevitore/profile', admin)).statusCode).toBe(403);
      await t.database.db.update(users).set({ attemptNumber: 0 }).where(eq(users.username, 'ricevitore1'));
    });

    it('keeps the history of an outlet: staff changes and logins', async () => {
      const hist = (await api('GET', 'ricevitori/100001/history?pageSize=100', admin)).json();
      const actions = hist.items.map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['change_request_approved', 'change_request', 'login']));
      expect(hist.total).toBe(hist.items.length);
    });
  });
});
