import { expectAccessible } from './a11y';
import { test, expect } from './fixtures';
import { PAGE_LOAD_TIMEOUT, bearer, gotoLoaded, login, choose } from './helpers';

/**
 * The Totocalcio journey on the main server (Totocalcio is one of the default games; the short server's 4-second
 * inactivity timeout is for the session journey): a formula 13 system with 8 fixed events and only 4 optional ones
 * shows the §5 error, is fixed while the columns change, is saved, found in the archive and given quote.
 */

test('Totocalcio formula 13: optional events error → fix → columns change → save → archive → quote', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  const outlets = await request.get('/api/v1/ricevitori?enabled=true&active=true&blocked=false&pageSize=1', {
    headers: await bearer(page),
  });
  expect(outlets.ok()).toBe(true);
  const [ivr] = ((await outlets.json()) as { items: Array<{ ivrCode: string }> }).items.map((o) => o.ivrCode);

  await gotoLoaded(page, '/totocalcio/crea-sistema', page.getByTestId('tc-save'));
  const name = `TC${Date.now().toString(36).slice(-8).toUpperCase()}`;
  await page.getByTestId('tc-name').fill(name);
  await choose(page, 'Concorso', /^Concorso \d+\/\d{4}/);
  // the round's matches replace the event numbers
  await expect(page.getByTestId('tc-event-1')).toContainText(' – ');
  await page.getByTestId('tc-formula-13').click();
  await expect(page.getByTestId('tc-mandatory-count')).toHaveText('Eventi obbligatori: 8 di 8');

  // events 13 and 14 not played: 8 fixed and only 4 optional
  await page.getByTestId('tc-event-13-sign-1').click();
  await page.getByTestId('tc-event-14-sign-1').click();
  await expect(page.getByTestId('tc-optional-count')).toHaveText('Eventi facoltativi: 4 (almeno 5)');
  await expect(page.getByTestId('tc-error')).toContainText('Eventi facoltativi insufficienti per la formula scelta.');
  await expect(page.getByTestId('tc-columns')).toHaveText('—');
  await page.getByTestId('tc-save').click();
  await expect(page).toHaveURL(/\/totocalcio\/crea-sistema$/);

  // fixed: the columns follow every sign (C(5,5) = 1, C(6,5) = 6, then doubles on fixed events)
  await page.getByTestId('tc-event-13-sign-1').click();
  await expect(page.getByTestId('tc-columns')).toHaveText('1');
  await expect(page.getByTestId('tc-error')).toContainText('Il numero di colonne è fuori dai limiti della formula.');
  await page.getByTestId('tc-event-14-sign-X').click();
  await expect(page.getByTestId('tc-columns')).toHaveText('6');
  await page.getByTestId('tc-event-1-sign-X').click();
  await expect(page.getByTestId('tc-columns')).toHaveText('12');
  await page.getByTestId('tc-event-2-sign-2').click();
  await expect(page.getByTestId('tc-columns')).toHaveText('24');
  await expect(page.getByTestId('tc-error')).toHaveCount(0);
  await expect(page.getByTestId('tc-total')).toContainText('24,00');
  await expect(page.getByTestId('tc-quota-price')).toContainText('12,00');
  // a quota under 4 € is refused as you type, then put back
  await page.getByTestId('tc-quotes').fill('8');
  await expect(page.getByTestId('tc-error')).toContainText('3,00');
  await page.getByTestId('tc-quotes').fill('2');
  await expect(page.getByTestId('tc-error')).toHaveCount(0);

  await page.getByTestId('tc-save').click();
  await expect(page).toHaveURL(/\/archivio-sistemi\?/);
  // the archive's chunk may load cold: a navigation-scale wait for the page, then the normal one
  await expect(page.getByTestId('list-total')).toHaveText('1 sistema', { timeout: PAGE_LOAD_TIMEOUT });
  const row = page.locator('[data-id^="totocalcio-"]');
  await expect(row).toContainText(name);
  await expect(row).toContainText('Totocalcio formula 13 (PGS)');
  await expect(row).toContainText('0 / 2');
  const id = Number((await row.getAttribute('data-id'))!.replace('totocalcio-', ''));

  // the archive's quote dialog assigns one of the two quote
  await row.getByTestId(`archive-quotes-${id}`).click();
  const dialog = page.getByTestId('quote-dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'quote dialog');
  await dialog.getByTestId('quote-add-ivr').fill(ivr);
  await dialog.getByTestId('quote-add-qty').fill('1');
  await dialog.getByTestId('quote-add').click();
  await expect(dialog.getByTestId('quote-available-after')).toHaveText('1');
  await dialog.getByTestId('quote-save').click();
  await expect(page.getByText('Quote salvate: 1 assegnata, 1 disponibile')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('1 / 2');

  // its detail: formula, events and signs, assignments
  await row.getByTestId(`archive-link-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/totocalcio/sistemi/detail/${id}$`));
  await expect(page.getByTestId('system-formula')).toContainText('Formula 13');
  await expect(page.getByTestId('system-event-1')).toContainText('Obbligatorio');
  await expect(page.getByTestId('system-event-14')).toContainText('Facoltativo');
  await expect(page.getByTestId(`assignment-${ivr}`)).toBeVisible();
  await expectAccessible(page, 'Totocalcio system detail');
});

