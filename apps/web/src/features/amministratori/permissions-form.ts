import { PERMISSIONS } from '@bacheca/domain/permissions';
import type { Permission } from '@bacheca/domain';

export interface PermissionRow {
  name: Permission;
  label: string;
  /** Held through the role (shown checked, not editable here: /gruppi edits roles). */
  fromRole: boolean;
  /** Granted to this user on top of the role. */
  additional: boolean;
  /** The checkbox can change: the caller may edit, holds the permission (no escalation) and it is not from the role. */
  editable: boolean;
}

/** The rows of the additional-permissions list, in the catalogue's order. */
export function permissionRows(
  available: ReadonlyArray<{ name: Permission; label: string; grantable: boolean }>,
  base: readonly Permission[],
  additional: ReadonlySet<Permission>,
  canEdit: boolean,
): PermissionRow[] {
  const byName = new Map(available.map((p) => [p.name, p]));
  return PERMISSIONS.filter((p) => byName.has(p)).map((name) => {
    const info = byName.get(name)!;
    const fromRole = base.includes(name);
    return {
      name,
      label: info.label,
      fromRole,
      additional: additional.has(name),
      editable: canEdit && info.grantable && !fromRole,
    };
  });
}

/** Same set, whatever the order. */
export function samePermissions(a: Iterable<Permission>, b: Iterable<Permission>): boolean {
  const x = [...new Set(a)].sort();
  const y = [...new Set(b)].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
