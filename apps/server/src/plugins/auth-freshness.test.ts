/**
 * Issue 15, item 1: authentication is one statement per request and caches nothing, so every change to what a
 * session may do (additional permissions, the role's permissions, deactivation, a password change, revocation)
 * holds on the very next request made with a token issued before the change. It also holds across processes
 * (the worker, a second server) because each request reads the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { users } from '../db/schema';

describe.each(testDatabases())('authorisation changes take effect on the next request on %s', (kind) => {
  let t: TestApp;
  let superadmin: string;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    superadmin = await t.tokenFor('superadmin');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) => t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const permissionsOf = async (token: string) => {
    const me = await api('GET', 'amministratori/me', token);
    expect(me.statusCode, me.body).toBe(200);
    return me.json().permissions as string[];
  };

  /** A fresh staff user of `role` with a live session (the forced first change already made). */
  async function staff(role: string) {
    const username = `fresh${++seq}${kind === 'pglite' ? 'p' : 'g'}`;
    const res = await api('POST', 'amministratori', superadmin, { username, name: `Utente ${seq}`, email: `${username}@example.it`, role, password: 'Sportello!Fresh2026x' });
    expect(res.statusCode, res.body).toBe(201);
    await t.database.db.update(users).set({ forcePasswordChange: false }).where(eq(users.username, username));
    return { username, token: await t.tokenFor(username) };
  }

  it('an additional permission granted or withdrawn holds on the next request of the same token', async () => {
    const s = await staff('call_center');
    expect(await permissionsOf(s.token)).not.toContain('bacheca_gn');
    expect((await api('PUT', `amministratori/${s.username}/perms`, superadmin, { permissions: ['bacheca_gn'] })).statusCode).toBe(200);
    expect(await permissionsOf(s.token)).toContain('bacheca_gn');
    expect((await api('PUT', `amministratori/${s.username}/perms`, superadmin, { permissions: [] })).statusCode).toBe(200);
    expect(await permissionsOf(s.token)).not.toContain('bacheca_gn');
  });

  it("a permission taken from the role closes the route on the next request, and giving it back reopens it", async () => {
    const role = 'admin';
    const s = await staff(role);
    const before = await api('GET', 'amministratori', s.token);
    expect(before.statusCode, before.body).toBe(200);
    const without = DEFAULT_ROLE_PERMISSIONS[role].filter((p) => p !== 'crud_read_admin');
    expect((await api('PUT', `amministratori/roles/${role}`, superadmin, { permissions: without })).statusCode).toBe(200);
    try {
      expect((await api('GET', 'amministratori', s.token)).statusCode).toBe(403);
    } finally {
      expect((await api('PUT', `amministratori/roles/${role}`, superadmin, { permissions: DEFAULT_ROLE_PERMISSIONS[role] })).statusCode).toBe(200);
    }
    expect((await api('GET', 'amministratori', s.token)).statusCode).toBe(200);
  });

  it('deactivation, a password set by staff and logout end the session on the next request', async () => {
    const a = await staff('call_center');
    expect((await api('PUT', `amministratori/${a.username}/abilitation`, superadmin, { enabled: false })).statusCode).toBe(200);
    expect((await api('GET', 'amministratori/me', a.token)).statusCode).toBe(401);

    const b = await staff('call_center');
    const set = await api('PUT', `amministratori/${b.username}/password`, superadmin, { newPassword: 'Sportello!Nuova2026x', confirmPassword: 'Sportello!Nuova2026x', forcePasswordChange: true });
    expect(set.statusCode, set.body).toBe(200);
    expect((await api('GET', 'amministratori/me', b.token)).statusCode).toBe(401);

    const c = await staff('call_center');
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/logout-user', token: c.token })).statusCode).toBeLessThan(300);
    expect((await api('GET', 'amministratori/me', c.token)).statusCode).toBe(401);
  });
});
