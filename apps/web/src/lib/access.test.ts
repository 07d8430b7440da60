import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type Role } from '@bacheca/domain';
import { canRead, canWrite } from './access';

const actor = (role: Role, extra: Partial<{ impersonatedBy: string }> = {}) => ({
  roles: [role],
  permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
  ...extra,
});

describe('write gate of the screens', () => {
  it('needs the permission', () => {
    expect(canWrite(actor('admin'), 'crud_insert_admin')).toBe(true);
    expect(canWrite(actor('call_center'), 'crud_insert_admin')).toBe(false);
    expect(canWrite(null, 'read_ricevitore')).toBe(false);
  });

  it('the reader role sees no write action, even with every permission', () => {
    const reader = { roles: ['reader' as Role], permissions: [...PERMISSIONS] };
    for (const p of PERMISSIONS) expect(canWrite(reader, p), p).toBe(false);
    expect(canRead(reader, 'read_ricevitore')).toBe(true);
  });

  it('nothing is written from inside a simulation', () => {
    expect(canWrite({ ...actor('super_admin'), impersonatedBy: 'admin' }, 'crud_update_admin')).toBe(false);
  });
});
