import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';

export const DEMO_PASSWORD = 'Demo!Bacheca2026';

/** Fill the login form; the ALTCHA widget solves its challenge on its own and submit waits for it. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function login(page: Page, username: string, password = DEMO_PASSWORD, landing: RegExp = /\/home$/) {
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(landing);
  await expectAccessible(page, 'landing after login');
}

/** The test ids of the sidebar entries the user sees (attached, whether or not their section is open). */
export async function sidebarEntries(page: Page): Promise<string[]> {
  await expect(page.getByTestId('sidebar')).toBeVisible();
  const ids = await page.locator('[data-nav-item]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return [...new Set(ids)].sort();
}

/**
 * A first page load may fetch, parse and compile cold lazy chunks (the outlets page carries the date pickers): on a
 * loaded CI machine that alone took over 10 s, the expectation timeout. Waiting for a page to be *loaded* is a
 * navigation, not a behaviour, so it gets a navigation-scale timeout; the behaviour checks keep the normal one.
 */
export const PAGE_LOAD_TIMEOUT = 60_000;

/**
 * Go to an app page and wait until `ready` (an element of the page) shows: the page and its chunks have loaded.
 * Then the accessibility gate (a11y.ts) runs on it.
 */
export async function gotoLoaded(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expectAccessible(page);
}

/** The Authorization header of the page's session (its token cookie), for API calls from a journey. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'bdr_token')!.value;
  return { authorization: `Bearer ${token}` };
}
