import { z } from '../zod';
import { ALNUM_MAX, ALNUM_PATTERN } from '../params';
import { ERRORS, OPTION_LABELS } from '../messages';
import * as FIELD_ERRORS from '../messages-field-errors';
import type { ListParam, ListParamValue, ListParams } from '../list-params';
import { registerOptionLabels } from './zod-messages';

registerOptionLabels(OPTION_LABELS.exportFormat);

/** Export file format: CSV (`;`-separated, UTF-8 with BOM, for Excel) or Excel xlsx. */
export const exportFormat = z.enum(['csv', 'xlsx']).default('csv');
export type ExportFormat = z.infer<typeof exportFormat>;

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
    return (
      y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    );
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

/** One list contract for every resource (docs/api.md "Lists"). */
export const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: text(60).optional(),
  q: text(200).optional(),
});

/**
 * A list's filters in a JSON body (bulk, cancel and analysis "every row of the filter"): the list's own query schema,
 * whose values may also arrive as JSON numbers and booleans (the web sends its parsed URL search). Each value is read
 * as its query-string text first, so `structureId: 7` and `"7"`, `evidence: true` and `"true"` select the same rows.
 */
export function jsonListFilter<T extends z.ZodType>(query: T) {
  return z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .transform((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])))
    .pipe(query as unknown as z.ZodType<z.output<T>, Record<string, string>>);
}

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
    if (typeof first === 'string' && typeof last === 'string' && last < first)
      ctx.addIssue({ code: 'custom', path: [to], message: FIELD_ERRORS.DATE_RANGE_INVALID });
  };
}

/** A boolean filter in the query string: `true` or `false`. */
export const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `field` ascending or `-field` descending, among a whitelist. */
export function sortOf<const T extends readonly [string, ...string[]]>(fields: T) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [
    T[number] | `-${T[number]}`,
    ...Array<T[number] | `-${T[number]}`>,
  ];
  return z.enum(values);
}

/** An amount filter in the query string: integer cents, 0 to 1.000.000 euro. */
export const centsQuery = z.coerce.number().int().min(0).max(100_000_000);

/** The request schema of one kind of list parameter (`list-params.ts`). */
function listParamSchema(p: ListParam): z.ZodType {
  switch (p.kind) {
    case 'text':
      return p.trim ? text().trim().max(p.max) : text(p.max);
    case 'enum':
      return z.enum(p.values as [string, ...string[]]);
    case 'id':
      return idParam;
    case 'cents':
      return centsQuery;
    case 'int':
      return z.coerce.number().int().min(p.min).max(p.max);
    case 'bool':
      return boolQuery;
    case 'date':
      return isoDate;
    case 'province':
      return text().trim().toUpperCase().max(2);
    case 'sort':
      return sortOf(p.fields);
  }
}

/** A list's declared parameters as an optional zod shape, to extend `listQueryBase` (or an export query) with. */
export function listParamsShape<T extends ListParams>(
  params: T,
): { [K in keyof T]: z.ZodOptional<z.ZodType<ListParamValue<T[K]>, string>> } {
  return Object.fromEntries(Object.entries(params).map(([key, p]) => [key, listParamSchema(p).optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodType<ListParamValue<T[K]>, string>>;
  };
}

/** "From" never above "to" in each price range of a list's filters; the error goes on the "to" field. */
export function priceRanges(
  f: { quotaPriceFrom?: number; quotaPriceTo?: number; totalPriceFrom?: number; totalPriceTo?: number },
  ctx: z.RefinementCtx,
) {
  if (f.quotaPriceFrom != null && f.quotaPriceTo != null && f.quotaPriceFrom > f.quotaPriceTo)
    ctx.addIssue({ code: 'custom', path: ['quotaPriceTo'], message: ERRORS.QUOTE_RANGE_INVALID });
  if (f.totalPriceFrom != null && f.totalPriceTo != null && f.totalPriceFrom > f.totalPriceTo)
    ctx.addIssue({ code: 'custom', path: ['totalPriceTo'], message: ERRORS.TOTAL_RANGE_INVALID });
}
