import { test, expect, type Locator, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login } from './helpers';

/**
 * Keyboard: every dialog and the structure stepper work without a mouse. A dialog opened with the keyboard
 * takes the focus, keeps Tab inside, closes on Escape and gives the focus back to the control that opened it, also
 * after its action ran (the page re-reads its data, a grid re-renders the row that holds the opener).
 */

/** Whether the focused element is inside `container`. */
function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** Tab (or Shift+Tab) until `target` has the focus: the keyboard's way to reach a control. */
async function tabTo(page: Page, target: Locator, max = 400, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Tab and Shift+Tab around the open dialog: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
}

test('confirm and set-password dialogs: opened with Enter, Tab stays inside, Escape closes, focus back on the opener', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  // a staff user of its own: forcing and setting its password must not lock out the demo users other journeys log in as
  const username = `kb${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/amministratori', {
    headers: await bearer(page),
    data: {
      username,
      name: 'Prova Tastiera',
      email: `${username}@example.it`,
      role: 'call_center',
      password: 'Tastiera!Prova2026',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await gotoLoaded(page, `/amministratori/${username}`, page.getByTestId('admin-force-password'));

  // the confirm dialog: open, walk, Escape
  const force = page.getByTestId('admin-force-password');
  await force.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'confirm dialog');
  await expectFocusTrapped(page, confirm);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(force).toBeFocused();

  // again, and this time confirm with the keyboard: the action runs, the focus comes back to the opener
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('dialog')).toBeVisible();
  await tabTo(page, confirm.getByTestId('confirm-ok'));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(force).toBeFocused();

  // the set-password dialog: the focus lands on its first field, Escape closes it
  const setPassword = page.getByTestId('admin-set-password');
  await tabTo(page, setPassword);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('set-password-dialog');
  await expect(dialog.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'set-password dialog');
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(setPassword).toBeFocused();

  // typed and submitted with Enter: saved, closed, focus back
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('dialog')).toBeVisible();
  const fields = dialog.locator('input[type="password"]');
  await tabTo(page, fields.nth(0));
  await page.keyboard.type('Tastiera!Sicura2026');
  await tabTo(page, fields.nth(1));
  await page.keyboard.type('Tastiera!Sicura2026');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(setPassword).toBeFocused();
});

test('the quote dialog opened from a grid row: Escape, then a save, and the focus is back on the row’s button', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const headers = await bearer(page);
  // a system of the archive's first page (its default order) with quote still available, and an outlet to give it to
  const list = await request.get('/api/v1/archive/systems?page=1&pageSize=25', { headers });
  expect(list.ok()).toBe(true);
  const items = (
    (await list.json()) as {
      items: Array<{ id: number; status: string; quotesAvailable: number; contest: { status: string } | null }>;
    }
  ).items;
  // quote only on a system published on an open contest
  const system = items.find((s) => s.status === 'ASSOCIATA' && s.contest?.status === 'APERTO' && s.quotesAvailable > 0);
  expect(system).toBeTruthy();
  const outlets = await request.get('/api/v1/ricevitori?enabled=true&active=true&blocked=false&pageSize=1', {
    headers,
  });
  const ivr = ((await outlets.json()) as { items: Array<{ ivrCode: string }> }).items[0].ivrCode;

  await gotoLoaded(page, '/archivio-sistemi', page.getByTestId(`archive-quotes-${system!.id}`));
  const opener = page.getByTestId(`archive-quotes-${system!.id}`);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('quote-dialog');
  await expect(dialog.getByRole('dialog')).toBeVisible();
  await expect(dialog.getByTestId('quote-add-ivr')).toBeVisible();
  await expectAccessible(page, 'quote dialog');
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // one quote to one outlet, all by keyboard; the save re-reads the list, the focus still comes back
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('quote-add-ivr')).toBeVisible();
  await tabTo(page, dialog.getByTestId('quote-add-ivr'));
  await page.keyboard.type(ivr);
  await tabTo(page, dialog.getByTestId('quote-add-qty'));
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId(`quote-line-${ivr}`)).toBeVisible();
  await tabTo(page, dialog.getByTestId('quote-save'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the structure stepper, forward and back with the keyboard only: the focus follows the step', async ({ page }) => {
  test.slow();
  await login(page, 'admin');
  await gotoLoaded(page, '/superenalotto/strutture/1/edit', page.getByTestId('structure-stepper'));
  const region = page.getByTestId('stepper-step-region');
  const next = page.getByTestId('stepper-next');
  const back = page.getByTestId('stepper-back');
  const steps = ['step-creazione', 'step-struttura', 'step-vincoli', 'step-euronumeri'];

  await expect(page.getByTestId(steps[0])).toBeVisible();
  for (const step of steps.slice(1)) {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(step)).toBeVisible();
    // the focus moved to the new step (its region is named after it), never lost to the page
    await expect(region).toBeFocused();
    await expectAccessible(page, step);
  }
  // on the last step "Avanti" is gone; back to the first one, where "Indietro" is disabled
  await expect(next).toHaveCount(0);
  for (const step of [...steps].reverse().slice(1)) {
    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(step)).toBeVisible();
    await expect(region).toBeFocused();
  }
  await expect(back).toBeDisabled();

  // the step buttons above the step are a tab list with a roving focus (MUI's Stepper): Shift+Tab from the step's region
  // reaches the current step's button, the arrows move among the steps, Enter opens one
  await tabTo(page, page.getByTestId('stepper-step-creazione'), 20, 'Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('stepper-step-vincoli')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-vincoli')).toBeVisible();
  await expect(region).toBeFocused();
});

test('"Vai al contenuto" is the first Tab, Enter moves to the page; sidebar focus is a visible ring; Enter on a list row opens it', async ({
  page,
}) => {
  test.slow();
  await login(page, 'admin');
  await gotoLoaded(page, '/ricevitorie', page.getByTestId('outlet-grid'));
  // the first Tab: the skip link, visible while focused
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  expect(skipBox && skipBox.y >= 0 && skipBox.height > 0).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/ricevitorie$/);

  // the Tab after the skip link is the sidebar's first entry: its focus is a 2 px ring, not a faint tint
  await skip.focus();
  await page.keyboard.press('Tab');
  const focused = page.locator('[data-nav-item]:focus');
  await expect(focused).toHaveCount(1);
  const ring = await focused.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: s.outlineWidth };
  });
  expect(ring).toEqual({ style: 'solid', width: '2px' });

  // Enter on a focused cell without a link opens the row's detail
  const firstLink = page.locator('[data-testid^="outlet-link-"]').first();
  const ivrCode = (await firstLink.textContent())!.trim();
  const cell = page.locator(`[role="row"]:has([data-testid="outlet-link-${ivrCode}"]) [data-field="denomination"]`);
  await cell.click();
  await expect(cell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ricevitorie/${ivrCode}$`));
});
