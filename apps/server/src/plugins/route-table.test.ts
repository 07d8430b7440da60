/**
 * Walks every registered /api/v1 route with every principal (anonymous, expired, tampered, simulated and each
 * role) and checks allow/deny against an independent, reviewed policy (test/route-policy.ts, written from the spec)
 * and the role/permission matrix of decisions.md, transcribed there. The route declarations are only compared with
 * the policy, never used to compute what should happen: a route declared with the wrong permission or kind fails.
 * It keeps the demo seed on purpose: the principals are the demo users of the README, with the permissions the demo
 * grants them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
  READ_ONLY_ROLES,
  ROLES,
  type Permission,
  type Role,
} from '@bacheca/domain';
import { createTestApp, type TestApp } from '../test/harness';
import {
  ROUTE_POLICY,
  SPEC_PERMISSIONS,
  SPEC_READ_ONLY_ROLES,
  SPEC_ROLE_PERMISSIONS,
  policyTemplate,
  type RoutePolicy,
} from '../test/route-policy';
import { userPermissions, users } from '../db/schema';
import type { RegisteredRoute, RouteAccess } from './access';

type PrincipalName = 'anonymous' | 'expired' | 'tampered' | 'simulated' | Role;

const USER_OF_ROLE: Record<Role, string> = {
  super_admin: 'superadmin',
  admin: 'admin',
  ra: 'ra',
  call_center: 'callcenter',
  call_center_special: 'callcenterspecial',
  reader: 'reader',
  ricevitore: 'ricevitore1',
};
/** Additional permissions the demo data grants (README demo users: ra also holds bacheca_admin). */
const EXTRA: Partial<Record<Role, Permission[]>> = { ra: ['bacheca_admin'] };

/** Sample values for path parameters. */
const PARAM_SAMPLES: Record<string, string> = {
  jobId: 'SE_1',
  gameSlug: 'superenalotto',
  game: 'superenalotto',
  type: 'banner',
  role: 'ra',
};
const fill = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => PARAM_SAMPLES[name] ?? '1');
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const sorted = <T extends string>(xs: readonly T[]) => [...new Set(xs)].sort();

/** What the policy says: may this principal call the route? */
function expectedAllowed(policy: RoutePolicy, who: PrincipalName): boolean {
  if (policy.access === 'public') return true;
  if (who === 'anonymous' || who === 'expired' || who === 'tampered') return false;
  const role: Role = who === 'simulated' ? 'ricevitore' : who;
  if (who === 'simulated' && !policy.simulated) return false;
  if (policy.roles && !policy.roles.includes(role)) return false;
  const held = new Set([...SPEC_ROLE_PERMISSIONS[role], ...(who === 'simulated' ? [] : (EXTRA[role] ?? []))]);
  if (policy.permission && !policy.permission.some((p) => held.has(p))) return false;
  if (policy.access === 'write' && SPEC_READ_ONLY_ROLES.includes(role)) return false;
  return true;
}

/** A declaration in the fixture's terms, to compare the two. */
function normalizeDeclared(a: RouteAccess) {
  if (a.public) return { access: 'public', permission: [] as string[], roles: sorted(ROLES), simulated: true };
  const permission = sorted(a.permission == null ? [] : ([] as Permission[]).concat(a.permission));
  const roles = sorted(a.roles ?? ROLES);
  // a simulated session is the outlet: it reaches the route only when the outlet role may and no permission is needed
  const reachable = roles.includes('ricevitore') && permission.length === 0;
  return { access: a.kind, permission, roles, simulated: reachable && (a.impersonated ?? a.kind === 'read') };
}
function normalizePolicy(p: RoutePolicy) {
  if (p.access === 'public')
    return { access: 'public', permission: [] as string[], roles: sorted(ROLES), simulated: true };
  const permission = sorted(p.permission ?? []);
  const roles = sorted(p.roles ?? ROLES);
  return { access: p.access, permission, roles, simulated: p.simulated };
}

