/**
 * Path parameters' shapes, without zod: the browser's route guards check them in the entry graph (bundle
 * size); the API's schemas (`schemas/common.ts`) build on the same patterns.
 */

/** An alphanumeric path parameter (usernames, IVR codes, ids): letters and digits, at most 200. */
export const ALNUM_PATTERN = /^[A-Za-z0-9]+$/;
export const ALNUM_MAX = 200;

export function isAlphanumericParam(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ALNUM_MAX && ALNUM_PATTERN.test(value);
}
