import { test, expect } from './fixtures';
import { expectAccessible } from './a11y';
import { PAGE_LOAD_TIMEOUT, gotoLoaded, login, withoutInactivityLogout, choose } from './helpers';
import { SHORT_URL } from '../playwright.config';

/**
 * A newcomer who enables every game (this server: ENABLED_GAMES with all four) finds demo data on
 * the spec routes of SiVinceTutto and EuroJackpot that opened empty: publication jobs, proposals, graphics; and on
 * /totocalcio/job the jobs its demo systems recorded when they were created.
 */
test.use({ baseURL: SHORT_URL });

test('SiVinceTutto and EuroJackpot show their demo jobs, proposals and graphics', async ({ page }) => {
  await withoutInactivityLogout(page);
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
  await expect(page.getByTestId('graphics-grid').getByText('Grafica SiVinceTutto integrale 14')).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await expect(page.getByTestId('list-total')).toHaveText('1 grafica');
});

test('Totocalcio shows the jobs its demo systems recorded, each with its one row', async ({ page }) => {
  await withoutInactivityLogout(page);
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

test('Totocalcio shows its demo proposals: the note instead of numbers, and "Crea sistema" for the approved one', async ({
  page,
}) => {
  await withoutInactivityLogout(page);
  await login(page, 'admin');
  await gotoLoaded(page, '/totocalcio/proposals', page.getByTestId('game-proposals-page'));
  // the list opens on "Da valutare": the one to evaluate, its note in place of the numbers, no structure nor price
  const row = page
    .locator('[data-testid^="proposal-row-"]')
    .filter({ hasText: 'Formula 13: doppia 1X sui primi due eventi' });
  await expect(row).toHaveCount(1, { timeout: PAGE_LOAD_TIMEOUT });
  await expect(row).toContainText('Da valutare');
  await expect(row.locator('td').nth(4)).toHaveText('—');
  await expect(page.getByText('Formula 11 con una tripla sul derby')).toHaveCount(0);
  await expectAccessible(page, 'Totocalcio proposals with demo data');
  // the approved one was filed right after it (seed.ts)
  const id = Number(await row.locator('[data-testid^="proposal-link-"]').innerText());
  await gotoLoaded(page, `/totocalcio/proposals/${id + 1}`, page.getByTestId('proposal-detail'));
  await expect(page.getByText('Formula 11 con una tripla sul derby').first()).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await expect(page.getByTestId('proposal-status')).toHaveText('Approvata', { timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('proposal-develop')).toHaveCount(0);
  await expect(page.getByTestId('proposal-create-totocalcio')).toHaveAttribute('href', /\/totocalcio\/crea-sistema$/);
  await expectAccessible(page, 'Totocalcio approved proposal');
});

test('an outlet with the Totocalcio board proposes a Totocalcio system: contest and note, no structure', async ({
  page,
  request,
}) => {
  await withoutInactivityLogout(page);
  await login(page, 'ricevitore1', undefined, /\/bacheca$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'bdr_token')!.value;
  const headers = { authorization: `Bearer ${token}` };
  const delivery = await (await request.get('/api/v1/ricevitore/notifications', { headers })).json();
  for (const p of delivery.popups as Array<{ id: number }>)
    expect((await request.post(`/api/v1/ricevitore/notifications/${p.id}/ack`, { headers })).status()).toBe(200);
  await gotoLoaded(page, '/bacheca/proposte', page.getByTestId('proposal-form'));
  await choose(page, 'Gioco', 'Totocalcio');
  await expect(page.getByTestId('proposal-totocalcio-hint')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Struttura' })).toHaveCount(0);
  await expect(page.getByTestId('proposal-numbers')).toHaveCount(0);
  await choose(page, 'Concorso', /Concorso/);
  await expect(page.getByTestId('proposal-submit')).toBeDisabled();
  await page.getByTestId('proposal-note').fill('Formula 13 con due doppie, dal percorso e2e');
  await expectAccessible(page, 'Totocalcio proposal form');
  await page.getByTestId('proposal-submit').click();
  await expect(page.getByText('Proposta inviata con successo')).toBeVisible();
  const mine = await (await request.get('/api/v1/ricevitore/proposals?pageSize=1', { headers })).json();
  expect(mine.items[0]).toMatchObject({
    game: 'totocalcio',
    structureId: null,
    note: 'Formula 13 con due doppie, dal percorso e2e',
    status: 'DA_VALUTARE',
  });
  await expect(page.getByTestId(`outlet-proposal-${mine.items[0].id}`)).toContainText('Da valutare');
});
