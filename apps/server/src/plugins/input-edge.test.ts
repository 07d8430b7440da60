/**
 * The request edge. Text no column can hold, impossible dates and non-decimal ids are
 * refused with an Italian 400 and change nothing; Fastify's own refusals answer in the one error shape; API
 * answers are never cached; X-Forwarded-For is believed only from configured proxies.
 * It keeps the demo seed on purpose: the walk over every route needs a record of every kind to aim at, which the
 * demo has.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorMessage, FIELD_ERRORS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { auditLog, sessions, structures } from '../db/schema';
import { parseTrustProxy } from '../config';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
// `:id` names no record (the largest id): a well-formed DELETE without a body or query to refuse must not delete demo data
const fill = (url: string) =>
  url.replace(
    /:(\w+)/g,
    (_m, name: string) =>
      (
        ({
          gameSlug: 'superenalotto',
          game: 'superenalotto',
          type: 'banner',
          jobId: 'SE_1',
          role: 'admin',
          token: 'abc',
          id: '2147483647',
        }) as Record<string, string>
      )[name] ?? '1',
  );

/** Row counts and last changes of the business tables: a refused request must leave them as they were. */
async function fingerprint(t: TestApp) {
  const rows = await t.database.query(
    `select (select count(*) from users)::int as users, (select max(updated_at) from users)::text as users_at,
            (select count(*) from structures)::int as structures, (select count(*) from systems)::int as systems,
            (select max(updated_at) from systems)::text as systems_at, (select count(*) from system_quotes)::int as quotes, (select count(*) from outlet_change_requests)::int as change_requests,
            (select count(*) from notifications)::int as notifications, (select max(updated_at) from notifications)::text as notifications_at,
            (select count(*) from notification_acks)::int as acks, (select count(*) from extraordinary_awards)::int as awards`,
  );
  return rows.rows[0];
}

