/**
 * The first super_admin of a production database: production never seeds demo data, so an empty database
 * has nobody to log in. `npm run create-admin` (src/create-admin.ts) calls this. The roles and their base permissions
 * are reference data, written here as at every development start (seedRoles, idempotent).
 */
import { eq, sql } from 'drizzle-orm';
import { adminCreateRequest, CREATE_ADMIN, ERRORS, passwordProblem } from '@bacheca/domain';
import type { Db } from './client';
import { passwordHistory, users } from './schema';
import { seedRoles } from './roles';
import { audit } from '../lib/audit';
import { hashPassword } from '../lib/passwords';

export interface CreateAdminInput {
  username?: string;
  email?: string;
  name?: string;
  password?: string;
}

export type CreateAdminResult = { ok: true; username: string; message: string } | { ok: false; errors: string[] };

/** Validates with the staff form's rules (username, e-mail, spec §5 password rules) and inserts the super_admin. */
export async function createFirstSuperAdmin(db: Db, input: CreateAdminInput): Promise<CreateAdminResult> {
  const parsed = adminCreateRequest.safeParse({
    username: input.username ?? '',
    email: input.email ?? '',
    // --name is optional: the username stands in for it (and never adds its own error when the username is missing)
    name: input.name?.trim() || input.username?.trim() || 'super_admin',
    role: 'super_admin',
    password: input.password ?? '',
    invite: false,
  });
  if (!parsed.success) return { ok: false, errors: [...new Set(parsed.error.issues.map((i) => i.message))] };
  const { username, email, name } = parsed.data;
  const password = input.password ?? '';
  const problem = passwordProblem(password, username);
  if (problem) return { ok: false, errors: [ERRORS[problem]] };
  await seedRoles(db);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // one at a time: two commands run together cannot both find no super_admin
    await tx.execute(sql`lock table ${users} in share row exclusive mode`);
    const [existing] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.role, 'super_admin'))
      .limit(1);
    if (existing)
      return { ok: false as const, errors: [CREATE_ADMIN.ALREADY_EXISTS.replace('{username}', existing.username)] };
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    if (taken) return { ok: false as const, errors: [ERRORS.USERNAME_EXISTS] };
    const [row] = await tx
      .insert(users)
      .values({ username, passwordHash, role: 'super_admin', name, email, lastPasswordChange: new Date() })
      .returning({ id: users.id, username: users.username });
    await tx.insert(passwordHistory).values({ userId: row.id, passwordHash });
    await audit(
      tx,
      { actor: null },
      {
        action: 'create',
        entityType: 'user',
        entityId: row.username,
        after: { role: 'super_admin', via: 'create-admin' },
      },
    );
    return {
      ok: true as const,
      username: row.username,
      message: CREATE_ADMIN.CREATED.replace('{username}', row.username),
    };
  });
}
