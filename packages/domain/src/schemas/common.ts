import { z } from '../zod';
import { ALNUM_MAX, ALNUM_PATTERN } from '../params';
import { FIELD_ERRORS } from '../messages';

/**
 * Text the API accepts: no NUL byte or other control character (tab, newline and carriage return are allowed),
 * no lone UTF-16 surrogate (it cannot be stored as UTF-8). PostgreSQL refuses both, so they are refused here,
 * at the edge, with an Italian message, before they reach a query or an export stream.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function isSafeText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}
/** The one string type of every request field: `text()` or `text(max)`. */
export const text = (max?: number) => {
  const base = z.string().refine(isSafeText, FIELD_ERRORS.TEXT_UNSAFE);
  return max == null ? base : base.max(max);
};

/** Numeric ids in paths and queries: plain decimal digits, no sign, no leading zero, no `0x`, `1e0` or `1.0`. */
export const ID_MAX = 2_147_483_647;
export const idParam = z
  .string({ error: FIELD_ERRORS.ID_INVALID })
  .regex(/^[1-9][0-9]{0,9}$/, FIELD_ERRORS.ID_INVALID)
  .transform(Number)
  .refine((n) => n <= ID_MAX, FIELD_ERRORS.ID_INVALID);

/** A real calendar date `YYYY-MM-DD` (9999-99-99 and 2026-02-30 are refused). */
export const isoDate = z
  .string({ error: FIELD_ERRORS.DATE_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_ERRORS.DATE_INVALID)
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, FIELD_ERRORS.DATE_INVALID);

/** Route parameters (usernames, IVR codes, tokens, ids) are alphanumeric (spec §5). */
export const alnumParam = z.string().regex(ALNUM_PATTERN, FIELD_ERRORS.ALPHANUMERIC).max(ALNUM_MAX);
/** Job ids keep the Game_ID form (SE_1042). */
export const jobIdParam = z.string().regex(/^[A-Z]{2,4}_[1-9][0-9]{0,9}$/, FIELD_ERRORS.JOB_ID_FORMAT);

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()),
});

/** One list contract for every resource (conventions.md). */
export const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: text(60).optional(),
  q: text(200).optional(),
});

export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** True when `total` is the database's estimate (large lists above the exact-count limit): shown as "circa". */
    totalEstimated: z.boolean().optional(),
  });
}

export const okResponse = z.object({ ok: z.literal(true), message: z.string().optional() });

/**
 * A from/to pair of days (`YYYY-MM-DD`) in a filter: the last day may not precede the first; the error goes on the
 * last day's field. Every date-range filter refines its schema with it (`.superRefine(dayRange('dateFrom', 'dateTo'))`).
 */
export function dayRange<F extends string, T extends string>(from: F, to: T) {
  return (v: Partial<Record<F | T, unknown>>, ctx: z.RefinementCtx) => {
    const first = v[from];
    const last = v[to];
    if (typeof first === 'string' && typeof last === 'string' && last < first) ctx.addIssue({ code: 'custom', path: [to], message: FIELD_ERRORS.DATE_RANGE_INVALID });
  };
}

/** A boolean filter in the query string: `true` or `false`. */
export const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `field` ascending or `-field` descending, among a whitelist. */
export function sortOf<const T extends readonly [string, ...string[]]>(fields: T) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [T[number] | `-${T[number]}`, ...Array<T[number] | `-${T[number]}`>];
  return z.enum(values);
}
