import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ERRORS, ROLE_LABELS, SUCCESS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { auditLog, mailOutbox, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/seed';
import { cellText, csvLine, romeDateTime } from '../../lib/export';

const NEW_PASSWORD = 'Sportello!Nord2026';

describe('export helpers', () => {
  it('writes instants in Europe/Rome, summer and winter time alike', () => {
    expect(romeDateTime(new Date('2026-01-15T10:05:00Z'))).toBe('15/01/2026 11:05');
    expect(romeDateTime(new Date('2026-07-15T22:30:00Z'))).toBe('16/07/2026 00:30');
    // summer time starts on the last Sunday of March at 01:00 UTC, ends on the last Sunday of October
    expect(romeDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('29/03/2026 01:59');
    expect(romeDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('29/03/2026 03:00');
    expect(romeDateTime(new Date('2026-10-25T00:59:00Z'))).toBe('25/10/2026 02:59');
    expect(romeDateTime(new Date('2026-10-25T01:00:00Z'))).toBe('25/10/2026 02:00');
  });
  it('quotes separators and neutralises formulas, but not phone numbers', () => {
    expect(csvLine(['a;b', 'c"d', 'e'])).toBe('"a;b";"c""d";e\r\n');
    expect(cellText('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(cellText('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(cellText('+39 06 1234567')).toBe('+39 06 1234567');
    expect(cellText('-cmd')).toBe(`'-cmd`);
    expect(cellText(true)).toBe('Sì');
    expect(cellText(null)).toBe('');
  });
});

describe.each(testDatabases())('amministratori on %s', (kind) => {
  let t: TestApp;
  let superadmin: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    superadmin = await t.tokenFor('superadmin');
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const login = (username: string, password = DEMO_PASSWORD) =>
    t.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password, gCaptchaToken: '' } });
  const row = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
  let seq = 0;
  /** A fresh staff user created through the API, with a known password and no forced change. */
  async function staff(role = 'call_center', token = superadmin) {
    const username = `staff${++seq}${kind === 'pglite' ? 'p' : 'g'}`;
    const res = await api('POST', 'amministratori', token, {
      username,
      name: `Utente ${seq}`,
      email: `${username}@example.it`,
      role,
      password: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    // a staff-set password is always to be changed: the test stands for a user who already did
    await t.database.db.update(users).set({ forcePasswordChange: false }).where(eq(users.username, username));
    return username;
  }

  describe('list and export', () => {
    it('pages, sorts and filters on the server with the one list contract', async () => {
      const res = await api('GET', 'amministratori', admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const [{ n }] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(ne(users.role, 'ricevitore'));
      expect(body).toMatchObject({ total: n, page: 1, pageSize: 25 });
      const names = body.items.map((i: { username: string }) => i.username);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(body.items.every((i: { role: string }) => i.role !== 'ricevitore')).toBe(true);

      const page2 = (await api('GET', 'amministratori?page=2&pageSize=2&sort=-username', admin)).json();
      expect(page2.items).toHaveLength(2);
      expect(page2.pageSize).toBe(2);

      const callers = (await api('GET', 'amministratori?q=CALL', admin)).json();
      expect(callers.items.map((i: { username: string }) => i.username).sort()).toEqual(
        expect.arrayContaining(['callcenter', 'callcenterspecial']),
      );
      const admins = (await api('GET', 'amministratori?role=admin&enabled=true&blocked=false', admin)).json();
      expect(admins.items.every((i: { role: string }) => i.role === 'admin')).toBe(true);
      expect(admins.items.map((i: { username: string }) => i.username)).toContain('admin');

      // "Attivo": active and inactive staff apart, with the other filters
      const idle = await staff();
      await t.database.db.update(users).set({ active: false }).where(eq(users.username, idle));
      const pairs = async (q: string) =>
        (await api('GET', `amministratori?${q}&pageSize=100`, admin))
          .json()
          .items.map((i: { username: string; active: boolean }) => [i.username, i.active]);
      const inactive = await pairs('active=false');
      expect(inactive).toContainEqual([idle, false]);
      expect(inactive.every(([, act]: [string, boolean]) => !act)).toBe(true);
      const active = await pairs('active=true&role=call_center');
      expect(active.some(([u]: [string]) => u === idle)).toBe(false);
      expect(active).toContainEqual(['callcenter', true]);
      const csvInactive = await api('GET', 'amministratori/export?format=csv&active=false', admin);
      expect(csvInactive.body).toContain(idle);
      expect(csvInactive.body).not.toContain('callcenter;');
      await t.database.db.update(users).set({ active: true }).where(eq(users.username, idle));

      // last access: known stamps on three users, none on the others; newest first, nulls last in both directions
      const stampOf: Record<string, string | null> = {
        superadmin: '2026-03-01T08:00:00.000Z',
        admin: '2026-03-05T08:00:00.000Z',
        ra: '2026-03-03T08:00:00.000Z',
        callcenter: null,
        callcenterspecial: null,
        reader: null,
      };
      for (const [username, at] of Object.entries(stampOf)) {
        await t.database.db
          .update(users)
          .set({ lastAccessWeb: at ? new Date(at) : null })
          .where(eq(users.username, username));
      }
      type Item = { username: string; lastAccess: string | null };
      const listed = async (sort: string) => {
        const items: Item[] = (await api('GET', `amministratori?sort=${sort}&pageSize=100`, admin)).json().items;
        const stamps = items.map((i) => i.lastAccess);
        const present = stamps.filter((x) => x !== null);
        // every stamped user comes before every user without one
        expect(
          stamps.slice(0, present.length).every((x) => x !== null),
          sort,
        ).toBe(true);
        expect(
          stamps.slice(present.length).every((x) => x === null),
          sort,
        ).toBe(true);
        return { items, present };
      };
      const newest = await listed('-lastAccess');
      expect(newest.present).toEqual([...newest.present].sort().reverse());
      const known = (items: Item[]) => items.filter((i) => i.username in stampOf);
      expect(
        known(newest.items)
          .slice(0, 3)
          .map((i) => [i.username, i.lastAccess]),
      ).toEqual([
        ['admin', stampOf.admin],
        ['ra', stampOf.ra],
        ['superadmin', stampOf.superadmin],
      ]);
      expect(
        known(newest.items)
          .slice(3)
          .map((i) => i.lastAccess),
      ).toEqual([null, null, null]);
      const oldest = await listed('lastAccess');
      expect(oldest.present).toEqual([...oldest.present].sort());
      expect(
        known(oldest.items)
          .map((i) => i.username)
          .slice(0, 3),
      ).toEqual(['superadmin', 'ra', 'admin']);
      expect(
        known(oldest.items)
          .slice(3)
          .map((i) => i.lastAccess),
      ).toEqual([null, null, null]);
    });

    it('refuses a page size over 100, an unknown sort and a bad filter with INVALID_INPUT', async () => {
      for (const q of ['pageSize=101', 'sort=password', 'role=ricevitore', 'enabled=maybe', 'page=0']) {
        const res = await api('GET', `amministratori?${q}`, admin);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().code).toBe('INVALID_INPUT');
      }
    });

    it('exports exactly the filtered rows as CSV (BOM, `;`, Italian headers) and as Excel', async () => {
      const list = (await api('GET', 'amministratori?q=call&pageSize=100', admin)).json();
      const csv = await api('GET', 'amministratori/export?format=csv&q=call', admin);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(
        /attachment; filename="amministratori-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(csv.body.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.body.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        'Username;Nome;E-mail;Telefono;Ruolo;Abilitato;Attivo;Bloccato;Tentativi falliti;Cambio password forzato;Ultimo accesso;Data inserimento',
      );
      expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(
        list.items.map((i: { username: string }) => i.username),
      );
      expect(lines.length - 1).toBe(list.total);

      const xlsx = await api('GET', 'amministratori/export?format=xlsx&role=reader', admin);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      const readers = (await api('GET', 'amministratori?role=reader', admin)).json();
      expect(ws.rowCount - 1).toBe(readers.total);
      expect(ws.getRow(1).getCell(1).value).toBe('Username');
      expect(ws.getRow(2).getCell(1).value).toBe(readers.items[0].username);
      // roles as the screen names them, not their codes
      expect(ws.getRow(2).getCell(5).value).toBe(ROLE_LABELS.reader);
      expect(lines.slice(1).every((l) => Object.values(ROLE_LABELS).includes(l.split(';')[4]!))).toBe(true);
    });
  });

  describe('create', () => {
    it('creates with an initial password; the user must change it at the first login, then gets in', async () => {
      const res = await api('POST', 'amministratori', admin, {
        username: 'nuovoOperatore',
        name: 'Nuovo Operatore',
        email: 'nuovo@example.it',
        phoneNumber: '+39 06 5551234',
        role: 'call_center',
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        ok: true,
        message: SUCCESS.USER_CREATED,
        item: { username: 'nuovoOperatore', role: 'call_center', forcePasswordChange: true, version: 1 },
      });
      const first = await login('nuovoOperatore', NEW_PASSWORD);
      expect(first.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      const token = first.json().fields.changeToken;
      const changed = await t.inject({
        method: 'POST',
        url: `/api/v1/change-password/${token}`,
        payload: { newPassword: 'Cambiata!Subito2026', confirmPassword: 'Cambiata!Subito2026' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await login('nuovoOperatore', 'Cambiata!Subito2026')).statusCode).toBe(200);
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, 'nuovoOperatore'))
        .orderBy(auditLog.id)
        .limit(1);
      expect(entry).toMatchObject({ action: 'create', actor: 'admin', entityType: 'user' });
      expect(JSON.stringify(entry.after)).not.toContain('passwordHash');
    });

    it('answers on /amministratori/insert as well', async () => {
      const res = await api('POST', 'amministratori/insert', admin, {
        username: 'viaInsert',
        name: 'Via Insert',
        email: 'insert@example.it',
        role: 'reader',
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(201);
    });

    const base = {
      username: 'valido1',
      name: 'Valido',
      email: 'valido@example.it',
      role: 'ra',
      password: NEW_PASSWORD,
    };
    const cases: Array<[string, object, number, string]> = [
      ['username with special characters', { ...base, username: 'mario.rossi!' }, 400, 'USERNAME_INVALID'],
      ['empty username', { ...base, username: '' }, 400, 'USERNAME_REQUIRED'],
      ['missing username', { ...base, username: undefined }, 400, 'USERNAME_REQUIRED'],
      ['reserved username', { ...base, username: 'export' }, 400, 'USERNAME_RESERVED'],
      ['missing role', { ...base, role: undefined }, 400, 'ROLE_REQUIRED'],
      ['outlet role', { ...base, role: 'ricevitore' }, 400, 'ROLE_REQUIRED'],
      ['missing name', { ...base, name: '' }, 400, 'NAME_REQUIRED'],
      ['bad e-mail', { ...base, email: 'non-una-mail' }, 400, 'EMAIL_INVALID'],
      ['missing e-mail', { ...base, email: undefined }, 400, 'EMAIL_REQUIRED'],
      ['bad phone', { ...base, phoneNumber: 'chiamami' }, 400, 'PHONE_INVALID'],
      ['neither password nor invitation', { ...base, password: undefined }, 400, 'PASSWORD_REQUIRED'],
      ['both password and invitation', { ...base, invite: true }, 400, 'PASSWORD_OR_INVITE'],
      ['confirmation differs', { ...base, confirmPassword: 'Altra!Password2026' }, 400, 'PASSWORD_MISMATCH'],
      ['weak password', { ...base, password: 'debole' }, 422, 'PASSWORD_NOT_SECURE'],
      ['password containing the username', { ...base, password: 'Xvalido1!2026Q' }, 422, 'PASSWORD_CONTAINS_USERNAME'],
      ['existing username (any case)', { ...base, username: 'ADMIN' }, 409, 'USERNAME_EXISTS'],
      ['existing outlet username', { ...base, username: 'ricevitore1' }, 409, 'USERNAME_EXISTS'],
    ];
    it.each(cases)('refuses %s with its catalogue code and creates nothing', async (_name, body, status, code) => {
      const res = await api('POST', 'amministratori', admin, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toBe(ERRORS[code as keyof typeof ERRORS]);
      expect(await row('valido1')).toBeUndefined();
    });

    it('only a super_admin may create a super_admin', async () => {
      const body = {
        username: 'secondoSuper',
        name: 'Secondo',
        email: 's@example.it',
        role: 'super_admin',
        password: NEW_PASSWORD,
      };
      const refused = await api('POST', 'amministratori', admin, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'NO_PERMISSION', message: ERRORS.NO_PERMISSION });
      expect((await api('POST', 'amministratori', superadmin, body)).statusCode).toBe(201);
    });

    it('invites by e-mail: the outbox holds a one-time link that sets the first password', async () => {
      const res = await api('POST', 'amministratori', admin, {
        username: 'invitato',
        name: 'Invitato Speciale',
        email: 'invitato@example.it',
        role: 'ra',
        invite: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(SUCCESS.USER_INVITED);
      expect((await login('invitato', NEW_PASSWORD)).statusCode).toBe(401);
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'invitato@example.it'))
        .orderBy(desc(mailOutbox.id));
      expect(mail.subject).toMatch(/attivazione/);
      const token = mail.body.match(/\/change-password\/([a-f0-9]+)/)![1];
      const set = await t.inject({
        method: 'POST',
        url: `/api/v1/change-password/${token}`,
        payload: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(set.statusCode).toBe(200);
      expect((await login('invitato', NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('detail, edit and delete', () => {
    it('shows the detail with version, permissions and last access per channel', async () => {
      const res = await api('GET', 'amministratori/RA', admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: 'ra',
        role: 'ra',
        additionalPermissions: ['bacheca_admin'],
        version: expect.any(Number),
      });
      expect(res.json().effectivePermissions).toEqual(expect.arrayContaining(['bacheca_gn', 'bacheca_admin']));
      expect(Object.keys(res.json().lastAccessByChannel)).toEqual(['web', 'tg', 'tgBest', 'vtg']);
      for (const who of ['nessuno', 'ricevitore1']) {
        const missing = await api('GET', `amministratori/${who}`, admin);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().code).toBe('USER_NOT_FOUND');
      }
      expect((await api('GET', 'amministratori/a.b', admin)).statusCode).toBe(400);
    });

    it('edits with the version check: a stale version is refused with the catalogue message', async () => {
      const u = await staff();
      const { version } = (await api('GET', `amministratori/${u}`, admin)).json();
      const ok = await api('PUT', `amministratori/${u}`, admin, {
        version,
        name: 'Nome Nuovo',
        role: 'call_center_special',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        message: SUCCESS.USER_UPDATED,
        item: { name: 'Nome Nuovo', role: 'call_center_special', version: version + 1 },
      });
      const stale = await api('PUT', `amministratori/${u}`, admin, { version, name: 'Sovrascrivo' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: ERRORS.VERSION_CONFLICT });
      expect((await row(u)).name).toBe('Nome Nuovo');
      const hist = (await api('GET', `amministratori/${u}/history`, admin)).json();
      const upd = hist.items.find((e: { action: string }) => e.action === 'update');
      expect(upd).toMatchObject({
        actor: 'admin',
        before: { name: 'Utente ' + u.match(/\d+/)![0], role: 'call_center' },
        after: { name: 'Nome Nuovo', role: 'call_center_special' },
      });
      expect(hist.total).toBeGreaterThanOrEqual(2);
    });

    it('refuses escalation: super_admin role, a super_admin target, one’s own role', async () => {
      const u = await staff();
      const { version } = (await api('GET', `amministratori/${u}`, admin)).json();
      const up = await api('PUT', `amministratori/${u}`, admin, { version, role: 'super_admin' });
      expect(up.statusCode).toBe(403);
      expect(up.json().code).toBe('NO_PERMISSION');
      const sa = (await api('GET', 'amministratori/superadmin', admin)).json();
      expect(
        (await api('PUT', 'amministratori/superadmin', admin, { version: sa.version, name: 'Preso' })).json().code,
      ).toBe('NO_PERMISSION');
      const me = (await api('GET', 'amministratori/admin', admin)).json();
      const self = await api('PUT', 'amministratori/admin', admin, { version: me.version, role: 'ra' });
      expect(self.statusCode).toBe(422);
      expect(self.json().code).toBe('CANNOT_ACT_ON_SELF');
      const bad = await api('PUT', `amministratori/${u}`, admin, { version, role: 'ricevitore' });
      expect(bad.json().code).toBe('STAFF_ROLE_REQUIRED');
    });

    it('deletes (not oneself); the user is gone and audited', async () => {
      const u = await staff();
      expect((await api('DELETE', 'amministratori/superadmin', superadmin)).json().code).toBe('CANNOT_ACT_ON_SELF');
      expect((await api('DELETE', `amministratori/${u}`, admin)).statusCode).toBe(403); // admin lacks crud_delete_admin
      const res = await api('DELETE', `amministratori/${u}`, superadmin);
      expect(res.json()).toEqual({ ok: true, message: SUCCESS.USER_DELETED });
      expect((await api('GET', `amministratori/${u}`, admin)).statusCode).toBe(404);
      expect((await api('DELETE', `amministratori/${u}`, superadmin)).json().code).toBe('USER_NOT_FOUND');
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'delete'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry).toMatchObject({ entityId: u, actor: 'superadmin' });
    });
  });

  describe('states and passwords', () => {
    it('disables (ending sessions at once) and enables again', async () => {
      const u = await staff();
      const token = await t.tokenFor(u);
      const off = await api('PUT', `amministratori/${u}/abilitation`, admin, { enabled: false });
      expect(off.json()).toMatchObject({ message: SUCCESS.USER_DISABLED, item: { enabled: false } });
      expect((await api('GET', 'amministratori/me', token)).statusCode).toBe(401);
      expect((await login(u, NEW_PASSWORD)).json().code).toBe('ACCOUNT_DISABLED');
      const on = await api('PUT', `amministratori/${u}/abilitation`, admin, { enabled: true });
      expect(on.json().message).toBe(SUCCESS.USER_ENABLED);
      expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);
      // active / inactive: the USER_* messages, and an inactive user cannot log in until reactivated
      const inactive = await api('PUT', `amministratori/${u}/abilitation`, admin, { active: false });
      expect(inactive.json()).toMatchObject({
        message: SUCCESS.USER_DEACTIVATED,
        item: { active: false, enabled: true },
      });
      expect((await login(u, NEW_PASSWORD)).json().code).toBe('ACCOUNT_DISABLED');
      const active = await api('PUT', `amministratori/${u}/abilitation`, admin, { active: true });
      expect(active.json()).toMatchObject({ message: SUCCESS.USER_ACTIVATED, item: { active: true } });
      expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);
      // both at once: both messages, in order
      const both = await api('PUT', `amministratori/${u}/abilitation`, admin, { enabled: false, active: false });
      expect(both.json().message).toBe(`${SUCCESS.USER_DISABLED}. ${SUCCESS.USER_DEACTIVATED}`);
      await api('PUT', `amministratori/${u}/abilitation`, admin, { enabled: true, active: true });
      expect((await api('PUT', 'amministratori/admin/abilitation', admin, { enabled: false })).json().code).toBe(
        'CANNOT_ACT_ON_SELF',
      );
      expect((await api('PUT', `amministratori/${u}/abilitation`, admin, {})).statusCode).toBe(400);
    });

    it('forces a password change: sessions end and the next login asks for a new password', async () => {
      const u = await staff();
      const token = await t.tokenFor(u);
      const res = await api('POST', `amministratori/${u}/force-change-password`, admin);
      expect(res.json()).toEqual({ ok: true, message: SUCCESS.PASSWORD_CHANGE_FORCED });
      expect((await api('GET', 'amministratori/me', token)).statusCode).toBe(401);
      expect((await login(u, NEW_PASSWORD)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    });

    it('forces a change in bulk, all or nothing', async () => {
      const a = await staff();
      const b = await staff();
      const missing = await api('POST', 'amministratori/password/force', admin, { usernames: [a, 'fantasma'] });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND', fields: { usernames: 'fantasma' } });
      expect((await row(a)).forcePasswordChange).toBe(false);
      const res = await api('POST', 'amministratori/password/force', admin, { usernames: [a, b.toUpperCase()] });
      expect(res.json()).toEqual({ ok: true, message: SUCCESS.PASSWORD_CHANGE_FORCED, count: 2 });
      expect((await row(a)).forcePasswordChange).toBe(true);
      expect((await row(b)).forcePasswordChange).toBe(true);
      expect((await api('POST', 'amministratori/password/force', admin, { usernames: [] })).statusCode).toBe(400);
      // each forced user has its entry in the activity log, by who forced it
      const logged = await t.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entityId} in (${a}, ${b}) and ${auditLog.action} = 'force_password_change'`);
      expect(logged.map((l) => [l.entityId, l.actor]).sort()).toEqual([
        [a, 'admin'],
        [b, 'admin'],
      ]);
      // one's own account in the selection refuses the whole selection
      const c = await staff();
      const own = await api('POST', 'amministratori/password/force', admin, { usernames: [c, 'admin'] });
      expect(own.statusCode).toBe(422);
      expect((await row(c)).forcePasswordChange).toBe(false);
    });

    it('sets another user’s password with the rules of §5 and ends that user’s sessions', async () => {
      const u = await staff();
      const token = await t.tokenFor(u);
      const weak = await api('PUT', `amministratori/${u}/password`, admin, {
        newPassword: 'corta',
        confirmPassword: 'corta',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().code).toBe('PASSWORD_NOT_SECURE');
      const mismatch = await api('PUT', `amministratori/${u}/password`, admin, {
        newPassword: 'Nuova!Chiave2026',
        confirmPassword: 'Nuova!Chiave2027',
      });
      expect(mismatch.json().code).toBe('PASSWORD_MISMATCH');
      const reused = await api('PUT', `amministratori/${u}/password`, admin, {
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reused.json().code).toBe('PASSWORD_ALREADY_USED');
      const ok = await api('PUT', `amministratori/${u}/password`, admin, {
        newPassword: 'Nuova!Chiave2026',
        confirmPassword: 'Nuova!Chiave2026',
      });
      expect(ok.json()).toEqual({ ok: true, message: SUCCESS.PASSWORD_CHANGED });
      expect((await api('GET', 'amministratori/me', token)).statusCode).toBe(401);
      // a password set by staff is the user's to change at the next login
      expect((await login(u, 'Nuova!Chiave2026')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
      expect(
        (
          await api('PUT', 'amministratori/admin/password', admin, {
            newPassword: 'Nuova!Chiave2026',
            confirmPassword: 'Nuova!Chiave2026',
          })
        ).json().code,
      ).toBe('CANNOT_ACT_ON_SELF');
    });

    it('unblocks a locked user, who can then log in', async () => {
      const u = await staff();
      for (let i = 0; i < 6; i++) await login(u, 'Sbagliata!2026x');
      expect((await login(u, NEW_PASSWORD)).json().code).toBe('ACCOUNT_LOCKED');
      const cc = await t.tokenFor('callcenter');
      const res = await api('POST', `amministratori/${u}/reset-attempts`, cc);
      expect(res.json()).toMatchObject({ message: SUCCESS.USER_UNBLOCKED, item: { blocked: false, attemptNumber: 0 } });
      expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('permissions and roles', () => {
    it('lists permissions with what the caller may grant, and grants without escalation', async () => {
      const avail = (await api('GET', 'amministratori/perms/available', admin)).json().items;
      expect(avail.find((p: { name: string }) => p.name === 'crud_read_admin')).toMatchObject({ grantable: true });
      expect(avail.find((p: { name: string }) => p.name === 'crud_delete_admin')).toMatchObject({ grantable: false });
      const u = await staff('ra');
      const esc = await api('PUT', `amministratori/${u}/perms`, admin, {
        permissions: ['crud_delete_admin', 'bacheca_admin'],
      });
      expect(esc.statusCode).toBe(403);
      expect(esc.json()).toMatchObject({ code: 'NO_PERMISSION', fields: { permissions: 'crud_delete_admin' } });
      const token = await t.tokenFor(u);
      expect((await api('GET', 'amministratori', token)).statusCode).toBe(403);
      const ok = await api('PUT', `amministratori/${u}/perms`, admin, { permissions: ['crud_read_admin'] });
      expect(ok.json()).toMatchObject({
        message: SUCCESS.PERMISSIONS_SAVED,
        item: { additionalPermissions: ['crud_read_admin'] },
      });
      // effective at the very next request of that user
      expect((await api('GET', 'amministratori', token)).statusCode).toBe(200);
      expect((await api('PUT', `amministratori/${u}/perms`, admin, { permissions: ['nope'] })).statusCode).toBe(400);
    });

    it('shows roles the caller may assign and how many users hold each', async () => {
      const forAdmin = (await api('GET', 'amministratori/roles/available', admin)).json().items;
      expect(forAdmin.find((r: { name: string }) => r.name === 'super_admin')).toMatchObject({ assignable: false });
      expect(forAdmin.find((r: { name: string }) => r.name === 'admin')).toMatchObject({
        assignable: true,
        label: 'Amministratore',
      });
      const forSuper = (await api('GET', 'amministratori/roles/available', superadmin)).json().items;
      expect(forSuper.find((r: { name: string }) => r.name === 'super_admin')).toMatchObject({ assignable: true });
      const counts = (await api('GET', 'amministratori/roles/available/count', admin)).json().items;
      const [{ n }] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'ricevitore'));
      expect(counts.find((c: { role: string }) => c.role === 'ricevitore').count).toBe(n);
      expect(counts).toHaveLength(7);
    });

    it('edits a role’s base permissions on /gruppi, effective at the users’ next request, audited', async () => {
      const matrix = (await api('GET', 'amministratori/roles', superadmin)).json();
      const ra = matrix.roles.find((r: { name: string }) => r.name === 'ra');
      expect(ra.permissions).toEqual(expect.arrayContaining(['bacheca_gn', 'read_ricevitore']));
      expect(matrix.roles.find((r: { name: string }) => r.name === 'super_admin').editable).toBe(false);
      expect((await api('GET', 'amministratori/roles', admin)).statusCode).toBe(403);
      const raToken = await t.tokenFor('ra');
      expect((await api('GET', 'amministratori', raToken)).statusCode).toBe(403);
      const res = await api('PUT', 'amministratori/roles/ra', superadmin, {
        permissions: [...ra.permissions, 'crud_read_admin'],
      });
      expect(res.json().message).toBe(SUCCESS.PERMISSIONS_SAVED);
      expect((await api('GET', 'amministratori', raToken)).statusCode).toBe(200);
      const fixed = await api('PUT', 'amministratori/roles/super_admin', superadmin, { permissions: [] });
      expect(fixed.statusCode).toBe(422);
      expect(fixed.json().code).toBe('ROLE_NOT_EDITABLE');
      await api('PUT', 'amministratori/roles/ra', superadmin, { permissions: ra.permissions });
      expect((await api('GET', 'amministratori', raToken)).statusCode).toBe(403);
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'role_permissions'));
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect((await api('PUT', 'amministratori/roles/nessuno', superadmin, { permissions: [] })).statusCode).toBe(400);
    });
  });

  it('the reader sees the lists and details but every write is refused', async () => {
    const reader = await t.tokenFor('reader');
    expect((await api('GET', 'amministratori', reader)).statusCode).toBe(200);
    expect((await api('GET', 'amministratori/admin', reader)).statusCode).toBe(200);
    for (const [method, url] of [
      ['PUT', 'amministratori/admin'],
      ['POST', 'amministratori'],
      ['POST', 'amministratori/admin/force-change-password'],
    ] as const) {
      const res = await api(method, url, reader, {});
      expect(res.statusCode).toBe(403);
      expect(['FORBIDDEN', 'READ_ONLY']).toContain(res.json().code);
    }
  });
});
