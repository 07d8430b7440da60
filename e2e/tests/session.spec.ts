import { test, expect } from './fixtures';
import { PAGE_LOAD_TIMEOUT, login, submitLogin, withoutInactivityLogout } from './helpers';
import { SHORT_URL } from '../playwright.config';

test('the 6th consecutive failure locks the account with the call-centre contacts (unknown users alike)', async ({
  page,
}) => {
  await page.goto('/login');
  for (let i = 1; i <= 5; i++) {
    await submitLogin(page, 'utente.inesistente', 'Sbagliata!2026');
    await expect(page.getByTestId('login-error')).toContainText('Codice o password errati');
  }
  await submitLogin(page, 'utente.inesistente', 'Sbagliata!2026');
  const locked = page.getByTestId('login-locked');
  await expect(locked).toBeVisible();
  await expect(locked).toContainText('800 123 456');
  await expect(locked).toContainText('assistenza@bachecaricevitori.it');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout revokes the session and goes to login', async ({ page, request }) => {
  await login(page, 'reader');
  const token = (await page.context().cookies()).find((c) => c.name === 'bdr_token')!.value;
  await page.getByTestId('nav-esci').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'bdr_token')).toBeUndefined();
  const me = await request.get('/api/v1/amministratori/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('session cookies are Secure and SameSite Strict, and their lifetime follows expiresIn', async ({ page }) => {
  await login(page, 'ra');
  const cookies = (await page.context().cookies()).filter((c) => c.name.startsWith('bdr_token'));
  expect(cookies.map((c) => c.name).sort()).toEqual(['bdr_token', 'bdr_token_exp']);
  for (const c of cookies) {
    expect(c.secure).toBe(true);
    expect(c.sameSite).toBe('Strict');
    const seconds = c.expires - Date.now() / 1000;
    expect(seconds).toBeGreaterThan(200);
    expect(seconds).toBeLessThanOrEqual(301);
  }
});

test('a 401 off the login page shows "Sessione scaduta" and goes to login', async ({ page, request }) => {
  await login(page, 'admin');
  const token = (await page.context().cookies()).find((c) => c.name === 'bdr_token')!.value;
  // the session is revoked elsewhere (another tab logs out) while this tab is away: no page of the app is open then,
  // so no background request of the header (the bell, the banners) can meet the 401 before /account does
  await page.goto('about:blank');
  expect(
    (await request.delete('/api/v1/logout-user', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(204);
  await page.goto('/account');
  await expect(page.getByText('Sessione scaduta')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test.describe('inactivity', () => {
  test.use({ baseURL: SHORT_URL });
  test('30 minutes without activity (4 s on this server) log out with "Sessione scaduta"', async ({ page }) => {
    await login(page, 'callcenter');
    // all four numerical and totocalcio sections on this server (ENABLED_GAMES)
    await expect(page.getByTestId('nav-section-eurojackpot')).toHaveCount(0); // callcenter has no bacheca_gn
    await expect(page.getByText('Sessione scaduta')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/login/);
  });

  test('every enabled game has its section, in sidebar order', async ({ page }) => {
    await withoutInactivityLogout(page);
    await login(page, 'superadmin');
    // the layout is a chunk of its own: its first load is a navigation, with a navigation-scale wait (helpers.ts)
    await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    // retried until the sidebar has rendered its sections (a one-off read raced the first render under load)
    const sections = () =>
      page.locator('[data-testid^="nav-section-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    await expect
      .poll(sections)
      .toEqual([
        'nav-section-notifiche',
        'nav-section-superenalotto',
        'nav-section-sivincetutto',
        'nav-section-eurojackpot',
        'nav-section-totocalcio',
      ]);
  });
});

test('privacy: public policy without the layout, the internal link with it, and the cookie page', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByTestId('privacy-public')).toBeVisible();
  await expect(page.getByTestId('privacy-public')).toContainText('36 mesi');
  await expect(page.getByTestId('privacy-public')).toContainText('Garante');
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.goto('/cookie-policy');
  await expect(page.getByTestId('cookie-policy')).toContainText('bdr_token');
  await login(page, 'reader');
  await page.getByTestId('nav-privacy').click();
  await expect(page).toHaveURL(/\/privacy\?isInternalPrivacyLink=true/);
  await expect(page.getByTestId('privacy-internal')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
