import { adminUpdateRequest } from '@bacheca/domain/schemas/users';
import type { AdminDetail, AdminUpdateRequest } from '@bacheca/domain';

/** The editable data of a staff user as the form holds it. */
export interface EditAdminValues {
  name: string;
  email: string;
  phoneNumber: string;
  role: string;
}
export type EditAdminField = keyof EditAdminValues;
export const EDIT_ADMIN_FIELDS: readonly EditAdminField[] = ['name', 'email', 'phoneNumber', 'role'];

export function editValuesOf(d: AdminDetail): EditAdminValues {
  return { name: d.name ?? '', email: d.email ?? '', phoneNumber: d.phoneNumber ?? '', role: d.role };
}

/**
 * The PUT body: the version read, the changed fields only (the role only when it may change), validated with the
 * API's schema so the messages are the catalogue's.
 */
export function validateEditAdmin(
  values: EditAdminValues,
  original: AdminDetail,
  opts: { canChangeRole: boolean },
): { ok: true; body: AdminUpdateRequest } | { ok: false; errors: Partial<Record<EditAdminField, string>> } {
  const before = editValuesOf(original);
  const body: Record<string, unknown> = { version: original.version };
  for (const f of EDIT_ADMIN_FIELDS) {
    if (f === 'role' && !opts.canChangeRole) continue;
    if (values[f] !== before[f]) body[f] = values[f];
  }
  const parsed = adminUpdateRequest.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<EditAdminField, string>> = {};
  for (const issue of parsed.error.issues) {
    const f = String(issue.path[0] ?? '') as EditAdminField;
    if (EDIT_ADMIN_FIELDS.includes(f)) errors[f] ??= issue.message;
  }
  return { ok: false, errors };
}
