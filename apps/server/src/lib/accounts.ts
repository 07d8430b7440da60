/**
 * Account operations shared by staff users (amministratori) and outlet operators (ricevitori): both live in the
 * `users` table and have the same states (enabled, active, blocked, forced password change). The modules decide who
 * may call them; these helpers do the change, bump the version, end sessions where needed and audit it, always
 * inside the caller's transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERRORS, type ErrorCode, type StaffSetPasswordRequest } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { audit, type AuditActor } from './audit';
import { AppError, conflict, notFound } from './errors';
import { hashPassword } from './passwords';
import { revokeSessionsOf, type AuthPrincipal } from '../plugins/auth';
import type { MailService } from './mail';
import { createChangeToken, setPassword } from './password-changes';
import { format } from '@bacheca/domain/messages';
import { MAIL_TEXTS } from '@bacheca/domain/messages-server';

export type UserRow = typeof users.$inferSelect;

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** How the audit log names a user: outlets by IVR code, staff by username. */
export function entityOf(u: Pick<UserRow, 'role' | 'username' | 'ivrCode'>): { entityType: string; entityId: string } {
  return u.role === 'ricevitore' && u.ivrCode
    ? { entityType: 'ricevitore', entityId: u.ivrCode }
    : { entityType: 'user', entityId: u.username };
}

/** A user as the audit log keeps it: every field but the password hash, dates as ISO strings. */
export function snapshot(u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(u)) {
    if (k === 'passwordHash' || k === 'id' || k === 'updatedAt') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** Only the fields that differ, before and after. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after)) {
    const x = before[k] instanceof Date ? (before[k] as Date).toISOString() : before[k];
    const y = after[k] instanceof Date ? (after[k] as Date).toISOString() : after[k];
    if ((x ?? null) !== (y ?? null)) {
      b[k] = x ?? null;
      a[k] = y ?? null;
    }
  }
  return { before: b, after: a, changed: Object.keys(a) };
}

/** A password hash nobody knows: accounts waiting for an invitation or a first password. */
let unusable: Promise<string> | undefined;
export function unusablePasswordHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString('base64') + 'aA1!');
  return unusable;
}

/** End every live session of these users and every simulation they started, optionally keeping one. */
export const revokeSessions = revokeSessionsOf;

/** The user a request names, or its 404: `code` is the catalogue's message, on the request's `field`. */
export function foundOr404(row: UserRow | undefined, code: ErrorCode & keyof typeof ERRORS, field: string): UserRow {
  if (!row) throw notFound(code, { [field]: ERRORS[code] });
  return row;
}

/** What a staff user's and an outlet's detail both show: accesses by channel, last password change, version. */
export function accountDetailFields(u: UserRow) {
  return {
    lastAccessByChannel: {
      web: iso(u.lastAccessWeb),
      tg: iso(u.lastAccessTg),
      tgBest: iso(u.lastAccessTgBest),
      vtg: iso(u.lastAccessVtg),
    },
    lastPasswordChange: iso(u.lastPasswordChange),
    version: u.version,
    updatedAt: u.updatedAt.toISOString(),
  };
}

/**
 * Save an edit made on the version `version` of the user (the caller has compared it already): only the fields that
 * change, the version bumped, audited as `update`. A save that slipped in between is a 409 VERSION_CONFLICT.
 * Returns the saved row, or the current one when nothing changes.
 */
export async function updateAccount(
  tx: DbOrTx,
  cur: UserRow,
  set: Partial<UserRow>,
  version: number,
  who: AuditActor,
): Promise<UserRow> {
  const d = diff(snapshot(cur), { ...snapshot(cur), ...set });
  if (!d.changed.length) return cur;
  const [row] = await tx
    .update(users)
    .set({ ...set, version: cur.version + 1, updatedAt: new Date() })
    .where(and(eq(users.id, cur.id), eq(users.version, version)))
    .returning();
  if (!row) throw conflict('VERSION_CONFLICT');
  await audit(tx, who, { action: 'update', ...entityOf(cur), before: d.before, after: d.after });
  return row;
}

/** Only a super_admin may act on a super_admin (otherwise an admin could take over the account). */
export function guardTarget(actor: AuthPrincipal, target: Pick<UserRow, 'role'>): void {
  if (target.role === 'super_admin' && !actor.roles.includes('super_admin')) throw new AppError('NO_PERMISSION', 403);
}

/** Refuse an action on one's own account. */
export function notSelf(actor: AuthPrincipal, target: Pick<UserRow, 'id'>): void {
  if (actor.userId === target.id) throw new AppError('CANNOT_ACT_ON_SELF', 422);
}

const bump = { version: sql`${users.version} + 1`, updatedAt: sql`now()` };

/**
 * Enable/disable and activate/deactivate. Disabling or deactivating ends the user's sessions at once.
 * Returns which flags changed, for the success message.
 */
