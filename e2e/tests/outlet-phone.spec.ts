import { expectAccessible } from './a11y';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { PAGE_LOAD_TIMEOUT, bearer, gotoLoaded, login, submitLogin } from './helpers';

/**
 * The outlet's portal on a phone (390×844) and its self-service. No page scrolls sideways,
 * the menu is a drawer over the page, the quote dialog stays inside the screen and states the amount before anything
 * is taken; the statement, the notification archive, "I miei dati" with a change request, and the password change
 * are reached from the menu.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The page never scrolls sideways: its scrolling element is no wider than the phone's screen. Measured against the
 * emulated screen, not `innerWidth`: a mobile browser zooms out to fit wider content, and `innerWidth` grows with it
 * (a 734 px table made it 734).
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const screen = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `${what}: ${scrollWidth} px of content on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

/** The element lies wholly inside the 390×844 viewport. */
async function expectInsideViewport(el: Locator, what: string) {
  const box = await el.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} x`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} y`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height, `${what} bottom edge`).toBeLessThanOrEqual(844);
}

/** Open the menu (the drawer) and follow one of its entries; the drawer closes on the new page. */
async function fromMenu(page: Page, testId: string) {
  await page.getByTestId('sidebar-toggle').click();
  const drawer = page.getByTestId('sidebar-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId(testId).click();
  await expect(drawer).toBeHidden();
}

/** Read the unread popups on the board ("Ho letto"), each one's button inside the screen. */
async function readPopups(page: Page, request: APIRequestContext) {
  const outlet = await bearer(page);
  const unread = (await (await request.get('/api/v1/ricevitore/notifications', { headers: outlet })).json()) as {
    popups: Array<{ id: number }>;
  };
  const popup = page.getByTestId('board-popup');
  for (let i = 0; i < unread.popups.length; i++) {
    await expect(popup).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expectInsideViewport(page.getByTestId('board-popup-ack'), 'the popup button');
    await page.getByTestId('board-popup-ack').click();
  }
  await expect(popup).toBeHidden();
}

const euro = (cents: number) =>
  `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')} €`;

test('ricevitore1 on a phone: board without sideways scroll, banners in one line, the amount confirmed before taking quote', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  // two banners for SuperEnalotto outlets, so the phone shows them in one line (removed at the end)
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staffPage = await staffContext.newPage();
  // banners and popups are written by handle_ruolo_admin (super_admin)
  await login(staffPage, 'superadmin');
  const banners: number[] = [];
  {
    for (const title of ['Avviso di prova telefono uno', 'Avviso di prova telefono due']) {
      const res = await request.post('/api/v1/notifications/banner', {
        headers: await bearer(staffPage),
        data: {
          category: 'GENERAL',
          title,
          content: `<p>${title}</p>`,
          priority: 1,
          scope: ['superenalotto'],
          visibleFrom: new Date(Date.now() - 60_000).toISOString(),
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      banners.push(((await res.json()) as { id: number }).id);
    }
  }
  await login(page, 'ricevitore1', undefined, /\/bacheca$/);
  const outlet = await bearer(page);
  try {
    await gotoLoaded(page, '/bacheca', page.getByTestId('board-systems'));
    // a popup not yet read: its button is inside the screen; "Ho letto" closes it
    await readPopups(page, request);
    await expectNoSidewaysScroll(page, '/bacheca');
    // the sidebar is not beside the page: it opens as a drawer
    await expect(page.getByTestId('sidebar')).toHaveCount(0);

    const delivery = (await (await request.get('/api/v1/ricevitore/notifications', { headers: outlet })).json()) as {
      banners: Array<{ id: number }>;
    };
    if (delivery.banners.length > 1) {
      const line = page.getByTestId('board-banners-line');
      await expect(line).toBeVisible();
      await expect(page.getByTestId('board-banners-more')).toHaveText(`altri ${delivery.banners.length - 1}`);
      await expect(page.getByTestId(`board-banner-${delivery.banners[1].id}`)).toBeHidden();
      await page.getByTestId('board-banners-more').click();
      await expect(page.getByTestId(`board-banner-${delivery.banners[1].id}`)).toBeVisible();
      await expectNoSidewaysScroll(page, '/bacheca with the banners open');
      await page.getByTestId('board-banners-more').click();
    }

    // take 2 quote of a system with at least 3 available: the amount is stated before, the toast says what was taken
    const board = (await (
      await request.get('/api/v1/ricevitore/board?availableFrom=3&pageSize=1', { headers: outlet })
    ).json()) as {
      items: Array<{ id: number; name: string; boardName: string | null; quotaPriceCents: number; held: number }>;
    };
    const target = board.items[0];
    await gotoLoaded(
      page,
      `/bacheca?q=${encodeURIComponent(target.name)}`,
      page.getByTestId(`board-system-${target.id}`),
    );
    const card = page.getByTestId(`board-system-${target.id}`);
    await card.getByTestId('board-request-quotes').click();
    const dialog = page.getByTestId('request-quotes-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('request-quotes-quantity').fill('2');
    await expectInsideViewport(page.getByTestId('request-quotes-next'), 'RICHIEDI');
    await expectInsideViewport(dialog.getByRole('button', { name: 'Annulla' }), 'ANNULLA');
    await page.getByTestId('request-quotes-next').click();
    const amount = euro(2 * target.quotaPriceCents);
    await expect(page.getByTestId('request-quotes-summary')).toHaveText(`Confermi 2 quote per ${amount}?`);
    await expectAccessible(page, 'quote confirmation');
    // nothing is taken before the confirmation
    const before = (await (await request.get('/api/v1/ricevitore/holdings', { headers: outlet })).json()) as {
      items: Array<{ systemId: number; quantity: number }>;
    };
    expect(before.items.find((h) => h.systemId === target.id)?.quantity ?? 0).toBe(target.held);
    await expectInsideViewport(page.getByTestId('request-quotes-confirm'), 'CONFERMA');
    await expectInsideViewport(page.getByTestId('request-quotes-back'), 'INDIETRO');
    await page.getByTestId('request-quotes-confirm').click();
    const name = target.boardName ?? target.name;
    await expect(page.locator('[data-sonner-toast][data-type="success"]').last()).toHaveText(
      `Richiesta effettuata con successo: 2 quote di ${name} per ${amount}. Ora ne detieni ${target.held + 2}.`,
    );
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('board-system-held')).toHaveText(`Le tue quote: ${target.held + 2}`);
    await expectNoSidewaysScroll(page, '/bacheca after the request');

    // the board's "Vincite" tab (ricevitore1 holds a winning quota in the demo): its tables scroll inside their card
    await page.getByRole('tab', { name: 'Vincite' }).click();
    await expect(page.getByTestId('board-wins-holdings').locator('[data-testid^="board-win-"]').first()).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(page.getByTestId('board-contest-wins')).toBeVisible();
    await expectNoSidewaysScroll(page, '/bacheca, tab Vincite');
    await expectAccessible(page, 'wins on a phone');

    // the proposals page has the whole width (no permanent drawer squeezing it)
    await fromMenu(page, 'nav-bacheca-proposte');
    await expect(page.getByTestId('proposal-form')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const form = await page.getByTestId('proposal-form').boundingBox();
    expect(form!.width).toBeGreaterThan(300);
    await expectNoSidewaysScroll(page, '/bacheca/proposte');
    await expectAccessible(page, 'proposals on a phone');

    // the statement: by contest, in euro, the system just taken in it; exported as CSV
    await fromMenu(page, 'nav-bacheca-estratto');
    await expect(page.getByTestId('statement-page')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const statement = (await (await request.get('/api/v1/ricevitore/statement', { headers: outlet })).json()) as {
      totalQuotes: number;
      totalCents: number;
      contests: Array<{ contestId: number; systems: Array<{ systemId: number; amountCents: number }> }>;
    };
    await expect(page.getByTestId('statement-total')).toHaveText(
      `Totale: ${statement.totalQuotes} quote per ${euro(statement.totalCents)}`,
    );
    const row = page.getByTestId(`statement-system-${target.id}`);
    await expect(row).toContainText(euro((target.held + 2) * target.quotaPriceCents));
    await expectNoSidewaysScroll(page, '/bacheca/estratto');
    await expectAccessible(page, 'statement');
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    expect((await download).suggestedFilename()).toMatch(/^estratto-quote-\d{4}-\d{2}-\d{2}\.csv$/);

    // the archive: the popup read above is there again, with when it was read
    await fromMenu(page, 'nav-bacheca-avvisi');
    await expect(page.getByTestId('notification-archive-page')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const archive = (await (
      await request.get('/api/v1/ricevitore/notifications/archive?type=popup&pageSize=100', { headers: outlet })
    ).json()) as {
      items: Array<{ id: number; acknowledgedAt: string | null }>;
    };
    const read = archive.items.find((i) => i.acknowledgedAt);
    if (read) await expect(page.getByTestId(`archive-item-${read.id}`)).toContainText('Letto il');
    await expect(page.locator('[data-testid^="archive-item-"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page, '/bacheca/avvisi');
    await expectAccessible(page, 'notification archive');
  } finally {
    for (const id of banners)
      await request.delete(`/api/v1/notifications/banner/${id}`, { headers: await bearer(staffPage) });
    await staffContext.close();
  }
});

test('an outlet on a phone changes its password and asks to change its data from the menu', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  // an outlet of its own (its password changes): created by staff, first password changed at the first login
  await login(page, 'superadmin');
  const h = await bearer(page);
  // a code below every demo outlet's: journeys that take "the highest IVR code" (and its demo password) never meet it
  const ivrCode = `0${String(90000 + Math.floor(Math.random() * 9999))}`;
  const username = `r${ivrCode}m`;
  const first = 'Telefono!Primo2026';
  const second = 'Telefono!Secondo2026';
  const third = 'Telefono!Terzo2026';
  const created = await request.post('/api/v1/ricevitori', {
    headers: h,
    data: {
      ivrCode,
      username,
      denomination: 'Tabaccheria al telefono',
      city: 'Bari',
      province: 'BA',
      region: 'Puglia',
      zone: 'SUD',
      rice: 'BA1234',
      term: '2',
      concession: 'PGS',
      phoneNumber: '080 5551234',
      password: first,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await fromMenu(page, 'nav-esci');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, username, first);
  await expect(page).toHaveURL(/\/change-password\/[A-Za-z0-9]+$/);
  await page.getByTestId('password-new').fill(second);
  await page.getByTestId('password-confirm').fill(second);
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, username, second, /\/bacheca$/);
  await readPopups(page, request);

  // "Cambia password" from the menu
  await fromMenu(page, 'nav-cambia-password');
  await expect(page).toHaveURL(/\/self-change-password$/);
  await expectNoSidewaysScroll(page, '/self-change-password');
  await page.getByTestId('password-old').fill(second);
  await page.getByTestId('password-new').fill(third);
  await page.getByTestId('password-confirm').fill(third);
  // the first change's toast ("Password modificata con successo" too) gone first, so the one awaited below is this
  // change's: on a loaded machine it can outlive the login (a pointer left over a toast pauses its timer)
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Password modificata con successo')).toBeVisible();

  // "I miei dati": its own data, and a change request of the phone number
  await fromMenu(page, 'nav-bacheca-dati');
  await expect(page.getByTestId('outlet-profile-page')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('outlet-profile-ivr')).toHaveText(ivrCode);
  await expect(page.getByTestId('outlet-profile-phoneNumber')).toHaveText('080 5551234');
  await expectNoSidewaysScroll(page, '/bacheca/dati');
  await expectAccessible(page, 'my data');
  // the password change's toasts gone first: this tall dialog reaches the bottom of the phone where they sit, and a
  // pointer left over a toast pauses its timer (a click on "Invia richiesta" waited behind one until the timeout)
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByTestId('change-request-open').click();
  const dialog = page.getByTestId('change-request-dialog');
  await expect(dialog).toBeVisible();
  // nothing changed: said before anything is sent
  await page.getByTestId('change-request-submit').click();
  await expect(page.getByTestId('change-request-error')).toHaveText('La richiesta di modifica non contiene modifiche.');
  await page.getByTestId('change-request-phoneNumber').fill('080 5559876');
  await expectInsideViewport(page.getByTestId('change-request-submit'), 'INVIA RICHIESTA');
  await expectAccessible(page, 'change request dialog');
  await page.getByTestId('change-request-submit').click();
  await expect(page.getByText('Richiesta di modifica inviata con successo')).toBeVisible();
  await expect(dialog).toBeHidden();
  const requests = page.getByTestId('outlet-profile-requests');
  await expect(requests).toContainText('In attesa');
  await expect(requests).toContainText('Telefono: 080 5559876');
  // staff see it on the outlet, pending (a staff session of its own: the first one ended with "Esci" above)
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staffPage = await staffContext.newPage();
  await login(staffPage, 'superadmin');
  const pendingRes = await request.get(`/api/v1/ricevitori/${ivrCode}/change-requests`, {
    headers: await bearer(staffPage),
  });
  expect(pendingRes.status(), await pendingRes.text()).toBe(200);
  await staffContext.close();
  const pending = (await pendingRes.json()) as {
    items: Array<{ status: string; changes: Array<{ field: string; requested: string }> }>;
  };
  expect(pending.items[0]).toMatchObject({
    status: 'pending',
    changes: [{ field: 'phoneNumber', requested: '080 5559876' }],
  });
  await expectNoSidewaysScroll(page, '/bacheca/dati after the request');

  // the new password is the one that works now
  await fromMenu(page, 'nav-esci');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, username, third, /\/bacheca$/);
});
