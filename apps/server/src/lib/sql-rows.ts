import { sql, type SQL } from 'drizzle-orm';

/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(statement: PromiseLike<unknown>): Promise<T[]> {
  const res = await statement;
  return Array.isArray(res) ? (res as T[]) : ((res as { rows?: T[] }).rows ?? []);
}

/** A JS array as a typed PostgreSQL array parameter (one parameter, however many values: UNNEST inserts, `= any`). */
export function sqlArray(values: readonly (string | number | null)[], type: 'int' | 'bigint' | 'text'): SQL {
  // sql.param keeps the array one parameter (a bare array in sql`` would become a list of parameters)
  if (type === 'bigint') {
    // integers only, each exact (a double past 2^53 is not the amount it claims)
    for (const v of values)
      if (v !== null && !Number.isSafeInteger(v)) throw new RangeError(`not an exact integer: ${v}`);
    return sql`${sql.param(values)}::bigint[]`;
  }
  return type === 'int' ? sql`${sql.param(values)}::int[]` : sql`${sql.param(values)}::text[]`;
}
