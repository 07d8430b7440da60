/**
 * Walks every registered /api/v1 route with every principal (anonymous, expired, tampered, impersonated and each
 * role) and checks allow/deny against the route's declared access and the role/permission matrix of decisions.md.
 * New routes are covered automatically: the test fails if a route was not exercised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Permission, type Role } from '@bacheca/domain';
import { createTestApp, type TestApp } from '../test/harness';
import type { RegisteredRoute } from './access';

type PrincipalName = 'anonymous' | 'expired' | 'tampered' | 'impersonated' | Role;

const USER_OF_ROLE: Record<Role, string> = {
  super_admin: 'superadmin',
  admin: 'admin',
  ra: 'ra',
  call_center: 'callcenter',
  call_center_special: 'callcenterspecial',
  reader: 'reader',
  ricevitore: 'ricevitore1',
};
/** Additional permissions the demo data grants (seed.ts). */
const EXTRA: Partial<Record<Role, Permission[]>> = { ra: ['bacheca_admin'] };

/** Sample values for path parameters. */
const PARAM_SAMPLES: Record<string, string> = { jobId: 'SE_1', gameSlug: 'superenalotto', game: 'superenalotto', type: 'banner' };
const fill = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => PARAM_SAMPLES[name] ?? 'x1');

/** Independent statement of the rule: what each principal may do with a route. */
function expectedAllowed(route: RegisteredRoute, who: PrincipalName): boolean {
  const a = route.access;
  if (a.public) return true;
  if (who === 'anonymous' || who === 'expired' || who === 'tampered') return false;
  const role: Role = who === 'impersonated' ? 'ricevitore' : who;
  if (who === 'impersonated' && !(a.impersonated ?? a.kind === 'read')) return false;
  if (a.roles && !a.roles.includes(role)) return false;
  const perms = new Set([...DEFAULT_ROLE_PERMISSIONS[role], ...(who === 'impersonated' ? [] : EXTRA[role] ?? [])]);
  const needed = a.permission == null ? [] : ([] as Permission[]).concat(a.permission);
  if (needed.length && !needed.some((x) => perms.has(x))) return false;
  if (a.kind === 'write' && role === 'reader') return false;
  return true;
}

describe('route table authorization', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const secret = () => t.config.jwtSecret;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = t.app.routeTable;
  });
  afterAll(async () => t?.close());

  async function tokenOf(who: PrincipalName): Promise<string | undefined> {
    switch (who) {
      case 'anonymous':
        return undefined;
      case 'expired': {
        const valid = await t.tokenFor('superadmin');
        const payload = JSON.parse(Buffer.from(valid.split('.')[1], 'base64url').toString());
        return new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(secret());
      }
      case 'tampered': {
        // a reader's token whose payload claims super_admin: the signature no longer matches
        const [h, p, s] = (await t.tokenFor('reader')).split('.');
        const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
        payload.roles = ['super_admin'];
        payload.sub = 'superadmin';
        return [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
      }
      case 'impersonated':
        return t.tokenFor('ricevitore1', 'admin');
      default:
        return t.tokenFor(USER_OF_ROLE[who]);
    }
  }

  it('every /api/v1 route declares its access and the table is not empty', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of routes) expect(r.access.kind).toMatch(/^(read|write|self)$/);
    // the reader role can never write: no write route lets it through by construction
    for (const r of routes.filter((x) => x.access.kind === 'write')) expect(expectedAllowed(r, 'reader')).toBe(false);
  });

  const principals: PrincipalName[] = ['anonymous', 'expired', 'tampered', 'impersonated', ...ROLES];

  it.each(principals)('allow/deny of every route for %s', async (who) => {
    const checked: string[] = [];
    for (const route of routes) {
      // a fresh session per call: an allowed logout or exit must not spoil the next call
      const token = await tokenOf(who);
      const res = await t.inject({ method: route.method, url: fill(route.url), token, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
      const body = String(res.headers['content-type'] ?? '').includes('json') && res.body ? res.json() : {};
      const denied = res.statusCode === 401 || (res.statusCode === 403 && ['FORBIDDEN', 'READ_ONLY'].includes(body.code));
      const allowed = expectedAllowed(route, who);
      expect.soft(denied, `${who} ${route.method} ${route.url} → ${res.statusCode} ${body.code ?? ''}`).toBe(!allowed);
      if (denied) expect(body.code).toMatch(/^(UNAUTHORIZED|FORBIDDEN|READ_ONLY)$/);
      expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBeLessThan(500);
      checked.push(`${route.method} ${route.url}`);
    }
    expect(new Set(checked).size).toBe(new Set(routes.map((r) => `${r.method} ${r.url}`)).size);
  });
});
