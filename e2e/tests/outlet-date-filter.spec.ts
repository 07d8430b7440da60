import { test, expect } from './fixtures';
import { PAGE_LOAD_TIMEOUT, gotoLoaded, login } from './helpers';
import { FIELD_ERRORS } from '@bacheca/domain/messages';

test('the last-access filter is an Italian date picker (GG/MM/AAAA) kept in the URL as a calendar date', async ({
  page,
}) => {
  // the first journey: it may pay for the cold outlets page (see gotoLoaded), so it has a slow test's budget
  test.slow();
  await login(page, 'callcenter');
  await gotoLoaded(page, '/ricevitorie', page.getByTestId('outlet-grid'));
  const from = page.getByRole('group', { name: 'Ultimo accesso dal' });
  await expect(from.getByRole('spinbutton', { name: 'Giorno' })).toHaveText('GG');
  await from.getByRole('spinbutton', { name: 'Giorno' }).click();
  await page.keyboard.type('01012026');
  await expect(page).toHaveURL(/lastAccessFrom=2026-01-01/);
  await page.reload();
  await expect(page.getByTestId('outlet-grid')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(
    page.getByRole('group', { name: 'Ultimo accesso dal' }).getByRole('spinbutton', { name: 'Anno' }),
  ).toHaveText('2026');
});

test('a job date filter whose "Al" precedes "Dal" is refused under the field, in Italian', async ({ page }) => {
  test.slow();
  await login(page, 'admin');
  await gotoLoaded(page, '/superenalotto/job?dateFrom=2026-05-10&dateTo=2026-05-01', page.getByTestId('jobs-grid'));
  await expect(page.getByText(FIELD_ERRORS.DATE_RANGE_INVALID)).toBeVisible();
  // the same day is a one-day range: no refusal
  await gotoLoaded(page, '/superenalotto/job?dateFrom=2026-05-10&dateTo=2026-05-10', page.getByTestId('jobs-grid'));
  await expect(page.getByText(FIELD_ERRORS.DATE_RANGE_INVALID)).toHaveCount(0);
});
