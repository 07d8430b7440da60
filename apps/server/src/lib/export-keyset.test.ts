import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { makeStaff } from '../test/factories';

/**
 * Every list export reads each page after exactly the last row: a group of rows sharing one instant
 * (microseconds included) larger than an export page (250) comes out whole, in the list's order, in CSV and Excel.
 * The activity log's and the job's exports have their group tests in their modules.
 */
describe.each(testDatabases())('list exports over a same-instant group on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const N = 600;
  const codes = Array.from({ length: N }, (_, i) => `97${String(i + 1).padStart(4, '0')}`);
  const staff = Array.from({ length: N }, (_, i) => `istante${String(i + 1).padStart(4, '0')}`);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    const staffUser = await makeStaff(t, { role: 'admin' });
    admin = await staffUser.token();
    const hash = staffUser.row.passwordHash;
    // inserted in the reverse of the sort's tie-break, all with the same last access (microseconds)
    await t.database.query(
      `insert into users (username, password_hash, role, ivr_code, city, province, last_access_web)
      select 'ist' || lpad(g::text, 4, '0'), $1, 'ricevitore', '97' || lpad(g::text, 4, '0'), 'Istantopoli', 'RM', '2026-05-04 09:08:07.654321+00'
      from generate_series(${N}, 1, -1) g`,
      [hash],
    );
    await t.database.query(
      `insert into users (username, password_hash, role, name, last_access_web)
      select 'istante' || lpad(g::text, 4, '0'), $1, 'reader', 'Stesso istante', '2026-05-04 09:08:07.654321+00'
      from generate_series(${N}, 1, -1) g`,
      [hash],
    );
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token: admin });
  const firstColumn = (body: string) =>
    body
      .slice(1)
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';')[0]);
  const xlsxFirstColumn = async (payload: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(payload as unknown as ArrayBuffer);
    const values: string[] = [];
    wb.worksheets[0].eachRow((r, i) => i > 1 && values.push(String(r.getCell(1).value)));
    return values;
  };

  it('outlets (ricevitori): every row, by last access then IVR code', async () => {
    const csv = await get('ricevitori/export?format=csv&city=Istantopoli&sort=lastAccess');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(firstColumn(csv.body)).toEqual(codes);
    const xlsx = await get('ricevitori/export?format=xlsx&city=Istantopoli&sort=-lastAccess');
    expect(await xlsxFirstColumn(xlsx.rawPayload)).toEqual([...codes].reverse());
  });

  it('the registry (anagrafiche): every row', async () => {
    const csv = await get('anagrafiche/export?city=Istantopoli&sort=lastAccess');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(firstColumn(csv.body)).toEqual(codes);
  });

  it('staff (amministratori): every row, by last access then id', async () => {
    const csv = await get('amministratori/export?format=csv&q=istante&sort=lastAccess');
    expect(csv.statusCode, csv.body).toBe(200);
    // the tie-break is the id: inserted from the last name to the first
    expect(firstColumn(csv.body)).toEqual([...staff].reverse());
    const xlsx = await get('amministratori/export?format=xlsx&q=istante&sort=username');
    expect(await xlsxFirstColumn(xlsx.rawPayload)).toEqual(staff);
  });
});
