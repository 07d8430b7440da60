import { expectAccessible } from './a11y';
import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { crc32, deflateSync } from 'node:zlib';
import { PAGE_LOAD_TIMEOUT, gotoLoaded, login, bearer, chooseOption } from './helpers';

/**
 * The journey: a SuperEnalotto banner refused with an expiry before its visualization date, fixed, listed as
 * scheduled and edited; a popup for the back office shown once in the header until "Ho letto"; an outlet reading
 * its own notifications through the API; an award refused with a 300×40 PNG, saved with a 200×30 one, duplicated to
 * another contest ("già presente" on a second try) and deleted; other games have no awards page.
 */

/** The Europe/Rome wall-clock parts of the time `hours` from now. */
function romeParts(hours: number): Record<string, string> {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() + hours * 3_600_000))
      .map((x) => [x.type, x.value]),
  );
  return p;
}

/** Types a time `hours` from now (Europe/Rome) into the form's Italian date-time picker (GG/MM/AAAA hh:mm). */
async function fillDateTime(page: Page, label: RegExp, hours: number) {
  const p = romeParts(hours);
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: 'Giorno' }).click();
  await page.keyboard.type(`${p.day}${p.month}${p.year}${p.hour}${p.minute}`);
  await expect(group.getByRole('spinbutton', { name: 'Minuti' })).toHaveText(p.minute);
}
const FROM = /^Visualizzazione dal/;
const TO = /^Scadenza/;
const iso = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}
/** A real RGBA PNG of width × height. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.concat(Array.from({ length: width }, () => Buffer.from([30, 90, 200, 255]))),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function createNotification(
  request: APIRequestContext,
  headers: Record<string, string>,
  type: 'banner' | 'popup',
  body: object,
): Promise<number> {
  const res = await request.post(`/api/v1/notifications/${type}`, {
    headers,
    data: {
      category: 'NEWS',
      content: '<p>Creata dal test</p>',
      priority: 1,
      visibleFrom: iso(-1),
      expiresAt: iso(24),
      ...body,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test('banner with wrong dates → fixed → scheduled → edited; back-office popup once; outlet scope via the API', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await login(page, 'superadmin');
  const tag = Date.now().toString(36);
  const title = `E2E banner ${tag}`;

  // A SuperEnalotto banner whose expiry comes before its visualization date: the spec's message, nothing saved.
  await gotoLoaded(page, '/notifications/banner/create', page.getByTestId('notification-form'));
  await page.getByTestId('field-title').fill(title);
  await expect(page.getByTestId('preview-banner')).toContainText(title);
  const editor = page.getByTestId('field-content');
  await expect(editor).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await editor.click();
  await page.getByTestId('field-content-bold').click();
  await page.keyboard.type('Nuovo concorso speciale');
  await expect(page.getByTestId('preview-banner').locator('b')).toHaveText('Nuovo concorso speciale');
  await page.getByTestId('field-scope-backoffice').uncheck();
  await page.getByTestId('field-scope-superenalotto').check();
  await fillDateTime(page, FROM, 48);
  await fillDateTime(page, TO, 24);
  await page.getByTestId('notification-save').click();
  await expect(
    page.getByText('La data di scadenza deve essere successiva alla data di visualizzazione.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/notifications\/banner\/create$/);

  // Fixed: saved, listed as scheduled (Programmata).
  await fillDateTime(page, TO, 24 * 5);
  await page.getByTestId('notification-save').click();
  await expect(page.getByText('Notifica creata con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/notifications\/banner(\?.*)?$/);
  await page.goto(`/notifications/banner?q=${encodeURIComponent(title)}`);
  const grid = page.getByTestId('notifications-grid');
  await expect(grid.getByText(title)).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(grid.getByTestId('state-SCHEDULED')).toBeVisible();
  await expectAccessible(page, 'notifications list');
  await page.goto(`/notifications/banner?q=${encodeURIComponent(title)}&state=ACTIVE`);
  await expect(page.getByTestId('list-total')).toHaveText('0 notifiche', { timeout: PAGE_LOAD_TIMEOUT });

  // Edited (the update page is /notifications/banner/update/{category}/{id}).
  await page.goto(`/notifications/banner?q=${encodeURIComponent(title)}`);
  await grid.getByText(title).click();
  await expect(page).toHaveURL(/\/notifications\/banner\/update\/GENERAL\/\d+$/);
  await expect(page.getByTestId('field-title')).toHaveValue(title, { timeout: PAGE_LOAD_TIMEOUT });
  await page.getByTestId('field-title').fill(`${title} (modificato)`);
  await page.getByTestId('notification-save').click();
  await expect(page.getByText('Notifica modificata con successo')).toBeVisible();
  await expect(grid.getByText(`${title} (modificato)`)).toBeVisible();

  // A popup for the back office, shown now: it opens in the header once, until "Ho letto".
  const popupTitle = `E2E popup ${tag}`;
  await gotoLoaded(page, '/notifications/popup/create', page.getByTestId('notification-form'));
  await page.getByTestId('field-title').fill(popupTitle);
  await page.getByTestId('field-content').click();
  await page.keyboard.type('Leggere con attenzione');
  await expect(page.getByTestId('preview-popup')).toContainText(popupTitle);
  await fillDateTime(page, FROM, -1);
  await page.getByTestId('notification-save').click();
  await expect(page.getByText('Notifica creata con successo')).toBeVisible();
  const popup = page.getByTestId('backoffice-popup');
  await expect(popup).toContainText(popupTitle);
  await expect(popup).toContainText('Leggere con attenzione');
  await page.getByTestId('backoffice-popup-ack').click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('notifications-grid')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('backoffice-popup')).toBeHidden();

  // A banner for the back office shows under the header, in priority order.
  const headers = await bearer(page);
  const banner2 = await createNotification(request, headers, 'banner', {
    title: `E2E seconda ${tag}`,
    scope: ['backoffice'],
    priority: 2,
  });
  const banner1 = await createNotification(request, headers, 'banner', {
    title: `E2E prima ${tag}`,
    scope: ['backoffice'],
    priority: 1,
  });
  await gotoLoaded(page, '/home', page.getByTestId('backoffice-banners'));
  const first = page.getByTestId(`backoffice-banner-${banner1}`);
  const second = page.getByTestId(`backoffice-banner-${banner2}`);
  await expect(first).toBeVisible();
  await expectAccessible(page, 'home with back-office banners');
  expect((await first.boundingBox())!.y).toBeLessThan((await second.boundingBox())!.y);

  // The outlet side, through the API: a SuperEnalotto popup reaches the outlet, the back-office one does not.
  const outletPopup = await createNotification(request, headers, 'popup', {
    title: `E2E ricevitoria ${tag}`,
    scope: ['superenalotto'],
  });
  const outletContext = await browser.newContext();
  const outletPage = await outletContext.newPage();
  await login(outletPage, 'ricevitore1', undefined, /\/bacheca$/);
  const outletHeaders = await bearer(outletPage);
  const board = await (await request.get('/api/v1/ricevitore/notifications', { headers: outletHeaders })).json();
  const ids = (board.popups as Array<{ id: number; title: string }>).map((p) => p.id);
  expect(ids).toContain(outletPopup);
  expect((board.popups as Array<{ title: string }>).map((p) => p.title)).not.toContain(popupTitle);
  expect(
    (await request.post(`/api/v1/ricevitore/notifications/${outletPopup}/ack`, { headers: outletHeaders })).status(),
  ).toBe(200);
  const after = await (await request.get('/api/v1/ricevitore/notifications', { headers: outletHeaders })).json();
  expect((after.popups as Array<{ id: number }>).map((p) => p.id)).not.toContain(outletPopup);
  expect((await request.get('/api/v1/notifications/banner', { headers: outletHeaders })).status()).toBe(403);
  await outletContext.close();

  // Leave the back office as it was for the next journeys.
  const popupId = (
    (await (
      await request.get(`/api/v1/notifications/popup?q=${encodeURIComponent(popupTitle)}`, { headers })
    ).json()) as { items: Array<{ id: number }> }
  ).items[0].id;
  for (const [type, id] of [
    ['popup', popupId],
    ['banner', banner1],
    ['banner', banner2],
    ['popup', outletPopup],
  ] as const) {
    expect((await request.delete(`/api/v1/notifications/${type}/${id}`, { headers })).status()).toBe(200);
  }

  // Delete with confirmation from the list.
  await page.goto(`/notifications/banner?q=${encodeURIComponent(title)}`);
  await grid.locator('[data-testid^="notification-delete-"]').first().click();
  await expect(page.getByTestId('delete-notification-text')).toContainText(title);
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Notifica cancellata con successo')).toBeVisible();
  await expect(grid.getByText(title)).toBeHidden();
});

test('a notification whose link is "/\\evil.example/x" is refused in the form with the Italian message; nothing saved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page, 'superadmin');
  const title = `E2E link ${Date.now().toString(36)}`;
  await gotoLoaded(page, '/notifications/banner/create', page.getByTestId('notification-form'));
  await page.getByTestId('field-title').fill(title);
  const editor = page.getByTestId('field-content');
  await expect(editor).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await editor.click();
  await page.keyboard.type('Un collegamento');
  // "/\" is read by browsers as the start of another site's address: a path of this site is "/" and neither "/" nor "\"
  await page.getByTestId('field-url').fill('/\\evil.example/x');
  await expect(page.getByTestId('field-url')).toHaveValue('/\\evil.example/x');
  // the preview does not offer the link either
  await expect(page.getByTestId('preview-banner').getByRole('link', { name: 'Approfondisci' })).toHaveCount(0);
  await page.getByTestId('notification-save').click();
  await expect(
    page.getByText(
      "L'URL deve iniziare con https:// o http://, oppure essere un percorso del sito: una sola / iniziale, senza \\ né barre codificate (%2F, %5C) né spazi.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/notifications\/banner\/create$/);
  await expectAccessible(page, 'notification form with a refused link');
  // nothing was saved
  const headers = await bearer(page);
  const list = (await (
    await request.get(`/api/v1/notifications/banner?q=${encodeURIComponent(title)}`, { headers })
  ).json()) as { total: number };
  expect(list.total).toBe(0);
  // a path of this site is taken, and shown in the preview as a same-tab link
  await page.getByTestId('field-url').fill('/superenalotto/sistemi');
  const link = page.getByTestId('preview-banner').getByRole('link', { name: 'Approfondisci' });
  await expect(link).toHaveAttribute('href', '/superenalotto/sistemi');
  await expect(link).not.toHaveAttribute('target', '_blank');
  await page.getByTestId('notification-save').click();
  await expect(page.getByText('Notifica creata con successo')).toBeVisible();
  const saved = (await (
    await request.get(`/api/v1/notifications/banner?q=${encodeURIComponent(title)}`, { headers })
  ).json()) as { items: Array<{ id: number; url: string }> };
  expect(saved.items.map((n) => n.url)).toEqual(['/superenalotto/sistemi']);
  expect((await request.delete(`/api/v1/notifications/banner/${saved.items[0].id}`, { headers })).status()).toBe(200);
});

test('award: 300×40 PNG refused, 200×30 saved, duplicated (never onto its own contest; "già presente" on a second try), deleted', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, 'superadmin');
  const label = `Premio E2E ${Date.now().toString(36)}`;

  await gotoLoaded(page, '/superenalotto/premi-straordinari/create', page.getByTestId('award-form'));
  // the demo awards sit on the next two contests: take a later one
  await chooseOption(page, page.getByRole('combobox', { name: /Concorso/ }), page.getByRole('option').nth(5));
  await page.getByTestId('field-label').fill(label);
  await page.getByTestId('icon-file').setInputFiles({ name: 'icona.png', mimeType: 'image/png', buffer: png(300, 40) });
  await expect(page.getByTestId('icon-error')).toHaveText("L'icona può misurare al massimo 200×30 pixel.");
  await page.getByTestId('award-save').click();
  await expect(page).toHaveURL(/\/create$/);
  await page.getByTestId('icon-file').setInputFiles({ name: 'icona.png', mimeType: 'image/png', buffer: png(200, 30) });
  await expect(page.getByTestId('icon-error')).toBeHidden();
  await expect(page.getByTestId('icon-preview').locator('img')).toBeVisible();
  await page.getByTestId('field-win').fill('1.000.000');
  await page.getByTestId('award-save').click();
  await expect(page.getByText('Premio straordinario creato con successo')).toBeVisible();
  await expect(page).toHaveURL(/\/superenalotto\/premi-straordinari$/);

  await page.goto(`/superenalotto/premi-straordinari?q=${encodeURIComponent(label)}`);
  const grid = page.getByTestId('awards-grid');
  await expect(grid.getByText(label)).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(grid.getByText('1.000.000,00 €')).toBeVisible();
  await expect(grid.locator('[data-testid^="award-icon-"]')).toBeVisible();
  await expectAccessible(page, 'awards list');

  // Duplicate to another contest; the copy's dialog does not offer the copy's own contest; the original once more
  // onto the copy's contest: "già presente".
  const duplicateButtons = grid.locator('[data-testid^="award-duplicate-"]');
  await duplicateButtons.first().click();
  const destination = page.getByRole('combobox', { name: /Concorso di destinazione/ });
  await destination.click();
  const targetText = (await page.getByRole('option').nth(7).textContent()) ?? '';
  expect(targetText).toMatch(/^Concorso \d+\/\d{4}/);
  await chooseOption(page, destination, page.getByRole('option', { name: targetText, exact: true }));
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Premio straordinario duplicato con successo')).toBeVisible();
  await expect(grid.getByText(label)).toHaveCount(2);
  // the list is by draw date, latest first: the copy (on the later contest) first, the original last
  await duplicateButtons.first().click();
  await page.getByRole('combobox', { name: /Concorso di destinazione/ }).click();
  await expect(page.getByRole('option').nth(7)).toBeVisible();
  await expect(page.getByRole('option', { name: targetText, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('confirm-cancel').click();
  await duplicateButtons.last().click();
  await chooseOption(page, destination, page.getByRole('option', { name: targetText, exact: true }));
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('duplicate-error')).toHaveText(
    'Esiste già un premio straordinario per questo concorso.',
  );
  await page.getByTestId('confirm-cancel').click();

  // Delete both, with confirmation.
  for (let left = 1; left >= 0; left--) {
    await grid.locator('[data-testid^="award-delete-"]').first().click();
    await expect(page.getByTestId('delete-award-text')).toContainText(label);
    await page.getByTestId('confirm-ok').click();
    await expect(grid.getByText(label)).toHaveCount(left);
  }
  await expect(page.getByText('Premio straordinario cancellato con successo').first()).toBeVisible();

  // Awards are SuperEnalotto's only: other games answer the not-found page.
  await page.goto('/eurojackpot/premi-straordinari');
  await expect(page.getByText('Pagina non trovata')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
});

test("a popup targeted to ricevitore1's province: previewed as the outlet sees it, read by the outlet, counted in its reach", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await login(page, 'superadmin');
  const title = `E2E provincia ${Date.now().toString(36)}`;
  await gotoLoaded(page, '/notifications/popup/create', page.getByTestId('notification-form'));
  await page.getByTestId('field-title').fill(title);
  await page.getByTestId('field-content').click();
  await page.keyboard.type('Solo per la provincia di Roma');
  await page.getByTestId('field-scope-backoffice').uncheck();
  await page.getByTestId('field-scope-superenalotto').check();
  await page.getByTestId('field-url').fill('/notifications');
  await page.getByTestId('field-outletUrl').fill('/bacheca/dati');
  await page.getByTestId('field-provinces').fill('RM');
  await page.getByRole('option', { name: 'RM', exact: true }).click();
  await page.getByTestId('field-ivrCodes').fill('100001, 100002\n100001');
  await expect(page.getByText('2 riconosciuti')).toBeVisible();
  await page.getByTestId('field-ivrCodes').fill('');
  await fillDateTime(page, FROM, -1);
  await expectAccessible(page, 'notification form with targeting');

  // the board's own popup with the form's values and the outlets' link; "Ho letto" closes the preview
  await page.getByTestId('outlet-preview-open').click();
  const preview = page.getByTestId('outlet-preview-popup');
  await expect(preview).toContainText(title);
  await expect(preview.getByRole('link')).toHaveAttribute('href', '/bacheca/dati');
  await page.getByTestId('outlet-preview-popup-ack').click();
  await expect(preview).toBeHidden();

  await page.getByTestId('notification-save').click();
  await expect(page.getByText('Notifica creata con successo')).toBeVisible();

  // ricevitore1 (Roma) reads it on the board
  const outletContext = await browser.newContext();
  const outlet = await outletContext.newPage();
  await login(outlet, 'ricevitore1', undefined, /\/bacheca$/);
  const popup = outlet.getByTestId('board-popup');
  for (let i = 0; i < 20; i++) {
    await expect(popup).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const ours = (await popup.textContent())?.includes(title);
    await outlet.getByTestId('board-popup-ack').click();
    if (ours) break;
  }
  await expect(outlet.getByText(title)).toBeHidden();
  await outletContext.close();

  // its reach: one outlet has read it, the rest of the province is still to read it
  await page.goto(`/notifications/popup?q=${encodeURIComponent(title)}`);
  // the list row already counts it: one confirmation among the province's outlets
  await expect(page.getByTestId('notifications-grid').getByTestId(/^notification-reach-\d+$/)).toHaveText(
    /^Confermate 1 \/ \d+$/,
    { timeout: PAGE_LOAD_TIMEOUT },
  );
  await page.getByTestId('notifications-grid').getByText(title).click();
  const reach = page.getByTestId('notification-reach-line');
  await expect(reach).toContainText(/lette 1$/, { timeout: PAGE_LOAD_TIMEOUT });
  await page.getByTestId('notification-reach-pending').click();
  const pending = page.getByTestId('reach-pending-table');
  await expect(pending).toBeVisible();
  await expect(pending.getByRole('cell', { name: '100001', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'notification reach, pending outlets');
});
