import { describe, expect, it } from 'vitest';
import { permissionRows, samePermissions } from './permissions-form';

const available = [
  { name: 'read_ricevitore' as const, label: 'Lettura ricevitorie', grantable: true },
  { name: 'crud_read_admin' as const, label: 'Lettura amministratori', grantable: true },
  { name: 'crud_delete_admin' as const, label: 'Cancellazione amministratori', grantable: false },
];

describe('additional permissions', () => {
  it('role permissions are ticked and fixed; only grantable ones change, and only with the right to edit', () => {
    const rows = permissionRows(available, ['read_ricevitore'], new Set(['crud_read_admin']), true);
    expect(rows.map((r) => [r.name, r.fromRole, r.additional, r.editable])).toEqual([
      ['crud_read_admin', false, true, true],
      ['crud_delete_admin', false, false, false],
      ['read_ricevitore', true, false, false],
    ]);
    expect(permissionRows(available, [], new Set(), false).every((r) => !r.editable)).toBe(true);
  });

  it('compares sets', () => {
    expect(samePermissions(['a' as never, 'b' as never], ['b' as never, 'a' as never])).toBe(true);
    expect(samePermissions(['a' as never], [])).toBe(false);
  });
});
