import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ANAGRAFICA_COLUMNS, ANAGRAFICA_MAX_ROWS, ERRORS, SUCCESS, errorMessage } from '@bacheca/domain';
import { ZONES } from '@bacheca/domain/italy';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { makeOutlet, makeStaff, type MadeUser } from '../../test/factories';
import { auditLog, users } from '../../db/schema';
import { parseCsv, normalizeHeader } from './csv';

describe('registry CSV reader', () => {
  it('reads `;` and `,` files with quotes, BOM, CRLF and multi-line fields, keeping line numbers', () => {
    const a = parseCsv('\uFEFFCodice IVR;Denominazione\r\n1;"Bar ""Centrale""; Roma"\r\n\r\n2;"Due\nrighe"\n3;Tre');
    expect(a.separator).toBe(';');
    expect(a.records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['Codice IVR', 'Denominazione']],
      [2, ['1', 'Bar "Centrale"; Roma']],
      [4, ['2', 'Due\nrighe']],
      [6, ['3', 'Tre']],
    ]);
    const b = parseCsv('ivrCode,denominazione\n7,"A, B"');
    expect(b.separator).toBe(',');
    expect(b.records[1].cells).toEqual(['7', 'A, B']);
    expect(normalizeHeader('Città')).toBe(normalizeHeader('CITTA'));
  });

  it('names the line of a malformed record, and keeps quotes typed inside an unquoted field', () => {
    const bad = () => parseCsv('Codice IVR;Denominazione\n1;Uno\n2;"Due\n\n3;Tre');
    expect(bad).toThrow(
      expect.objectContaining({
        code: 'IMPORT_INVALID',
        status: 422,
        fields: { 'riga 3': 'virgolette aperte e mai chiuse' },
      }),
    );
    expect(parseCsv('Codice IVR;Denominazione\n1; Bar "Centrale" ').records[1].cells).toEqual(['1', 'Bar "Centrale"']);
  });
});

