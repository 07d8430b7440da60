import { test, expect } from './fixtures';
import { login, sidebarEntries } from './helpers';

/**
 * Each demo user logs in and sees exactly the sidebar of its role (decisions.md), with the default enabled games
 * (SuperEnalotto and Totocalcio).
 */
const SE = [
  'nav-section-superenalotto',
  'nav-superenalotto-strutture',
  'nav-superenalotto-sistemi',
  'nav-superenalotto-proposte',
  'nav-superenalotto-risultati',
  'nav-superenalotto-job',
  'nav-superenalotto-premi-straordinari',
  'nav-superenalotto-preferenze',
  'nav-superenalotto-grafica',
];
const TOTO = [
  'nav-section-totocalcio',
  'nav-totocalcio-crea-sistema',
  'nav-totocalcio-archivio-sistemi',
  'nav-totocalcio-risultati',
];
const FOOT = ['nav-privacy', 'nav-esci'];

const EXPECTED: Record<string, string[]> = {
  superadmin: [
    'nav-home',
    'nav-amministratori',
    'nav-ricevitorie',
    'nav-anagrafiche',
    'nav-section-notifiche',
    'nav-notifiche-banner',
    'nav-notifiche-popup',
    ...SE,
    ...TOTO,
    'nav-syndicate-backoffice',
    'nav-registro-attivita',
    'nav-ruoli-permessi',
    'nav-syndicate',
    'nav-bacheca-sistemi',
    ...FOOT,
  ],
  admin: [
    'nav-home',
    'nav-amministratori',
    'nav-ricevitorie',
    'nav-anagrafiche',
    ...SE,
    ...TOTO,
    'nav-syndicate-backoffice',
    'nav-registro-attivita',
    'nav-syndicate',
    'nav-bacheca-sistemi',
    ...FOOT,
  ],
  ra: [
    'nav-home',
    'nav-ricevitorie',
    'nav-anagrafiche',
    ...SE,
    ...TOTO,
    'nav-syndicate-backoffice',
    'nav-syndicate',
    'nav-bacheca-sistemi',
    ...FOOT,
  ],
  callcenter: ['nav-home', 'nav-ricevitorie', 'nav-anagrafiche', ...FOOT],
  callcenterspecial: ['nav-home', 'nav-amministratori', 'nav-ricevitorie', 'nav-anagrafiche', ...FOOT],
  reader: [
    'nav-home',
    'nav-amministratori',
    'nav-ricevitorie',
    'nav-anagrafiche',
    ...SE,
    ...TOTO,
    'nav-syndicate-backoffice',
    'nav-syndicate',
    ...FOOT,
  ],
};

for (const [username, expected] of Object.entries(EXPECTED)) {
  test(`${username} sees the sidebar of its role`, async ({ page }) => {
    await login(page, username);
    await expect(page).toHaveTitle(/Bacheca dei Ricevitori/);
    expect(await sidebarEntries(page)).toEqual([...expected].sort());
    // no section of a game that is not enabled
    await expect(page.getByTestId('nav-section-eurojackpot')).toHaveCount(0);
    await expect(page.getByTestId('nav-section-sivincetutto')).toHaveCount(0);
  });
}

test('the outlet operator lands on its board and reaches no back-office screen', async ({ page }) => {
  await login(page, 'ricevitore1', undefined, /\/bacheca$/);
  await page.goto('/amministratori');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('a guard that fails goes to /unauthorized, and so does a non-alphanumeric parameter', async ({ page }) => {
  await login(page, 'callcenter');
  await page.goto('/amministratori');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto('/ricevitorie/ab$cd');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('sidebar is 240 px open and 65 px closed, closed by default at 1366 px or less', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await login(page, 'superadmin');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  expect(Math.round((await sidebar.boundingBox())!.width)).toBe(65);
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-open', 'true');
  await expect.poll(async () => Math.round((await sidebar.boundingBox())!.width)).toBe(240);
  await page.setViewportSize({ width: 1500, height: 800 });
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
});

test('the current game section is expanded and the external links carry token, site and game', async ({ page }) => {
  await login(page, 'superadmin');
  await page.goto('/superenalotto/strutture');
  await expect(page.getByTestId('nav-superenalotto-strutture')).toBeVisible();
  await expect(page.getByTestId('nav-totocalcio-crea-sistema')).toBeHidden();
  const token = (await page.context().cookies()).find((c) => c.name === 'bdr_token')!.value;
  const board = await page.getByTestId('nav-bacheca-sistemi').getAttribute('href');
  expect(board).toContain(`token=${token}`);
  expect(board).toContain('site=bacheca-ricevitori');
  const syndicate = await page.getByTestId('nav-syndicate').getAttribute('href');
  expect(syndicate).toContain(token);
  expect(syndicate).toContain('superenalotto');
});
