/**
 * Warm both journey servers before the first test, so no journey pays for a cold start inside its expectation
 * timeouts: the first requests of a freshly started server (static files read from disk, the lazily loaded route
 * chunks of the SPA, the first database queries) were taking ~10 s on a loaded machine. This asks for every built
 * asset (the lazy chunks included), then loads the login page in Chromium and waits for the form; waits here are
 * generous because they are a one-off cost, and the journeys keep their normal timeouts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type FullConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const ASSETS = path.join(here, '..', 'apps', 'web', 'dist', 'assets');
const WARM_UP_TIMEOUT = 120_000;

export default async function globalSetup(config: FullConfig): Promise<void> {
  const project = config.projects[0];
  const baseURL = String(project.use.baseURL);
  // the main server and the short-inactivity one on the next port (playwright.config.ts)
  const port = Number(new URL(baseURL).port);
  const bases = [baseURL, `http://localhost:${port + 1}`];
  const assets = readdirSync(ASSETS).filter((f) => /\.(js|css)$/.test(f));
  if (assets.length === 0) throw new Error(`no built assets in ${ASSETS}: run npm run build first`);

  for (const base of bases) {
    for (const file of assets) {
      const res = await fetch(`${base}/assets/${file}`, { signal: AbortSignal.timeout(WARM_UP_TIMEOUT) });
      if (!res.ok) throw new Error(`warm-up: ${base}/assets/${file} answered ${res.status}`);
      await res.arrayBuffer();
    }
    const config = await fetch(`${base}/api/v1/config`, { signal: AbortSignal.timeout(WARM_UP_TIMEOUT) });
    if (!config.ok) throw new Error(`warm-up: ${base}/api/v1/config answered ${config.status}`);
  }

  const browser = await chromium.launch(project.use.launchOptions);
  try {
    for (const base of bases) {
      const page = await browser.newPage();
      await page.goto(`${base}/login`, { timeout: WARM_UP_TIMEOUT });
      await page.getByTestId('login-username').waitFor({ state: 'visible', timeout: WARM_UP_TIMEOUT });
      await page.waitForLoadState('networkidle', { timeout: WARM_UP_TIMEOUT });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
