import type { Database } from '../db/client';

/**
 * The harness drops each throwaway PostgreSQL database `with (force)` right after closing the pool; a connection the
 * pool is still closing then receives "terminating connection" (57P01), which node-postgres re-emits on the pool and
 * Vitest reports as an unhandled error. Only that one is ignored. (Better fixed once in db/client.ts: pool.on('error').)
 */
export function ignoreDropOfTestDatabase(database: Database): void {
  const pool = (
    database.db as unknown as { $client?: { on?: (e: 'error', f: (err: { code?: string }) => void) => void } }
  ).$client;
  if (database.kind !== 'postgres' || typeof pool?.on !== 'function') return;
  pool.on('error', (err) => {
    if (err.code !== '57P01') throw err;
  });
}
