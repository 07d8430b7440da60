import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { ERRORS, errorMessage } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/seed';
import { loadConfig } from '../../config';

const login = (t: TestApp, username: string, password = DEMO_PASSWORD, gCaptchaToken = '') =>
  t.inject({ method: 'POST', url: '/api/v1/login', payload: { username, password, gCaptchaToken } });

describe.each(testDatabases())('sessions and passwords on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const userRow = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0];

  it('logs in and returns the token object; /me names roles and effective permissions', async () => {
    const res = await login(t, 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ expiresIn: 300 });
    expect(new Date(body.expireDate).getTime()).toBeGreaterThan(Date.now());
    const me = await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: body.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'admin', roles: ['admin'], impersonatedBy: null });
    expect(me.json().permissions).toContain('crud_insert_admin');
    expect(me.json().permissions).not.toContain('handle_ruolo_admin');
  });

  it('includes additional permissions of the user', async () => {
    const me = await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: await t.tokenFor('ra') });
    expect(me.json().permissions).toEqual(expect.arrayContaining(['bacheca_gn', 'bacheca_admin']));
  });

  it('answers alike for an unknown user and a wrong password', async () => {
    const a = await login(t, 'nobody-here', 'Whatever!2026x');
    const b = await login(t, 'superadmin', 'Wrong!Password1');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toEqual({ code: 'INVALID_GRANT', message: 'Codice o password errati', fields: {} });
    await t.database.db.update(users).set({ attemptNumber: 0 }).where(eq(users.username, 'superadmin'));
  });

  it('blocks the account on the 6th consecutive failure with the call-centre message, and unknown users alike', async () => {
    for (const username of ['callcenterspecial', 'ghost-user']) {
      for (let i = 1; i <= 5; i++) expect((await login(t, username, 'Wrong!Password1')).statusCode).toBe(401);
      const sixth = await login(t, username, 'Wrong!Password1');
      expect(sixth.statusCode).toBe(423);
      expect(sixth.json().code).toBe('ACCOUNT_LOCKED');
      expect(sixth.json().message).toBe(errorMessage('ACCOUNT_LOCKED'));
      expect(sixth.json().message).toMatch(/800 123 456/);
      // the right password does not get in while blocked
      expect((await login(t, username)).statusCode).toBe(423);
    }
    expect((await userRow('callcenterspecial')).blocked).toBe(true);
    await t.database.db
      .update(users)
      .set({ blocked: false, attemptNumber: 0 })
      .where(eq(users.username, 'callcenterspecial'));
    expect((await login(t, 'callcenterspecial')).statusCode).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    for (let i = 0; i < 4; i++) await login(t, 'ra', 'Wrong!Password1');
    expect((await login(t, 'ra')).statusCode).toBe(200);
    expect((await userRow('ra')).attemptNumber).toBe(0);
  });

  it('writes every login attempt to the audit log', async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(rows.some((r) => r.outcome === 'failed' && r.actor === 'ghost-user')).toBe(true);
    expect(rows.some((r) => r.outcome === 'ok' && r.actor === 'admin')).toBe(true);
  });

  it('refresh rotates the token: the old one stops working at once', async () => {
    const first = (await login(t, 'reader')).json().accessToken;
    // the browser sends Content-Type: application/json with no body
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/refresh/token',
      token: first,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(200);
    const second = r.json().accessToken;
    expect(second).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: first })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: second })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/v1/refresh/token', token: first })).statusCode).toBe(401);
  });

  it("a refreshed token's access claim changes with the user's role, so an open browser knows to read /me again", async () => {
    const claims = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as { acc: string; roles: string[] };
    const refresh = async (token: string) =>
      (await t.inject({ method: 'POST', url: '/api/v1/refresh/token', token })).json().accessToken as string;
    const first = (await login(t, 'reader')).json().accessToken as string;
    const same = await refresh(first);
    expect(claims(first).acc).toMatch(/^[\w-]{16}$/);
    expect(claims(same).acc).toBe(claims(first).acc);
    await t.database.db.update(users).set({ role: 'call_center' }).where(eq(users.username, 'reader'));
    try {
      const changed = await refresh(same);
      expect(claims(changed).roles).toEqual(['call_center']);
      expect(claims(changed).acc).not.toBe(claims(first).acc);
    } finally {
      await t.database.db.update(users).set({ role: 'reader' }).where(eq(users.username, 'reader'));
    }
  });

  it('logout revokes the session', async () => {
    const token = (await login(t, 'callcenter')).json().accessToken;
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/logout-user', token })).statusCode).toBe(204);
    const me = await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sessione scaduta', fields: {} });
  });

  it('a disabled user cannot log in and loses live sessions at once', async () => {
    const token = await t.tokenFor('r100002');
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.username, 'r100002'));
    expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token })).statusCode).toBe(401);
    const res = await login(t, 'r100002');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });

  describe('own password change', () => {
    const change = (token: string, body: object) =>
      t.inject({ method: 'PUT', url: '/api/v1/user/password', token, payload: body });
    const cases: Array<[string, object, string]> = [
      [
        'wrong old password',
        { oldPassword: 'Nope!Nope123', newPassword: 'Fresh!Pass2026x', confirmPassword: 'Fresh!Pass2026x' },
        'OLD_PASSWORD_INVALID',
      ],
      [
        'mismatch',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh!Pass2026x', confirmPassword: 'Fresh!Pass2026y' },
        'PASSWORD_MISMATCH',
      ],
      [
        'too short',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Ab1!short', confirmPassword: 'Ab1!short' },
        'PASSWORD_NOT_SECURE',
      ],
      [
        'no special',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Abcdefgh123', confirmPassword: 'Abcdefgh123' },
        'PASSWORD_NOT_SECURE',
      ],
      [
        'no digit',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Abcdefgh!!x', confirmPassword: 'Abcdefgh!!x' },
        'PASSWORD_NOT_SECURE',
      ],
      [
        'contains username',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Xadmin!2026Q', confirmPassword: 'Xadmin!2026Q' },
        'PASSWORD_CONTAINS_USERNAME',
      ],
      [
        'common',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Password123!', confirmPassword: 'Password123!' },
        'PASSWORD_TOO_COMMON',
      ],
      [
        'already used (current)',
        { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
        'PASSWORD_ALREADY_USED',
      ],
    ];
    it.each(cases)('refuses %s with its message and changes nothing', async (_n, body, code) => {
      const token = await t.tokenFor('admin');
      const before = (await userRow('admin')).passwordHash;
      const res = await change(token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toBe(ERRORS[code as keyof typeof ERRORS]);
      expect((await userRow('admin')).passwordHash).toBe(before);
    });

    it('changes the password, keeps the current session, revokes the others, and never reuses an old one', async () => {
      const current = await t.tokenFor('admin');
      const other = await t.tokenFor('admin');
      const res = await change(current, {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Nuova!Chiave2026',
        confirmPassword: 'Nuova!Chiave2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password modificata con successo');
      expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: current })).statusCode).toBe(
        200,
      );
      expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: other })).statusCode).toBe(401);
      expect((await login(t, 'admin', 'Nuova!Chiave2026')).statusCode).toBe(200);
      // back to the demo password: refused, it is in the history
      const back = await change(current, {
        oldPassword: 'Nuova!Chiave2026',
        newPassword: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
      });
      expect(back.json().code).toBe('PASSWORD_ALREADY_USED');
    });
  });

  it('forced change: login answers with a one-time token, the change works once, then login succeeds', async () => {
    await t.database.db.update(users).set({ forcePasswordChange: true }).where(eq(users.username, 'ricevitore1'));
    const res = await login(t, 'ricevitore1');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const token = res.json().fields.changeToken;
    expect(token).toMatch(/^[a-f0-9]{48}$/);
    expect((await t.inject({ method: 'GET', url: `/api/v1/change-password/${token}` })).json()).toEqual({
      username: 'ricevitore1',
    });
    const weak = await t.inject({
      method: 'POST',
      url: `/api/v1/change-password/${token}`,
      payload: { newPassword: 'weak', confirmPassword: 'weak' },
    });
    expect(weak.json().code).toBe('PASSWORD_NOT_SECURE');
    const ok = await t.inject({
      method: 'POST',
      url: `/api/v1/change-password/${token}`,
      payload: { newPassword: 'Ricevo!Quote2026', confirmPassword: 'Ricevo!Quote2026' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: `/api/v1/change-password/${token}`,
      payload: { newPassword: 'Ricevo!Quote2027', confirmPassword: 'Ricevo!Quote2027' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('CHANGE_TOKEN_INVALID');
    expect((await login(t, 'ricevitore1', 'Ricevo!Quote2026')).statusCode).toBe(200);
    expect((await userRow('ricevitore1')).forcePasswordChange).toBe(false);
  });

  it('refuses a non-alphanumeric change token before looking it up', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/change-password/abc$def' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
  });

  describe('impersonation', () => {
    it('acts with the outlet rights only, shows who simulates, and exits to a staff session', async () => {
      const staff = await t.tokenFor('callcenter');
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/impersonate/ricevitore',
        token: staff,
        payload: { ivrCode: '100001' },
      });
      expect(res.statusCode).toBe(200);
      const imp = res.json().accessToken;
      const me = (await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: imp })).json();
      expect(me).toMatchObject({
        username: 'ricevitore1',
        roles: ['ricevitore'],
        permissions: [],
        impersonatedBy: 'callcenter',
        ivrCode: '100001',
      });
      // own password change of the outlet is refused while simulating
      const pw = await t.inject({
        method: 'PUT',
        url: '/api/v1/user/password',
        token: imp,
        payload: { oldPassword: 'x', newPassword: 'y', confirmPassword: 'y' },
      });
      expect(pw.statusCode).toBe(403);
      const exit = await t.inject({ method: 'POST', url: '/api/v1/impersonate/exit', token: imp });
      expect(exit.statusCode).toBe(200);
      expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: imp })).statusCode).toBe(401);
      const back = (
        await t.inject({ method: 'GET', url: '/api/v1/amministratori/me', token: exit.json().accessToken })
      ).json();
      expect(back).toMatchObject({ username: 'callcenter', impersonatedBy: null });
    });

    it('refuses an inactive or disabled outlet, and an unknown IVR code', async () => {
      const staff = await t.tokenFor('admin');
      const [inactive] = await t.database.db
        .select()
        .from(users)
        .where(sql`${users.role} = 'ricevitore' and ${users.active} = false`)
        .limit(1);
      await t.database.db.update(users).set({ active: false }).where(eq(users.username, 'r100003'));
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/impersonate/ricevitore',
        token: staff,
        payload: { ivrCode: inactive?.ivrCode ?? '100003' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'IMPERSONATION_NOT_ALLOWED',
        message: ERRORS.IMPERSONATION_NOT_ALLOWED,
      });
      const unknown = await t.inject({
        method: 'POST',
        url: '/api/v1/impersonate/ricevitore',
        token: staff,
        payload: { ivrCode: '999999' },
      });
      expect(unknown.json().code).toBe('IVR_CODE_NOT_FOUND');
      const bad = await t.inject({
        method: 'POST',
        url: '/api/v1/impersonate/ricevitore',
        token: staff,
        payload: { ivrCode: '12-34' },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  it('bad input answers 400 with a catalogue code and field messages', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { username: '', password: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['username', 'password']));
    const notJson = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 'BODY_NOT_JSON', message: errorMessage('BODY_NOT_JSON'), fields: {} });
  });

  it('serves health, readiness, the public config and the OpenAPI document', async () => {
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
      database: kind,
    });
    expect((await t.inject({ method: 'GET', url: '/api/v1/config' })).json()).toMatchObject({
      enabledGames: t.config.enabledGames,
    });
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/login', '/api/v1/refresh/token', '/api/v1/amministratori/me']),
    );
    const res = await t.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await t.inject({ method: 'GET', url: '/api/v1/nope' })).json().code).toBe('NOT_FOUND');
  });
});

