/** The rows of a raw statement (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<T>(statement: PromiseLike<unknown>): Promise<T[]> {
  const res = await statement;
  return Array.isArray(res) ? (res as T[]) : ((res as { rows?: T[] }).rows ?? []);
}
