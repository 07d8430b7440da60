/**
 * Global setup of the `server` vitest project: the API suites run on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. In CI (CI=true) PostgreSQL is not optional: without TEST_DATABASE_URL, or when it does not answer, the
 * run fails here instead of quietly dropping the PostgreSQL half of the suite (.ci/run provides the server).
 */
import pg from 'pg';

export function postgresRequirement(env: NodeJS.ProcessEnv): string | null {
  const ci = env.CI != null && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
  if (ci && !env.TEST_DATABASE_URL) {
    return 'CI=true but TEST_DATABASE_URL is not set: the API suites would skip PostgreSQL. Run `.ci/run`, or set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test';
  }
  return null;
}

export default async function setup(): Promise<void> {
  const problem = postgresRequirement(process.env);
  if (problem) throw new Error(problem);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (e) {
    throw new Error(`TEST_DATABASE_URL=${url} does not answer: ${(e as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