export async function setAbilitation(
  tx: DbOrTx,
  target: UserRow,
  input: { enabled?: boolean; active?: boolean },
  who: AuditActor,
): Promise<{ enabled?: boolean; active?: boolean; row: UserRow }> {
  const set: { enabled?: boolean; active?: boolean } = {};
  if (input.enabled !== undefined && input.enabled !== target.enabled) set.enabled = input.enabled;
  if (input.active !== undefined && input.active !== target.active) set.active = input.active;
  if (!Object.keys(set).length) return { ...input, row: target };
  const [row] = await tx
    .update(users)
    .set({ ...set, ...bump })
    .where(eq(users.id, target.id))
    .returning();
  if (set.enabled === false || set.active === false) await revokeSessions(tx, [target.id], 'disabled');
  const d = diff(snapshot(target), snapshot(row));
  await audit(tx, who, { action: 'abilitation', ...entityOf(target), before: d.before, after: d.after });
  return { ...input, row };
}

/** Require a password change at the next login; the users' sessions end. */
export async function forcePasswordChange(tx: DbOrTx, targets: UserRow[], who: AuditActor): Promise<void> {
  if (!targets.length) return;
  const ids = targets.map((t) => t.id);
  await tx
    .update(users)
    .set({ forcePasswordChange: true, ...bump })
    .where(inArray(users.id, ids));
  await revokeSessions(tx, ids, 'force_password_change');
  for (const t of targets) {
    await audit(tx, who, {
      action: 'force_password_change',
      ...entityOf(t),
      before: { forcePasswordChange: t.forcePasswordChange },
      after: { forcePasswordChange: true },
    });
  }
}

/**
 * A password set by staff: the rules of spec §5 and the history (setPassword), every session of the user ends
 * (but the caller's own, when setting one's own), optionally a change forced at the next login.
 */
export async function staffSetPassword(
  tx: DbOrTx,
  target: UserRow,
  input: StaffSetPasswordRequest,
  who: AuditActor,
  actorSessionId?: string,
): Promise<void> {
  await setPassword(tx, target, input.newPassword, input.confirmPassword);
  // always: staff never know a user's password for good (decisions.md)
  await tx
    .update(users)
    .set({ forcePasswordChange: true, ...bump })
    .where(eq(users.id, target.id));
  await revokeSessions(tx, [target.id], 'password_set_by_staff', actorSessionId);
  await audit(tx, who, { action: 'password_set', ...entityOf(target), after: { forcePasswordChange: true } });
}

/** Reset the failed-login counter and unblock. */
export async function unblock(tx: DbOrTx, target: UserRow, who: AuditActor): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ attemptNumber: 0, blocked: false, ...bump })
    .where(eq(users.id, target.id))
    .returning();
  await audit(tx, who, {
    action: 'reset_attempts',
    ...entityOf(target),
    before: { attemptNumber: target.attemptNumber, blocked: target.blocked },
    after: { attemptNumber: 0, blocked: false },
  });
  return row;
}

/** Delete the account; sessions, permissions and history go with it (cascade), the audit log stays. */
export async function removeUser(tx: DbOrTx, target: UserRow, who: AuditActor): Promise<void> {
  await tx.delete(users).where(eq(users.id, target.id));
  await audit(tx, who, { action: 'delete', ...entityOf(target), before: snapshot(target) });
}

/**
 * The first credentials of a new account: an initial password (rules and history via setPassword, optionally to be
 * changed at the first login) or an invitation e-mail with a one-time link, kept in the outbox of this transaction.
 * Returns the outbox id to deliver after commit.
 */
export async function initialCredentials(
  tx: DbOrTx,
  row: UserRow,
  input: { invite: boolean; password?: string; confirmPassword?: string },
  mail: MailService,
  publicUrl: string,
): Promise<number | undefined> {
  if (input.invite) {
    const token = await createChangeToken(tx, row.id, 'invite');
    return mail.enqueue(tx, inviteMail(publicUrl, row, token));
  }
  await setPassword(tx, row, input.password!, input.confirmPassword ?? input.password!);
  // a password chosen by staff is always changed at the first login
  await tx.update(users).set({ forcePasswordChange: true }).where(eq(users.id, row.id));
  return undefined;
}

/** The invitation: a one-time link to choose the first password (valid 24 hours). */
export function inviteMail(publicUrl: string, u: Pick<UserRow, 'username' | 'name' | 'email'>, token: string) {
  const link = `${publicUrl.replace(/\/$/, '')}/change-password/${token}`;
  return {
    to: u.email!,
    subject: MAIL_TEXTS.INVITE_SUBJECT,
    body: format(MAIL_TEXTS.INVITE_BODY, { name: u.name ?? u.username, username: u.username, link }),
  };
}
