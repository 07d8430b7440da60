import { defineConfig } from 'vitest/config';

// Timeouts are ceilings for a loaded 2-core CI machine, not expectations: no test relies on them.
export default defineConfig({
  test: {
    // PGlite is single-threaded and CPU hungry: two files at a time on our 2-core machines
    maxWorkers: 2,
    // the default reporter, plus one line saying how many tests ran on PostgreSQL (and failing CI when none did)
    reporters: ['default', './apps/server/src/test/postgres-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // property tests (fast-check) generate hundreds of cases: seconds when idle, 12 s+ seen under load
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // CI=true without TEST_DATABASE_URL (or an unreachable one) fails the run: PostgreSQL never goes missing
          globalSetup: ['./apps/server/src/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          // building a seeded app (PGlite or a fresh PostgreSQL database) belongs in hooks
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // jsdom + MUI renders of whole pages (the structure stepper) take seconds idle and 30 s+ on a loaded machine
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