describe.each(testDatabases())('the request edge on %s', (kind) => {
  let t: TestApp;
  let superadmin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  beforeEach(async () => {
    superadmin = await t.tokenFor('superadmin');
  });
  afterAll(async () => t?.close());

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => t.inject({ method, url: `/api/v1/${url}`, token: superadmin, payload: payload as object, headers });

  it('login refuses a NUL byte or a lone surrogate with an Italian 400, before any lookup', async () => {
    for (const username of [NUL, LONE]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password: 'x', gCaptchaToken: '' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_INPUT',
        message: errorMessage('INVALID_INPUT'),
        fields: { username: FIELD_ERRORS.TEXT_UNSAFE },
      });
    }
  });

  // a walk over the whole route table (hundreds of requests): its own timeout, so a busy machine slows it, never fails it
  it(
    'every route refuses NUL bytes and lone surrogates in every query and body field: 4xx, never 5xx, nothing changed',
    {
      timeout: 600_000,
    },
    async () => {
      const before = await fingerprint(t);
      const seen: string[] = [];
      for (const route of t.app.routeTable) {
        if (route.access.public && route.url.endsWith('/login')) continue;
        const shapeOf = (s: unknown) => (s instanceof z.ZodObject ? Object.keys(s.shape) : []);
        const queryKeys = ['q', ...shapeOf(route.schema?.querystring)];
        const bodyKeys = shapeOf(route.schema?.body);
        for (const bad of [NUL, LONE]) {
          const query = queryKeys.map((k) => `${k}=${encodeURIComponent(bad === NUL ? bad : 'a')}`).join('&');
          const payload =
            route.method === 'GET' || route.method === 'DELETE'
              ? undefined
              : Object.fromEntries((bodyKeys.length ? bodyKeys : ['value']).map((k) => [k, bad]));
          // a fresh session per call: a logout or a password route must not spoil the next call
          const res = await t.inject({
            method: route.method as 'GET',
            url: `${fill(route.url)}?${query}`,
            token: await t.tokenFor('superadmin'),
            payload,
          });
          const where = `${route.method} ${route.url} (${bad === NUL ? 'NUL' : 'lone surrogate'})`;
          expect(res.statusCode, `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (bad === NUL || payload) {
            // the refusal happens at the edge, with the catalogue's words
            expect(res.statusCode, `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
              400,
            );
            const body = res.json();
            expect(body.message, where).toBe(errorMessage(body.code));
          }
          seen.push(where);
        }
      }
      expect(seen.length).toBe(t.app.routeTable.length * 2 - 2);
      expect(await fingerprint(t)).toEqual(before);
    },
  );

  it('lists and exports answer 400 to q=%00 (no 200 with a cut stream)', async () => {
    for (const url of [
      'amministratori?q=%00',
      'ricevitori?q=%00',
      'ricevitori/export?q=%00',
      'amministratori/export?q=%00&format=xlsx',
      'archive/systems?q=%00',
      'games/superenalotto/systems?q=%00',
    ]) {
      const res = await api('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields['querystring.q'], url).toBe(FIELD_ERRORS.TEXT_UNSAFE);
    }
  });

  it('refuses impossible dates with the date message', async () => {
    for (const d of ['9999-99-99', '2026-02-30', '2026-13-01', '0000-01-01', '2026-1-1']) {
      const res = await api('GET', `ricevitori?lastAccessFrom=${d}`);
      expect(res.statusCode, d).toBe(400);
      expect(res.json().fields['querystring.lastAccessFrom'], d).toBe(FIELD_ERRORS.DATE_INVALID);
    }
    expect((await api('GET', 'ricevitori?lastAccessFrom=2024-02-29')).statusCode).toBe(200);
  });

  it('refuses a lone surrogate in an outlet change request and in the generation seed', async () => {
    const outlet = await t.tokenFor('ricevitore1');
    const cr = await t.inject({
      method: 'POST',
      url: '/api/v1/ricevitore/change-requests',
      token: outlet,
      payload: { name: LONE },
    });
    expect(cr.statusCode).toBe(400);
    expect(cr.json().fields.name).toBe(FIELD_ERRORS.TEXT_UNSAFE);
    const [s] = await t.database.db.select().from(structures).limit(1);
    const gen = await api('POST', `games/${s.game}/structures/${s.id}/generate-systems`, { count: 1, seed: LONE });
    expect(gen.statusCode).toBe(400);
    expect(gen.json().fields.seed).toBe(FIELD_ERRORS.TEXT_UNSAFE);
  });

  it('numeric ids are plain decimal digits: 0x10, 1e0, +1, " 1", 01, 1.0, 0b1 are refused and delete nothing', async () => {
    const [s] = await t.database.db.select().from(structures).orderBy(desc(structures.id)).limit(1);
    const forms = [
      `0x${s.id.toString(16)}`,
      `${s.id}e0`,
      `+${s.id}`,
      `%20${s.id}`,
      `0${s.id}`,
      `${s.id}.0`,
      `0b${s.id.toString(2)}`,
      '0',
      '2147483648',
      '-1',
    ];
    for (const f of forms) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await api(method, `games/${s.game}/structures/${f}`);
        expect(res.statusCode, `${method} ${f}`).toBe(400);
        expect(res.json().fields['params.structureId'], f).toBe(FIELD_ERRORS.ID_INVALID);
      }
    }
    expect((await t.database.db.select().from(structures).where(eq(structures.id, s.id))).length).toBe(1);
    expect((await api('GET', `games/${s.game}/structures/${s.id}`)).statusCode).toBe(200);
  });

  it("Fastify's own refusals answer in the one error shape, in Italian", async () => {
    const cases: Array<[Parameters<TestApp['inject']>[0], number, string]> = [
      [{ method: 'GET', url: '/api/v1/amministratori/%ZZ' }, 400, 'URL_INVALID'],
      [{ method: 'GET', url: `/api/v1/amministratori/${'a'.repeat(150)}` }, 414, 'URL_TOO_LONG'],
      [
        {
          method: 'POST',
          url: '/api/v1/ricevitori',
          headers: { 'content-type': 'application/json' },
          payload: '{"ivrCode":',
        },
        400,
        'BODY_NOT_JSON',
      ],
      [
        { method: 'POST', url: '/api/v1/ricevitori', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/ricevitori',
          headers: { 'content-type': 'application/json' },
          payload: `{"x":"${'a'.repeat(6 * 1024 * 1024)}"}`,
        },
        413,
        'BODY_TOO_LARGE',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/ricevitori',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"admin":true}}',
        },
        400,
        'BODY_NOT_JSON',
      ],
      [{ method: 'PATCH', url: '/api/v1/login' }, 405, 'METHOD_NOT_ALLOWED'],
      [{ method: 'POST', url: '/api/v1/amministratori/someone' }, 405, 'METHOD_NOT_ALLOWED'],
      [{ method: 'GET', url: '/api/v1/no-such-thing' }, 404, 'NOT_FOUND'],
    ];
    for (const [req, status, code] of cases) {
      const res = await t.inject({ ...req, token: superadmin });
      expect(res.statusCode, `${req.method} ${String(req.url).slice(0, 60)}`).toBe(status);
      expect(res.json(), `${req.method} ${String(req.url).slice(0, 60)}`).toEqual({
        code,
        message: errorMessage(code as never),
        fields: {},
      });
    }
    const wrong = await t.inject({ method: 'PATCH', url: '/api/v1/login' });
    expect(wrong.headers.allow).toBe('POST');
  });

  it("zod's developer wording never reaches users: field messages come from the catalogue", async () => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/login', payload: { password: 5 } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    expect(fields.username).toBe(FIELD_ERRORS.REQUIRED);
    expect(fields.password).toBe(FIELD_ERRORS.TEXT_REQUIRED);
    for (const m of Object.values(fields)) expect(m).not.toMatch(/atteso|ricevuto|expected|received|Input non valido/i);
    const list = await api('GET', 'ricevitori?pageSize=abc&sort=nope');
    const lf = list.json().fields as Record<string, string>;
    expect(lf['querystring.pageSize']).toBe(FIELD_ERRORS.NUMBER_EXPECTED);
    // a sort outside the whitelist is said in words, not as the list of English field names
    expect(lf['querystring.sort']).toBe(FIELD_ERRORS.SORT_INVALID);
  });

  it('answers Cache-Control: no-store on login, refresh, /me and every authenticated API answer', async () => {
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: 'Demo!Bacheca2026', gCaptchaToken: '' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().accessToken;
    const refresh = await t.inject({ method: 'POST', url: '/api/v1/refresh/token', token });
    expect(refresh.headers['cache-control']).toBe('no-store');
    for (const url of [
      'amministratori/me',
      'amministratori',
      'ricevitori/export',
      'games/superenalotto/structures',
      'nope',
    ]) {
      expect((await api('GET', url)).headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/%ZZ' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('the IVR code filter is a case-insensitive prefix', async () => {
    const code = kind === 'pglite' ? 'PXMWS01' : 'PXMWS02';
    const res = await api('POST', 'ricevitori', {
      ivrCode: code,
      username: `r${code.toLowerCase()}`,
      denomination: 'Bar Prova Maiuscole',
      city: 'Torino',
      province: 'TO',
      region: 'Piemonte',
      zone: 'NORD_OVEST',
      rice: 'TO1234',
      term: '2',
      concession: 'PGS',
      email: `${code.toLowerCase()}@example.it`,
      password: 'Sportello!Nord2026',
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const prefix of ['PXMWS', 'pxmws', 'PxMwS0']) {
      const list = await api('GET', `ricevitori?ivrCode=${prefix}`);
      expect(list.statusCode).toBe(200);
      expect(
        list.json().items.map((i: { ivrCode: string }) => i.ivrCode),
        prefix,
      ).toContain(code);
    }
    expect((await api('GET', 'ricevitori?ivrCode=PXMWSZ')).json().total).toBe(0);
  });

  it('a header block too large answers 431 in the one error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(
          { host: '127.0.0.1', port, path: '/api/v1/amministratori/me', headers: { 'x-big': 'a'.repeat(20_000) } },
          (r) => {
            let body = '';
            r.on('data', (c) => (body += c));
            r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
      });
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toEqual({
        code: 'HEADERS_TOO_LARGE',
        message: errorMessage('HEADERS_TOO_LARGE'),
        fields: {},
      });
    } finally {
      await t.app.server.close();
    }
  });
});

