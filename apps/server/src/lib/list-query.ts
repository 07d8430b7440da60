/**
 * The list contract's SQL pieces every list uses: the whitelisted sort and the `{ items, total, page, pageSize }`
 * page read with its count.
 */
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from './sql-rows';

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

/**
 * Above this many matching rows a large list's total is the planner's estimate, labelled "circa" in the browser:
 * counting 30.000 outlets or 100.000 systems exactly cost 10–100 times the page itself. Below it the
 * total is exact. `LIST_EXACT_COUNT_LIMIT` in the configuration.
 */
export const DEFAULT_EXACT_COUNT_LIMIT = 10_000;

/** A list's total: exact, or estimated when more than the exact-count limit match. */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/**
 * How many rows `matching` (a `select 1 from … where …`) selects, counted up to limit + 1: the count reads at most
 * that many index entries, so "more than the limit" costs what the limit does, whatever the table's size.
 */
export async function countUpTo(db: DbOrTx, matching: SQLWrapper, limit: number): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from (${matching} limit ${limit + 1}) as matching`),
  );
  return n;
}

/**
 * The total of the rows `matching` selects (a `select 1 from … where …`): counted exactly up to `limit` (the count
 * reads at most limit + 1 index entries), estimated by the planner above it (`EXPLAIN`, no rows read), never less
 * than limit + 1.
 */
export async function cappedTotal(db: DbOrTx, matching: SQLWrapper, limit: number): Promise<ListTotal> {
  const n = await countUpTo(db, matching, limit);
  if (n <= limit) return { total: n, estimated: false };
  const [plan] = await rowsOf<{ 'QUERY PLAN': unknown }>(db.execute(sql`explain (format json) ${matching}`));
  const json = plan?.['QUERY PLAN'];
  const tree = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  const planRows = Math.round(Number(tree?.[0]?.Plan?.['Plan Rows'] ?? 0));
  return { total: Math.max(planRows, limit + 1), estimated: true };
}

/**
 * One page of a large list with a capped total (`cappedTotal`). A short page ends the list, so there the total is
 * exact whatever the estimate said; a full page never reports fewer rows than it has shown.
 */
export async function listPageWithCappedTotal<Row, Item>(
  db: DbOrTx,
  q: { page: number; pageSize: number },
  rows: PromiseLike<Row[]>,
  matching: SQLWrapper,
  limit: number,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number; totalEstimated?: boolean }> {
  const [page, counted] = await Promise.all([rows, cappedTotal(db, matching, limit)]);
  const shown = pageOffset(q.page, q.pageSize) + page.length;
  const items = page.map(toItem);
  if (!counted.estimated) return { items, total: counted.total, page: q.page, pageSize: q.pageSize };
  if (page.length > 0 && page.length < q.pageSize) return { items, total: shown, page: q.page, pageSize: q.pageSize };
  return { items, total: Math.max(counted.total, shown), page: q.page, pageSize: q.pageSize, totalEstimated: true };
}
