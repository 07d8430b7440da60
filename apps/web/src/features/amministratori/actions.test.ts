import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type Permission, type Role } from '@bacheca/domain';
import { adminActions, canBulkForceAdmins, canCreateAdmin, isBulkForceTarget, type AdminTarget } from './actions';

const actor = (role: Role, username = `u${role}`, extra: Permission[] = []) => ({
  username,
  roles: [role],
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role], ...extra],
  impersonatedBy: null,
});
const target = (over: Partial<AdminTarget> = {}): AdminTarget => ({
  username: 'mrossi',
  role: 'call_center',
  enabled: true,
  blocked: false,
  attemptNumber: 0,
  ...over,
});
const list = (s: Set<string>) => [...s].sort();

describe('actions on a staff user', () => {
  it('admin: everything its role holds (no delete: crud_delete_admin is not an admin permission)', () => {
    expect(list(adminActions(actor('admin'), target()))).toEqual(
      ['changePassword', 'changeRole', 'disable', 'edit', 'editPermissions', 'forcePasswordChange'].sort(),
    );
    expect(canCreateAdmin(actor('admin'))).toBe(true);
  });

  it('super_admin also deletes, and may enable a disabled user or unblock a blocked one', () => {
    const a = adminActions(actor('super_admin'), target({ enabled: false, blocked: true, attemptNumber: 6 }));
    expect(a.has('delete')).toBe(true);
    expect(a.has('enable')).toBe(true);
    expect(a.has('disable')).toBe(false);
    expect(a.has('unblock')).toBe(true);
  });

  it('unblock is offered only when there is something to reset', () => {
    expect(adminActions(actor('super_admin'), target()).has('unblock')).toBe(false);
    expect(adminActions(actor('super_admin'), target({ attemptNumber: 2 })).has('unblock')).toBe(true);
  });

  it('the reader sees no write action at all, whatever it holds', () => {
    expect(
      list(
        adminActions(actor('reader', 'reader', ['crud_update_admin', 'crud_delete_admin']), target({ blocked: true })),
      ),
    ).toEqual([]);
    expect(canCreateAdmin(actor('reader', 'reader', ['crud_insert_admin']))).toBe(false);
  });

  it('call_center_special only reads staff users', () => {
    expect(list(adminActions(actor('call_center_special'), target()))).toEqual([]);
    expect(canCreateAdmin(actor('call_center_special'))).toBe(false);
  });

  it('a super_admin is out of reach of anyone else', () => {
    expect(list(adminActions(actor('admin'), target({ role: 'super_admin', blocked: true })))).toEqual([]);
  });

  it('on one’s own account: only the data edit and the unblock', () => {
    const me = actor('super_admin', 'Silvia');
    expect(list(adminActions(me, target({ username: 'silvia', role: 'super_admin', attemptNumber: 1 })))).toEqual([
      'edit',
      'unblock',
    ]);
  });

  it('a permission granted on top of the role adds its action', () => {
    expect(adminActions(actor('admin', 'uadmin', ['crud_delete_admin']), target()).has('delete')).toBe(true);
  });

  it('nothing inside a simulation', () => {
    expect(list(adminActions({ ...actor('super_admin'), impersonatedBy: 'x' }, target()))).toEqual([]);
  });

  it('the list selects for a bulk force only the rows the server would accept', () => {
    const admin = actor('admin', 'admin');
    expect(canBulkForceAdmins(admin)).toBe(true);
    expect(canBulkForceAdmins(actor('reader'))).toBe(false);
    expect(canBulkForceAdmins(actor('call_center_special'))).toBe(false);
    expect(isBulkForceTarget(admin, { username: 'mrossi', role: 'call_center' })).toBe(true);
    expect(isBulkForceTarget(admin, { username: 'ADMIN', role: 'admin' })).toBe(false);
    expect(isBulkForceTarget(admin, { username: 'boss', role: 'super_admin' })).toBe(false);
    expect(isBulkForceTarget(actor('super_admin', 'root'), { username: 'boss', role: 'super_admin' })).toBe(true);
  });
});
