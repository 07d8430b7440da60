/**
 * Building blocks of the list screens' search parameters (filters, sort and page kept in the URL). Every field
 * falls back to "absent" when the URL holds something invalid, so a hand-edited or stale link still opens the
 * list instead of an error page. Absent fields are left out of the URL: the default page, size and sort never
 * show up there.
 *
 * Plain parsers, not zod: the router validates every list's search in the entry graph, which every route (the login
 * included) downloads; zod and the schemas stay in the chunks of the pages that submit forms. The parameters
 * themselves are declared once, for the API and the URL, in `@bacheca/domain/list-params`.
 */
import type { ListParam, ListParams, ListParamValue } from '@bacheca/domain/list-params';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** A URL search value's parser: the value, or undefined when it is absent or invalid (never throws). */
export interface Param<T> {
  parse(raw: unknown): T | undefined;
}

export function param<T>(parse: (raw: unknown) => T | undefined): Param<T> {
  return {
    parse(raw) {
      try {
        return parse(raw);
      } catch {
        return undefined;
      }
    },
  };
}

/** Free text; TanStack Router turns `?ivrCode=100001` into a number, so numbers are read back as text. */
export const textParam = (max: number): Param<string> =>
  param((v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    const s = String(v).trim();
    return s === '' || s.length > max ? undefined : s;
  });

/** `true`/`false` (JSON in the URL) or the strings `'true'`/`'false'`. */
export const boolParam: Param<boolean> = param((v) =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined,
);

export const enumParam = <const T extends readonly string[]>(values: T): Param<T[number]> =>
  param((v) => (typeof v === 'string' && values.includes(v) ? (v as T[number]) : undefined));

/** An integer in [min, max], from a number or its text. */
export const intParam = (min: number, max: number): Param<number> =>
  param((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  });

/** A database id (serial). */
export const idParam = intParam(1, 2_147_483_647);

export const pageParam = intParam(1, 1_000_000);

export const pageSizeParam: Param<number> = param((v) => {
  const n = intParam(1, 1000).parse(v);
  return n !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : undefined;
});

/** Money filters in the URL are integer cents (the inputs show euro,cents). */
export const centsParam = intParam(0, 100_000_000);

/** A calendar date `YYYY-MM-DD`. */
export const dateParam: Param<string> = param((v) => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : undefined;
});

/** `field` or `-field` among the whitelisted fields. */
export function sortParam<const T extends readonly string[]>(fields: T): Param<T[number] | `-${T[number]}`> {
  return param((v) => {
    if (typeof v !== 'string') return undefined;
    return fields.includes(v.startsWith('-') ? v.slice(1) : v) ? (v as T[number] | `-${T[number]}`) : undefined;
  });
}

/** A province code, e.g. RM (capitals in the URL whatever was typed). */
export const provinceParam: Param<string> = param((v) => {
  if (typeof v !== 'string') return undefined;
  const code = v.trim().toUpperCase();
  return /^[A-Z]{1,2}$/.test(code) ? code : undefined;
});

/** The URL's parser of one kind of list parameter. */
function listParamParser(p: ListParam): Param<unknown> {
  switch (p.kind) {
    case 'text':
      return textParam(p.max);
    case 'enum':
      return enumParam(p.values);
    case 'id':
      return idParam;
    case 'cents':
      return centsParam;
    case 'int':
      return intParam(p.min, p.max);
    case 'bool':
      return boolParam;
    case 'date':
      return dateParam;
    case 'province':
      return provinceParam;
    case 'sort':
      return sortParam(p.fields);
  }
}

/** A list's declared parameters as URL parsers. */
export function listParamParsers<T extends ListParams>(params: T): { [K in keyof T]: Param<ListParamValue<T[K]>> } {
  return Object.fromEntries(Object.entries(params).map(([key, p]) => [key, listParamParser(p)])) as {
    [K in keyof T]: Param<ListParamValue<T[K]>>;
  };
}

/** A list's URL: its declared parameters, its page and its page size. */
export function listSearchShape<T extends ListParams>(params: T) {
  return { ...listParamParsers(params), page: pageParam, pageSize: pageSizeParam };
}

export type SearchShape = Record<string, Param<unknown>>;
/** The search a shape parses to: every field optional. */
export type SearchOf<S extends SearchShape> = { [K in keyof S]?: S[K] extends Param<infer T> ? T : never };

/** A list's search: each field parsed on its own (an invalid one is dropped), then an optional cross-field rule. */
export function searchSchema<S extends SearchShape>(
  shape: S,
  refine: (search: SearchOf<S>) => SearchOf<S> = (s) => s,
): Param<SearchOf<S>> {
  return param((raw) => {
    const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [key, p] of Object.entries(shape)) {
      const value = input[key] === undefined ? undefined : p.parse(input[key]);
      if (value !== undefined) out[key] = value;
    }
    return refine(out as SearchOf<S>);
  });
}

/**
 * The upper bound of a range, dropped when it is below the lower one: a hand-edited URL with from > to keeps
 * "from" only, rather than a list the server refuses.
 */
export function rangeUpperBound(from: number | undefined, to: number | undefined): number | undefined {
  return from != null && to != null && from > to ? undefined : to;
}

/** A cross-field rule for `searchSchema`: in each [from, to] pair, "to" is dropped when it is below "from". */
export function dropInvertedRanges(...ranges: ReadonlyArray<readonly [string, string]>) {
  return <S extends object>(search: S): S => {
    const values = search as Record<string, unknown>;
    const out: Record<string, unknown> = { ...values };
    for (const [from, to] of ranges)
      out[to] = rangeUpperBound(values[from] as number | undefined, values[to] as number | undefined);
    return out as S;
  };
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
export function searchValidator<T extends Record<string, unknown>>(schema: Param<T>) {
  return (raw: Record<string, unknown>): T => compactSearch(schema.parse(raw ?? {}) ?? ({} as T));
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

/** What a parser yields (a list's search type from its schema). */
export type ParamOutput<P> = P extends Param<infer T> ? T : never;
