/**
 * The list contract's SQL pieces every list uses: the whitelisted sort and the `{ items, total, page, pageSize }`
 * page read with its count.
 */
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * ORDER BY for a `field` / `-field` sort whose field the schema whitelisted (`columns` holds exactly those), nulls
 * last either way, then the tie-break column in the same direction so that pages are stable. The tie-break is left out
 * when the list is sorted by that same column (`tieBreakKey`). Every sort of a large list needs its index in that exact
 * form: `(column asc nulls last, tie-break)` for ascending and `(column asc nulls first, tie-break)`, read backwards,
 * for descending (see the outlet indexes in db/schema.ts).
 */
export function whitelistedOrder<K extends string>(opts: {
  columns: Record<K, SQLWrapper>;
  sort: string | undefined;
  defaultKey: K;
  tieBreak: SQLWrapper;
  tieBreakKey?: K;
  /**
   * Keys whose column is never null: their order leaves out `nulls last` (the same rows in the same order), so one
   * `(column, tie-break)` index serves both directions, read backwards for the descending one.
   */
  notNull?: readonly K[];
}): SQL[] {
  const key = (opts.sort ?? opts.defaultKey).replace(/^-/, '') as K;
  const descending = opts.sort?.startsWith('-') ?? false;
  const col = opts.columns[key];
  const nulls = opts.notNull?.includes(key) ? sql`` : sql` nulls last`;
  const first = descending ? sql`${col} desc${nulls}` : sql`${col} asc${nulls}`;
  if (key === opts.tieBreakKey) return [first];
  return [first, descending ? desc(opts.tieBreak) : asc(opts.tieBreak)];
}

/** Where page `page` of `pageSize` rows starts (saturated: a huge page number must not overflow the OFFSET). */
export const pageOffset = (page: number, pageSize: number) => Math.min((page - 1) * pageSize, Number.MAX_SAFE_INTEGER);

/** One page of a list and its total, read together: the answer of every list endpoint. */
export async function listPage<Row, Item>(
  q: { page: number; pageSize: number },
  rows: PromiseLike<Row[]>,
  count: PromiseLike<Array<{ n: number }>>,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const [page, [{ n }]] = await Promise.all([rows, count]);
  return { items: page.map(toItem), total: n, page: q.page, pageSize: q.pageSize };
}
