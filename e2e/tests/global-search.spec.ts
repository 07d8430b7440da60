import { expectAccessible } from './a11y';
import { expect, test, type Page } from './fixtures';
import { bearer, login } from './helpers';

/** The header's global search (decisions.md): keyboard first, results by type, only what the user may read. */

async function openSearch(page: Page) {
  // `/` from anywhere but a field opens it, with the focus in the field; the header (and its shortcut) mounts with
  // the layout, so wait for its button first; the dialog's chunk loads on first use (a slow machine: allow for it)
  await expect(page.getByTestId('global-search-open')).toBeVisible();
  await page.locator('body').press('/');
  await expect(page.getByTestId('global-search-input')).toBeFocused({ timeout: 30_000 });
}

test('admin finds an outlet by IVR code with the keyboard, a staff user with the mouse', async ({ page, request }) => {
  await login(page, 'admin');
  const headers = await bearer(page);
  const outlet = (await (await request.get('/api/v1/ricevitori?q=ricevitore1&pageSize=1', { headers })).json())
    .items[0] as { ivrCode: string };
  await openSearch(page);
  await expect(page.getByTestId('global-search-status')).toContainText('almeno 2 caratteri');
  await page.getByTestId('global-search-input').fill(outlet.ivrCode);
  const first = page.getByTestId('global-search-result').first();
  await expect(first).toHaveAttribute('data-type', 'ricevitoria');
  await expect(first).toContainText(outlet.ivrCode);
  await expect(page.getByRole('listbox', { name: 'Risultati' })).toContainText('Ricevitorie');
  await expectAccessible(page, 'ricerca globale aperta');
  await page.getByTestId('global-search-input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ricevitorie/${outlet.ivrCode}$`));
  await expect(page.getByTestId('global-search')).toHaveCount(0);

  await page.getByTestId('global-search-open').click();
  await page.getByTestId('global-search-input').fill('reader');
  await page
    .getByTestId('global-search-result')
    .filter({ hasText: 'reader' })
    .and(page.locator('[data-type="amministratore"]'))
    .click();
  await expect(page).toHaveURL(/\/amministratori\/reader$/);
});

test('call_center reads outlets only: a system id finds nothing, Escape closes', async ({ page, request }) => {
  await login(page, 'admin');
  const headers = await bearer(page);
  const system = (await (await request.get('/api/v1/games/superenalotto/systems?pageSize=1', { headers })).json())
    .items[0] as { id: number };
  await page.context().clearCookies();
  await login(page, 'callcenter');
  await openSearch(page);
  await page.getByTestId('global-search-input').fill(String(system.id));
  await expect(page.getByTestId('global-search-status')).toHaveText('Nessun risultato.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('global-search')).toHaveCount(0);
});
