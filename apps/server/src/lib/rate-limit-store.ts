/**
 * The login rate limit's store for @fastify/rate-limit, in the application's database (table rate_limit_counters):
 * every API instance counts in the same rows, so LOGIN_RATE_LIMIT holds in total however many instances run
 * (docs/architecture.md "State shared by instances"). A fixed window per route and client address, on the database's
 * clock (instances' clocks may differ), incremented by one atomic upsert.
 */
import type { Database } from '../db/client';

interface IncrResult {
  current: number;
  ttl: number;
}
type IncrCallback = (error: Error | null, result?: IncrResult) => void;

/** One counter set per route (the plugin calls `child` for each rate-limited route). */
class DatabaseRateLimitStore {
  constructor(
    private readonly database: Database,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow = 60_000, _max?: number): void {
    this.hit(`${this.prefix}${key}`, timeWindow).then(
      (r) => callback(null, r),
      (e: Error) => callback(e),
    );
  }

  private async hit(key: string, windowMs: number): Promise<IncrResult> {
    // the window this moment falls in; a row of an older window starts again at 1, a newer one (a statement whose
    // transaction began a moment earlier) is never moved back
    const { rows } = await this.database.query<{ hits: number; ttl: number }>(
      `insert into rate_limit_counters as c (key, window_start, hits)
       values ($1, to_timestamp(floor(extract(epoch from clock_timestamp()) * 1000 / $2) * $2 / 1000.0), 1)
       on conflict (key) do update set
         hits = case when excluded.window_start > c.window_start then 1 else c.hits + 1 end,
         window_start = greatest(c.window_start, excluded.window_start)
       returning hits, greatest(0, ceil(extract(epoch from (window_start - clock_timestamp())) * 1000 + $2))::int as ttl`,
      [key, windowMs],
    );
    return { current: Number(rows[0].hits), ttl: Number(rows[0].ttl) };
  }

  /** The plugin passes the route's merged settings, the route itself in `routeInfo` (its typings say RouteOptions). */
  child(params: object): DatabaseRateLimitStore {
    const route = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
    const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
    return new DatabaseRateLimitStore(this.database, `${method} ${route.url ?? ''}|`);
  }
}

/** The store constructor the plugin's `store` option takes, bound to this database. */
export function databaseRateLimitStore(database: Database) {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(database);
    }
  };
}

/** Counters of windows that ended (the maintenance job): at most a window of LOGIN_RATE_LIMIT's minute is live. */
export async function purgeRateLimitCounters(database: Database): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    `with gone as (delete from rate_limit_counters where window_start < now() - interval '1 hour' returning 1) select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