/**
 * Switching formula 13 → 11 brings the mandatory events to the formula's count and says which changed, so the
 * form is valid and saves without the user unticking an event by hand.
 */
test('Totocalcio formula switch 13 → 11: the 8th mandatory event is released, the form is valid and saves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin');
  await gotoLoaded(page, '/totocalcio/crea-sistema', page.getByTestId('tc-save'));
  const name = `TS${Date.now().toString(36).slice(-8).toUpperCase()}`;
  await page.getByTestId('tc-name').fill(name);
  await choose(page, 'Concorso', /^Concorso \d+\/\d{4}/);
  await expect(page.getByTestId('tc-event-1')).toContainText(' – ');

  // formula 13 with its 8 mandatory events
  await expect(page.getByTestId('tc-formula-13')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tc-mandatory-count')).toHaveText('Eventi obbligatori: 8 di 8');
  await expect(page.getByTestId('tc-event-8-mandatory')).toBeChecked();
  await expect(page.getByTestId('tc-formula-notice')).toHaveCount(0);

  await page.getByTestId('tc-formula-11').click();
  await expect(page.getByTestId('tc-formula-notice')).toHaveText(
    'Con la formula 11 gli eventi obbligatori sono 7. Eventi ora facoltativi: 8.',
  );
  await expect(page.getByTestId('tc-mandatory-count')).toHaveText('Eventi obbligatori: 7 di 7');
  await expect(page.getByTestId('tc-event-8-mandatory')).not.toBeChecked();
  await expect(page.getByTestId('tc-event-7-mandatory')).toBeChecked();
  // valid at once: 7 fixed events and C(7,4) = 35 columns, no error to fix by hand
  await expect(page.getByTestId('tc-error')).toHaveCount(0);
  await expect(page.getByTestId('tc-columns')).toHaveText('35');
  await expectAccessible(page, 'Totocalcio formula notice');

  // and back: 13 takes the first optional event as its 8th mandatory one, then 11 again
  await page.getByTestId('tc-formula-13').click();
  await expect(page.getByTestId('tc-formula-notice')).toHaveText(
    'Con la formula 13 gli eventi obbligatori sono 8. Eventi ora obbligatori: 8.',
  );
  await expect(page.getByTestId('tc-mandatory-count')).toHaveText('Eventi obbligatori: 8 di 8');
  await page.getByTestId('tc-formula-11').click();
  await expect(page.getByTestId('tc-mandatory-count')).toHaveText('Eventi obbligatori: 7 di 7');
  await expect(page.getByTestId('tc-error')).toHaveCount(0);

  await page.getByTestId('tc-save').click();
  await expect(page).toHaveURL(/\/archivio-sistemi\?/);
  await expect(page.getByTestId('list-total')).toHaveText('1 sistema', { timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.locator('[data-id^="totocalcio-"]')).toContainText('Totocalcio formula 11 (PGS)');
});