describe('captcha and rate limit', () => {
  // each case has its own app, built in a hook (its own timeout), never inside the test body
  describe('altcha', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { CAPTCHA_PROVIDER: 'altcha', ALTCHA_MAX_NUMBER: '2000' });
    });
    afterAll(async () => t?.close());

    it('a solved challenge is accepted once; a missing or forged one is refused', async () => {
      const ch = (await t.inject({ method: 'GET', url: '/api/v1/captcha/challenge' })).json();
      const { promise } = solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber);
      const solution = await promise;
      const payload = Buffer.from(
        JSON.stringify({
          algorithm: ch.algorithm,
          challenge: ch.challenge,
          number: solution!.number,
          salt: ch.salt,
          signature: ch.signature,
        }),
      ).toString('base64');
      expect((await login(t, 'admin', DEMO_PASSWORD, '')).json().code).toBe('CAPTCHA_INVALID');
      expect((await login(t, 'admin', DEMO_PASSWORD, payload)).statusCode).toBe(200);
      expect((await login(t, 'admin', DEMO_PASSWORD, payload)).json().code).toBe('CAPTCHA_INVALID');
      const forged = await createChallenge({ hmacKey: 'another-key-entirely', maxNumber: 10 });
      const f = Buffer.from(JSON.stringify({ ...forged, number: 1 })).toString('base64');
      expect((await login(t, 'admin', DEMO_PASSWORD, f)).json().code).toBe('CAPTCHA_INVALID');
    });
  });

  describe('login rate limit', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite', { LOGIN_RATE_LIMIT: '3' });
    });
    afterAll(async () => t?.close());

    it('rate-limits login with the catalogue message', async () => {
      for (let i = 0; i < 3; i++) await login(t, 'nobody', 'Wrong!Password1');
      const res = await login(t, 'nobody', 'Wrong!Password1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: ERRORS.TOO_MANY_REQUESTS });
    });
  });

  it('configuration refuses captcha off and missing secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'off', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /CAPTCHA_PROVIDER=off/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALTCHA_HMAC_KEY: 'k'.repeat(20) })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'test', ENABLED_GAMES: 'superenalotto,briscola' })).toThrow(/briscola/);
    expect(loadConfig({ NODE_ENV: 'test' }).enabledGames).toEqual(['superenalotto', 'totocalcio']);
  });
});
