/**
 * Saved views (decisions.md "Power tools"): one's own and the shared views of a list, sharing only with the
 * permission share_views (super_admin, admin: walked over every staff role), edit and delete only of one's own,
 * names unique per user and list, Italian validation messages, nothing changed on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ERRORS,
  FIELD_ERRORS,
  STAFF_ROLES,
  errorMessage,
  type ErrorCode,
  type Role,
} from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { makeOutlet, makeStaff, type MadeUser } from '../../test/factories';
import { savedViews } from '../../db/schema';

type Res = Awaited<ReturnType<TestApp['inject']>>;
const LIST = '/superenalotto/sistemi';

describe.each(testDatabases())('saved views on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  /** One staff user of every staff role. */
  const staff = {} as Record<Role, MadeUser>;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const rows = async () => (await t.database.db.select({ n: count() }).from(savedViews))[0].n;
  function expectError(res: Res, status: number, code: ErrorCode, params: Record<string, string | number> = {}) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code, message: errorMessage(code, params) });
    return res.json() as { fields: Record<string, string> };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    for (const role of STAFF_ROLES) {
      staff[role] = await makeStaff(t, { role: role as Exclude<Role, 'ricevitore'> });
      tokens[staff[role].username] = await staff[role].token();
    }
    tokens.admin = tokens[staff.admin.username];
    tokens.ra = tokens[staff.ra.username];
    tokens.callcenter = tokens[staff.call_center.username];
    tokens.superadmin = tokens[staff.super_admin.username];
    const outlet = await makeOutlet(t);
    tokens.ricevitore1 = await outlet.token();
    tokens.simulated = await outlet.token(staff.admin.username);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sharing needs share_views: super_admin and admin only, every other staff role keeps its views personal', async () => {
    for (const role of STAFF_ROLES) {
      const s = { role, username: staff[role].username };
      const mayShare = DEFAULT_ROLE_PERMISSIONS[s.role].includes('share_views');
      expect(mayShare, s.role).toBe(s.role === 'super_admin' || s.role === 'admin');
      const before = await rows();
      const shared = await api('POST', 'views', tokens[s.username], {
        list: LIST,
        name: `Condivisa ${s.username}`,
        search: '?status=BOZZA',
        shared: true,
      });
      if (mayShare) expect(shared.statusCode, `${s.role}: ${shared.body}`).toBe(201);
      else {
        expectError(shared, 403, 'VIEW_SHARE_FORBIDDEN');
        expect(await rows()).toBe(before);
      }
      // a personal view: every staff role, the read-only one included (a setting of one's own, not business data)
      const own = await api('POST', 'views', tokens[s.username], {
        list: LIST,
        name: `Mia ${s.username}`,
        search: 'tag=pub',
        shared: false,
      });
      expect(own.statusCode, `${s.role}: ${own.body}`).toBe(201);
      expect(own.json()).toMatchObject({ search: '?tag=pub', shared: false, owner: s.username, mine: true });
    }
    // outlets and simulations have no saved views
    for (const token of [tokens.ricevitore1, tokens.simulated]) {
      expect((await api('GET', `views?list=${LIST}`, token)).statusCode).toBe(403);
      expect((await api('POST', 'views', token, { list: LIST, name: 'X', search: '' })).statusCode).toBe(403);
    }
  });

  it("answers one's own and the shared views of the list only; only the owner changes or deletes", async () => {
    const a = await api('POST', 'views', tokens.admin, {
      list: '/superenalotto/strutture',
      name: 'Strutture in bozza',
      search: '?status=BOZZA',
      shared: true,
    });
    expect(a.statusCode, a.body).toBe(201);
    const mine = await api('POST', 'views', tokens.ra, {
      list: '/superenalotto/strutture',
      name: 'Le mie',
      search: '?q=integrale',
    });
    const other = await api('POST', 'views', tokens.callcenter, {
      list: '/superenalotto/strutture',
      name: 'Non vista',
      search: '',
    });
    expect(other.statusCode).toBe(201);
    const seen = (await api('GET', 'views?list=/superenalotto/strutture', tokens.ra)).json().items;
    expect(seen.map((v: { name: string; mine: boolean; owner: string }) => [v.name, v.mine, v.owner])).toEqual([
      ['Le mie', true, staff.ra.username],
      ['Strutture in bozza', false, staff.admin.username],
    ]);
    // another's shared view: visible, not changeable; another's personal view: not found
    const before = await rows();
    expectError(
      await api('PUT', `views/${a.json().id}`, tokens.ra, {
        list: '/superenalotto/strutture',
        name: 'Presa',
        search: '',
        shared: false,
      }),
      403,
      'VIEW_NOT_OWNER',
    );
    expectError(await api('DELETE', `views/${a.json().id}`, tokens.superadmin), 403, 'VIEW_NOT_OWNER');
    expectError(await api('DELETE', `views/${other.json().id}`, tokens.ra), 404, 'VIEW_NOT_FOUND');
    expectError(
      await api('PUT', `views/${other.json().id}`, tokens.admin, {
        list: '/superenalotto/strutture',
        name: 'Presa',
        search: '',
        shared: false,
      }),
      404,
      'VIEW_NOT_FOUND',
    );
    expect(await rows()).toBe(before);
    // the owner renames and shares (admin) or unshares it, then deletes it
    const renamed = await api('PUT', `views/${a.json().id}`, tokens.admin, {
      list: '/superenalotto/strutture',
      name: 'Bozze',
      search: '?status=BOZZA&sort=-id',
      shared: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Bozze', search: '?status=BOZZA&sort=-id', shared: false });
    expect(
      (await api('GET', 'views?list=/superenalotto/strutture', tokens.ra))
        .json()
        .items.map((v: { name: string }) => v.name),
    ).toEqual(['Le mie']);
    // ra may not turn its own view into a shared one
    expectError(
      await api('PUT', `views/${mine.json().id}`, tokens.ra, {
        list: '/superenalotto/strutture',
        name: 'Le mie',
        search: '',
        shared: true,
      }),
      403,
      'VIEW_SHARE_FORBIDDEN',
    );
    const del = await api('DELETE', `views/${a.json().id}`, tokens.admin);
    expect(del.statusCode, del.body).toBe(200);
    expectError(await api('DELETE', `views/${a.json().id}`, tokens.admin), 404, 'VIEW_NOT_FOUND');
  });

  it('names are unique per user and list (case-insensitive); Italian messages for bad input, nothing written', async () => {
    const first = await api('POST', 'views', tokens.ra, {
      list: '/eurojackpot/sistemi',
      name: 'Evidenza',
      search: '?evidence=true',
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await rows();
    const dup = expectError(
      await api('POST', 'views', tokens.ra, { list: '/eurojackpot/sistemi', name: ' evidenza ', search: '' }),
      422,
      'VIEW_NAME_TAKEN',
      { name: 'evidenza' },
    );
    expect(dup.fields.name).toBe(errorMessage('VIEW_NAME_TAKEN', { name: 'evidenza' }));
    // the same name on another list, or by another user, is fine
    expect(
      (await api('POST', 'views', tokens.ra, { list: '/eurojackpot/strutture', name: 'Evidenza', search: '' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await api('POST', 'views', tokens.admin, { list: '/eurojackpot/sistemi', name: 'Evidenza', search: '' }))
        .statusCode,
    ).toBe(201);
    const second = await api('POST', 'views', tokens.ra, { list: '/eurojackpot/sistemi', name: 'Altra', search: '' });
    expectError(
      await api('PUT', `views/${second.json().id}`, tokens.ra, {
        list: '/eurojackpot/sistemi',
        name: 'EVIDENZA',
        search: '',
      }),
      422,
      'VIEW_NAME_TAKEN',
      { name: 'EVIDENZA' },
    );
    const mid = await rows();
    expect(mid).toBe(before + 3);
    const bad = async (payload: object, field: string, message: string) => {
      const res = await api('POST', 'views', tokens.ra, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[field], res.body).toBe(message);
    };
    await bad({ list: '/eurojackpot/sistemi', name: '   ', search: '' }, 'name', ERRORS.VIEW_NAME_REQUIRED);
    await bad(
      { list: '/eurojackpot/sistemi', name: 'x'.repeat(61), search: '' },
      'name',
      errorMessage('VIEW_NAME_TOO_LONG', { max: 60 }),
    );
    await bad({ list: 'https://evil.example/x', name: 'X', search: '' }, 'list', ERRORS.VIEW_LIST_INVALID);
    await bad({ name: 'X', search: '' }, 'list', ERRORS.VIEW_LIST_INVALID);
    await bad(
      { list: '/eurojackpot/sistemi', name: 'X', search: '?a=1#frammento' },
      'search',
      errorMessage('VIEW_SEARCH_INVALID', { max: 2000 }),
    );
    await bad(
      { list: '/eurojackpot/sistemi', name: 'X', search: '?' + 'a'.repeat(2000) },
      'search',
      errorMessage('VIEW_SEARCH_INVALID', { max: 2000 }),
    );
    expect((await api('GET', 'views?list=nope', tokens.ra)).statusCode).toBe(400);
    const badId = await api('DELETE', 'views/abc', tokens.ra);
    expect(badId.statusCode, badId.body).toBe(400);
    expect(badId.body).toContain(FIELD_ERRORS.ID_INVALID);
    expect(await rows()).toBe(mid);
  });
});
