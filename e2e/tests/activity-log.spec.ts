import { expect, test } from './fixtures';
import { PAGE_LOAD_TIMEOUT, bearer, gotoLoaded, login, sidebarEntries, submitLogin, choose } from './helpers';

/** An outlet rarely touched by the other journeys: its fax changes here. */
const IVR = '100007';

test('admin reads the activity log in Italian, filters by object and action in the URL, and a reload keeps them', async ({
  page,
}) => {
  await login(page, 'admin');
  expect(await sidebarEntries(page)).toContain('nav-registro-attivita');

  // a change to record: the outlet's fax, through the API as the admin
  const headers = await bearer(page);
  const current = await (await page.request.get(`/api/v1/ricevitori/${IVR}`, { headers })).json();
  const fax = `06 ${String(Date.now()).slice(-7)}`;
  const put = await page.request.put(`/api/v1/ricevitori/${IVR}`, { headers, data: { version: current.version, fax } });
  expect(put.status(), await put.text()).toBe(200);
  const before = current.fax ?? '—';

  await page.getByTestId('nav-registro-attivita').click();
  await expect(page).toHaveURL(/\/registro-attivita$/);
  await expect(page.getByTestId('audit-grid')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Registro attività' })).toBeVisible();

  await choose(page, 'Oggetto', 'Ricevitoria');
  await page.getByTestId('filter-entity-id').fill(IVR);
  await choose(page, 'Operazione', 'Modifica');
  await expect(page).toHaveURL(/entityType=ricevitore/);
  await expect(page).toHaveURL(new RegExp(`entityId=${IVR}`));
  await expect(page).toHaveURL(/action=update/);

  const grid = page.getByTestId('audit-grid');
  const change = `Fax: ${before} → ${fax}`;
  await expect(grid.getByText(change).first()).toBeVisible();
  // the object by its name, not by its id alone
  await expect(grid.getByText(`Ricevitoria ${IVR} – ${current.denomination}`).first()).toBeVisible();
  await expect(grid.getByText(`Ricevitoria ${IVR}`, { exact: true })).toHaveCount(0);
  await expect(grid.getByText('Modifica', { exact: true }).first()).toBeVisible();
  // no raw keys
  await expect(grid.getByText(/\bfax:/)).toHaveCount(0);

  // the URL holds the filters: a reload shows the same list
  await page.reload();
  await expect(page.getByTestId('audit-grid').getByText(change).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByRole('combobox', { name: 'Oggetto' })).toHaveText('Ricevitoria');
  await expect(page.getByRole('combobox', { name: 'Operazione' })).toHaveText('Modifica');
  await expect(page.getByTestId('filter-entity-id')).toHaveValue(IVR);
});

test('a detail page\'s "Storico delle modifiche" words its entries with the same presenter, no raw keys', async ({
  page,
}) => {
  await login(page, 'admin');
  const headers = await bearer(page);
  const current = await (await page.request.get(`/api/v1/ricevitori/${IVR}`, { headers })).json();
  const fax = `06 ${String(Date.now()).slice(-7)}`;
  const put = await page.request.put(`/api/v1/ricevitori/${IVR}`, { headers, data: { version: current.version, fax } });
  expect(put.status(), await put.text()).toBe(200);
  const change = `Fax: ${current.fax ?? '—'} → ${fax}`;
  await gotoLoaded(page, `/ricevitorie/${IVR}`, page.getByTestId('outlet-history'));
  const history = page.getByTestId('outlet-history');
  await expect(history.getByText(change).first()).toBeVisible();
  await expect(history.getByText('Modifica', { exact: true }).first()).toBeVisible();
  await expect(history.getByText(/\bfax:|"fax"|\d{4}-\d{2}-\d{2}T/)).toHaveCount(0);
});

test('a failed login reads "password errata" and "tentativo n." in the log', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'callcenterspecial', 'Sbagliata!2026x');
  await expect(page.getByTestId('login-error')).toBeVisible();
  await login(page, 'superadmin');
  await gotoLoaded(
    page,
    '/registro-attivita?action=login&outcome=failed&entityId=callcenterspecial',
    page.getByTestId('audit-grid'),
  );
  const grid = page.getByTestId('audit-grid');
  await expect(grid.getByText('Motivo: password errata').first()).toBeVisible();
  await expect(grid.getByText('wrong_password')).toHaveCount(0);
  // every field of the entry, in words, in the dialog
  await grid
    .getByRole('button', { name: /^Tutti i campi/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: /^n\. \d+$/ })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'password errata' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
});

test('the reader sees no activity log and gets the forbidden page on its URL', async ({ page }) => {
  await login(page, 'reader');
  expect(await sidebarEntries(page)).not.toContain('nav-registro-attivita');
  await page.goto('/registro-attivita');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByTestId('unauthorized')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  const res = await page.request.get('/api/v1/audit', { headers: await bearer(page) });
  expect(res.status()).toBe(403);
});
