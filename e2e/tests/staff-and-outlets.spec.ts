import { expectAccessible } from './a11y';
import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, PAGE_LOAD_TIMEOUT, gotoLoaded, login, submitLogin, choose } from './helpers';

/**
 * Journeys: staff users, outlets, the registry and the simulation. Each journey works on its own users and
 * outlets (picked through the API by filter), so they pass in any order and on a database other journeys changed.
 */

/** The JWT of the page's session, for direct API calls as that user. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'bdr_token');
  expect(cookie, 'session cookie').toBeTruthy();
  return cookie!.value;
}

/**
 * A session for direct API calls: a token, or a page whose current token is read at each call (the browser
 * rotates it every 25 s, so a token read at the start of a long journey stops working half way).
 */
type Session = Page | string;

async function bearer(session: Session) {
  const token = typeof session === 'string' ? session : await tokenOf(session);
  return { authorization: `Bearer ${token}` };
}

interface OutletItem {
  ivrCode: string;
  username: string;
  enabled: boolean;
  active: boolean;
  blocked: boolean;
}

/** Outlets matching `query` (the list API), e.g. enabled, active and unblocked ones. */
async function outlets(
  request: APIRequestContext,
  session: Session,
  query: string,
): Promise<{ items: OutletItem[]; total: number }> {
  const res = await request.get(`/api/v1/ricevitori?${query}`, { headers: await bearer(session) });
  expect(res.status()).toBe(200);
  return res.json();
}

