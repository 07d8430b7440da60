import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser journeys against the real server on fresh PGlite folders, in Debian's Chromium (never a downloaded browser).
 * Two servers: the main one, and one with a 4-second inactivity timeout for the session-expiry journey.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** E2E_PORT moves both servers (E2E_PORT and E2E_PORT + 1), so two clones can run their journeys at once. */
const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
const SHORT_PORT = MAIN_PORT + 1;
export const MAIN_URL = `http://localhost:${MAIN_PORT}`;
export const SHORT_URL = `http://localhost:${SHORT_PORT}`;

const server = (port: number, dir: string, extra: string) =>
  `bash -c "rm -rf .tmp/${dir} && cd ../apps/server && PORT=${port} HOST=127.0.0.1 DATA_DIR=${path.join(here, '.tmp', dir)} SEED_OUTLETS=300 ` +
  `CAPTCHA_PROVIDER=altcha ALTCHA_MAX_NUMBER=1000 LOGIN_RATE_LIMIT=1000 LOG_LEVEL=warn ${extra} exec npx tsx src/main.ts"`;

export default defineConfig({
  testDir: './tests',
  // warms both servers (every built chunk, the login page) so the first journey does not pay for a cold start
  globalSetup: './global-setup.ts',
  // A ceiling, not an expectation: a journey of several full page loads took over 60 s with two CI runs sharing 2 cores.
  timeout: 120_000,
  // also a ceiling: under a load of 20–30 on 2 cores a toast, a dialog or a grid's refetch took over 10 s to show
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '.tmp/results',
  use: {
    baseURL: MAIN_URL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    // publication in small, paced batches so a job's progress is visible while it runs (publication.spec.ts)
    {
      command: server(MAIN_PORT, 'main', 'PUBLICATION_BATCH_SIZE=5 PUBLICATION_BATCH_DELAY_MS=250'),
      url: `${MAIN_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: server(
        SHORT_PORT,
        'short',
        'INACTIVITY_TIMEOUT_MS=4000 SEED_OUTLETS=10 ENABLED_GAMES=superenalotto,sivincetutto,eurojackpot,totocalcio',
      ),
      url: `${SHORT_URL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
