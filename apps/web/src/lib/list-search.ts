import { z } from 'zod';

/**
 * Building blocks of the list screens' search parameters (filters, sort and page kept in the URL). Every field
 * falls back to "absent" when the URL holds something invalid, so a hand-edited or stale link still opens the
 * list instead of an error page. Absent fields are left out of the URL: the default page, size and sort never
 * show up there.
 */

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Free text; TanStack Router turns `?ivrCode=100001` into a number, so numbers are read back as text. */
export const textParam = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max))
    .transform((v) => (v === '' ? undefined : v))
    .optional()
    .catch(undefined);

/** `true`/`false` (JSON in the URL) or the strings `'true'`/`'false'`. */
export const boolParam = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional()
  .catch(undefined);

export const enumParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

export const pageParam = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined);

export const pageSizeParam = z.coerce
  .number()
  .int()
  .refine((v) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(v))
  .optional()
  .catch(undefined);

/** Money filters in the URL are integer cents (the inputs show euro,cents). */
export const centsParam = z.coerce.number().int().min(0).max(100_000_000).optional().catch(undefined);

/**
 * The upper bound of a range, dropped when it is below the lower one: a hand-edited URL with from > to keeps
 * "from" only, rather than a list the server refuses.
 */
export function rangeUpperBound(from: number | undefined, to: number | undefined): number | undefined {
  return from != null && to != null && from > to ? undefined : to;
}

/** A calendar date `YYYY-MM-DD`. */
export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
  .optional()
  .catch(undefined);

/** `field` or `-field` among the whitelisted fields. */
export function sortParam<const T extends readonly string[]>(fields: T) {
  return z
    .string()
    .refine((v) => fields.includes(v.startsWith('-') ? v.slice(1) : v))
    .transform((v) => v as T[number] | `-${T[number]}`)
    .optional()
    .catch(undefined);
}

/** Drop absent and empty values and the default page/size, so the URL only names what the user chose. */
export function compactSearch<T extends Record<string, unknown>>(search: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null || v === '') continue;
    if (k === 'page' && v === 1) continue;
    if (k === 'pageSize' && v === DEFAULT_PAGE_SIZE) continue;
    out[k] = v;
  }
  return out as T;
}

/** A validator for `validateSearch`: parse, then compact. */
export function searchValidator<S extends z.ZodType<Record<string, unknown>>>(schema: S) {
  return (raw: Record<string, unknown>): z.output<S> => {
    const parsed = schema.safeParse(raw ?? {});
    return compactSearch((parsed.success ? parsed.data : {}) as Record<string, unknown>) as z.output<S>;
  };
}

/** The query string of an API call: booleans and numbers as text, absent values left out. */
export function toQueryString(params: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    qs.set(k, typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

export type SortDirection = 'asc' | 'desc';
export interface SortItem {
  field: string;
  sort: SortDirection;
}

/** `-name` → [{ field: 'name', sort: 'desc' }] (the grid's sort model). */
export function sortToModel(sort: string | undefined): SortItem[] {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ field: sort.slice(1), sort: 'desc' }] : [{ field: sort, sort: 'asc' }];
}

/** The grid's sort model → `field` / `-field`, or undefined (the server's default) when unsorted or not allowed. */
export function modelToSort(
  model: ReadonlyArray<{ field: string; sort?: SortDirection | null | undefined }>,
  allowed: readonly string[],
): string | undefined {
  const first = model[0];
  if (!first || !first.sort || !allowed.includes(first.field)) return undefined;
  return first.sort === 'desc' ? `-${first.field}` : first.field;
}

/** When a filter changes the first page is shown again. */
export function withFilters<S extends { page?: number }>(search: S, changes: Partial<S>): S {
  return { ...search, ...changes, page: undefined };
}

/**
 * A list page's navigations over its search: `go` to a search (compacted), `filter` (a change of filters goes back
 * to the first page), `reset` (clears the filters, keeps sort and page size), and whether any of `filterKeys` is set.
 */
export function listNavigation<S extends Record<string, unknown> & { page?: number; pageSize?: number; sort?: string }>(
  search: S,
  navigate: (search: S) => void,
  filterKeys: readonly (keyof S)[] = [],
) {
  const go = (next: S) => navigate(compactSearch(next));
  return {
    go,
    filter: (changes: Partial<S>) => go(withFilters(search, changes)),
    reset: () => go({ sort: search.sort, pageSize: search.pageSize } as S),
    hasFilters: filterKeys.some((k) => search[k] !== undefined),
  };
}
