import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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
  const ids = await page
    .locator('[data-nav-item]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return [...new Set(ids)].sort();
}

/**
 * A first page load may fetch, parse and compile cold lazy chunks (the outlets page carries the date pickers): on a
 * loaded CI machine that alone took over 10 s, the expectation timeout. Waiting for a page to be *loaded* is a
 * navigation, not a behaviour, so it gets a navigation-scale timeout; the behaviour checks keep the normal one.
 */
export const PAGE_LOAD_TIMEOUT = 60_000;

/**
 * The second server logs out after 4 s without activity, for the inactivity journey. A journey there about something
 * else reads the default 30 minutes from /config instead: simulated mouse moves do not help when a busy machine
 * stalls the page's main thread for over 4 s (axe on a large page did), and the timeout is the browser's own rule.
 */
export async function withoutInactivityLogout(page: Page) {
  await page.route('**/api/v1/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, inactivityTimeoutMs: 1_800_000 } });
  });
}

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

/**
 * Pick an option of an MUI select and see its menu close. On a busy machine a click on an option while the menu is
 * still growing in can be lost (the menu stays open, nothing chosen, every later click lands on the menu's backdrop):
 * then the option is clicked again.
 */
export async function chooseOption(page: Page, combobox: Locator, option: Locator) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await combobox.click();
    await option.click({ timeout: 10_000 });
    await expect(listbox).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** `chooseOption` by the field's label (its start: a required field adds " *") and the option's exact name. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await chooseOption(
    page,
    page.getByRole('combobox', { name: new RegExp(`^${escaped}`) }),
    page.getByRole('option', { name: option, exact: typeof option === 'string' }).first(),
  );
}

/**
 * An outlet's unread popups acknowledged through its API, so that a journey about something else is not covered by
 * one (the demo seeds a popup for outlets; which journey reads it first depends on the order they run in).
 */
export async function acknowledgeOutletPopups(page: Page, request: APIRequestContext) {
  const headers = await bearer(page);
  const delivery = (await (await request.get('/api/v1/ricevitore/notifications', { headers })).json()) as {
    popups: Array<{ id: number }>;
  };
  for (const p of delivery.popups)
    expect((await request.post(`/api/v1/ricevitore/notifications/${p.id}/ack`, { headers })).status()).toBe(200);
}