describe.each(testDatabases())('anagrafiche on %s', (kind) => {
  let t: TestApp;
  let staff: MadeUser;
  let admin: string;
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    staff = await makeStaff(t);
    admin = await staff.token();
    reader = await (await makeStaff(t, { role: 'reader' })).token();
    // the registry the files below touch: three outlets in three zones (the first as the import rows spell it)
    await makeOutlet(t, { ivrCode: '100001', denomination: 'Tabaccheria Centrale Rossi', zone: 'CENTRO' });
    await makeOutlet(t, { ivrCode: '100002', city: 'Milano', province: 'MI', region: 'Lombardia', zone: 'NORD_OVEST' });
    await makeOutlet(t, { ivrCode: '100003', city: 'Napoli', province: 'NA', region: 'Campania', zone: 'SUD' });
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const outlet = async (ivrCode: string) =>
    (await t.database.db.select().from(users).where(eq(users.ivrCode, ivrCode)))[0];
  const outlets = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'ricevitore'))
    )[0].n;

  it('exports the registry in the import format, and the same file imports as all unchanged', async () => {
    const res = await api('GET', 'anagrafiche/export', reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(ANAGRAFICA_COLUMNS.map((c) => c.header).join(';'));
    expect(lines.length - 1).toBe(await outlets());
    // the zone as the grid shows it, a label, never the stored code; the same file imports back unchanged
    const zoneAt = ANAGRAFICA_COLUMNS.findIndex((c) => c.field === 'zone');
    const zones = new Set(lines.slice(1).map((l) => l.split(';')[zoneAt]));
    expect([...zones].filter((z) => z !== '').every((z) => ZONES.some((k) => k.label === z))).toBe(true);
    expect([...zones].some((z) => ZONES.some((k) => k.value === z))).toBe(false);
    const preview = await api('POST', 'anagrafiche/import/preview', admin, { csv: res.body });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().counts).toEqual({
      total: lines.length - 1,
      new: 0,
      changed: 0,
      unchanged: lines.length - 1,
      error: 0,
    });
  });

  const file = [
    'Codice IVR;Denominazione;Città;Provincia;Regione;Zona;E-mail;SIP;Concessione',
    '100001;Tabaccheria Centrale Rossi;Roma;RM;Lazio;CENTRO;nuova.mail@example.it;Sì;PGS', // changed e-mail (maybe SIP)
    '700001;Ricevitoria Nuova;Bari;BA;Puglia;Sud;;No;TEL', // new (the zone by its label)
    '700002;;Bari;BA;Puglia;SUD;;No;PGS', // error: denomination
    '700003;Bar Errato;Bari;Bari;Atlantide;ZONA_X;mail-sbagliata;forse;ABC', // errors: province, region, zone, e-mail, flag, concession
    '700001;Doppione;Bari;BA;Puglia;SUD;;No;PGS', // error: repeated code
  ].join('\r\n');

  it('previews row by row: new, changed with the diff, and errors with line and Italian message', async () => {
    const res = await api('POST', 'anagrafiche/import/preview', admin, { csv: file });
    expect(res.statusCode, res.body).toBe(200);
    const { rows, counts, columns } = res.json();
    expect(columns).toEqual([
      'Codice IVR',
      'Denominazione',
      'Città',
      'Provincia',
      'Regione',
      'Zona',
      'E-mail',
      'SIP',
      'Concessione',
    ]);
    expect(counts).toMatchObject({ total: 5, new: 1, changed: 1, error: 3 });
    expect(rows[0]).toMatchObject({ row: 2, ivrCode: '100001', status: 'changed' });
    expect(rows[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'email', label: 'E-mail', from: 'ricevitoria100001@example.it', to: 'nuova.mail@example.it' },
      ]),
    );
    expect(rows[1]).toMatchObject({ row: 3, status: 'new' });
    expect(rows[2]).toMatchObject({
      row: 4,
      status: 'error',
      errors: [{ column: 'Denominazione', message: ERRORS.DENOMINATION_REQUIRED }],
    });
    expect(rows[3].errors.map((e: { column: string }) => e.column)).toEqual([
      'Provincia',
      'Regione',
      'Zona',
      'E-mail',
      'SIP',
      'Concessione',
    ]);
    // each refused cell carries its text, shown in its row of the preview
    expect(rows[3].errors.map((e: { value?: string }) => e.value)).toEqual([
      'Bari',
      'Atlantide',
      'ZONA_X',
      'mail-sbagliata',
      'forse',
      'ABC',
    ]);
    expect(rows[3].errors.slice(0, 3).map((e: { message: string }) => e.message)).toEqual([
      ERRORS.PROVINCE_INVALID,
      ERRORS.REGION_INVALID,
      ERRORS.ZONE_INVALID,
    ]);
    expect(rows[4].errors[0].message).toMatch(/ripetuto nel file \(riga 3\)/);
    // a row without a code names the column and a rule that fits a registry row
    const noCode = (
      await api('POST', 'anagrafiche/import/preview', admin, {
        csv: 'Codice IVR;Denominazione;Provincia\r\n;Senza codice;XX',
      })
    ).json();
    expect(noCode.rows[0]).toMatchObject({ row: 2, status: 'error' });
    expect(noCode.rows[0].errors).toEqual(
      expect.arrayContaining([
        { column: 'Codice IVR', message: ERRORS.QUOTE_IVR_REQUIRED },
        { column: 'Provincia', message: ERRORS.PROVINCE_INVALID, value: 'XX' },
      ]),
    );
    expect(await outlet('700001')).toBeUndefined();
    // a new outlet needs where it is, as the API's create asks: a row with only its code and name is refused
    const bare = (
      await api('POST', 'anagrafiche/import/preview', admin, { csv: 'Codice IVR;Denominazione\r\n700004;Solo nome' })
    ).json();
    expect(bare.rows[0]).toMatchObject({ status: 'error' });
    expect(bare.rows[0].errors).toEqual(
      ['Città', 'Provincia', 'Regione', 'Zona'].map((column) => ({ column, message: ERRORS.OUTLET_FIELD_REQUIRED })),
    );
  });

  it('refuses the whole file when one row is wrong: nothing changes and the row is named', async () => {
    const before = await outlet('100001');
    const count = await outlets();
    const oneBad = [
      'Codice IVR;Denominazione;Città;Provincia;Regione;Zona;E-mail',
      '100001;Tabaccheria Centrale Rossi;Roma;RM;Lazio;CENTRO;cambiata@example.it',
      '700010;Nuova Uno;Bari;BA;Puglia;SUD;',
      '700011;Nuova Due;Bari;XX;Puglia;SUD;',
    ].join('\n');
    const res = await api('POST', 'anagrafiche/import/apply', admin, { csv: oneBad });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'IMPORT_INVALID',
      message: ERRORS.IMPORT_INVALID,
      fields: { 'riga 4': `Provincia: ${ERRORS.PROVINCE_INVALID}` },
    });
    expect(await outlets()).toBe(count);
    expect((await outlet('100001')).email).toBe(before.email);
    expect((await outlet('100001')).version).toBe(before.version);
  });

  it('applies a clean file in one go: new outlets created, changed ones updated and audited', async () => {
    const count = await outlets();
    const before = await outlet('100002');
    const good = [
      'ivrCode,Denominazione,Citta,Provincia,Regione,Zona,Username,Bacheca Eurojackpot',
      `100002,"Bar Stazione, di Rossi",${before.city},${before.province},${before.region},${before.zone},${before.username},Sì`,
      '700020,Nuova Ricevitoria,Lecce,LE,Puglia,SUD,nuovaLecce,No',
      '700021,Altra Nuova,Lecce,LE,Puglia,SUD,,sì',
    ].join('\n');
    const res = await api('POST', 'anagrafiche/import/apply', admin, { csv: good });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: SUCCESS.IMPORT_APPLIED,
      counts: { new: 2, changed: 1, error: 0 },
    });
    expect(await outlets()).toBe(count + 2);
    expect(await outlet('700020')).toMatchObject({
      username: 'nuovaLecce',
      role: 'ricevitore',
      denomination: 'Nuova Ricevitoria',
      eurojEnabled: false,
      province: 'LE',
    });
    expect(await outlet('700021')).toMatchObject({ username: 'r700021', eurojEnabled: true });
    const after = await outlet('100002');
    expect(after).toMatchObject({
      denomination: 'Bar Stazione, di Rossi',
      eurojEnabled: true,
      version: before.version + 1,
    });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, '100002'));
    expect(entries.find((e) => e.action === 'import_update')).toMatchObject({
      actor: staff.username,
      before: { denomination: before.denomination },
    });
    // importing it again changes nothing
    expect((await api('POST', 'anagrafiche/import/preview', admin, { csv: good })).json().counts).toMatchObject({
      unchanged: 3,
    });
  });

  it('refuses a username change of an existing outlet and a taken username', async () => {
    const csv = ['Codice IVR;Username;Denominazione', '100003;altro;Bar', `700030;${staff.username};Bar`].join('\n');
    const rows = (await api('POST', 'anagrafiche/import/preview', admin, { csv })).json().rows;
    expect(rows[0].errors[0].column).toBe('Username');
    expect(rows[1].errors[0]).toEqual({ column: 'Username', message: ERRORS.USERNAME_EXISTS });
  });

  it('refuses a bad header or an empty file with its message', async () => {
    const unknown = await api('POST', 'anagrafiche/import/preview', admin, { csv: 'Codice IVR;Colore\n1;rosso' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'IMPORT_HEADER_INVALID',
      message: 'Intestazione del file non valida: colonna sconosciuta «Colore».',
    });
    expect((await api('POST', 'anagrafiche/import/apply', admin, { csv: 'Denominazione\nBar' })).json().code).toBe(
      'IMPORT_HEADER_INVALID',
    );
    expect(
      (await api('POST', 'anagrafiche/import/preview', admin, { csv: 'Codice IVR;Denominazione\n' })).json().code,
    ).toBe('IMPORT_EMPTY');
    expect((await api('POST', 'anagrafiche/import/preview', admin, {})).statusCode).toBe(400);
    // one row over the limit: refused with the limit in the message, nothing read further
    const tooMany = `Codice IVR;Denominazione\n${Array.from({ length: ANAGRAFICA_MAX_ROWS + 1 }, (_, i) => `${800000 + i};Bar ${i}`).join('\n')}`;
    const big = await api('POST', 'anagrafiche/import/preview', admin, { csv: tooMany });
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({
      code: 'IMPORT_TOO_MANY_ROWS',
      message: errorMessage('IMPORT_TOO_MANY_ROWS', { max: ANAGRAFICA_MAX_ROWS }),
    });
    expect(big.json().message).toContain(String(ANAGRAFICA_MAX_ROWS));
  });

  it('needs crud_insert_ricevitore to import; read_ricevitore to export', async () => {
    const cc = await (await makeStaff(t, { role: 'call_center' })).token();
    expect((await api('POST', 'anagrafiche/import/preview', cc, { csv: 'Codice IVR\n1' })).statusCode).toBe(403);
    expect((await api('GET', 'anagrafiche/export?province=RM', cc)).statusCode).toBe(200);
    expect((await api('POST', 'anagrafiche/import/apply', reader, { csv: 'Codice IVR\n1' })).statusCode).toBe(403);
  });
});
