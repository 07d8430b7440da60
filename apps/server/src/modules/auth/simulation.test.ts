/**
 * A simulation never outlives the staff user who started it, and its exit never hands out a
 * session that login would refuse or that lasts longer than the original one. Item 8: a blocked outlet cannot be
 * simulated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, errorMessage, FIELD_ERRORS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { makeOutlet, makeStaff, type MadeUser } from '../../test/factories';
import { sessions, users } from '../../db/schema';

describe.each(testDatabases())('simulation sessions on %s', (kind) => {
  let t: TestApp;
  let superadmin: string;
  let seq = 0;
  /** The outlet the staff users simulate. */
  let outlet: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    superadmin = await (await makeStaff(t, { role: 'super_admin' })).token();
    outlet = await makeOutlet(t);
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });

  /** A fresh call-centre user (holds `impersonator`) with a live session of its own. */
  async function staffSession(role = 'call_center') {
    const username = `sim${++seq}${kind === 'pglite' ? 'p' : 'g'}`;
    const res = await api('POST', 'amministratori', superadmin, {
      username,
      name: `Simulatore ${seq}`,
      email: `${username}@example.it`,
      role,
      password: 'Sportello!Sim2026x',
    });
    expect(res.statusCode, res.body).toBe(201);
    // the test stands for a user who has already made the forced first change
    await t.database.db.update(users).set({ forcePasswordChange: false }).where(eq(users.username, username));
    return { username, token: await t.tokenFor(username) };
  }

  async function simulate(staffToken: string) {
    const res = await api('POST', 'impersonate/ricevitore', staffToken, { ivrCode: outlet.row.ivrCode });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().accessToken as string;
  }

  const meOf = (token: string) => api('GET', 'amministratori/me', token);
  const exitWith = (token: string) => api('POST', 'impersonate/exit', token);

  it('a live simulation works and its exit opens a staff session', async () => {
    const s = await staffSession();
    const sim = await simulate(s.token);
    expect((await meOf(sim)).json()).toMatchObject({ username: outlet.username, impersonatedBy: s.username });
    const exit = await exitWith(sim);
    expect(exit.statusCode).toBe(200);
    expect((await meOf(exit.json().accessToken)).json()).toMatchObject({ username: s.username, impersonatedBy: null });
  });

  const revocations: Array<[string, (username: string) => Promise<void>]> = [
    [
      'deactivating',
      async (u) =>
        void expect(
          (await api('PUT', `amministratori/${u}/abilitation`, superadmin, { active: false })).statusCode,
        ).toBe(200),
    ],
    [
      'disabling',
      async (u) =>
        void expect(
          (await api('PUT', `amministratori/${u}/abilitation`, superadmin, { enabled: false })).statusCode,
        ).toBe(200),
    ],
    [
      'forcing a password change',
      async (u) =>
        void expect((await api('POST', `amministratori/${u}/force-change-password`, superadmin)).statusCode).toBe(200),
    ],
    [
      'setting a new password',
      async (u) =>
        void expect(
          (
            await api('PUT', `amministratori/${u}/password`, superadmin, {
              newPassword: 'Altra!Chiave2026x',
              confirmPassword: 'Altra!Chiave2026x',
            })
          ).statusCode,
        ).toBe(200),
    ],
    [
      'blocking (6 failed logins)',
      async (u) => void (await t.database.db.update(users).set({ blocked: true }).where(eq(users.username, u))),
    ],
  ];

  it.each(revocations)('%s the staff user ends the simulation and refuses its exit', async (_what, revoke) => {
    const s = await staffSession();
    const sim = await simulate(s.token);
    await revoke(s.username);
    const me = await meOf(sim);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 'UNAUTHORIZED', message: errorMessage('UNAUTHORIZED'), fields: {} });
    const exit = await exitWith(sim);
    expect(exit.statusCode).toBe(401);
    expect(exit.json().accessToken).toBeUndefined();
  });

  it('removing `impersonator` from the role ends the simulation and refuses its exit', async () => {
    const role = 'call_center_special';
    const s = await staffSession(role);
    const sim = await simulate(s.token);
    const without = DEFAULT_ROLE_PERMISSIONS[role].filter((p) => p !== 'impersonator');
    expect((await api('PUT', `amministratori/roles/${role}`, superadmin, { permissions: without })).statusCode).toBe(
      200,
    );
    try {
      expect((await meOf(sim)).statusCode).toBe(401);
      expect((await exitWith(sim)).statusCode).toBe(401);
      // the staff session itself goes on, without the right to simulate
      expect((await meOf(s.token)).statusCode).toBe(200);
      expect((await api('POST', 'impersonate/ricevitore', s.token, { ivrCode: outlet.row.ivrCode })).json().code).toBe(
        'FORBIDDEN',
      );
    } finally {
      expect(
        (await api('PUT', `amministratori/roles/${role}`, superadmin, { permissions: DEFAULT_ROLE_PERMISSIONS[role] }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('a forced change set while simulating cannot be skipped through the exit', async () => {
    const s = await staffSession();
    const sim = await simulate(s.token);
    // the flag alone (no revocation): the exit must still check it as login does
    await t.database.db.update(users).set({ forcePasswordChange: true }).where(eq(users.username, s.username));
    expect((await exitWith(sim)).statusCode).toBe(401);
  });

  it('neither the simulation nor the session its exit opens outlive the original session', async () => {
    const s = await staffSession();
    const [own] = await t.database.db
      .select()
      .from(sessions)
      .where(
        sql`${sessions.userId} = (select id from users where username = ${s.username}) and ${sessions.impersonatorId} is null`,
      );
    // the original session has 20 minutes left
    const end = new Date(Date.now() + 20 * 60_000);
    await t.database.db.update(sessions).set({ expiresAt: end }).where(eq(sessions.id, own.id));
    let sim = await simulate(s.token);
    for (let round = 0; round < 3; round++) {
      const exit = await exitWith(sim);
      expect(exit.statusCode).toBe(200);
      const staffToken = exit.json().accessToken as string;
      sim = await simulate(staffToken);
    }
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(
        sql`(${sessions.userId} = ${own.userId} or ${sessions.impersonatorId} = ${own.userId}) and ${sessions.revokedAt} is null`,
      );
    expect(live.length).toBeGreaterThan(0);
    for (const l of live) expect(l.expiresAt.getTime()).toBeLessThanOrEqual(end.getTime());
    // once that end has passed, the chain is over
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.userId} = ${own.userId} or ${sessions.impersonatorId} = ${own.userId}`);
    expect((await exitWith(sim)).statusCode).toBe(401);
  });

  it('revoking the staff user revokes every simulation it started (in the database too)', async () => {
    const s = await staffSession();
    await simulate(s.token);
    await simulate(s.token);
    expect(
      (await api('PUT', `amministratori/${s.username}/abilitation`, superadmin, { enabled: false })).statusCode,
    ).toBe(200);
    const [{ id }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, s.username));
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(sql`${sessions.impersonatorId} = ${id} and ${sessions.revokedAt} is null`);
    expect(live).toEqual([]);
  });

  it('refuses to simulate a blocked outlet up front, with the message of its own', async () => {
    const s = await staffSession();
    const { row: blocked } = await makeOutlet(t, { blocked: true });
    const res = await api('POST', 'impersonate/ricevitore', s.token, { ivrCode: blocked.ivrCode! });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'IMPERSONATION_BLOCKED',
      message: 'Non è possibile simulare una ricevitoria bloccata: sbloccarla prima.',
      fields: { ivrCode: FIELD_ERRORS.IMPERSONATION_BLOCKED_TARGET },
    });
    const opened = await t.database.db.select().from(sessions).where(eq(sessions.userId, blocked.id));
    expect(opened).toEqual([]);
  });

  /**
   * Authentication is one statement per request and caches nothing, so every change to what a
   * session may do holds on the very next request of a token issued before the change, in every process.
   */
  const permissionsOf = async (token: string) => {
    const me = await api('GET', 'amministratori/me', token);
    expect(me.statusCode, me.body).toBe(200);
    return me.json().permissions as string[];
  };

  it('an additional permission granted or withdrawn holds on the next request of the same token', async () => {
    const s = await staffSession('call_center');
    expect(await permissionsOf(s.token)).not.toContain('bacheca_gn');
    expect(
      (await api('PUT', `amministratori/${s.username}/perms`, superadmin, { permissions: ['bacheca_gn'] })).statusCode,
    ).toBe(200);
    expect(await permissionsOf(s.token)).toContain('bacheca_gn');
    expect((await api('PUT', `amministratori/${s.username}/perms`, superadmin, { permissions: [] })).statusCode).toBe(
      200,
    );
    expect(await permissionsOf(s.token)).not.toContain('bacheca_gn');
  });

  it('a permission taken from the role closes the route on the next request, and giving it back reopens it', async () => {
    const role = 'admin';
    const s = await staffSession(role);
    const before = await api('GET', 'amministratori', s.token);
    expect(before.statusCode, before.body).toBe(200);
    const without = DEFAULT_ROLE_PERMISSIONS[role].filter((p) => p !== 'crud_read_admin');
    expect((await api('PUT', `amministratori/roles/${role}`, superadmin, { permissions: without })).statusCode).toBe(
      200,
    );
    try {
      expect((await api('GET', 'amministratori', s.token)).statusCode).toBe(403);
    } finally {
      expect(
        (await api('PUT', `amministratori/roles/${role}`, superadmin, { permissions: DEFAULT_ROLE_PERMISSIONS[role] }))
          .statusCode,
      ).toBe(200);
    }
    expect((await api('GET', 'amministratori', s.token)).statusCode).toBe(200);
  });

  it('deactivation, a password set by staff and logout end the session on the next request', async () => {
    const a = await staffSession('call_center');
    expect(
      (await api('PUT', `amministratori/${a.username}/abilitation`, superadmin, { enabled: false })).statusCode,
    ).toBe(200);
    expect((await api('GET', 'amministratori/me', a.token)).statusCode).toBe(401);

    const b = await staffSession('call_center');
    const set = await api('PUT', `amministratori/${b.username}/password`, superadmin, {
      newPassword: 'Sportello!Nuova2026x',
      confirmPassword: 'Sportello!Nuova2026x',
      forcePasswordChange: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await api('GET', 'amministratori/me', b.token)).statusCode).toBe(401);

    const c = await staffSession('call_center');
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/logout-user', token: c.token })).statusCode).toBeLessThan(
      300,
    );
    expect((await api('GET', 'amministratori/me', c.token)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('staff-set passwords on %s', (kind) => {
  let t: TestApp;
  let superadmin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    superadmin = await (await makeStaff(t, { role: 'super_admin' })).token();
  });
  afterAll(async () => t?.close());
  const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token: superadmin, payload });
  const flag = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0]?.forcePasswordChange;
  const login = (username: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password, gCaptchaToken: '' } });

  it('creating a user with a password always forces the change at first login; false is refused', async () => {
    const refused = await api('POST', 'amministratori', {
      username: `forced1${kind}`,
      name: 'Forzato',
      email: `forced1${kind}@example.it`,
      role: 'call_center',
      password: 'Sportello!Sim2026x',
      forcePasswordChange: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.forcePasswordChange).toBe(FIELD_ERRORS.FORCED_CHANGE_ALWAYS);
    expect(await flag(`forced1${kind}`)).toBeUndefined();
    const ok = await api('POST', 'amministratori', {
      username: `forced2${kind}`,
      name: 'Forzato',
      email: `forced2${kind}@example.it`,
      role: 'call_center',
      password: 'Sportello!Sim2026x',
    });
    expect(ok.statusCode).toBe(201);
    expect(await flag(`forced2${kind}`)).toBe(true);
    expect((await login(`forced2${kind}`, 'Sportello!Sim2026x')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('setting a password always forces the change; false is refused and changes nothing', async () => {
    const u = `forced3${kind}`;
    expect(
      (
        await api('POST', 'amministratori', {
          username: u,
          name: 'Forzato',
          email: `${u}@example.it`,
          role: 'call_center',
          password: 'Sportello!Sim2026x',
        })
      ).statusCode,
    ).toBe(201);
    await t.database.db.update(users).set({ forcePasswordChange: false }).where(eq(users.username, u));
    const refused = await api('PUT', `amministratori/${u}/password`, {
      newPassword: 'Altra!Chiave2026x',
      confirmPassword: 'Altra!Chiave2026x',
      forcePasswordChange: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.forcePasswordChange).toBe(FIELD_ERRORS.FORCED_CHANGE_ALWAYS);
    expect(await flag(u)).toBe(false);
    expect((await login(u, 'Altra!Chiave2026x')).json().code).toBe('INVALID_GRANT');
    const ok = await api('PUT', `amministratori/${u}/password`, {
      newPassword: 'Altra!Chiave2026x',
      confirmPassword: 'Altra!Chiave2026x',
    });
    expect(ok.statusCode).toBe(200);
    expect(await flag(u)).toBe(true);
    expect((await login(u, 'Altra!Chiave2026x')).json().code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('an outlet created or given a password by staff changes it at first login too', async () => {
    const ivrCode = kind === 'pglite' ? '977001' : '977002';
    const res = await api('POST', 'ricevitori', {
      ivrCode,
      username: `r${ivrCode}`,
      denomination: 'Tabaccheria Forzata',
      city: 'Torino',
      province: 'TO',
      region: 'Piemonte',
      zone: 'NORD_OVEST',
      rice: 'TO1234',
      term: '2',
      concession: 'PGS',
      email: `r${ivrCode}@example.it`,
      password: 'Sportello!Nord2026',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await flag(`r${ivrCode}`)).toBe(true);
    await t.database.db
      .update(users)
      .set({ forcePasswordChange: false })
      .where(eq(users.username, `r${ivrCode}`));
    expect(
      (
        await api('PUT', `ricevitori/${ivrCode}/password`, {
          newPassword: 'Altra!Chiave2026x',
          confirmPassword: 'Altra!Chiave2026x',
        })
      ).statusCode,
    ).toBe(200);
    expect(await flag(`r${ivrCode}`)).toBe(true);
  });
});
