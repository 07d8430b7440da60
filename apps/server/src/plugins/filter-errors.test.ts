import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_ERRORS, JOB_STATUS_LABELS, ROLE_LABELS, STAFF_ROLE_VALUES, format } from '@bacheca/domain';
import { z } from '@bacheca/domain/zod';
import { AUDIT_OUTCOME_LABELS } from '@bacheca/domain/messages-audit';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { makeStaff } from '../test/factories';

const options = (labels: string[]) => format(FIELD_ERRORS.OPTION_INVALID, { options: labels.join(', ') });

describe('field errors of enums (Italian words)', () => {
  it('lists registered labels, says a sort or a yes/no in words, never shows an English code', () => {
    const msg = (schema: z.ZodType, v: unknown) => schema.safeParse(v).error?.issues[0]?.message;
    expect(msg(z.enum(['ok', 'failed', 'denied']), 'x')).toBe(options(['Riuscito', 'Fallito', 'Negato']));
    expect(msg(z.enum(['name', '-name']), 'x')).toBe(FIELD_ERRORS.SORT_INVALID);
    expect(msg(z.enum(['true', 'false']), 'x')).toBe(FIELD_ERRORS.BOOLEAN_EXPECTED);
    expect(msg(z.enum(['BOZZA', 'ASSOCIATA']), 'x')).toBe(options(['BOZZA', 'ASSOCIATA']));
    expect(msg(z.enum(['apple', 'pear']), 'x')).toBe(FIELD_ERRORS.OPTION_NOT_ALLOWED);
  });
});

describe.each(testDatabases())('list filter errors on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    token = await (await makeStaff(t, { role: 'super_admin' })).token();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });
  const fieldsOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    // never a raw NaN / undefined / Infinity, never zod's English
    expect(res.body).not.toMatch(/NaN|undefined|Infinity|expected|received/);
    return res.json().fields as Record<string, string>;
  };

  it('names enum values by their Italian labels', async () => {
    expect((await fieldsOf('audit?outcome=bad'))['querystring.outcome']).toBe(
      options(Object.values(AUDIT_OUTCOME_LABELS)),
    );
    expect((await fieldsOf('games/superenalotto/jobs?status=bad'))['querystring.status']).toBe(
      options(Object.values(JOB_STATUS_LABELS)),
    );
    expect((await fieldsOf('games/superenalotto/jobs/SUPERENALOTTO_1?outcome=x'))['querystring.outcome']).toBe(
      options(['Pubblicato', 'Già presente', 'Errore', 'Annullato']),
    );
    expect((await fieldsOf('amministratori?role=x'))['querystring.role']).toBe(
      options(STAFF_ROLE_VALUES.map((r) => ROLE_LABELS[r])),
    );
    expect((await fieldsOf('games/superenalotto/contests?when=x'))['querystring.when']).toBe(
      options(['Prossimi', 'Passati', 'Tutti']),
    );
    expect((await fieldsOf('games/superenalotto/jobs/SUPERENALOTTO_1/export?format=pdf'))['querystring.format']).toBe(
      options(['CSV', 'Excel']),
    );
    const outlets = await fieldsOf('ricevitori?enabled=maybe&sort=nope');
    expect(outlets).toEqual({
      'querystring.enabled': FIELD_ERRORS.BOOLEAN_EXPECTED,
      'querystring.sort': FIELD_ERRORS.SORT_INVALID,
    });
  });

  it('answers bad numbers without echoing them', async () => {
    expect(await fieldsOf('audit?page=NaN&pageSize=undefined')).toEqual({
      'querystring.page': FIELD_ERRORS.NUMBER_EXPECTED,
      'querystring.pageSize': FIELD_ERRORS.NUMBER_EXPECTED,
    });
    const systems = await fieldsOf('games/superenalotto/systems?availableFrom=abc&quotaPriceFrom=Infinity');
    expect(systems['querystring.availableFrom']).toBe(FIELD_ERRORS.NUMBER_EXPECTED);
    expect(systems['querystring.quotaPriceFrom']).toBeTruthy();
  });

  it('refuses a date range whose last day precedes its first, on every from/to filter; the same day passes', async () => {
    expect(await fieldsOf('games/superenalotto/jobs?dateFrom=2026-05-10&dateTo=2026-05-01')).toEqual({
      'querystring.dateTo': FIELD_ERRORS.DATE_RANGE_INVALID,
    });
    expect(await fieldsOf('notifications/banner?dateFrom=2026-05-10&dateTo=2026-05-01')).toEqual({
      'querystring.dateTo': FIELD_ERRORS.DATE_RANGE_INVALID,
    });
    for (const path of ['ricevitori', 'ricevitori/export', 'ricevitori/active-count', 'anagrafiche/export']) {
      expect(await fieldsOf(`${path}?lastAccessFrom=2026-05-10&lastAccessTo=2026-05-09`), path).toEqual({
        'querystring.lastAccessTo': FIELD_ERRORS.DATE_RANGE_INVALID,
      });
    }
    for (const url of [
      'games/superenalotto/jobs?dateFrom=2026-05-10&dateTo=2026-05-10',
      'notifications/banner?dateFrom=2026-05-01&dateTo=2026-05-10',
      'ricevitori?lastAccessFrom=2026-05-10&lastAccessTo=2026-05-10',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});
