import { ERRORS, errorMessage } from '@bacheca/domain/messages';
import { PASSWORD_CONFIRM_REQUIRED } from '@bacheca/domain/messages-password-form';
import { adminCreateRequest } from '@bacheca/domain/schemas/users';
import { passwordProblem } from '@bacheca/domain/password';
import type { AdminCreateRequest } from '@bacheca/domain';

/** The "Nuovo amministratore" form as typed by the user. */
export interface CreateAdminValues {
  username: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: string;
  /** An initial password, or an e-mail invitation with a link to choose it. */
  mode: 'password' | 'invite';
  password: string;
  confirmPassword: string;
  forcePasswordChange: boolean;
}

export const EMPTY_CREATE_ADMIN: CreateAdminValues = {
  username: '',
  name: '',
  email: '',
  phoneNumber: '',
  role: '',
  mode: 'password',
  password: '',
  confirmPassword: '',
  forcePasswordChange: true,
};

export type CreateAdminField = keyof CreateAdminValues;
export const CREATE_ADMIN_FIELDS: readonly CreateAdminField[] = Object.keys(EMPTY_CREATE_ADMIN) as CreateAdminField[];

/** The request body: the password only with mode "password", the invitation flag otherwise. */
export function toCreateRequest(v: CreateAdminValues): Record<string, unknown> {
  const invite = v.mode === 'invite';
  return {
    username: v.username,
    name: v.name,
    email: v.email,
    phoneNumber: v.phoneNumber,
    role: v.role === '' ? undefined : v.role,
    invite,
    ...(invite
      ? {}
      : { password: v.password, confirmPassword: v.confirmPassword, forcePasswordChange: v.forcePasswordChange }),
  };
}

/**
 * Validate with the API's own schema (its messages are the catalogue's Italian texts) plus the password rules of
 * spec §5 that only the server checks otherwise. Returns the request to send, or the first message per field.
 */
export function validateCreateAdmin(
  v: CreateAdminValues,
): { ok: true; body: AdminCreateRequest } | { ok: false; errors: Partial<Record<CreateAdminField, string>> } {
  const errors: Partial<Record<CreateAdminField, string>> = {};
  const parsed = adminCreateRequest.safeParse(toCreateRequest(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as CreateAdminField;
      if (CREATE_ADMIN_FIELDS.includes(field)) errors[field] ??= issue.message;
    }
  }
  // The schema's cross-field rules only run once every field is valid: say it all at once.
  if (v.mode === 'password' && !v.password) errors.password ??= ERRORS.PASSWORD_REQUIRED;
  if (v.mode === 'password' && v.password) {
    const problem = passwordProblem(v.password, v.username);
    if (problem) errors.password ??= errorMessage(problem);
    if (!v.confirmPassword) errors.confirmPassword ??= PASSWORD_CONFIRM_REQUIRED;
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
