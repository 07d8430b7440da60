import { test, expect } from './fixtures';
import { expectAccessible } from './a11y';
import { PAGE_LOAD_TIMEOUT, gotoLoaded, login } from './helpers';
import { SHORT_URL } from '../playwright.config';

/**
 * Issue 24 item 12: a newcomer who enables every game (this server: ENABLED_GAMES with all four) finds demo data on
 * the spec routes of SiVinceTutto and EuroJackpot that opened empty: publication jobs, proposals, graphics; and on
 * /totocalcio/job the jobs its demo systems recorded when they were created.
 */
test.use({ baseURL: SHORT_URL });

test('SiVinceTutto and EuroJackpot show their demo jobs, proposals and graphics', async ({ page }) => {
  // this server logs out after 4 s without activity: the page keeps "moving the mouse" (as in session.spec.ts)
  await page.addInitScript(() => {
    setInterval(() => window.dispatchEvent(new MouseEvent('mousemove')), 300);
  });
  await login(page, 'admin');
  for (const game of ['sivincetutto', 'eurojackpot']) {
    await gotoLoaded(page, `/${game}/proposals`, page.getByTestId('game-proposals-page'));
    await expect(page.locator('[data-testid^="proposal-row-"]').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(page.getByText('Da valutare').first()).toBeVisible();
  }
  await expectAccessible(page, 'EuroJackpot proposals with demo data');
  await gotoLoaded(page, '/sivincetutto/job', page.getByTestId('jobs-grid'));
  await expect(page.locator('[data-testid^="job-link-"]').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('list-total')).toHaveText('3 job');
  await expectAccessible(page, 'SiVinceTutto jobs with demo data');
  await gotoLoaded(page, '/sivincetutto/grafica', page.getByTestId('graphics-grid'));
  await expect(page.getByTestId('graphics-grid').getByText('Grafica SiVinceTutto integrale 14')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('list-total')).toHaveText('1 grafica');
});

test('Totocalcio shows the jobs its demo systems recorded, each with its one row', async ({ page }) => {
  await page.addInitScript(() => {
    setInterval(() => window.dispatchEvent(new MouseEvent('mousemove')), 300);
  });
  await login(page, 'admin');
  await gotoLoaded(page, '/totocalcio/job', page.getByTestId('jobs-grid'));
  const first = page.locator('[data-testid^="job-link-NTCL_"]').first();
  await expect(first).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('jobs-grid').getByText('Completato').first()).toBeVisible();
  await expectAccessible(page, 'Totocalcio jobs with demo data');
  await first.click();
  const items = page.getByTestId('job-items-grid');
  await expect(items).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByText('1 riga', { exact: true })).toBeVisible();
  await expect(items.locator('.MuiChip-label', { hasText: 'Pubblicato' })).toHaveCount(1);
  await expect(items.getByText(/^Totocalcio 1[13] n\. [0-9]+$/).first()).toBeVisible();
  await expectAccessible(page, 'Totocalcio job detail');
});

test('Totocalcio shows its demo proposals: the note instead of numbers, and "Crea sistema" for the approved one', async ({ page }) => {
  await page.addInitScript(() => {
    setInterval(() => window.dispatchEvent(new MouseEvent('mousemove')), 300);
  });
  await login(page, 'admin');
  await gotoLoaded(page, '/totocalcio/proposals', page.getByTestId('game-proposals-page'));
  // the list opens on "Da valutare": the one to evaluate, its note in place of the numbers, no structure nor price
  const rows = page.locator('[data-testid^="proposal-row-"]');
  await expect(rows.first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Formula 13: doppia 1X sui primi due eventi');
  await expect(rows.first()).toContainText('Da valutare');
  await expectAccessible(page, 'Totocalcio proposals with demo data');
  // the approved one was filed right after it (seed.ts)
  const id = Number(await rows.first().locator('[data-testid^="proposal-link-"]').innerText());
  await gotoLoaded(page, `/totocalcio/proposals/${id + 1}`, page.getByTestId('proposal-detail'));
  await expect(page.getByText('Formula 11 con una tripla sul derby').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('proposal-status')).toHaveText('Approvata', { timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('proposal-develop')).toHaveCount(0);
  await expect(page.getByTestId('proposal-create-totocalcio')).toHaveAttribute('href', /\/totocalcio\/crea-sistema$/);
  await expectAccessible(page, 'Totocalcio approved proposal');
});
