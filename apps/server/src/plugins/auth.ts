import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isGameSlug, isReadOnly, type GameSlug, type Permission, type Role, PERMISSIONS } from '@bacheca/domain';
import type { AppConfig } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { rolePermissions, sessions, userPermissions, users } from '../db/schema';
import { AppError, forbidden, notFound, retryReadOnConnectionLoss, unauthorized } from '../lib/errors';
import { outletGames } from '../lib/outlet-games';
import type { AuditActor } from '../lib/audit';
import { requiredPermissions, type RegisteredRoute, type RouteAccess } from './access';

export interface AuthPrincipal {
  userId: number;
  username: string;
  roles: Role[];
  permissions: Permission[];
  sessionId: string;
  tokenId: string;
  /** Absolute end of the session: a simulation, and the staff session its exit opens, never outlive it. */
  sessionExpiresAt: Date;
  ivrCode: string | null;
  /** An outlet's board games (lib/outlet-games): read with the session, so the board's writes need no lookup. Staff: none. */
  games: GameSlug[];
  /** Username of the staff member simulating this outlet. */
  impersonatedBy: string | null;
  impersonatorId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: AuthPrincipal | null;
  }
  interface FastifyInstance {
    routeTable: RegisteredRoute[];
    tokens: TokenService;
  }
}

export interface IssuedToken {
  accessToken: string;
  expireDate: string;
  expiresIn: number;
}

/** Verified tokens remembered (oldest forgotten first): a few MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

const capped = (at: Date, notAfter?: Date) => (notAfter && notAfter < at ? notAfter : at);

/**
 * End every live session of these users, and every simulation they started (a simulation is a session of the
 * outlet whose `impersonator_id` is the staff user), optionally keeping one session.
 */
export async function revokeSessionsOf(
  db: DbOrTx,
  userIds: number[],
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  if (!userIds.length) return;
  const conds: SQL[] = [
    or(inArray(sessions.userId, userIds), inArray(sessions.impersonatorId, userIds))!,
    isNull(sessions.revokedAt),
  ];
  if (keepSessionId) conds.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(...conds));
}

/** The permissions a user holds now: role base permissions plus the user's additional ones. */
export async function effectivePermissions(db: DbOrTx, userId: number, role: string): Promise<Permission[]> {
  // one round trip: this runs on every authenticated request
  const rows = await db
    .select({ p: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role))
    .union(
      db.select({ p: userPermissions.permission }).from(userPermissions).where(eq(userPermissions.userId, userId)),
    );
  const set = new Set(rows.map((r) => r.p));
  return PERMISSIONS.filter((p) => set.has(p));
}

/**
 * The `acc` claim: a fingerprint of the role and permissions a token was issued with. The browser compares it between
 * a token and the next one (rotated every 25 s) and reads the current user again when it changes, so that an open
 * page's menu and guards follow a change of role or permissions without a reload. Not an authorization: every
 * request still reads the permissions from the database.
 */
