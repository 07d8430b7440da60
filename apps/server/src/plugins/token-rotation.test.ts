/**
 * Refresh rotates the session's token: the old token stops working at once, and a rotation that loses the race
 * (the same token refreshed twice) fails with REFRESH_FAILED, which the browser shows as "Errore nel refresh".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@bacheca/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { makeStaff } from '../test/factories';

describe('token rotation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { seed: 'none' });
  });
  afterAll(async () => t?.close());

  it('a second rotation of the same token is refused with REFRESH_FAILED and its Italian text', async () => {
    const token = await (await makeStaff(t, { role: 'admin' })).token();
    const principal = await t.app.tokens.authenticate(token);
    expect(principal).not.toBeNull();
    const first = await t.app.tokens.rotate(principal!);
    expect(first.accessToken).not.toBe(token);
    // the principal read before the first rotation now names a retired token: the second rotation loses
    await expect(t.app.tokens.rotate(principal!)).rejects.toMatchObject({
      code: 'REFRESH_FAILED',
      status: 401,
      message: ERRORS.REFRESH_FAILED,
    });
    // over HTTP the retired token is no session at all; the new one refreshes
    const stale = await t.inject({ method: 'POST', url: '/api/v1/refresh/token', token });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'UNAUTHORIZED', message: ERRORS.UNAUTHORIZED });
    const fresh = await t.inject({ method: 'POST', url: '/api/v1/refresh/token', token: first.accessToken });
    expect(fresh.statusCode).toBe(200);
  });
});
