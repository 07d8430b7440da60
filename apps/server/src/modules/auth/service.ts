import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  FIELD_ERRORS,
  type LoginRequest,
  type ChangePasswordRequest,
  type ForcedChangePasswordRequest,
  type CurrentUser,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { passwordChangeTokens, unknownLoginFailures, users } from '../../db/schema';
import { AppError, forbidden, notFound, unauthorized, unprocessable, badRequest } from '../../lib/errors';
import { burnVerification, verifyPassword } from '../../lib/passwords';
import { audit, type AuditActor } from '../../lib/audit';
import {
  effectivePermissions,
  mayLogIn,
  type AuthPrincipal,
  type IssuedToken,
  type TokenService,
} from '../../plugins/auth';
import type { CaptchaService } from './captcha';
import { createChangeToken, hashToken, setPassword } from '../../lib/password-changes';

/** The 6th consecutive failure blocks the account (spec §8: "more than 5 failed attempts"). */
export const MAX_FAILED_ATTEMPTS = 5;

interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly captcha: CaptchaService,
  ) {}

  private findByUsername(username: string) {
    return this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .then((r) => r[0]);
  }

  /**
   * Log in. Unknown users and wrong passwords answer alike and take about as long; unknown usernames
   * lock after the same number of failures as real ones, so the lock message tells nothing either.
   */
  async login(input: LoginRequest, meta: RequestMeta): Promise<IssuedToken> {
    const who: AuditActor = { actor: input.username.slice(0, 100), ip: meta.ip };
    if (!(await this.captcha.verify(input.gCaptchaToken, meta.ip))) {
      await audit(this.db, who, { action: 'login', outcome: 'denied', after: { reason: 'captcha' } });
      throw badRequest('CAPTCHA_INVALID', { gCaptchaToken: FIELD_ERRORS.CAPTCHA_FAILED });
    }
    const user = await this.findByUsername(input.username);
    if (!user) {
      await burnVerification(input.password);
      const key = input.username.toLowerCase().slice(0, 100);
      const [row] = await this.db
        .insert(unknownLoginFailures)
        .values({ usernameKey: key, attempts: 1 })
        .onConflictDoUpdate({
          target: unknownLoginFailures.usernameKey,
          set: { attempts: sql`${unknownLoginFailures.attempts} + 1`, lastAt: new Date() },
        })
        .returning();
      await audit(this.db, who, { action: 'login', outcome: 'failed', after: { reason: 'unknown_user' } });
      if (row.attempts > MAX_FAILED_ATTEMPTS) throw new AppError('ACCOUNT_LOCKED', 423);
      throw unauthorized('INVALID_GRANT');
    }
    const ok = await verifyPassword(user.passwordHash, input.password);
    if (user.blocked) {
      await audit(this.db, who, {
        action: 'login',
        entityType: 'user',
        entityId: user.username,
        outcome: 'denied',
        after: { reason: 'blocked' },
      });
      throw new AppError('ACCOUNT_LOCKED', 423);
    }
    if (!ok) {
      const [after] = await this.db
        .update(users)
        .set({
          attemptNumber: sql`${users.attemptNumber} + 1`,
          blocked: sql`${users.attemptNumber} + 1 > ${MAX_FAILED_ATTEMPTS}`,
        })
        .where(eq(users.id, user.id))
        .returning({ attemptNumber: users.attemptNumber, blocked: users.blocked });
      await audit(this.db, who, {
        action: 'login',
        entityType: 'user',
        entityId: user.username,
        outcome: 'failed',
        after: { reason: 'wrong_password', attemptNumber: after.attemptNumber, blocked: after.blocked },
      });
      if (after.blocked) throw new AppError('ACCOUNT_LOCKED', 423);
      throw unauthorized('INVALID_GRANT');
    }
    if (!user.enabled || !user.active) {
      await audit(this.db, who, {
        action: 'login',
        entityType: 'user',
        entityId: user.username,
        outcome: 'denied',
        after: { reason: user.enabled ? 'inactive' : 'disabled' },
      });
      throw forbidden('ACCOUNT_DISABLED');
    }
    if (user.forcePasswordChange) {
      await this.db.update(users).set({ attemptNumber: 0 }).where(eq(users.id, user.id));
      const changeToken = await createChangeToken(this.db, user.id, 'forced');
      await audit(this.db, who, {
        action: 'login',
        entityType: 'user',
        entityId: user.username,
        outcome: 'denied',
        after: { reason: 'password_change_required' },
      });
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 403, { changeToken });
    }
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ attemptNumber: 0, lastAccessWeb: new Date() }).where(eq(users.id, user.id));
      const token = await this.tokens.open(tx, user, meta);
      await audit(tx, who, { action: 'login', entityType: 'user', entityId: user.username });
      return token;
    });
  }

  async logout(p: AuthPrincipal, who: AuditActor): Promise<void> {
    await this.tokens.revoke(this.db, p.sessionId, 'logout');
    await audit(this.db, who, { action: 'logout', entityType: 'session', entityId: p.sessionId });
  }

  refresh(p: AuthPrincipal): Promise<IssuedToken> {
    return this.tokens.rotate(p);
  }

  /** Start a simulation: a new session acting as the outlet, with the outlet's rights only. */
  async impersonate(p: AuthPrincipal, ivrCode: string, who: AuditActor, meta: RequestMeta): Promise<IssuedToken> {
    const [outlet] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.ivrCode, ivrCode), eq(users.role, 'ricevitore')));
    if (!outlet) throw notFound('IVR_CODE_NOT_FOUND', { ivrCode: 'Codice IVR non trovato' });
    if (!outlet.active || !outlet.enabled || outlet.blocked) {
      await audit(this.db, who, {
        action: 'impersonate',
        entityType: 'ricevitore',
        entityId: ivrCode,
        outcome: 'denied',
        after: { active: outlet.active, enabled: outlet.enabled, blocked: outlet.blocked },
      });
      // a blocked outlet is told apart: unblocking it is the call centre's own next step
      if (outlet.active && outlet.enabled)
        throw unprocessable('IMPERSONATION_BLOCKED', { ivrCode: FIELD_ERRORS.IMPERSONATION_BLOCKED_TARGET });
      throw unprocessable('IMPERSONATION_NOT_ALLOWED', { ivrCode: FIELD_ERRORS.IMPERSONATION_TARGET });
    }
    return this.db.transaction(async (tx) => {
      // the simulation ends no later than the staff session it was started from
      const token = await this.tokens.open(tx, outlet, {
        ...meta,
        impersonator: { id: p.userId, username: p.username },
        notAfter: p.sessionExpiresAt,
      });
      await audit(tx, who, { action: 'impersonate', entityType: 'ricevitore', entityId: ivrCode });
      return token;
    });
  }

  /** End a simulation and hand the staff member a fresh session of their own. */
  async exitImpersonation(p: AuthPrincipal, who: AuditActor, meta: RequestMeta): Promise<IssuedToken> {
    if (!p.impersonatorId) throw badRequest('INVALID_INPUT', { session: FIELD_ERRORS.NOT_A_SIMULATION });
    const [staff] = await this.db.select().from(users).where(eq(users.id, p.impersonatorId));
    // the staff user must pass what a login checks, and still hold the right to simulate
    if (
      !staff ||
      !mayLogIn(staff) ||
      !(await effectivePermissions(this.db, staff.id, staff.role)).includes('impersonator')
    ) {
      await this.tokens.revoke(this.db, p.sessionId, 'impersonation_exit_refused');
      await audit(
        this.db,
        { ...who, actor: staff?.username ?? who.actor },
        { action: 'impersonate_exit', entityType: 'ricevitore', entityId: p.ivrCode, outcome: 'denied' },
      );
      throw unauthorized('UNAUTHORIZED');
    }
    return this.db.transaction(async (tx) => {
      await this.tokens.revoke(tx, p.sessionId, 'impersonation_exit');
      // the staff session goes on no later than the one the simulation was started from
      const token = await this.tokens.open(tx, staff, { ...meta, notAfter: p.sessionExpiresAt });
      await audit(
        tx,
        { actor: staff.username, ip: meta.ip },
        { action: 'impersonate_exit', entityType: 'ricevitore', entityId: p.ivrCode },
      );
      return token;
    });
  }

  /** Own password change: other sessions of the user are revoked, the current one stays. */
  async changeOwnPassword(p: AuthPrincipal, input: ChangePasswordRequest, who: AuditActor): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, p.userId));
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      await audit(this.db, who, {
        action: 'password_change',
        entityType: 'user',
        entityId: user.username,
        outcome: 'failed',
        after: { reason: 'old_password' },
      });
      throw unprocessable('OLD_PASSWORD_INVALID', { oldPassword: FIELD_ERRORS.OLD_PASSWORD_WRONG });
    }
    await this.db.transaction(async (tx) => {
      await setPassword(tx, user, input.newPassword, input.confirmPassword);
      await this.tokens.revokeAllOfUser(tx, user.id, 'password_change', p.sessionId);
      await audit(tx, who, { action: 'password_change', entityType: 'user', entityId: user.username });
    });
  }

  private async liveToken(token: string) {
    const [row] = await this.db
      .select({ t: passwordChangeTokens, u: users })
      .from(passwordChangeTokens)
      .innerJoin(users, eq(users.id, passwordChangeTokens.userId))
      .where(
        and(
          eq(passwordChangeTokens.tokenHash, hashToken(token)),
          isNull(passwordChangeTokens.usedAt),
          gt(passwordChangeTokens.expiresAt, new Date()),
        ),
      );
    if (!row) throw notFound('CHANGE_TOKEN_INVALID');
    return row;
  }

  async checkChangeToken(token: string): Promise<{ username: string }> {
    const { u } = await this.liveToken(token);
    return { username: u.username };
  }

  /** Change through /change-password/{token}: the token is spent, every session of the user is revoked. */
  async changeWithToken(token: string, input: ForcedChangePasswordRequest, meta: RequestMeta): Promise<void> {
    const { t, u } = await this.liveToken(token);
    await this.db.transaction(async (tx) => {
      const spent = await tx
        .update(passwordChangeTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordChangeTokens.tokenHash, t.tokenHash), isNull(passwordChangeTokens.usedAt)))
        .returning({ h: passwordChangeTokens.tokenHash });
      if (spent.length === 0) throw notFound('CHANGE_TOKEN_INVALID');
      await setPassword(tx, u, input.newPassword, input.confirmPassword);
      await tx.update(users).set({ blocked: false, attemptNumber: 0 }).where(eq(users.id, u.id));
      await this.tokens.revokeAllOfUser(tx, u.id, 'password_change');
      await audit(
        tx,
        { actor: u.username, ip: meta.ip },
        { action: 'password_change', entityType: 'user', entityId: u.username, after: { via: t.purpose } },
      );
    });
  }

  async me(p: AuthPrincipal): Promise<CurrentUser> {
    const [u] = await this.db.select().from(users).where(eq(users.id, p.userId));
    return {
      username: u.username,
      name: u.name,
      email: u.email,
      roles: p.roles,
      permissions: p.permissions,
      ivrCode: u.ivrCode,
      impersonatedBy: p.impersonatedBy,
      lastAccess: u.lastAccessWeb?.toISOString() ?? null,
      lastPasswordChange: u.lastPasswordChange?.toISOString() ?? null,
    };
  }
}
