import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { PAGE_LOAD_TIMEOUT, bearer, gotoLoaded, login, submitLogin, chooseOption } from './helpers';
import { publishViaApi } from './publish-api';

/**
 * Usability: one journey per defect found in a usability review, each proving the fix as a user sees it in Chromium.
 * Every assertion fails on the defective behaviour. Several defects are also walked by other journeys
 * (noted in each test); the dedicated test here is short and stands alone.
 */

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

interface OutletItem {
  ivrCode: string;
}

/** Enabled, active, unblocked outlets, last IVR codes first (the demo quote goes to the first ones). */
async function usableOutlets(request: APIRequestContext, page: Page): Promise<OutletItem[]> {
  const res = await request.get('/api/v1/ricevitori?enabled=true&active=true&blocked=false&sort=-ivrCode&pageSize=10', {
    headers: await bearer(page),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: OutletItem[] }).items;
}

/** A SuperEnalotto structure through the API (INTEGRALE of 10 numbers unless `modules` says otherwise). */
async function createStructure(
  request: APIRequestContext,
  page: Page,
  name: string,
  over: Record<string, unknown> = {},
): Promise<number> {
  const res = await request.post('/api/v1/games/superenalotto/structures', {
    headers: await bearer(page),
    data: {
      name,
      shortDescription: 'Usabilità e2e',
      extendedDescription: 'Struttura del percorso di usabilità',
      tags: ['e2e'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'element on screen').not.toBeNull();
  return b!;
}

test('difetto 1: a deep link opened logged out is where the login lands', async ({ page }) => {
  await page.goto('/ricevitorie/100001');
  await expect(page).toHaveURL(/\/login\?redirect=/, { timeout: PAGE_LOAD_TIMEOUT });
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/ricevitorie\/100001$/);
  await expect(page.getByTestId('edit-outlet-address')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
});

test('difetto 2: the archive search filters while typing, without Enter', async ({ page }) => {
  // also walked by structures-and-systems.spec.ts (archive filtered by name through the URL)
  await login(page, 'admin');
  await gotoLoaded(page, '/archivio-sistemi', page.getByTestId('archive-grid'));
  const total = page.getByTestId('list-total');
  await expect(total).toHaveText(/^\d{1,3}(\.\d{3})* sistemi$/); // 1.037 once the journeys have added systems
  const before = await total.textContent();
  await page.getByTestId('filter-q').pressSequentially('TOTO13');
  // no Enter, no blur: the rows change on their own
  await expect(page).toHaveURL(/[?&]q=TOTO13/);
  await expect(total).not.toHaveText(before!);
  await expect(page.locator('[data-testid^="archive-link-"]').first()).toContainText('TOTO13');
  await expect(page.getByTestId('filter-q')).toBeFocused();
});

test('difetto 3: ?id=210 stays a plain value in the address', async ({ page }) => {
  await login(page, 'admin');
  await gotoLoaded(page, '/superenalotto/sistemi/new?id=210', page.getByTestId('page-title'));
  await expect(page.getByTestId('system-new-structure')).toBeVisible();
  expect(page.url()).toMatch(/\/superenalotto\/sistemi\/new\?id=210$/);
  expect(page.url()).not.toContain('%22');
});

test('difetto 4: an unknown page is "Pagina non trovata"; a missing structure shows heading, error once and the way back', async ({
  page,
}) => {
  // also: graphics.spec.ts (Totocalcio has no graphics: Pagina non trovata)
  await login(page, 'admin');
  await gotoLoaded(page, '/nonexistent-page', page.getByTestId('not-found'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alla pagina iniziale' })).toBeVisible();
  await expect(page.getByText('Non hai i permessi')).toHaveCount(0);

  await gotoLoaded(page, '/superenalotto/strutture/999999/edit', page.getByTestId('detail-error'));
  await expect(page.getByTestId('page-title')).toHaveText('Modifica struttura – SuperEnalotto');
  await expect(page.getByTestId('detail-error')).toHaveText('Struttura non trovata.');
  // once: no toast repeating it
  await expect(page.getByText('Struttura non trovata.')).toHaveCount(1);
  await expect(page.getByRole('link', { name: "Torna all'elenco" })).toHaveAttribute(
    'href',
    '/superenalotto/strutture',
  );
});

test('difetto 5: a toast covers neither the header’s user name nor the simulation banner’s exit button', async ({
  page,
  request,
}) => {
  await login(page, 'ra');
  const outlet = (await usableOutlets(request, page))[3];
  await gotoLoaded(page, `/ricevitorie/${outlet.ivrCode}/simulate`, page.getByTestId('impersonation-banner'));
  const exit = page.getByTestId('impersonation-exit');
  await expect(exit).toBeVisible();
  // a failing exit leaves the banner up and shows an error toast beside it
  await page.route('**/api/v1/impersonate/exit', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await exit.click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  expect(overlaps(toastBox, await box(page.getByTestId('header-user'))), 'toast over the user name').toBe(false);
  expect(overlaps(toastBox, await box(exit)), 'toast over ESCI DALLA SIMULAZIONE').toBe(false);
  // the exit still works
  await page.unroute('**/api/v1/impersonate/exit');
  await exit.click();
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
});

/** Every header of the grid inside the viewport and the grid, no horizontal scroll. */
async function expectGridFits(page: Page, grid: Locator) {
  await expect(grid.locator('.MuiDataGrid-virtualScroller')).toBeVisible();
  await expect(grid.locator('.MuiDataGrid-virtualScroller--hasScrollX')).toHaveCount(0);
  const viewport = page.viewportSize()!.width;
  const gridBox = await box(grid.locator('.MuiDataGrid-root'));
  const headers = grid.getByRole('columnheader');
  const count = await headers.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const h = await box(headers.nth(i));
    expect(h.x + h.width, `header ${i} inside the viewport`).toBeLessThanOrEqual(viewport);
    expect(h.x + h.width, `header ${i} inside the grid`).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
}

test('difetto 6: at 1366 and 1600 px the lists fit, actions do not overlap, and the column picker is remembered', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1600, height: 900 });
  await login(page, 'admin');
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1600, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await gotoLoaded(page, '/superenalotto/strutture', page.getByTestId('structures-grid'));
    const structures = page.getByTestId('structures-grid');
    await expect(structures.locator('[data-testid^="structure-link-"]').first()).toBeVisible();
    await expectGridFits(page, structures);

    await gotoLoaded(page, '/archivio-sistemi?game=superenalotto', page.getByTestId('archive-grid'));
    const archive = page.getByTestId('archive-grid');
    const quotes = archive.locator('[data-testid^="archive-quotes-"]').first();
    await expect(quotes).toBeVisible();
    await expectGridFits(page, archive);
    // "Assegna quote" and "Dettaglio" side by side, both inside their cell
    const cell = archive.locator('[data-field="actions"][role="gridcell"]').first();
    const cellBox = await box(cell);
    const quotesBox = await box(cell.locator('[data-testid^="archive-quotes-"]'));
    const detailBox = await box(cell.getByRole('link', { name: 'Dettaglio' }));
    expect(overlaps(quotesBox, detailBox)).toBe(false);
    for (const b of [quotesBox, detailBox]) expect(b.x + b.width).toBeLessThanOrEqual(cellBox.x + cellBox.width);
    // the filter bar: "Azzera filtri" on the first row of filters, not alone below them
    const reset = await box(page.getByTestId('filters-reset'));
    const search = await box(page.getByTestId('filter-q'));
    expect(reset.y).toBeLessThan(search.y + search.height);
  }

  // the column picker hides "Tipo"; the choice survives a reload
  await gotoLoaded(page, '/superenalotto/strutture', page.getByTestId('structures-grid'));
  const grid = page.getByTestId('structures-grid');
  await expect(grid.getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
  await page.getByTestId('grid-columns').click();
  await page.getByRole('checkbox', { name: 'Tipo' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: 'Tipo' })).toHaveCount(0);
  await page.reload();
  await expect(grid.locator('[data-testid^="structure-link-"]').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(grid.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Tipo' })).toHaveCount(0);
});

test('difetto 7: pasted IVR codes that are not taken are listed with the reason', async ({ page, request }) => {
  // also: the quote dialog's unit test (quote-management-dialog.test.tsx)
  await login(page, 'admin');
  const valid = (await usableOutlets(request, page))[5].ivrCode;
  const systemId = await (async () => {
    const st = await createStructure(request, page, `E2E Incolla ${unique()}`);
    const gen = await request.post(`/api/v1/games/superenalotto/structures/${st}/generate-systems`, {
      headers: await bearer(page),
      data: { count: 1, seed: `paste-${st}` },
    });
    expect(gen.status()).toBe(201);
    // quote live only on published systems
    return publishViaApi(request, page, ((await gen.json()) as { systemIds: number[] }).systemIds[0]);
  })();
  await gotoLoaded(page, `/superenalotto/sistemi/detail/${systemId}`, page.getByTestId('system-quotes'));
  await page.getByTestId('system-quotes').click();
  const dialog = page.getByTestId('quote-dialog');
  await dialog.getByTestId('quote-paste').fill(`ABC!!\n${valid}`);
  await dialog.getByTestId('quote-paste-qty').fill('1');
  await dialog.getByTestId('quote-paste-add').click();
  await expect(dialog.getByTestId(`quote-line-${valid}`)).toBeVisible();
  await expect(dialog.getByTestId('quote-paste-errors')).toContainText(
    'ABC!!: Il codice IVR deve essere alfanumerico (massimo 20 caratteri).',
  );
  await expect(dialog.getByTestId('quote-paste')).toHaveValue('ABC!!');
  await dialog.getByTestId('quote-cancel').click();
});

test('difetto 8: an import names the row, the column and the rule of each error (no code, province XX)', async ({
  page,
}) => {
  // also: staff-and-outlets.spec.ts (a registry import with one bad row changes nothing)
  await login(page, 'admin');
  const code = `E2E${unique().toUpperCase()}`;
  const csv = [
    'Codice IVR;Denominazione;Città;Provincia;CAP',
    ';Senza codice;Roma;RM;00100',
    `${code};Provincia sbagliata;Bari;XX;70121`,
  ].join('\n');
  await gotoLoaded(page, '/anagrafiche', page.getByTestId('registry-csv'));
  await page.getByTestId('registry-csv').fill(csv);
  await page.getByTestId('registry-preview').click();
  await expect(page.getByTestId('count-error')).toHaveText('Errori: 2');
  const rows = page.getByTestId('registry-rows');
  const noCode = rows.locator('[role="row"][data-id="2"]');
  await expect(noCode).toContainText('Codice IVR: Il codice IVR è obbligatorio.');
  await expect(noCode).not.toContainText('per il ruolo selezionato');
  await expect(rows.locator('[role="row"][data-id="3"]')).toContainText(
    'Provincia «XX»: La provincia deve essere la sigla di una provincia italiana (es. RM).',
  );

  // the row number in its own column ("Riga": the file's line, header = 1); nothing to apply when every row is wrong
  await expect(noCode.locator('[data-field="row"]')).toHaveText('2');
  await expect(rows.locator('[role="row"][data-id="3"] [data-field="row"]')).toHaveText('3');
  await expect(page.getByTestId('registry-apply')).toBeDisabled();
});

test('difetto 9: saving quote, renaming a tag and editing a system each say what happened', async ({
  page,
  request,
}) => {
  // also: structures-and-systems.spec.ts and totocalcio.spec.ts (quote saved, system modified)
  await login(page, 'admin');
  const tag = `e2e${unique()}`;
  const name = `E2E Testi ${unique()}`;
  const st = await createStructure(request, page, name, { tags: [tag] });
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${st}/generate-systems`, {
    headers: await bearer(page),
    data: { count: 1, seed: name },
  });
  expect(gen.status()).toBe(201);
  // quote live only on published systems
  const systemId = await publishViaApi(request, page, ((await gen.json()) as { systemIds: number[] }).systemIds[0]);
  const ivr = (await usableOutlets(request, page))[6].ivrCode;

  await gotoLoaded(page, `/superenalotto/sistemi/detail/${systemId}`, page.getByTestId('system-quotes'));
  await page.getByTestId('system-quotes').click();
  const dialog = page.getByTestId('quote-dialog');
  await dialog.getByTestId('quote-add-ivr').fill(ivr);
  await dialog.getByTestId('quote-add-qty').fill('1');
  await dialog.getByTestId('quote-add').click();
  await dialog.getByTestId('quote-save').click();
  await expect(page.getByText('Quote salvate: 1 assegnata, 3 disponibili')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('system-edit').click();
  await page.getByTestId('system-edit-evidence').click();
  await page.getByTestId('system-edit-save').click();
  await expect(page.getByText('Sistema modificato con successo')).toBeVisible();

  await gotoLoaded(page, '/superenalotto/strutture', page.getByTestId('structures-grid'));
  await page.getByTestId('tags-open').click();
  await page.getByTestId(`tag-rename-${tag}`).click();
  await page.getByTestId('tag-rename-input').fill(`${tag}x`);
  await page.getByTestId('tag-rename-save').click();
  await expect(
    page.getByText(new RegExp(`^Tag «${tag}» rinominato in «${tag}x» \\(elementi aggiornati: \\d+\\)$`)),
  ).toBeVisible();
  await expect(page.getByText('Richiesta effettuata con successo')).toHaveCount(0);
});

test('difetto 10: closing the sidebar survives a reload', async ({ page }) => {
  // also: sidebar-per-role.spec.ts (opening it at 1366 px)
  await page.setViewportSize({ width: 1600, height: 900 });
  await login(page, 'superadmin');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-open', 'true');
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveAttribute('data-open', 'false');
  await page.reload();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'false', { timeout: PAGE_LOAD_TIMEOUT });
});

test('difetto 11: 100001 shows its approved address, and the staff export names roles as the screen does', async ({
  page,
}) => {
  await login(page, 'admin');
  await gotoLoaded(page, '/ricevitorie/100001', page.getByTestId('edit-outlet-address'));
  await expect(page.getByTestId('edit-outlet-address')).toHaveValue('Via Nazionale 12');

  await gotoLoaded(page, '/amministratori', page.getByTestId('admin-grid'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const header = lines[0].split(';').map((h) => h.replace(/^"|"$/g, ''));
  const roleCol = header.indexOf('Ruolo');
  expect(roleCol).toBeGreaterThanOrEqual(0);
  const roles = new Set(lines.slice(1).map((l) => l.split(';')[roleCol].replace(/^"|"$/g, '')));
  const labels = [
    'Super amministratore',
    'Amministratore',
    "Responsabile d'area",
    'Call center',
    'Call center special',
    'Sola lettura',
    'Ricevitore',
  ];
  expect(roles.has('Amministratore')).toBe(true);
  for (const r of roles) expect(labels, r).toContain(r);
});

test('difetto 12: a manual system that breaks its structure’s constraints is refused with the constraint', async ({
  page,
  request,
}) => {
  // the review's structure 11 ("Solo pari, Seconda metà"), created here so the journey stands alone
  await login(page, 'admin');
  const name = `E2E Solo pari ${unique()}`;
  await createStructure(request, page, name, {
    modules: [{ type: 'INTEGRALE', numerosity: 10, constraints: { automatic: { onlyEven: true, secondHalf: true } } }],
    quotes: 30,
  });
  await gotoLoaded(page, '/superenalotto/sistemi/new', page.getByTestId('system-new-structure'));
  await page.getByTestId('system-new-structure').fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('system-new-structure-chosen')).toContainText(name);
  for (const n of [47, 46, 48, 52, 54, 56, 58, 60, 62, 64]) await page.getByTestId(`system-new-0-numbers-${n}`).click();
  await expect(page.getByTestId('system-new-0-numbers-count')).toContainText('scelti 10 di 10');
  await page.getByTestId('system-new-save').click();
  await expect(page.getByTestId('system-new-0-numbers-count')).toContainText(
    'Numeri non ammessi dai vincoli automatici della struttura: 47.',
  );
  await expect(page).toHaveURL(/\/superenalotto\/sistemi\/new/);
});

// ---------------------------------------------------------------- the shell and usability details

test('a malformed change-password link says "link non valido" on its own page, without a detour through the login', async ({
  page,
}) => {
  await page.goto('/change-password/abc$%25def');
  await expect(page.getByTestId('change-password-invalid')).toContainText(
    'Il link per il cambio password non è valido o è scaduto.',
    { timeout: PAGE_LOAD_TIMEOUT },
  );
  await expect(page).toHaveURL(/\/change-password\//);
  await expect(page.getByRole('heading', { name: 'Cambio password' })).toBeVisible();
});

test('an open browser follows a role change at the next token rotation, without a reload', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await login(page, 'superadmin');
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  const setRole = async (role: string) => {
    const current = await request.get('/api/v1/amministratori/reader', { headers: await bearer(page) });
    const { version } = (await current.json()) as { version: number };
    const res = await request.put('/api/v1/amministratori/reader', {
      headers: await bearer(page),
      data: { version, role },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  try {
    await login(reader, 'reader');
    await expect(reader.getByTestId('nav-registro-attivita')).toHaveCount(0);
    await setRole('admin');
    // the token rotates every 25 s: the menu follows within one rotation, no reload
    await expect(reader.getByTestId('nav-registro-attivita')).toHaveCount(1, { timeout: 40_000 });
    await expect(reader.getByTestId('header-user')).toContainText('Amministratore');
  } finally {
    await setRole('reader');
    await readerContext.close();
  }
});

test('at 1600 px an outlet’s dates stay on one line', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1600, height: 900 });
  await login(page, 'admin');
  await gotoLoaded(page, '/ricevitorie/100001', page.getByTestId('last-access-web'));
  for (const key of ['web', 'tg', 'tgBest', 'vtg']) {
    const value = page.getByTestId(`last-access-${key}`);
    const lines = await value.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        height: el.getBoundingClientRect().height,
        line: parseFloat(s.lineHeight),
        overflow: el.scrollWidth > el.clientWidth,
      };
    });
    expect(lines.height, `last-access-${key} on one line`).toBeLessThan(lines.line * 1.5);
    expect(lines.overflow, `last-access-${key} inside its column`).toBe(false);
  }
});

test('"Simula" is disabled on a blocked outlet and says why; the API refuses it with its own message', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const res = await request.get('/api/v1/ricevitori?enabled=true&active=true&blocked=true&pageSize=1', {
    headers: await bearer(page),
  });
  expect(res.status(), await res.text()).toBe(200);
  const [blocked] = ((await res.json()) as { items: OutletItem[] }).items;
  expect(blocked, 'a blocked outlet in the demo data').toBeTruthy();
  await gotoLoaded(page, `/ricevitorie/${blocked.ivrCode}`, page.getByTestId('outlet-simulate'));
  const simulate = page.getByTestId('outlet-simulate');
  await expect(simulate).toBeDisabled();
  await simulate.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Non è possibile simulare una ricevitoria bloccata: sbloccarla prima.',
  );
  await simulate.click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/ricevitorie/${blocked.ivrCode}$`));
  const refused = await request.post('/api/v1/impersonate/ricevitore', {
    headers: await bearer(page),
    data: { ivrCode: blocked.ivrCode },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { code: string }).code).toBe('IMPERSONATION_BLOCKED');
});

test('the syndicate "Stato" filter reads "Tutti" on its empty choice', async ({ page }) => {
  test.slow();
  await login(page, 'admin');
  await gotoLoaded(page, '/syndicate-backoffice', page.getByTestId('proposals-filter-status'));
  const status = page.getByRole('combobox', { name: 'Stato' });
  await chooseOption(page, status, page.getByRole('option', { name: 'Tutti' }));
  await expect(status).toHaveText('Tutti');
});
