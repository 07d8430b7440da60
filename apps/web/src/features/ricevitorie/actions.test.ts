import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, ERRORS, type Permission, type Role } from '@bacheca/domain';
import { canBulkForce, ricevitoriaActions, simulationRefusal, type RicevitoriaTarget } from './actions';

const actor = (role: Role, extra: Permission[] = [], impersonatedBy: string | null = null) => ({
  roles: [role],
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role], ...extra],
  impersonatedBy,
});
const ok: RicevitoriaTarget = { enabled: true, active: true, blocked: false, attemptNumber: 0 };
const locked: RicevitoriaTarget = { ...ok, blocked: true, attemptNumber: 6 };
const list = (s: Set<string>) => [...s].sort();

describe('actions on an outlet', () => {
  it('admin: all but nothing to unblock on a healthy outlet', () => {
    expect(list(ricevitoriaActions(actor('admin'), ok))).toEqual(
      [
        'changePassword',
        'deactivate',
        'decideChangeRequests',
        'delete',
        'disable',
        'edit',
        'forcePasswordChange',
        'simulate',
      ].sort(),
    );
  });

  it('call centre: unblock a locked outlet, passwords, simulate; no edit, no enable, no delete', () => {
    expect(list(ricevitoriaActions(actor('call_center'), locked))).toEqual([
      'changePassword',
      'forcePasswordChange',
      'simulate',
      'unblock',
    ]);
    expect(canBulkForce(actor('call_center'))).toBe(true);
  });

  it('call centre special also enables, edits and decides change requests', () => {
    const a = ricevitoriaActions(actor('call_center_special'), { ...ok, enabled: false, active: false });
    expect(a.has('enable') && a.has('activate') && a.has('edit') && a.has('decideChangeRequests')).toBe(true);
    expect(a.has('delete')).toBe(false);
  });

  it('area manager: reads and simulates only', () => {
    expect(list(ricevitoriaActions(actor('ra'), locked))).toEqual(['simulate']);
    expect(canBulkForce(actor('ra'))).toBe(false);
  });

  it('reader: nothing at all, even holding write permissions', () => {
    expect(
      list(
        ricevitoriaActions(actor('reader', ['crud_insert_ricevitore', 'update_failed_login_attemp_number']), locked),
      ),
    ).toEqual([]);
    expect(canBulkForce(actor('reader', ['force_change_psw_ricevitore']))).toBe(false);
  });

  it('no simulation inside a simulation', () => {
    expect(list(ricevitoriaActions(actor('super_admin', [], 'admin'), locked))).toEqual([]);
  });

  it('"Simula" says why an outlet the server would refuse cannot be simulated', () => {
    expect(simulationRefusal(ok)).toBeNull();
    expect(simulationRefusal({ ...ok, active: false })).toBe(ERRORS.IMPERSONATION_NOT_ALLOWED);
    expect(simulationRefusal({ ...ok, enabled: false, blocked: true })).toBe(ERRORS.IMPERSONATION_NOT_ALLOWED);
    expect(simulationRefusal(locked)).toBe(ERRORS.IMPERSONATION_BLOCKED);
  });
});
