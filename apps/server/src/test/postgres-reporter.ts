/**
 * A vitest reporter that prints how many tests ran on PostgreSQL, so the CI log shows it (and a run where the
 * PostgreSQL half silently vanished is visible). A test runs "on PostgreSQL" when its full name contains
 * "on postgres": the API suites are `describe.each(testDatabases())('… on %s')`.
 * With CI=true, a run that included the server project but ran no test on PostgreSQL fails.
 */
import type { Reporter, TestModule } from 'vitest/node';

export const POSTGRES_MARK = /\bon postgres\b/;

export default class PostgresCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let server = 0;
    const counts = { passed: 0, failed: 0, skipped: 0, pending: 0 };
    for (const m of testModules) {
      if (m.project.name !== 'server') continue;
      for (const test of m.children.allTests()) {
        server++;
        if (!POSTGRES_MARK.test(test.fullName)) continue;
        counts[test.result().state]++;
      }
    }
    if (server === 0) return;
    const ran = counts.passed + counts.failed;
    const url = process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL set' : 'TEST_DATABASE_URL not set';
    console.log(
      `\nPostgreSQL: ${ran} tests ran on PostgreSQL (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped + counts.pending} skipped) of ${server} server tests; ${url}\n`,
    );
    const ci = process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
    if (ci && ran === 0) {
      console.error('PostgreSQL: CI=true and no test ran on PostgreSQL: failing the run.');
      process.exitCode = 1;
    }
  }
}
