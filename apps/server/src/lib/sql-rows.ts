import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(statement: PromiseLike<unknown>): Promise<T[]> {
  const res = await statement;
  return Array.isArray(res) ? (res as T[]) : ((res as { rows?: T[] }).rows ?? []);
}

/** A JS array as a typed PostgreSQL array parameter (one parameter, however many values: UNNEST inserts, `= any`). */
export function sqlArray(values: readonly (string | number | null)[], type: 'int' | 'text'): SQL {
  // sql.param keeps the array one parameter (a bare array in sql`` would become a list of parameters)
  return type === 'int' ? sql`${sql.param(values)}::int[]` : sql`${sql.param(values)}::text[]`;
}
