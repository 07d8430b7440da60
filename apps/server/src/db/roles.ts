import { count } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_LABELS, ROLES } from '@bacheca/domain';
import type { Db } from './client';
import { rolePermissions, roles } from './schema';

/**
 * The roles and their base permissions: reference data every database needs (the demo seed, the first production
 * super_admin, a test database that starts empty). Idempotent.
 */
export async function seedRoles(db: Db) {
  for (const role of ROLES) {
    await db
      .insert(roles)
      .values({ name: role, label: ROLE_LABELS[role], isStaff: role !== 'ricevitore' })
      .onConflictDoNothing();
  }
  const [{ n }] = await db.select({ n: count() }).from(rolePermissions);
  if (n === 0) {
    const rows = ROLES.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })));
    await db.insert(rolePermissions).values(rows);
  }
}