/** Rows of a `;`-separated CSV (quotes, BOM, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

test('an admin creates a staff user and forces a password change: at login the user changes it and gets in', async ({
  page,
  context,
}) => {
  // a long journey (two tabs, a logout and a login with a password change): three times the default on a busy machine
  test.slow();
  const username = `staff${unique()}`;
  const initial = 'Iniziale!2026ab';
  const chosen = 'Nuovissima!2026cd';

  await login(page, 'admin');
  await page.goto('/amministratori');
  await page.getByTestId('admin-create').click();
  const dialog = page.getByTestId('create-admin-dialog');
  await expect(dialog.getByTestId('create-admin-username')).toBeVisible();
  await expectAccessible(page, 'create user dialog');

  // the catalogue's error on its field: the username exists
  await page.getByTestId('create-admin-username').fill('admin');
  await page.getByTestId('create-admin-name').fill('Giulia Verdi');
  await page.getByTestId('create-admin-email').fill(`${username}@example.it`);
  await page.getByTestId('create-admin-phoneNumber').fill('06 5551234');
  await choose(page, 'Ruolo', 'Call center');
  await page.getByTestId('create-admin-password').fill('corta');
  // the domain's rules, live
  await expect(dialog.locator('[data-rule="length"]')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('create-admin-password').fill(initial);
  await expect(dialog.locator('[data-rule="length"]')).toHaveAttribute('data-ok', 'true');
  await expect(dialog.locator('[data-rule="special"]')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('create-admin-confirmPassword').fill(initial);
  // a password set by staff is always to be changed at the first login (no way to opt out)
  await expect(page.getByTestId('create-admin-forced-note')).toBeVisible();
  await page.getByTestId('create-admin-submit').click();
  await expect(dialog.getByText('Username già esistente.')).toBeVisible();

  await page.getByTestId('create-admin-username').fill(username);
  await page.getByTestId('create-admin-submit').click();
  await expect(page.getByText('Utente creato con successo')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/amministratori/${username}$`));
  await expect(page.getByTestId('admin-role')).toHaveText('Call center');

  // two tabs edit the same user: the second save is refused with the version message, nothing is overwritten
  const other = await context.newPage();
  await other.goto(`/amministratori/${username}`);
  await page.getByTestId('edit-admin-name').fill('Giulia Verdi Bianchi');
  await other.getByTestId('edit-admin-name').fill('Giulia Verdi Neri');
  await page.getByTestId('edit-admin-save').click();
  await expect(page.getByText('Utente modificato con successo')).toBeVisible();
  await other.getByTestId('edit-admin-save').click();
  await expect(other.getByTestId('version-conflict')).toContainText('modificato da un altro utente');
  await other.close();

  // a dirty form asks before leaving the page
  await page.getByTestId('edit-admin-phoneNumber').fill('06 5559999');
  await page.getByTestId('nav-amministratori').click();
  await expect(page.getByRole('heading', { name: 'Modifiche non salvate' })).toBeVisible();
  await expectAccessible(page, 'unsaved changes dialog');
  await page.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL(new RegExp(`/amministratori/${username}$`));
  await page.getByTestId('edit-admin-form').getByRole('button', { name: 'Annulla modifiche' }).click();

  await page.getByTestId('admin-force-password').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Cambio password forzato impostato con successo')).toBeVisible();
  await expect(page.getByTestId('admin-force-flag')).toBeVisible();

  await page.getByTestId('nav-esci').click();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, username, initial);
  await expect(page).toHaveURL(/\/change-password\/[A-Za-z0-9]+$/);
  await expect(page.getByTestId('change-password-username')).toHaveText(username);
  await page.getByTestId('password-new').fill(chosen);
  await page.getByTestId('password-confirm').fill(chosen);
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, username, chosen);
  await expect(page.getByTestId('page-title')).toBeVisible();
});

test('a call-centre user unblocks a locked outlet operator, who can then log in', async ({
  page,
  browser,
  request,
}) => {
  await login(page, 'callcenter');
  const token: Session = page;
  // an enabled, active, unblocked outlet of its own: the first by descending IVR code
  const { items } = await outlets(request, token, 'enabled=true&active=true&blocked=false&sort=-ivrCode&pageSize=5');
  const outlet = items[0];

  // the outlet operator fails six times at the login page
  const outletContext = await browser.newContext();
  const outletPage = await outletContext.newPage();
  await outletPage.goto('/login');
  for (let i = 1; i <= 5; i++) {
    await submitLogin(outletPage, outlet.username, 'Sbagliata!2026x');
    await expect(outletPage.getByTestId('login-error')).toContainText('Codice o password errati');
  }
  await submitLogin(outletPage, outlet.username, 'Sbagliata!2026x');
  await expect(outletPage.getByTestId('login-locked')).toBeVisible();
  // even the right password is refused now
  await submitLogin(outletPage, outlet.username, DEMO_PASSWORD);
  await expect(outletPage.getByTestId('login-locked')).toBeVisible();

  // the call centre finds it by IVR code and unblocks it
  await page.goto('/ricevitorie');
  await page.getByTestId('filter-ivrCode').fill(outlet.ivrCode);
  await page.getByTestId('filter-ivrCode').press('Enter');
  await expect(page).toHaveURL(new RegExp(`ivrCode=`));
  await page.getByTestId(`outlet-link-${outlet.ivrCode}`).click();
  await expect(page).toHaveURL(new RegExp(`/ricevitorie/${outlet.ivrCode}$`));
  await expect(page.getByTestId('outlet-blocked')).toBeVisible();
  await expectAccessible(page, 'outlet detail, blocked');
  await expect(page.getByTestId('outlet-attempts')).toHaveText('6');
  // call_center may not edit, enable or delete
  await expect(page.getByTestId('outlet-disable')).toHaveCount(0);
  await expect(page.getByTestId('outlet-delete')).toHaveCount(0);
  await expect(page.getByTestId('edit-outlet-save')).toHaveCount(0);
  await page.getByTestId('outlet-unblock').click();
  await expect(page.getByText('Ricevitoria sbloccata con successo')).toBeVisible();
  await expect(page.getByTestId('outlet-blocked')).toHaveCount(0);
  await expect(page.getByTestId('outlet-attempts')).toHaveText('0');
  await expect(page.getByTestId('outlet-history').locator('[data-action="reset_attempts"]')).toHaveCount(1);

  await submitLogin(outletPage, outlet.username, DEMO_PASSWORD);
  await expect(outletPage).toHaveURL(/\/bacheca$/);
  await outletContext.close();
});

test('a reader sees the lists and the details but no write action, and the API refuses its writes', async ({
  page,
  request,
}) => {
  await login(page, 'reader');
  const token: Session = page;

  // full page loads: a navigation-scale wait for the page, then the normal one for its behaviour
  await gotoLoaded(page, '/amministratori', page.getByTestId('admin-link-admin'));
  await expect(page.getByTestId('export-csv')).toBeVisible();
  await expect(page.getByTestId('admin-create')).toHaveCount(0);

  await page.getByTestId('admin-link-callcenter').click();
  await expect(page).toHaveURL(/\/amministratori\/callcenter$/);
  await expect(page.getByTestId('admin-name')).toHaveText('Chiara Ricci');
  await expect(page.getByTestId('admin-actions').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('edit-admin-form')).toHaveCount(0);
  await expect(page.getByTestId('perms-save')).toHaveCount(0);
  const permissionBoxes = page.getByTestId('permissions-editor').getByRole('checkbox');
  await expect(permissionBoxes.first()).toBeVisible();
  for (const box of await permissionBoxes.all()) await expect(box).toBeDisabled();
  await expect(page.getByTestId('history-table').or(page.getByText('Nessuna modifica registrata.'))).toBeVisible();

  const { items } = await outlets(request, token, 'blocked=false&sort=ivrCode&pageSize=3');
  const outlet = items[0];
  await gotoLoaded(page, '/ricevitorie', page.getByTestId(`outlet-link-${outlet.ivrCode}`));
  await expect(page.getByTestId('active-count')).toBeVisible();
  await expect(page.getByTestId('bulk-force-password')).toHaveCount(0);
  await expect(page.getByTestId('outlet-grid').getByRole('checkbox')).toHaveCount(0);

  await page.getByTestId(`outlet-link-${outlet.ivrCode}`).click();
  await expect(page.getByTestId('outlet-ivrCode')).toHaveValue(outlet.ivrCode);
  await expect(page.getByTestId('outlet-actions').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('edit-outlet-save')).toHaveCount(0);
  await expect(page.getByTestId('edit-outlet-denomination')).toBeDisabled();
  await expect(page.locator('[data-testid^="change-request-approve-"]')).toHaveCount(0);

  await gotoLoaded(page, '/anagrafiche', page.getByTestId('registry-readonly'));
  await expect(page.getByTestId('registry-csv')).toHaveCount(0);

  // every write is refused by the server, whatever the screen shows
  const h = await bearer(token);
  const writes = [
    request.put(`/api/v1/ricevitori/${outlet.ivrCode}/abilitation`, { headers: h, data: { enabled: false } }),
    request.post(`/api/v1/ricevitori/${outlet.ivrCode}/reset-attempts`, { headers: h }),
    request.post(`/api/v1/ricevitori/${outlet.ivrCode}/force-change-password`, { headers: h }),
    request.post('/api/v1/ricevitori/password/force', { headers: h, data: { ivrCodes: [outlet.ivrCode] } }),
    request.post('/api/v1/amministratori', {
      headers: h,
      data: {
        username: `rd${unique()}`,
        name: 'Lettore',
        email: 'lettore@example.it',
        role: 'reader',
        password: 'Lettore!2026ab',
      },
    }),
    request.put('/api/v1/amministratori/callcenter/abilitation', { headers: h, data: { enabled: false } }),
    request.post('/api/v1/anagrafiche/import/apply', {
      headers: h,
      data: { csv: 'Codice IVR;Denominazione\r\nRD1;Prova\r\n' },
    }),
  ];
  for (const res of await Promise.all(writes)) {
    expect(res.status(), res.url()).toBe(403);
    expect((await res.json()).message).toBeTruthy();
  }
  const after = await request.get(`/api/v1/ricevitori/${outlet.ivrCode}`, { headers: h });
  expect((await after.json()).enabled).toBe(outlet.enabled);
});

test('a staff user simulates an outlet, opens the board as that outlet and exits; an inactive outlet is refused', async ({
  page,
  request,
  context,
}) => {
  await login(page, 'ra');
  const token: Session = page;
  // an enabled, active, unblocked outlet different from the unblock journey's (second by descending IVR code)
  const { items } = await outlets(request, token, 'enabled=true&active=true&blocked=false&sort=-ivrCode&pageSize=5');
  const outlet = items[1];
  await context.route('https://bacheca.sisal.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Bacheca</p>' }),
  );

  await page.goto(`/ricevitorie/${outlet.ivrCode}`);
  await page.getByTestId('outlet-simulate').click();
  await expect(page).toHaveURL(new RegExp(`/ricevitorie/${outlet.ivrCode}/simulate$`));
  await expect(page.getByTestId('impersonation-banner')).toContainText(
    `Stai simulando la ricevitoria ${outlet.ivrCode}`,
  );
  await expect(page.getByTestId('page-title')).toHaveText('Simulazione Ricevitorie');
  await expect(page.getByTestId('simulate-ivrCode')).toHaveText(outlet.ivrCode);
  await expect(page.getByTestId('simulate-boards').locator('[data-enabled]')).toHaveCount(6);
  await expect(
    page.getByTestId('simulate-access-history').locator('[data-action="impersonate"]').first(),
  ).toBeVisible();
  await expectAccessible(page, 'simulation page');

  // the board of systems, as the outlet: the simulated session's token and the site
  const simulatedToken = await tokenOf(page);
  const [board] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('simulate-open-board').click()]);
  await board.waitForLoadState();
  const url = new URL(board.url());
  expect(url.searchParams.get('site')).toBeTruthy();
  const boardToken = url.searchParams.get('token')!;
  const me = await request.get('/api/v1/amministratori/me', { headers: await bearer(boardToken) });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ ivrCode: outlet.ivrCode, impersonatedBy: 'ra', roles: ['ricevitore'] });
  expect(simulatedToken).toBeTruthy();
  await board.close();

  await page.getByTestId('impersonation-exit').click();
  await expect(page).toHaveURL(new RegExp(`/ricevitorie/${outlet.ivrCode}$`));
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  await expect(page.getByTestId('outlet-simulate')).toBeVisible();

  // an inactive outlet cannot be simulated: the catalogue's message, and the session stays the staff user's
  const inactive = (await outlets(request, await tokenOf(page), 'active=false&sort=ivrCode&pageSize=1')).items[0];
  await page.goto(`/ricevitorie/${inactive.ivrCode}/simulate`);
  await expect(page.getByTestId('simulate-error')).toHaveText(
    'Non è possibile simulare una ricevitoria non attiva o non abilitata.',
  );
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
});

test('a registry import with one bad row changes nothing and shows the row’s error', async ({ page, request }) => {
  await login(page, 'admin');
  const token: Session = page;
  const base = `E2E${unique().toUpperCase()}`;
  const csv = [
    'Codice IVR;Denominazione;Città;Provincia;Regione;Zona;CAP',
    `${base}A;Tabaccheria Prova Uno;Torino;TO;Piemonte;Nord-Ovest;10121`,
    `${base}B;Bar Prova Due;Genova;GE;Liguria;NORD_OVEST;16121`,
    `${base}C;Edicola Prova Tre;Bari;Bari;Puglia;Sud;70121`,
  ].join('\n');

  await page.goto('/anagrafiche');
  await page.getByTestId('registry-csv').fill(csv);
  await page.getByTestId('registry-preview').click();
  await expect(page.getByTestId('count-total')).toHaveText('Righe: 3');
  await expect(page.getByTestId('count-new')).toHaveText('Nuove: 2');
  await expect(page.getByTestId('count-error')).toHaveText('Errori: 1');
  const rows = page.getByTestId('registry-rows');
  await expect(rows.getByRole('row').filter({ hasText: `${base}C` })).toContainText('Provincia');

  // nothing to apply while a row is wrong; the server refuses the whole file anyway, naming the row
  await expect(page.getByTestId('registry-apply')).toBeDisabled();
  await expect(page.getByTestId('registry-has-errors')).toContainText('non si può applicare');
  const refused = await request.post('/api/v1/anagrafiche/import/apply', {
    headers: await bearer(token),
    data: { csv },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).fields).toEqual({ 'riga 4': expect.stringContaining('Provincia') });

  // nothing was created, not even the good rows
  for (const ivr of [`${base}A`, `${base}B`]) {
    const res = await request.get(`/api/v1/ricevitori/${ivr}`, { headers: await bearer(token) });
    expect(res.status(), ivr).toBe(404);
  }
  const list = await outlets(request, token, `ivrCode=${base}`);
  expect(list.total).toBe(0);
});

test('filters, sort and page survive reload and back/forward', async ({ page, request }) => {
  await login(page, 'admin');
  await page.goto('/ricevitorie');
  const grid = page.getByTestId('outlet-grid');
  const firstIvr = () => grid.locator('[data-testid^="outlet-link-"]').first().textContent();
  // what each page must show, from the API (reading the grid right after a click may catch the previous rows)
  const expected = await outlets(request, page, 'enabled=true&sort=city&page=1&pageSize=25');
  const page1 = expected.items[0].ivrCode;
  const page2 = (await outlets(request, page, 'enabled=true&sort=city&page=2&pageSize=25')).items[0].ivrCode;
  const total = `${expected.total} ricevitorie`;
  expect(page2).not.toBe(page1);

  await choose(page, 'Abilitata', 'Sì');
  await expect(page).toHaveURL(/enabled=true/);
  await grid.getByRole('columnheader', { name: 'Città' }).click();
  await expect(page).toHaveURL(/sort=city/);
  await expect(page).toHaveURL(/enabled=true/);
  await expect(page.getByTestId('list-total')).toHaveText(total);
  await expect.poll(firstIvr).toBe(page1);
  await page.getByRole('button', { name: 'Vai alla pagina successiva' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(firstIvr).toBe(page2);
  const url2 = page.url();

  // a reload loads every chunk again before the list asks for its page: a navigation's timeout, not a behaviour's
  await page.reload();
  await expect(page).toHaveURL(url2);
  await expect.poll(firstIvr, { timeout: PAGE_LOAD_TIMEOUT }).toBe(page2);
  await expect(page.getByTestId('list-total')).toHaveText(total);
  await expect(page.getByRole('combobox', { name: /^Abilitata/ })).toHaveText('Sì');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=city/);
  await expect.poll(firstIvr).toBe(page1);
  await page.goForward();
  await expect(page).toHaveURL(url2);
  await expect.poll(firstIvr).toBe(page2);

  // a text filter too, and "Azzera filtri"
  await page.getByTestId('filter-city').fill('Roma');
  await page.getByTestId('filter-city').press('Enter');
  await expect(page).toHaveURL(/city=Roma/);
  await expect(page).not.toHaveURL(/page=2/);
  await page.goBack();
  await expect(page).toHaveURL(url2);
  await expect(page.getByTestId('filter-city')).toHaveValue('');
  await page.getByTestId('filters-reset').click();
  await expect(page).not.toHaveURL(/enabled=/);
  await expect(page).toHaveURL(/sort=city/);

  // the staff list keeps its own filters in the URL as well
  await page.goto('/amministratori');
  await choose(page, 'Ruolo', 'Sola lettura');
  await expect(page).toHaveURL(/role=reader/);
  await page.reload();
  await expect(page.getByTestId('admin-link-reader')).toBeVisible();
  await expect(page.getByTestId('admin-link-admin')).toHaveCount(0);
});

test('the export holds exactly the filtered rows (CSV), and Excel downloads too', async ({ page, request }) => {
  await login(page, 'admin');
  const token: Session = page;
  await page.goto('/ricevitorie?province=RM&enabled=true&sort=-ivrCode');
  await expect(page.getByTestId('filter-province')).toHaveValue('RM', { timeout: PAGE_LOAD_TIMEOUT });
  const expected = await outlets(request, token, 'province=RM&enabled=true&pageSize=100');
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(100);
  await expect(page.getByTestId('list-total')).toHaveText(`${expected.total} ricevitorie`);

  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^ricevitorie-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(await readFile(await csvDownload.path(), 'utf8')).filter((r) => r.some((c) => c !== ''));
  const [header, ...data] = rows;
  const ivrCol = header.indexOf('Codice IVR');
  const provCol = header.indexOf('Provincia');
  const enabledCol = header.indexOf('Abilitata');
  expect(ivrCol).toBeGreaterThanOrEqual(0);
  expect(data).toHaveLength(expected.total);
  expect(data.map((r) => r[ivrCol]).sort()).toEqual(expected.items.map((i) => i.ivrCode).sort());
  // the export follows the list's sort
  expect(data.map((r) => r[ivrCol])).toEqual([...data.map((r) => r[ivrCol])].sort().reverse());
  for (const r of data) {
    expect(r[provCol]).toBe('RM');
    expect(r[enabledCol]).toBe('Sì');
  }

  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await xlsx.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('bulk "Forza cambio password" on a selection of outlets', async ({ page, request }) => {
  await login(page, 'callcenter');
  const token: Session = page;
  // disabled outlets: no other journey logs in with them
  const picked = (await outlets(request, token, 'enabled=false&sort=-ivrCode&pageSize=2')).items;
  expect(picked).toHaveLength(2);
  await page.goto('/ricevitorie?enabled=false&sort=-ivrCode');
  const grid = page.getByTestId('outlet-grid');
  for (const o of picked) await grid.getByRole('row').filter({ hasText: o.ivrCode }).getByRole('checkbox').check();
  await page.getByTestId('bulk-force-password').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('le 2 ricevitorie selezionate');
  await expectAccessible(page, 'bulk confirm dialog, rows selected');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Cambio password forzato impostato con successo')).toBeVisible();
  await expect(page.getByTestId('bulk-force-password')).toBeDisabled();
  for (const o of picked) {
    const res = await request.get(`/api/v1/ricevitori/${o.ivrCode}`, { headers: await bearer(token) });
    expect((await res.json()).forcePasswordChange, o.ivrCode).toBe(true);
  }
});

test('staff list: the "Attivo" filter, and "Forza cambio password" on a selection that leaves out one\'s own row', async ({
  page,
  request,
}) => {
  await login(page, 'admin');
  const token: Session = page;
  // two staff users of this journey, one of them inactive
  const stamp = String(Date.now()).slice(-6);
  const made: string[] = [];
  for (const n of [1, 2]) {
    const username = `bulkf${stamp}${n}`;
    const res = await request.post('/api/v1/amministratori', {
      headers: await bearer(token),
      data: { username, name: `Forzato ${n}`, email: `${username}@example.it`, role: 'reader', invite: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push(username);
  }
  const off = await request.put(`/api/v1/amministratori/${made[1]}/abilitation`, {
    headers: await bearer(token),
    data: { active: false },
  });
  expect(off.status(), await off.text()).toBe(200);

  await page.goto(`/amministratori?q=bulkf${stamp}`);
  const grid = page.getByTestId('admin-grid');
  await expect(grid.getByRole('row').filter({ hasText: made[1]! })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await choose(page, 'Attivo', 'No');
  await expect(page).toHaveURL(/active=false/);
  await expect(grid.getByRole('row').filter({ hasText: made[1]! })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: made[0]! })).toHaveCount(0);

  // one's own row cannot join the selection
  await page.goto('/amministratori?q=admin');
  await expect(page.getByTestId('admin-link-admin')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(
    grid
      .getByRole('row')
      .filter({ has: page.getByTestId('admin-link-admin') })
      .getByRole('checkbox'),
  ).toBeDisabled();

  await page.goto(`/amministratori?q=bulkf${stamp}`);
  await expect(grid.getByRole('row').filter({ hasText: made[0]! })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  for (const u of made) await grid.getByRole('row').filter({ hasText: u }).getByRole('checkbox').check();
  await page.getByTestId('bulk-force-password').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('i 2 amministratori selezionati');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Cambio password forzato impostato con successo')).toBeVisible();
  await expect(page.getByTestId('bulk-force-password')).toBeDisabled();
  // new users must change their password anyway: the activity log shows the forced change of each
  for (const u of made) {
    const res = await request.get(`/api/v1/audit?action=force_password_change&entityId=${u}`, {
      headers: await bearer(token),
    });
    expect(
      (await res.json()).items.map((i: { actor: string }) => i.actor),
      u,
    ).toEqual(['admin']);
  }
});

test('an outlet change request is approved and its values applied; a role permission is saved on /gruppi', async ({
  page,
  browser,
  request,
}) => {
  await login(page, 'superadmin');
  const token: Session = page;
  // an outlet of its own (third by descending IVR code) asks to change its phone number
  const outlet = (await outlets(request, token, 'enabled=true&active=true&blocked=false&sort=-ivrCode&pageSize=5'))
    .items[2];
  const phone = `06 ${String(Date.now()).slice(-7)}`;
  const outletContext = await browser.newContext();
  const outletPage = await outletContext.newPage();
  await login(outletPage, outlet.username, DEMO_PASSWORD, /\/bacheca$/);
  // the outlet's page rotates its token every 25 s: the fixture's `request` sends a call that met a rotation again
  const asOutlet = async (data: object) =>
    request.post('/api/v1/ricevitore/change-requests', { headers: await bearer(outletPage), data });
  const sent = await asOutlet({ phoneNumber: phone });
  expect(sent.status()).toBe(201);
  const pending = (await sent.json()).item as { id: number; changes: Array<{ current: string | null }> };
  const oldPhone = pending.changes[0]!.current ?? '—';
  // a second request, to be rejected with a reason the outlet reads in "I miei dati"
  const second = await asOutlet({ fax: `06 ${String(Date.now()).slice(-6)}9` });
  expect(second.status()).toBe(201);
  const toReject = (await second.json()).item as { id: number };

  await page.goto(`/ricevitorie/${outlet.ivrCode}`);
  await expect(page.getByTestId(`change-request-${pending.id}`)).toHaveAttribute('data-status', 'pending', {
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await expect(page.getByTestId(`change-request-${pending.id}`)).toContainText(phone);
  await page.getByTestId(`change-request-approve-${pending.id}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Richiesta di modifica approvata con successo')).toBeVisible();
  await expect(page.getByTestId(`change-request-${pending.id}`)).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('edit-outlet-phoneNumber')).toHaveValue(phone);
  // the approved request says what changed, from what: never "X → X"
  await expect(page.getByTestId(`change-request-${pending.id}`)).toContainText(`${oldPhone} → ${phone}`);
  await expect(page.getByTestId(`change-request-${pending.id}`)).not.toContainText(`${phone} → ${phone}`);

  // rejecting asks a reason: the button waits for one
  await page.getByTestId(`change-request-reject-${toReject.id}`).click();
  await expect(page.getByTestId('change-request-reject-confirm')).toBeDisabled();
  await page.getByTestId('change-request-reason').fill('Numero di fax non verificabile.');
  await page.getByTestId('change-request-reject-confirm').click();
  // the toast (the history below repeats the same words)
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Richiesta di modifica rifiutata'),
  ).toBeVisible();
  await expect(page.getByTestId(`change-request-${toReject.id}`)).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId(`change-request-reason-${toReject.id}`)).toContainText(
    'Motivo del rifiuto: Numero di fax non verificabile.',
  );
  await outletPage.goto('/bacheca/dati');
  await expect(outletPage.getByTestId(`change-request-reason-${toReject.id}`)).toContainText(
    'Numero di fax non verificabile.',
  );
  await outletContext.close();

  // roles × permissions: tick, save, see it saved; then back as it was
  await page.goto('/gruppi');
  const cell = page.getByTestId('cell-reader-update_last_access_date');
  // the page's first load (a cold lazy chunk) gets the navigation timeout: it took over 10 s under load
  await expect(page.getByTestId('role-count-reader')).toContainText('utent', { timeout: PAGE_LOAD_TIMEOUT });
  // each role's "Salva" names its role for a screen reader (one name per button, not five "Salva")
  const saveNames = await page
    .locator('[data-testid^="role-save-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(saveNames.length).toBeGreaterThan(1);
  expect(new Set(saveNames).size).toBe(saveNames.length);
  await expect(page.getByRole('button', { name: 'Salva i permessi del ruolo Sola lettura' })).toBeVisible();
  const before = await cell.isChecked();
  await cell.setChecked(!before);
  await page.getByTestId('role-save-reader').click();
  await expect(page.getByText('Permessi salvati con successo')).toBeVisible();
  const matrix = await (await request.get('/api/v1/amministratori/roles', { headers: await bearer(token) })).json();
  const reader = matrix.roles.find((r: { name: string }) => r.name === 'reader');
  expect(reader.permissions.includes('update_last_access_date')).toBe(!before);
  await cell.setChecked(before);
  await page.getByTestId('role-save-reader').click();
  await expect(page.getByTestId('role-save-reader')).toBeDisabled();
});

test('deleting a staff user and an outlet lands on the list with the success toast and never fetches the deleted record again', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'superadmin');
  const h = await bearer(page);
  const username = `del${unique()}`;
  const created = await request.post('/api/v1/amministratori', {
    headers: h,
    data: {
      username,
      name: 'Da Cancellare',
      email: `${username}@example.it`,
      role: 'call_center',
      password: 'Cancella!2026ab',
    },
  });
  expect(created.status()).toBe(201);
  const ivrCode = String(960000 + Math.floor(Math.random() * 39999));
  const outlet = await request.post('/api/v1/ricevitori', {
    headers: h,
    data: {
      ivrCode,
      username: `r${ivrCode}x`,
      denomination: 'Tabaccheria da cancellare',
      city: 'Torino',
      province: 'TO',
      region: 'Piemonte',
      zone: 'NORD_OVEST',
      rice: 'TO1234',
      term: '2',
      concession: 'PGS',
      email: `del${ivrCode}@example.it`,
      password: 'Sportello!Nord2026',
    },
  });
  expect(outlet.status(), await outlet.text()).toBe(201);

  // every GET of a record after its DELETE answered (removing it from the cache must not refetch it: that would toast a 404 after the success)
  const refetched: string[] = [];
  let deleted = false;
  page.on('response', (res) => {
    const req = res.request();
    if (req.method() === 'DELETE') deleted = res.ok();
    else if (deleted && req.method() === 'GET' && /\/api\/v1\/(amministratori\/del|ricevitori\/96)/.test(req.url()))
      refetched.push(req.url());
  });
  const errorToasts = page.locator('[data-sonner-toast][data-type="error"]');

  for (const [path, list] of [
    [`/amministratori/${username}`, '/amministratori'],
    [`/ricevitorie/${ivrCode}`, '/ricevitorie'],
  ] as const) {
    deleted = false;
    const deleteButton = page.getByTestId(path.startsWith('/amministratori') ? 'admin-delete' : 'outlet-delete');
    await gotoLoaded(page, path, deleteButton);
    await deleteButton.click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.locator('[data-sonner-toast][data-type="success"]').last()).toContainText(
      path.startsWith('/amministratori') ? 'Utente cancellato con successo' : 'Ricevitoria cancellata con successo',
    );
    await expect(page).toHaveURL(new RegExp(`${list}(\\?|$)`));
    await expect(page.getByTestId('confirm-dialog')).toHaveCount(0); // closed (its fade keeps the page aria-hidden)
    await page.waitForLoadState('networkidle');
    expect(refetched, 'the deleted record is not fetched again').toEqual([]);
    await expect(errorToasts).toHaveCount(0);
  }
});
