import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { FIELD_ERRORS, passwordProblem } from '@bacheca/domain';
import type { DbOrTx } from '../db/client';
import { passwordChangeTokens, passwordHistory, users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { unprocessable } from './errors';

export const CHANGE_TOKEN_TTL_MS = 24 * 3600_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time alphanumeric token for /change-password/{token}. */
export async function createChangeToken(
  db: DbOrTx,
  userId: number,
  purpose: 'forced' | 'reset' | 'invite',
): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.insert(passwordChangeTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + CHANGE_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Check a new password against the rules of spec §5 and decisions.md (strength, username, common list,
 * and every password the user had), then store it and keep it in the history.
 */
export async function setPassword(
  db: DbOrTx,
  user: { id: number; username: string; passwordHash: string },
  newPassword: string,
  confirmPassword: string,
): Promise<void> {
  if (newPassword !== confirmPassword)
    throw unprocessable('PASSWORD_MISMATCH', { confirmPassword: FIELD_ERRORS.PASSWORD_CONFIRM_MISMATCH });
  const problem = passwordProblem(newPassword, user.username);
  if (problem) throw unprocessable(problem, { newPassword: FIELD_ERRORS.PASSWORD_REFUSED });
  const history = await db
    .select({ h: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, user.id))
    .orderBy(desc(passwordHistory.createdAt));
  const previous = [user.passwordHash, ...history.map((r) => r.h)];
  for (const h of new Set(previous)) {
    if (await verifyPassword(h, newPassword))
      throw unprocessable('PASSWORD_ALREADY_USED', { newPassword: FIELD_ERRORS.PASSWORD_REUSED });
  }
  const passwordHash = await hashPassword(newPassword);
  await db
    .update(users)
    .set({ passwordHash, lastPasswordChange: new Date(), forcePasswordChange: false, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await db.insert(passwordHistory).values({ userId: user.id, passwordHash });
}