describe('X-Forwarded-For and the login rate limit, by default', () => {
  let t: TestApp;
  // the app is built in the hook (with the hook's own timeout), never inside a test
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOGIN_RATE_LIMIT: '5' });
  });
  afterAll(async () => t?.close());
  const login = (xff: string) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: 'Wrong!Password1', gCaptchaToken: '' },
      headers: { 'x-forwarded-for': xff },
    });

  it('a client-chosen X-Forwarded-For neither escapes the limit nor reaches the audit log', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await login(`10.0.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    const limited = await login('10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: errorMessage('TOO_MANY_REQUESTS'),
      fields: {},
    });
    const ips = await t.database.db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.action, 'login'));
    expect(ips.length).toBe(5);
    expect(ips.every((r) => r.ip === '127.0.0.1')).toBe(true);
  });
});

describe('X-Forwarded-For behind a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOGIN_RATE_LIMIT: '100', TRUST_PROXY: '1' });
  });
  afterAll(async () => t?.close());

  it('with TRUST_PROXY=1 the address the proxy reports is the client (audit log and session)', async () => {
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: 'Demo!Bacheca2026', gCaptchaToken: '' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(ok.statusCode).toBe(200);
    const [s] = await t.database.db
      .select()
      .from(sessions)
      .orderBy(sql`${sessions.createdAt} desc`)
      .limit(1);
    expect(s.ip).toBe('203.0.113.7');
    const [a] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(a.ip).toBe('203.0.113.7');
  });
});

describe('TRUST_PROXY', () => {
  it('accepts off, a hop count or addresses, and refuses "true"', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('example.com')).toThrow(/TRUST_PROXY/);
  });
});