describe('route table against the reviewed policy (test/route-policy.ts)', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = t.app.routeTable;
  });
  afterAll(async () => t?.close());

  it('the transcribed role matrix is the one the domain ships (decisions.md "Roles and base permissions")', () => {
    expect(sorted(PERMISSIONS)).toEqual(sorted(SPEC_PERMISSIONS));
    for (const role of ROLES)
      expect(sorted(DEFAULT_ROLE_PERMISSIONS[role]), role).toEqual(sorted(SPEC_ROLE_PERMISSIONS[role]));
    expect(sorted(READ_ONLY_ROLES)).toEqual(sorted(SPEC_READ_ONLY_ROLES));
  });

  it('every /api/v1 route has a policy entry, and no entry is stale', () => {
    const missing = routes.filter((r) => !ROUTE_POLICY[keyOf(r)]);
    expect(
      missing.map((r) => keyOf(r)),
      missing.length
        ? `Routes without an entry in apps/server/src/test/route-policy.ts. Add to ROUTE_POLICY (check each against the spec, do not copy the declaration blindly):\n${missing.map((r) => '  ' + policyTemplate(r.method, r.url, r.access)).join('\n')}\n`
        : '',
    ).toEqual([]);
    const registered = new Set(routes.map(keyOf));
    const stale = Object.keys(ROUTE_POLICY).filter((k) => !registered.has(k));
    expect(
      stale,
      `ROUTE_POLICY entries for routes the app does not register (remove or fix them): ${stale.join(', ')}`,
    ).toEqual([]);
    expect(new Set(routes.map(keyOf)).size, 'a route registered twice').toBe(routes.length);
  });

  it('every route declares exactly the access of its policy entry', () => {
    for (const r of routes) {
      const policy = ROUTE_POLICY[keyOf(r)];
      if (!policy) continue; // reported by the previous test
      expect
        .soft(
          normalizeDeclared(r.access),
          `${keyOf(r)} declares an access different from route-policy.ts (${policy.spec})`,
        )
        .toEqual(normalizePolicy(policy));
    }
  });

  async function tokenOf(who: PrincipalName): Promise<string | undefined> {
    switch (who) {
      case 'anonymous':
        return undefined;
      case 'expired': {
        const valid = await t.tokenFor('superadmin');
        const payload = JSON.parse(Buffer.from(valid.split('.')[1], 'base64url').toString());
        return new SignJWT({ ...payload, exp: Math.floor(Date.now() / 1000) - 10 })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .sign(t.config.jwtSecret);
      }
      case 'tampered': {
        // a reader's token whose payload claims super_admin: the signature no longer matches
        const [h, p, s] = (await t.tokenFor('reader')).split('.');
        const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
        payload.roles = ['super_admin'];
        payload.sub = 'superadmin';
        return [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
      }
      case 'simulated':
        return t.tokenFor('ricevitore1', 'admin');
      default:
        return t.tokenFor(USER_OF_ROLE[who]);
    }
  }

  async function call(route: RegisteredRoute, token: string | undefined) {
    const res = await t.inject({
      method: route.method as 'GET',
      url: fill(route.url),
      token,
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    const body = String(res.headers['content-type'] ?? '').includes('json') && res.body ? res.json() : {};
    return { status: res.statusCode, code: body.code as string | undefined };
  }

  const principals: PrincipalName[] = ['anonymous', 'expired', 'tampered', 'simulated', ...ROLES];

  it.each(principals)('allow/deny of every route for %s follows the policy', async (who) => {
    const checked: string[] = [];
    for (const route of routes) {
      const policy = ROUTE_POLICY[keyOf(route)];
      if (!policy) continue; // reported above
      // a fresh session per call: an allowed logout or exit must not spoil the next call
      const { status, code } = await call(route, await tokenOf(who));
      const denied = status === 401 || (status === 403 && ['FORBIDDEN', 'READ_ONLY'].includes(code ?? ''));
      const allowed = expectedAllowed(policy, who);
      expect
        .soft(denied, `${who} ${keyOf(route)} → ${status} ${code ?? ''} (policy: ${allowed ? 'allowed' : 'denied'})`)
        .toBe(!allowed);
      if (denied) expect.soft(code).toMatch(/^(UNAUTHORIZED|FORBIDDEN|READ_ONLY)$/);
      expect.soft(status, `${who} ${keyOf(route)}`).toBeLessThan(500);
      checked.push(keyOf(route));
    }
    expect(checked.length).toBe(Object.keys(ROUTE_POLICY).length);
  });

  it('a simulated session (staff simulating ricevitore1) gets 403 on every staff-only route', async () => {
    const staffOnly = routes.filter((r) => {
      const p = ROUTE_POLICY[keyOf(r)];
      return p && p.access !== 'public' && (p.permission?.length || !(p.roles ?? ROLES).includes('ricevitore'));
    });
    expect(staffOnly.length).toBeGreaterThan(50);
    for (const route of staffOnly) {
      const { status, code } = await call(route, await t.tokenFor('ricevitore1', 'admin'));
      expect.soft({ status, code }, `simulated ${keyOf(route)}`).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });
});

describe('the read-only role holding every permission', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    routes = t.app.routeTable;
    const [reader] = await t.database.db.select().from(users).where(eq(users.username, 'reader'));
    await t.database.db
      .insert(userPermissions)
      .values(PERMISSIONS.map((permission) => ({ userId: reader.id, permission })))
      .onConflictDoNothing();
  });
  afterAll(async () => t?.close());

  it('gets 403 READ_ONLY on every write route open to staff', async () => {
    // (a write open only to outlets, like an outlet's own change request, answers FORBIDDEN: checked above)
    const writes = routes.filter((r) => {
      const p = ROUTE_POLICY[keyOf(r)];
      return p?.access === 'write' && (p.roles ?? ROLES).includes('reader');
    });
    expect(writes.length).toBeGreaterThanOrEqual(25);
    for (const route of writes) {
      const token = await t.tokenFor('reader');
      const res = await t.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        token,
        payload: route.method === 'DELETE' ? undefined : {},
      });
      expect
        .soft({ status: res.statusCode, code: res.json().code }, `reader ${keyOf(route)}`)
        .toEqual({ status: 403, code: 'READ_ONLY' });
    }
  });

  it('still reads what every permission opens (the grant is effective)', async () => {
    const token = await t.tokenFor('reader');
    // handle_ruolo_admin is not a reader base permission: only the grant opens /gruppi's matrix
    expect((await t.inject({ method: 'GET', url: '/api/v1/amministratori/roles', token })).statusCode).toBe(200);
  });
});
