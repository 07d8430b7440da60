import { ERRORS, isErrorCode } from '@bacheca/domain/messages';
import { isApiError } from './api-client';

/**
 * The API's per-field messages (`fields` of `{ code, message, fields }`) that belong to fields of a form, in
 * Italian. A field's value may be a catalogue code or a text; a key like `email` or `body.email` names the field.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fieldNames: readonly F[],
): Array<{ field: F; message: string }> {
  if (!isApiError(error)) return [];
  const out: Array<{ field: F; message: string }> = [];
  for (const [key, value] of Object.entries(error.fields ?? {})) {
    const name = key.replace(/^body\./, '').split('.')[0];
    if (!(fieldNames as readonly string[]).includes(name)) continue;
    if (out.some((o) => o.field === name)) continue;
    const message = isErrorCode(value) ? ERRORS[value] : value ? String(value) : error.message;
    out.push({ field: name as F, message });
  }
  return out;
}