export function accessFingerprint(role: string, permissions: readonly string[]): string {
  return createHash('sha256')
    .update(`${role}:${[...permissions].sort().join(',')}`)
    .digest('base64url')
    .slice(0, 16);
}

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {}

  private async sign(claims: {
    username: string;
    role: string;
    permissions: readonly string[];
    sid: string;
    jti: string;
    imp?: string | null;
  }) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.config.tokenTtlSeconds;
    const accessToken = await new SignJWT({
      roles: [claims.role],
      acc: accessFingerprint(claims.role, claims.permissions),
      sid: claims.sid,
      ...(claims.imp ? { imp: claims.imp } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.username)
      .setJti(claims.jti)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setIssuer('bacheca-dei-ricevitori')
      .sign(this.config.jwtSecret);
    return { accessToken, expireDate: new Date(exp * 1000).toISOString(), expiresIn: this.config.tokenTtlSeconds };
  }

  /** Open a session and issue its first token. */
  async open(
    db: DbOrTx,
    user: { id: number; username: string; role: string },
    meta: { ip?: string; userAgent?: string; impersonator?: { id: number; username: string }; notAfter?: Date },
  ): Promise<IssuedToken> {
    const sid = randomUUID();
    const jti = randomUUID();
    await db.insert(sessions).values({
      id: sid,
      userId: user.id,
      impersonatorId: meta.impersonator?.id ?? null,
      tokenId: jti,
      expiresAt: capped(new Date(Date.now() + this.config.sessionMaxHours * 3600_000), meta.notAfter),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    const permissions = await effectivePermissions(db, user.id, user.role);
    return this.sign({
      username: user.username,
      role: user.role,
      permissions,
      sid,
      jti,
      imp: meta.impersonator?.username,
    });
  }

  /** Rotate: a new token for the same session; the old one stops working at once. */
  async rotate(p: AuthPrincipal): Promise<IssuedToken> {
    const jti = randomUUID();
    const updated = await this.db
      .update(sessions)
      .set({ tokenId: jti, refreshedAt: new Date() })
      .where(and(eq(sessions.id, p.sessionId), eq(sessions.tokenId, p.tokenId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (updated.length === 0) throw unauthorized('REFRESH_FAILED');
    return this.sign({
      username: p.username,
      role: p.roles[0],
      permissions: p.permissions,
      sid: p.sessionId,
      jti,
      imp: p.impersonatedBy,
    });
  }

  async revoke(db: DbOrTx, sessionId: string, reason: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Revoke every live session of a user and every simulation the user started, optionally keeping one. */
  async revokeAllOfUser(db: DbOrTx, userId: number, reason: string, keepSessionId?: string) {
    await revokeSessionsOf(db, [userId], reason, keepSessionId);
  }

  /**
   * Verify a bearer token against its signature, expiry and live session; null when it is not valid.
   * One round trip: the session, its user, the user's effective permissions and, for a simulation, the staff user
   * behind it, who must still be able to log in (active, enabled, not blocked, no forced change pending) and still
   * hold `impersonator`: a simulation never outlives the rights of whoever started it.
   */
  /**
   * The session's one statement, built once and prepared (a named statement on PostgreSQL): on every authenticated
   * request, building the SQL text again cost more CPU than the database spent answering it.
   * DATABASE_PREPARED_STATEMENTS=false (PgBouncer in transaction pooling without prepared-statement tracking): the
   * SQL text is still built once, but sent as an unnamed statement (node-postgres parses an empty name every time),
   * so no server connection is expected to know a statement another connection prepared.
   */
  private principalQuery?: ReturnType<TokenService['preparePrincipalQuery']>;

  private preparePrincipalQuery() {
    const imp = alias(users, 'imp');
    // only the columns the checks and the principal need: on PGlite every column of a row costs its decoding, and
    // whole `users` and `sessions` rows made this statement several times dearer than the list pages it guards
    return this.db
      .select({
        s: {
          tokenId: sessions.tokenId,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          impersonatorId: sessions.impersonatorId,
        },
        u: {
          id: users.id,
          username: users.username,
          role: users.role,
          enabled: users.enabled,
          active: users.active,
          blocked: users.blocked,
          forcePasswordChange: users.forcePasswordChange,
          ivrCode: users.ivrCode,
          eurojEnabled: users.eurojEnabled,
          ntclBachecaEnabled: users.ntclBachecaEnabled,
          nveBachecaEnabled: users.nveBachecaEnabled,
        },
        // duplicates (a permission of the role also granted to the user) are dropped by the Set below
        permissions: sql<
          string[]
        >`array(select rp.permission from ${rolePermissions} rp where rp.role = ${users.role}) || array(select up.permission from ${userPermissions} up where up.user_id = ${users.id})`,
        imp: {
          username: imp.username,
          enabled: imp.enabled,
          active: imp.active,
          blocked: imp.blocked,
          forcePasswordChange: imp.forcePasswordChange,
        },
        impMay: sql<boolean>`${sessions.impersonatorId} is not null and exists(select 1 from ${rolePermissions} rp where rp.role = ${imp.role} and rp.permission = 'impersonator' union all select 1 from ${userPermissions} up where up.user_id = ${imp.id} and up.permission = 'impersonator')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(imp, eq(imp.id, sessions.impersonatorId))
      .where(eq(sessions.id, sql.placeholder('sid')))
      .prepare(this.config.preparedStatements ? 'auth_principal' : '');
  }

  /**
   * Tokens whose signature was verified, with their claims: a token is the same bytes on every request of a session,
   * so its HMAC is checked once (the expiry is checked on every use). What can change (revocation, permissions, the
   * user's state) is read from the database on every request all the same.
   */
  private readonly verified = new Map<string, JWTPayload>();

  private async verify(token: string) {
    const hit = this.verified.get(token);
    if (hit) {
      if ((hit.exp ?? 0) * 1000 > Date.now()) return hit;
      this.verified.delete(token);
      return null;
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.config.jwtSecret, {
        issuer: 'bacheca-dei-ricevitori',
        algorithms: ['HS256'],
      }));
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, payload);
    return payload;
  }

  async authenticate(token: string): Promise<AuthPrincipal | null> {
    const payload = await this.verify(token);
    if (!payload) return null;
    const sid = typeof payload.sid === 'string' ? payload.sid : null;
    if (!sid || !payload.jti || !payload.sub || sid.length > 64) return null;
    this.principalQuery ??= this.preparePrincipalQuery();
    const [row] = await this.principalQuery.execute({ sid });
    if (!row || row.s.revokedAt || row.s.tokenId !== payload.jti || row.s.expiresAt < new Date()) return null;
    const u = row.u;
    if (!u.enabled || !u.active || u.blocked) return null;
    let impersonatedBy: string | null = null;
    if (row.s.impersonatorId) {
      const staff = row.imp;
      if (!staff || !mayLogIn(staff) || !row.impMay) return null;
      impersonatedBy = staff.username;
    } else if (u.forcePasswordChange) {
      return null;
    }
    const held = new Set(row.permissions);
    return {
      userId: u.id,
      username: u.username,
      roles: [u.role as Role],
      permissions: PERMISSIONS.filter((p) => held.has(p)),
      sessionId: sid,
      tokenId: payload.jti,
      sessionExpiresAt: row.s.expiresAt,
      ivrCode: u.ivrCode,
      games: u.role === 'ricevitore' ? outletGames(u, this.config.enabledGames) : [],
      impersonatedBy,
      impersonatorId: row.s.impersonatorId,
    };
  }
}

/** The account checks of a login, shared by every place that lets a user act: login, each request, simulation exit. */
export function mayLogIn(u: {
  enabled: boolean | null;
  active: boolean | null;
  blocked: boolean | null;
  forcePasswordChange: boolean | null;
}): boolean {
  return Boolean(u.enabled) && Boolean(u.active) && !u.blocked && !u.forcePasswordChange;
}

/** The check every route passes before its handler (and before its input is even validated). */
export function authorize(principal: AuthPrincipal | null, access: RouteAccess): AppError | null {
  if (access.public) return null;
  if (!principal) return unauthorized('UNAUTHORIZED');
  if (principal.impersonatedBy && !(access.impersonated ?? access.kind === 'read')) return forbidden('FORBIDDEN');
  if (access.roles && !principal.roles.some((r) => access.roles!.includes(r))) return forbidden('FORBIDDEN');
  const needed = requiredPermissions(access);
  if (needed.length && !needed.some((perm) => principal.permissions.includes(perm))) return forbidden('FORBIDDEN');
  if (access.kind === 'write' && isReadOnly(principal)) return forbidden('READ_ONLY');
  return null;
}

/**
 * The games switch (`ENABLED_GAMES`, docs/decisions.md): a game that is off answers 404 GAME_DISABLED on every route
 * of it, for every role (before the permission check: a game that is off is absent, not forbidden). An unknown slug
 * is left to the route's own validation. The outlet's games (lib/outlet-games) leave it out of the board likewise.
 */
function assertGameEnabled(req: FastifyRequest, config: AppConfig): void {
  const game = (req.params as { gameSlug?: unknown } | undefined)?.gameSlug;
  if (typeof game === 'string' && isGameSlug(game) && !config.enabledGames.includes(game))
    throw notFound('GAME_DISABLED');
}

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

export function actorOf(req: FastifyRequest): AuditActor {
  const p = req.principal;
  return { actor: p?.username ?? null, onBehalfOf: p?.impersonatedBy ?? null, ip: req.ip };
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: AppConfig }) => {
  const tokens = new TokenService(opts.db, opts.config);
  app.decorate('tokens', tokens);
  app.decorate('routeTable', [] as RegisteredRoute[]);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} does not declare its access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as RegisteredRoute['schema'];
    for (const m of methods) if (m !== 'HEAD') app.routeTable.push({ method: m, url, access, schema });
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const token = bearer(req);
    // the session lookup is a read: a lost connection is retried once whatever the method (plugins/errors.ts)
    req.principal = token
      ? await retryReadOnConnectionLoss(
          () => tokens.authenticate(token),
          (err) => req.log.warn({ err }, 'database connection lost under authentication: retried once'),
        )
      : null;
    const denied = authorize(req.principal, access);
    if (denied?.status !== 401) assertGameEnabled(req, opts.config);
    if (denied) {
      if (denied.status === 403 && req.principal) {
        req.log.warn({ user: req.principal.username, route: req.routeOptions.url }, 'access denied');
      }
      throw denied;
    }
  });
});
