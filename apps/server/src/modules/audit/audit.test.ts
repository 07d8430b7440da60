import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ERRORS, FIELD_ERRORS } from '@bacheca/domain';
import { AUDIT_COUNT_CAP } from '@bacheca/domain/schemas/audit';
import { AUDIT_FIELD_ERRORS } from '@bacheca/domain/messages-audit';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { auditLog, rolePermissions } from '../../db/schema';
import { migrationsFolder } from '../../db/client';
import { TEST_PASSWORD, makeOutlet, makeStaff } from '../../test/factories';

describe.each(testDatabases())('activity log on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    // a user of every staff role under a name of its own (the name searches below read these names), and an outlet
    const roles = {
      superadmin: 'super_admin',
      admin: 'admin',
      reader: 'reader',
      ra: 'ra',
      callcenter: 'call_center',
      callcenterspecial: 'call_center_special',
    } as const;
    for (const [username, role] of Object.entries(roles))
      tokens[username] = await (await makeStaff(t, { username, role })).token();
    tokens.ricevitore1 = await (await makeOutlet(t, { username: 'ricevitore1' })).token();
    // known entries, with actors of their own so the entries the factories wrote do not mix in
    const rows = [
      {
        at: new Date('2026-03-10T10:00:00Z'),
        actor: 'aud1',
        action: 'update',
        entityType: 'ricevitore',
        entityId: '100001',
        ip: '10.0.0.1',
        before: { city: 'Roma' },
        after: { city: 'Milano' },
      },
      {
        at: new Date('2026-03-10T22:30:00Z'),
        actor: 'aud1',
        action: 'create',
        entityType: 'system',
        entityId: '9042',
        ip: '10.0.0.2',
        after: { name: 'S42', totalPriceCents: 12345 },
      },
      // 23:30 UTC on 10 March is 00:30 on 11 March in Rome
      {
        at: new Date('2026-03-10T23:30:00Z'),
        actor: 'aud2',
        onBehalfOf: 'aud1',
        action: 'quote_request',
        entityType: 'system',
        entityId: '9042',
        ip: '10.0.0.1',
        after: { quantity: 2 },
      },
      {
        at: new Date('2026-03-12T08:00:00Z'),
        actor: 'aud2',
        action: 'login',
        entityType: 'user',
        entityId: 'aud2',
        outcome: 'failed',
        ip: '192.168.1.9',
        after: { reason: 'wrong_password', attemptNumber: 6, blocked: false },
      },
    ];
    await t.database.db.insert(auditLog).values(rows);
    for (let i = 0; i < 30; i++)
      await t.database.db.insert(auditLog).values({
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        actor: 'audpage',
        action: 'update',
        entityType: 'structure',
        entityId: String(i),
      });
  });
  afterAll(async () => t?.close());

  const get = (url: string, who = 'admin') => t.inject({ method: 'GET', url: `/api/v1/${url}`, token: tokens[who] });
  const ids = (res: { json: () => unknown }) =>
    (res.json() as { items: Array<{ entityId: string }> }).items.map((i) => i.entityId);

  it('pages newest first, with the total', async () => {
    const first = await get('audit?actor=audpage&pageSize=10');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 30, totalCapped: false, page: 1, pageSize: 10 });
    expect(ids(first)).toEqual(['29', '28', '27', '26', '25', '24', '23', '22', '21', '20']);
    expect(ids(await get('audit?actor=audpage&pageSize=10&page=3'))).toEqual([
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    const all = (await get('audit?pageSize=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(34);
    expect(all.total).toBeLessThanOrEqual(AUDIT_COUNT_CAP);
    const times = all.items.map((i: { at: string }) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by actor, on whose behalf, entity type and id, action, outcome, IP and Rome days', async () => {
    expect(ids(await get('audit?actor=aud1'))).toEqual(['9042', '100001']);
    expect(ids(await get('audit?onBehalfOf=aud1'))).toEqual(['9042']);
    expect(ids(await get('audit?entityType=system&entityId=9042'))).toEqual(['9042', '9042']);
    expect(ids(await get('audit?entityType=ricevitore&entityId=100001&actor=aud1'))).toEqual(['100001']);
    expect(ids(await get('audit?action=login&actor=aud2'))).toEqual(['aud2']);
    expect(ids(await get('audit?outcome=failed&actor=aud2'))).toEqual(['aud2']);
    expect(ids(await get('audit?ip=10.0.0.1'))).toEqual(['9042', '100001']);
    // 10 March in Rome: 10:00 and 22:30 UTC (23:30 Rome); 23:30 UTC is already 11 March
    expect(
      (await get('audit?dateFrom=2026-03-10&dateTo=2026-03-10')).json().items.map((i: { actor: string }) => i.actor),
    ).toEqual(['aud1', 'aud1']);
    expect(
      (await get('audit?dateFrom=2026-03-11&dateTo=2026-03-11')).json().items.map((i: { action: string }) => i.action),
    ).toEqual(['quote_request']);
    expect(
      (await get('audit?dateFrom=2026-03-12&actor=aud2')).json().items.map((i: { actor: string }) => i.actor),
    ).toContain('aud2');
    expect((await get('audit?dateTo=2026-01-01&actor=audpage')).json().total).toBe(30);
  });

  it('matches "Autore" and "Simulato da" by any part of the name, in any case, with % and _ taken literally', async () => {
    // an outlet's account acting in a simulation by a staff user (both made above), on a day of its own
    await t.database.db.insert(auditLog).values([
      {
        at: new Date('2025-05-05T10:00:00Z'),
        actor: 'ricevitore1',
        onBehalfOf: 'callcenterspecial',
        action: 'quote_request',
        entityType: 'system',
        entityId: '7001',
      },
      {
        at: new Date('2025-05-05T11:00:00Z'),
        actor: 'aud_x%',
        action: 'update',
        entityType: 'system',
        entityId: '7002',
      },
    ]);
    const day = 'dateFrom=2025-05-05&dateTo=2025-05-05';
    expect(ids(await get(`audit?${day}&actor=CEVITORE`))).toEqual(['7001']);
    expect(ids(await get(`audit?${day}&actor=Ricevitore1`))).toEqual(['7001']);
    expect(ids(await get(`audit?${day}&onBehalfOf=center`))).toEqual(['7001']);
    expect(ids(await get(`audit?${day}&onBehalfOf=CALLCENTERSPECIAL`))).toEqual(['7001']);
    expect(ids(await get(`audit?${day}&onBehalfOf=centro`))).toEqual([]);
    // the wildcards are characters: '%' and '_' match only a name that holds them
    expect(ids(await get(`audit?${day}&actor=${encodeURIComponent('%')}`))).toEqual([]);
    expect(ids(await get(`audit?${day}&actor=_`))).toEqual([]);
    expect(ids(await get(`audit?${day}&actor=${encodeURIComponent('aud_x%')}`))).toEqual(['7002']);
    // an actor with no account is found by its whole name, in any case
    expect(ids(await get('audit?actor=AUDPAGE&pageSize=1')).length).toBe(1);
    // a broad text: every entry shown holds it
    const broad = (await get('audit?actor=r&pageSize=100')).json() as { items: Array<{ actor: string }> };
    expect(broad.items.length).toBeGreaterThan(0);
    for (const i of broad.items) expect(i.actor.toLowerCase()).toContain('r');
    // the export reads the same query
    const csv = await get(`audit/export?format=csv&${day}&actor=cevitore`);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';ricevitore1;callcenterspecial;');
  });

  it('answers the entry as stored: who, on whose behalf, object, IP, before and after', async () => {
    const [e] = (await get('audit?onBehalfOf=aud1')).json().items;
    expect(e).toMatchObject({
      actor: 'aud2',
      onBehalfOf: 'aud1',
      action: 'quote_request',
      outcome: 'ok',
      entityType: 'system',
      entityId: '9042',
      ip: '10.0.0.1',
      after: { quantity: 2 },
      before: null,
    });
  });

  it("refuses bad filters with the catalogue's Italian 400, never a 500", async () => {
    const cases: Array<[string, string, string]> = [
      ['audit?dateFrom=2026-02-30', 'dateFrom', FIELD_ERRORS.DATE_INVALID],
      ['audit?dateFrom=2026-03-12&dateTo=2026-03-10', 'dateTo', AUDIT_FIELD_ERRORS.DATE_RANGE_INVALID],
      ['audit?ip=not-an-ip', 'ip', AUDIT_FIELD_ERRORS.IP_INVALID],
      ['audit?pageSize=1000', 'pageSize', ''],
      ['audit?action=drop_table', 'action', ''],
      ['audit?entityType=nothing', 'entityType', ''],
      ['audit?outcome=maybe', 'outcome', ''],
      ['audit/export?format=pdf', 'format', ''],
    ];
    for (const [url, field, message] of cases) {
      const body = expectError(await get(url), 400, 'INVALID_INPUT');
      expect(body.message).toBe(ERRORS.INVALID_INPUT);
      expect(Object.keys(body.fields), url).toContain(`querystring.${field}`);
      if (message) expect(body.fields[`querystring.${field}`]).toBe(message);
      expect(body.fields[`querystring.${field}`]).not.toMatch(/expected|invalid_type/i);
    }
  });

  it('is read by super_admin and admin only: reader, ra, call centre and outlets are refused', async () => {
    expect((await get('audit', 'superadmin')).statusCode).toBe(200);
    for (const who of ['reader', 'ra', 'callcenter', 'callcenterspecial']) {
      expectError(await get('audit', who), 403, 'FORBIDDEN');
      expectError(await get('audit/export?format=csv', who), 403, 'FORBIDDEN');
    }
    expectError(await t.inject({ method: 'GET', url: '/api/v1/audit', token: tokens.ricevitore1 }), 403, 'FORBIDDEN');
    expectError(await t.inject({ method: 'GET', url: '/api/v1/audit' }), 401, 'UNAUTHORIZED');
  });

  it('records a failed login that the log shows with its reason and attempt number', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'callcenter', password: `${TEST_PASSWORD}x`, gCaptchaToken: '' },
    });
    expect(res.statusCode).toBe(401);
    const [e] = (await get('audit?action=login&entityId=callcenter&outcome=failed')).json().items;
    expect(e.after).toMatchObject({ reason: 'wrong_password', attemptNumber: 1 });
  });

  it('exports the filtered entries in Italian words as CSV and Excel', async () => {
    const csv = await get('audit/export?format=csv&actor=aud1');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="registro-attivita-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Data;Operazione;Esito;Autore;Simulato da;Oggetto;IP;Dettagli');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      '10/03/2026 23:30;Creazione;Riuscito;aud1;;Sistema eliminato (9042);10.0.0.2;"Nome: S42; Prezzo totale: 123,45 €"',
    );
    expect(lines[2]).toContain('Comune: Roma → Milano');

    const many = await get('audit/export?format=xlsx&actor=audpage');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(many.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount - 1).toBe(30);
    expect(ws.getRow(1).getCell(2).value).toBe('Operazione');
    expect(ws.getRow(2).getCell(2).value).toBe('Modifica');
    expect(ws.getRow(2).getCell(6).value).toBe('Struttura eliminata (29)');
  });

  it('exports every entry of a same-instant group larger than a page (keyset carried at microseconds)', async () => {
    // 600 entries at one instant with microseconds (a page is 250), then one before and one after it
    await t.database.query(`insert into audit_log (at, actor, action, entity_type, entity_id, ip)
      select '2026-02-01 10:00:00.123456+00'::timestamptz, 'audsame', 'update', 'structure', g::text, '10.9.' || (g / 256) || '.' || (g % 256)
      from generate_series(1, 600) g`);
    await t.database.query(`insert into audit_log (at, actor, action, entity_type, entity_id, ip) values
      ('2026-02-01 10:00:00.123455+00', 'audsame', 'update', 'structure', '0', '10.9.9.0'),
      ('2026-02-01 10:00:00.123457+00', 'audsame', 'update', 'structure', '601', '10.9.9.1')`);
    const expected = [
      '10.9.9.1',
      ...Array.from({ length: 600 }, (_, i) => `10.9.${Math.floor((600 - i) / 256)}.${(600 - i) % 256}`),
      '10.9.9.0',
    ];
    const csv = await get('audit/export?format=csv&actor=audsame');
    expect(csv.statusCode).toBe(200);
    const ips = csv.body
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';')[6]);
    expect(ips).toHaveLength(602);
    expect(ips).toEqual(expected);
    const xlsx = await get('audit/export?format=xlsx&actor=audsame');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount - 1).toBe(602);
    expect(new Set(ws.getColumn(7).values.slice(2))).toEqual(new Set(expected));
  });

  it('the migration gives read_audit to super_admin and admin of a database seeded before it, and to no one else', async () => {
    const sqlText = readFileSync(
      `${migrationsFolder}/${readdirSync(migrationsFolder).find((f) => f.endsWith('_activity_log.sql'))}`,
      'utf8',
    );
    const insert = sqlText
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^--.*$/gm, '').trim())
      .find((s) => s.startsWith('INSERT INTO "role_permissions"'));
    expect(insert).toBeTruthy();
    const held = async () =>
      (
        await t.database.db
          .select({ role: rolePermissions.role })
          .from(rolePermissions)
          .where(eq(rolePermissions.permission, 'read_audit'))
      )
        .map((r) => r.role)
        .sort();
    expect(await held()).toEqual(['admin', 'super_admin']);
    // a database from before: the roles exist without the permission
    await t.database.db.delete(rolePermissions).where(eq(rolePermissions.permission, 'read_audit'));
    await t.database.query(insert!);
    await t.database.query(insert!);
    expect(await held()).toEqual(['admin', 'super_admin']);
  });
});
