import { ERRORS, errorMessage, isErrorCode } from '@bacheca/domain/messages';
import { PASSWORD_CONFIRM_REQUIRED } from '@bacheca/domain/messages-password-form';
import { passwordProblem } from '@bacheca/domain/password';
import { isApiError } from './api-client';

/** react-hook-form `validate` for a new password: the domain rules (spec §5), in Italian. */
export function validateNewPassword(value: string, username?: string): true | string {
  const problem = passwordProblem(value, username);
  return problem ? errorMessage(problem) : true;
}

export function validateConfirmPassword(confirm: string, password: string): true | string {
  if (!confirm) return PASSWORD_CONFIRM_REQUIRED;
  return confirm === password ? true : ERRORS.PASSWORD_MISMATCH;
}

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/**
 * Where a password-change error of the API belongs in the form, with its Italian text. The API's `fields`
 * win when they name a form field; otherwise the code decides.
 */
export function passwordErrorTargets<F extends PasswordField>(
  error: unknown,
  fieldNames: readonly F[],
): { field: F; message: string }[] {
  if (!isApiError(error)) return [];
  const out: { field: F; message: string }[] = [];
  for (const [key, value] of Object.entries(error.fields ?? {})) {
    if ((fieldNames as readonly string[]).includes(key))
      out.push({ field: key as F, message: isErrorCode(value) ? ERRORS[value] : String(value || error.message) });
  }
  if (out.length) return out;
  const byCode: Record<string, PasswordField> = {
    OLD_PASSWORD_INVALID: 'oldPassword',
    PASSWORD_MISMATCH: 'confirmPassword',
    PASSWORD_NOT_SECURE: 'newPassword',
    PASSWORD_ALREADY_USED: 'newPassword',
    PASSWORD_CONTAINS_USERNAME: 'newPassword',
    PASSWORD_TOO_COMMON: 'newPassword',
  };
  const field = byCode[error.code];
  return field && (fieldNames as readonly string[]).includes(field)
    ? [{ field: field as F, message: error.message }]
    : [];
}
