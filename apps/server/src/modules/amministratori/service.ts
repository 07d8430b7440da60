import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ERRORS,
  FIELD_ERRORS,
  PERMISSIONS,
  PERMISSION_LABELS,
  ROLES,
  ROLE_LABELS,
  SUCCESS,
  type AbilitationRequest,
  type AdminCreateRequest,
  type AdminDetail,
  type AdminListQuery,
  type AdminUpdateRequest,
  type AvailablePermissionsResponse,
  type AvailableRolesResponse,
  type Permission,
  type Role,
  type RoleCountResponse,
  type RoleMatrixResponse,
  type StaffSetPasswordRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { rolePermissions, roles, userPermissions, users } from '../../db/schema';
import { audit, history, type AuditActor } from '../../lib/audit';
import { AppError, conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import type { MailService } from '../../lib/mail';
import { idSnapshotReader } from '../../lib/export';
import type { AuthPrincipal } from '../../plugins/auth';
import {
  accountDetailFields,
  forcePasswordChange,
  foundOr404,
  guardTarget,
  initialCredentials,
  notSelf,
  removeUser,
  setAbilitation,
  snapshot,
  staffSetPassword,
  unblock,
  unusablePasswordHash,
  updateAccount,
  type UserRow,
} from '../../lib/accounts';
import { adminList, adminOrder, adminWhere, findStaff, toAdminItem } from './queries';

/** Roles whose base permissions /gruppi cannot change: super_admin keeps all, ricevitore has none in the back office. */
export const FIXED_ROLES: Role[] = ['super_admin', 'ricevitore'];

const isSuperAdmin = (p: AuthPrincipal) => p.roles.includes('super_admin');

/** Ask for a role only a super_admin may give. */
function guardRoleAssignment(actor: AuthPrincipal, role: string) {
  if (role === 'super_admin' && !isSuperAdmin(actor))
    throw new AppError('NO_PERMISSION', 403, { role: ERRORS.NO_PERMISSION });
}

/** Permissions the actor does not hold among those being granted or revoked: none allowed (no escalation). */
function guardPermissionChange(actor: AuthPrincipal, before: string[], after: string[]) {
  const changed = [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
  const missing = changed.filter((p) => !actor.permissions.includes(p as Permission));
  if (missing.length) throw new AppError('NO_PERMISSION', 403, { permissions: missing.join(', ') });
}

const sortPerms = (list: string[]) => PERMISSIONS.filter((p) => list.includes(p));

/** Staff users (amministratori), their additional permissions, and the roles × permissions matrix of /gruppi. */
export class AmministratoriService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  list(q: AdminListQuery) {
    return adminList(this.db, q);
  }

  /** Reader of the export: every row matching the filters, page by page. */
  exportRows(f: Parameters<typeof adminWhere>[0]) {
    // ids first, in the sort's order: an offset would skip or repeat staff changed while the export is written
    return idSnapshotReader(
      () =>
        this.db
          .select({ id: users.id })
          .from(users)
          .where(adminWhere(f))
          .orderBy(...adminOrder(f.sort))
          .then((rows) => rows.map((r) => r.id)),
      (page) => this.db.select().from(users).where(inArray(users.id, page)),
      (r) => r.id,
    );
  }

  private async toDetail(db: DbOrTx, u: UserRow): Promise<AdminDetail> {
    const [base, extra] = await Promise.all([
      db.select({ p: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role, u.role)),
      db.select({ p: userPermissions.permission }).from(userPermissions).where(eq(userPermissions.userId, u.id)),
    ]);
    const basePermissions = sortPerms(base.map((r) => r.p));
    const additionalPermissions = sortPerms(extra.map((r) => r.p));
    return {
      ...toAdminItem(u),
      ...accountDetailFields(u),
      basePermissions,
      additionalPermissions,
      effectivePermissions: sortPerms([...basePermissions, ...additionalPermissions]),
    };
  }

  private async target(db: DbOrTx, username: string, lock = false): Promise<UserRow> {
    return foundOr404(await findStaff(db, username, lock), 'USER_NOT_FOUND', 'username');
  }

  async detail(username: string): Promise<AdminDetail> {
    return this.toDetail(this.db, await this.target(this.db, username));
  }

  /**
   * Create a staff user with an initial password (spec §5 rules and history via setPassword) or an invitation: a
   * one-time link to /change-password/{token} sent by e-mail (outbox in the same transaction).
   */
  async create(
    actor: AuthPrincipal,
    input: AdminCreateRequest,
    who: AuditActor,
  ): Promise<{ item: AdminDetail; message: string }> {
    guardRoleAssignment(actor, input.role);
    const placeholder = await unusablePasswordHash();
    let mailId: number | undefined;
    const item = await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`);
      if (taken) throw conflict('USERNAME_EXISTS', { username: ERRORS.USERNAME_EXISTS });
      let row: UserRow;
      try {
        [row] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash: placeholder,
            role: input.role,
            name: input.name,
            email: input.email,
            phoneNumber: input.phoneNumber ?? null,
          })
          .returning();
      } catch (e) {
        if (uniqueViolation(e) !== null) throw conflict('USERNAME_EXISTS', { username: ERRORS.USERNAME_EXISTS });
        throw e;
      }
      mailId = await initialCredentials(tx, row, input, this.mail, this.publicUrl);
      [row] = await tx.select().from(users).where(eq(users.id, row.id));
      await audit(tx, who, {
        action: 'create',
        entityType: 'user',
        entityId: row.username,
        after: { ...snapshot(row), invite: input.invite },
      });
      return this.toDetail(tx, row);
    });
    if (mailId) await this.mail.deliver(mailId);
    return { item, message: input.invite ? SUCCESS.USER_INVITED : SUCCESS.USER_CREATED };
  }

  /** Edit name, e-mail, phone and role with the optimistic version check. */
  async update(
    actor: AuthPrincipal,
    username: string,
    input: AdminUpdateRequest,
    who: AuditActor,
  ): Promise<AdminDetail> {
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, username, true);
      guardTarget(actor, cur);
      if (cur.version !== input.version) throw conflict('VERSION_CONFLICT', { version: String(cur.version) });
      if (input.role !== undefined && input.role !== cur.role) {
        notSelf(actor, cur);
        guardRoleAssignment(actor, input.role);
      }
      const set: Partial<UserRow> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.email !== undefined) set.email = input.email;
      if (input.phoneNumber !== undefined) set.phoneNumber = input.phoneNumber;
      if (input.role !== undefined) set.role = input.role;
      return this.toDetail(tx, await updateAccount(tx, cur, set, input.version, who));
    });
  }

  async remove(actor: AuthPrincipal, username: string, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cur = await this.target(tx, username, true);
      notSelf(actor, cur);
      guardTarget(actor, cur);
      await removeUser(tx, cur, who);
    });
  }

  async abilitation(
    actor: AuthPrincipal,
    username: string,
    input: AbilitationRequest,
    who: AuditActor,
  ): Promise<{ item: AdminDetail; message: string }> {
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, username, true);
      notSelf(actor, cur);
      guardTarget(actor, cur);
      const { row } = await setAbilitation(tx, cur, input, who);
      const messages: string[] = [];
      if (input.enabled !== undefined) messages.push(input.enabled ? SUCCESS.USER_ENABLED : SUCCESS.USER_DISABLED);
      if (input.active !== undefined) messages.push(input.active ? SUCCESS.USER_ACTIVATED : SUCCESS.USER_DEACTIVATED);
      return { item: await this.toDetail(tx, row), message: messages.join('. ') };
    });
  }

  /** Force a password change at the next login for one or more staff users: all or nothing. */
  async forceChange(actor: AuthPrincipal, usernames: string[], who: AuditActor): Promise<number> {
    const wanted = [...new Set(usernames.map((u) => u.toLowerCase()))];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(users)
        .where(and(inArray(sql`lower(${users.username})`, wanted), ne(users.role, 'ricevitore')))
        .for('update');
      const found = new Set(rows.map((r) => r.username.toLowerCase()));
      const missing = wanted.filter((u) => !found.has(u));
      if (missing.length) throw notFound('USER_NOT_FOUND', { usernames: missing.join(', ') });
      for (const r of rows) {
        notSelf(actor, r);
        guardTarget(actor, r);
      }
      await forcePasswordChange(tx, rows, who);
      return rows.length;
    });
  }

  async setPassword(
    actor: AuthPrincipal,
    username: string,
    input: StaffSetPasswordRequest,
    who: AuditActor,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cur = await this.target(tx, username, true);
      notSelf(actor, cur);
      guardTarget(actor, cur);
      await staffSetPassword(tx, cur, input, who);
    });
  }

  async resetAttempts(actor: AuthPrincipal, username: string, who: AuditActor): Promise<AdminDetail> {
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, username, true);
      guardTarget(actor, cur);
      return this.toDetail(tx, await unblock(tx, cur, who));
    });
  }

  availablePermissions(actor: AuthPrincipal): AvailablePermissionsResponse {
    return {
      items: PERMISSIONS.map((name) => ({
        name,
        label: PERMISSION_LABELS[name],
        grantable: actor.permissions.includes(name),
      })),
    };
  }

  /** Replace a staff user's additional permissions; the actor may grant or revoke only what it holds. */
  async setPermissions(
    actor: AuthPrincipal,
    username: string,
    permissions: Permission[],
    who: AuditActor,
  ): Promise<AdminDetail> {
    return this.db.transaction(async (tx) => {
      const cur = await this.target(tx, username, true);
      notSelf(actor, cur);
      guardTarget(actor, cur);
      const before = sortPerms(
        (
          await tx
            .select({ p: userPermissions.permission })
            .from(userPermissions)
            .where(eq(userPermissions.userId, cur.id))
        ).map((r) => r.p),
      );
      const after = sortPerms(permissions);
      guardPermissionChange(actor, before, after);
      if (before.join() === after.join()) return this.toDetail(tx, cur);
      await tx.delete(userPermissions).where(eq(userPermissions.userId, cur.id));
      if (after.length)
        await tx.insert(userPermissions).values(after.map((permission) => ({ userId: cur.id, permission })));
      const [row] = await tx
        .update(users)
        .set({ version: cur.version + 1, updatedAt: new Date() })
        .where(eq(users.id, cur.id))
        .returning();
      await audit(tx, who, {
        action: 'permissions',
        entityType: 'user',
        entityId: cur.username,
        before: { additionalPermissions: before },
        after: { additionalPermissions: after },
      });
      return this.toDetail(tx, row);
    });
  }

  availableRoles(actor: AuthPrincipal): AvailableRolesResponse {
    return {
      items: ROLES.map((name) => ({
        name,
        label: ROLE_LABELS[name],
        isStaff: name !== 'ricevitore',
        assignable: name !== 'ricevitore' && (name !== 'super_admin' || isSuperAdmin(actor)),
      })),
    };
  }

  async roleMatrix(db: DbOrTx = this.db): Promise<RoleMatrixResponse> {
    const [roleRows, permRows] = await Promise.all([db.select().from(roles), db.select().from(rolePermissions)]);
    const byName = new Map(roleRows.map((r) => [r.name, r]));
    return {
      roles: ROLES.filter((r) => byName.has(r)).map((name) => ({
        name,
        label: byName.get(name)!.label,
        isStaff: byName.get(name)!.isStaff,
        editable: !FIXED_ROLES.includes(name),
        permissions: sortPerms(permRows.filter((p) => p.role === name).map((p) => p.permission)),
      })),
      permissions: PERMISSIONS.map((name) => ({ name, label: PERMISSION_LABELS[name] })),
    };
  }

  /**
   * Replace a role's base permissions. Effective at the next request of its users (permissions are read per
   * request). super_admin and ricevitore are fixed; the actor may add or remove only permissions it holds.
   */
  async setRolePermissions(
    actor: AuthPrincipal,
    role: Role,
    permissions: Permission[],
    who: AuditActor,
  ): Promise<RoleMatrixResponse> {
    if (FIXED_ROLES.includes(role)) throw unprocessable('ROLE_NOT_EDITABLE', { role: ERRORS.ROLE_NOT_EDITABLE });
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(roles).where(eq(roles.name, role)).for('update');
      if (!locked) throw notFound('NOT_FOUND', { role: FIELD_ERRORS.ROLE_NOT_FOUND });
      const before = sortPerms(
        (
          await tx.select({ p: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.role, role))
        ).map((r) => r.p),
      );
      const after = sortPerms(permissions);
      guardPermissionChange(actor, before, after);
      if (before.join() !== after.join()) {
        await tx.delete(rolePermissions).where(eq(rolePermissions.role, role));
        if (after.length) await tx.insert(rolePermissions).values(after.map((permission) => ({ role, permission })));
        await audit(tx, who, {
          action: 'role_permissions',
          entityType: 'role',
          entityId: role,
          before: { permissions: before },
          after: { permissions: after },
        });
      }
      return this.roleMatrix(tx);
    });
  }

  async roleCounts(): Promise<RoleCountResponse> {
    const rows = await this.db
      .select({ role: users.role, n: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.role);
    const by = new Map(rows.map((r) => [r.role, r.n]));
    return { items: ROLES.map((role) => ({ role, label: ROLE_LABELS[role], count: by.get(role) ?? 0 })) };
  }

  async history(username: string, page: number, pageSize: number) {
    const u = await this.target(this.db, username);
    return history(this.db, [{ entityType: 'user', entityId: u.username }], page, pageSize);
  }
}
