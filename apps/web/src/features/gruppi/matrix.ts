import type { Permission, Role, RoleMatrixResponse } from '@bacheca/domain';

export type MatrixDraft = Partial<Record<Role, Permission[]>>;

/** The roles whose draft differs from the saved matrix. */
export function dirtyRoles(matrix: RoleMatrixResponse | undefined, draft: MatrixDraft): Role[] {
  if (!matrix) return [];
  return matrix.roles
    .filter((r) => {
      const d = draft[r.name];
      if (!d) return false;
      const a = [...new Set(d)].sort().join();
      const b = [...new Set(r.permissions)].sort().join();
      return a !== b;
    })
    .map((r) => r.name);
}

/** Tick or untick one cell of the draft, starting from the saved column. */
export function toggleCell(
  matrix: RoleMatrixResponse,
  draft: MatrixDraft,
  role: Role,
  permission: Permission,
  on: boolean,
): MatrixDraft {
  const current = draft[role] ?? matrix.roles.find((r) => r.name === role)?.permissions ?? [];
  const next = on ? [...new Set([...current, permission])] : current.filter((p) => p !== permission);
  return { ...draft, [role]: next };
}

/** Whether a cell is ticked in the draft (or, untouched, in the saved matrix). */
export function cellChecked(
  matrix: RoleMatrixResponse,
  draft: MatrixDraft,
  role: Role,
  permission: Permission,
): boolean {
  const col = draft[role] ?? matrix.roles.find((r) => r.name === role)?.permissions ?? [];
  return col.includes(permission);
}
