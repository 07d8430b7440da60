/** The SQL of the staff list, in one place: filters, whitelisted sort, the page and its count. */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLE_VALUES, type AdminExportQuery, type AdminListItem, type AdminListQuery } from '@bacheca/domain';
import type { SearchItem } from '@bacheca/domain/schemas/search';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { iso, type UserRow } from '../../lib/accounts';
import { listPage, pageOffset, whitelistedOrder } from '../../lib/list-query';
import { containsPattern } from '../../lib/search';

type AdminFilters = Omit<AdminExportQuery, 'format'>;

/** Staff are the users of a staff role (an IN list: the role index finds the few among 30.000 outlets). */
export function adminWhere(f: AdminFilters): SQL {
  const conds: SQL[] = [inArray(users.role, [...STAFF_ROLE_VALUES])];
  if (f.q) {
    const p = containsPattern(f.q);
    conds.push(
      sql`(lower(${users.username}) like ${p} or lower(coalesce(${users.name}, '')) like ${p} or lower(coalesce(${users.email}, '')) like ${p})`,
    );
  }
  if (f.role) conds.push(eq(users.role, f.role));
  if (f.enabled !== undefined) conds.push(eq(users.enabled, f.enabled));
  if (f.active !== undefined) conds.push(eq(users.active, f.active));
  if (f.blocked !== undefined) conds.push(eq(users.blocked, f.blocked));
  return and(...conds)!;
}

const SORT_COLUMNS = {
  username: sql`lower(${users.username})`,
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  role: users.role,
  enabled: users.enabled,
  blocked: users.blocked,
  lastAccess: users.lastAccessWeb,
  insertedDate: users.insertedDate,
} as const;

/** Whitelisted sort (the schema's enum), nulls last either way, the id as tie-break for stable pages. */
export function adminOrder(sort: AdminFilters['sort']): SQL[] {
  return whitelistedOrder({ columns: SORT_COLUMNS, sort, defaultKey: 'username', tieBreak: users.id });
}

export function toAdminItem(u: UserRow): AdminListItem {
  return {
    username: u.username,
    name: u.name,
    email: u.email,
    phoneNumber: u.phoneNumber,
    role: u.role as AdminListItem['role'],
    enabled: u.enabled,
    active: u.active,
    blocked: u.blocked,
    attemptNumber: u.attemptNumber,
    forcePasswordChange: u.forcePasswordChange,
    lastAccess: iso(u.lastAccessWeb),
    insertedDate: u.insertedDate.toISOString(),
  };
}

export function adminPage(db: DbOrTx, f: AdminFilters, offset: number, limit: number) {
  return db
    .select()
    .from(users)
    .where(adminWhere(f))
    .orderBy(...adminOrder(f.sort))
    .limit(limit)
    .offset(offset);
}

export function adminCountQuery(db: DbOrTx, f: AdminFilters) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(adminWhere(f));
}

export function adminList(db: DbOrTx, q: AdminListQuery) {
  return listPage(q, adminPage(db, q, pageOffset(q.page, q.pageSize), q.pageSize), adminCountQuery(db, q), toAdminItem);
}

/** A staff user by username (case-insensitive), optionally locked for update. */
export async function findStaff(db: DbOrTx, username: string, lock = false): Promise<UserRow | undefined> {
  const q = db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.role, 'ricevitore')));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The header's search: staff users matching `q` as the staff list's free text does. */
export async function searchStaff(db: DbOrTx, q: string, limit: number): Promise<SearchItem[]> {
  const rows = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(adminWhere({ q } as AdminFilters))
    .orderBy(sql`lower(${users.username})`)
    .limit(limit);
  return rows.map((r) => ({
    type: 'amministratore',
    id: r.username,
    label: r.name ? `${r.username} · ${r.name}` : r.username,
    path: `/amministratori/${encodeURIComponent(r.username)}`,
  }));
}
