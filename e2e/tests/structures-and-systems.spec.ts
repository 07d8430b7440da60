import { test, expect, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { gotoLoaded, login, choose } from './helpers';
import { publishViaApi } from './publish-api';

/**
 * The journey: a SuperEnalotto structure built through the four steps with constraints and live totals,
 * saved, 50 systems generated from it and filtered, quote assigned to three outlets (an unknown IVR code shows its
 * error), and the systems found in the archive "Gestione Sistemi Si.ce.".
 */

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'bdr_token')!.value;
  return { authorization: `Bearer ${token}` };
}

test('structure in four steps → 50 systems → filters → quote to three outlets → archive', async ({ page, request }) => {
  test.setTimeout(180_000);
  await login(page, 'admin');

  // Three outlets that can receive quote, picked through the API.
  const outlets = await request.get('/api/v1/ricevitori?enabled=true&active=true&blocked=false&pageSize=3', {
    headers: await bearer(page),
  });
  expect(outlets.ok()).toBe(true);
  const ivr: string[] = ((await outlets.json()) as { items: Array<{ ivrCode: string }> }).items.map((o) => o.ivrCode);
  expect(ivr).toHaveLength(3);

  const name = `E2E Integrale 12 ${Date.now().toString(36)}`;
  await page.goto('/superenalotto/strutture/new');
  await expect(page.getByTestId('structure-stepper')).toBeVisible();
  await expectAccessible(page, 'stepper, step 1');

  // Step 1 "Creazione": "Avanti" first shows the spec's messages, then the fields are filled.
  await page.getByTestId('stepper-next').click();
  await expect(page.getByText('Il nome della struttura è obbligatorio.')).toBeVisible();
  await expect(page.getByText('Indicare almeno un tag.')).toBeVisible();
  await page.getByTestId('structure-name').fill(name);
  await page.getByTestId('structure-short-description').fill('Integrale di 12 numeri con vincoli');
  await page
    .getByTestId('structure-extended-description')
    .fill('Sistema integrale SuperEnalotto di 12 numeri: 924 combinazioni.');
  await page.getByTestId('structure-tags').fill('e2e');
  await page.getByTestId('structure-tags').press('Enter');
  await page.getByTestId('structure-channel-WEB').check();
  await choose(page, 'Canale di vendita', 'Ricevitoria');
  await page.getByTestId('stepper-next').click();

  // Step 2 "Struttura e grafica": the live totals follow the numerosity, verified by the server.
  await expect(page.getByTestId('step-struttura')).toBeVisible();
  await expectAccessible(page, 'stepper, step 2');
  await expect(page.getByTestId('cost-combinations')).toHaveText('210');
  await page.getByTestId('module-0-numerosity').fill('12');
  await expect(page.getByTestId('cost-combinations')).toHaveText('924');
  await expect(page.getByTestId('cost-total')).toHaveText('924,00 €');
  await expect(page.getByTestId('cost-quota')).toHaveText('92,40 €');
  await expect(page.getByTestId('cost-status')).toHaveAttribute('data-status', 'verified');
  // An impossible quote count shows the engine's Italian error, then is put back.
  await page.getByTestId('structure-quotes').fill('1');
  await expect(page.getByTestId('cost-error')).toContainText('Il numero di quote deve essere compreso tra 2 e 125.');
  await page.getByTestId('structure-quotes').fill('10');
  await expect(page.getByTestId('cost-quota')).toHaveText('92,40 €');
  await choose(page, 'Template grafico', 'Classico');
  await page.getByTestId('stepper-next').click();

  // Step 3 "Vincoli": a fixed and an excluded number; "gemelli" leaves too few numbers and names the rule.
  await expect(page.getByTestId('step-vincoli')).toBeVisible();
  await expectAccessible(page, 'stepper, step 3');
  await page.getByTestId('matrix-0-7').click();
  await expect(page.getByTestId('matrix-0-7')).toHaveAttribute('data-state', 'fixed');
  await page.getByTestId('matrix-0-13').click();
  await page.getByTestId('matrix-0-13').click();
  await expect(page.getByTestId('matrix-0-13')).toHaveAttribute('data-state', 'excluded');
  await page.getByTestId('constraints-0-twins').check();
  const verdict = page.getByTestId('constraints-0-main-verdict');
  await expect(verdict).toHaveAttribute('data-valid', 'false');
  await expect(verdict).toContainText('Numeri disponibili sufficienti');
  await page.getByTestId('constraints-0-twins').uncheck();
  await page.getByTestId('constraints-0-onlyOdd').check();
  await expect(verdict).toHaveAttribute('data-valid', 'true');
  await expect(page.getByTestId('cost-combinations')).toHaveText('924');
  await page.getByTestId('stepper-next').click();

  // Step 4 "Struttura Euronumeri": nothing to set for SuperEnalotto; save.
  await expect(page.getByTestId('step-euronumeri')).toContainText('non prevede Euronumeri');
  await page.getByTestId('structure-save').click();

  // Detail: the totals the server computed and stored, and the constraints.
  await expect(page).toHaveURL(/\/superenalotto\/strutture\/\d+/);
  const structureId = Number(/strutture\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page.getByTestId('totals-combinations')).toHaveText('924');
  await expect(page.getByTestId('totals-total')).toHaveText('924,00 €');
  await expect(page.getByTestId('totals-quota')).toHaveText('92,40 €');
  await expect(page.getByTestId('structure-module-0-fixed')).toHaveText('7');
  await expect(page.getByTestId('structure-module-0-excluded')).toHaveText('13');
  await expectAccessible(page, 'structure detail');

  // Generate 50 systems.
  await page.getByTestId('structure-generate').click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/strutture/${structureId}/generate-systems$`));
  await page.getByTestId('generate-count').fill('1000');
  await page.getByTestId('generate-submit').click();
  await expect(page.getByText('Il numero di sistemi da generare deve essere compreso tra 1 e 999.')).toBeVisible();
  await page.getByTestId('generate-count').fill('50');
  await page.getByTestId('generate-submit').click();
  await expect(page.getByTestId('generate-result')).toContainText('Sistemi generati');
  await expectAccessible(page, 'systems generated');
  await expect(page.getByTestId('generate-result-count')).toContainText('50 sistemi generati');
  await page.getByTestId('generate-systems-link').click();

  // The systems list, filtered by the structure (in the URL), then by status and by price.
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi\\?structureId=${structureId}$`));
  await expect(page.getByTestId('list-total')).toHaveText('50 sistemi');
  await expectAccessible(page, 'systems list');
  await expect(page.getByTestId('filter-structure')).toContainText(name);
  await choose(page, 'Stato', 'COMPLETATA');
  await expect(page).toHaveURL(/status=COMPLETATA/);
  await expect(page.getByTestId('list-total')).toHaveText('0 sistemi');
  await choose(page, 'Stato', 'Tutti');
  await expect(page.getByTestId('list-total')).toHaveText('50 sistemi');
  await page.getByTestId('filters-advanced-toggle').click();
  await page.getByTestId('filter-quota-from').fill('92,40');
  await page.getByTestId('filter-quota-to').fill('92,40');
  await page.getByTestId('filter-quota-to').press('Enter');
  await expect(page).toHaveURL(/quotaPriceFrom=9240/);
  await expect(page.getByTestId('list-total')).toHaveText('50 sistemi');
  await page.getByTestId('filter-quota-from').fill('100');
  await page.getByTestId('filter-quota-from').press('Enter');
  await expect(page.getByText('Il prezzo quota minimo non può superare il massimo.')).toBeVisible();

  // Open one system and assign its quote to three outlets; an unknown IVR code is refused by code.
  const firstLink = page.locator('[data-testid^="system-link-"]').first();
  const draftId = Number((await firstLink.getAttribute('data-testid'))!.replace('system-link-', ''));
  await firstLink.click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi/detail/${draftId}$`));
  // quote live only on published systems: the draft offers no quote dialog, its published copy does
  await expect(page.getByTestId('system-publish')).toBeVisible();
  await expect(page.getByTestId('system-quotes')).toHaveCount(0);
  const systemId = await publishViaApi(request, page, draftId);
  await gotoLoaded(page, `/superenalotto/sistemi/detail/${systemId}`, page.getByTestId('system-quotes'));
  await expect(page.getByTestId('system-quotes-available')).toHaveText('10');
  await page.getByTestId('system-quotes').click();
  const dialog = page.getByTestId('quote-dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'quote dialog');
  await dialog.getByTestId('quote-add-ivr').fill(ivr[0]);
  await dialog.getByTestId('quote-add-qty').fill('2');
  await dialog.getByTestId('quote-add').click();
  await dialog.getByTestId('quote-paste').fill(`${ivr[1]}\n${ivr[2]}; ZZ999`);
  await dialog.getByTestId('quote-paste-qty').fill('1');
  await dialog.getByTestId('quote-paste-add').click();
  await expect(dialog.getByTestId('quote-available-after')).toHaveText('5');
  // The same outlet twice is refused before any request.
  await dialog.getByTestId('quote-add-ivr').fill(ivr[0]);
  await dialog.getByTestId('quote-add').click();
  await expect(dialog.getByText('già tra le nuove preassegnazioni')).toBeVisible();
  await dialog.getByTestId('quote-add-ivr').fill('');
  await dialog.getByTestId('quote-save').click();
  await expect(dialog.getByTestId('quote-server-error')).toContainText(
    'Codici IVR non associati ad alcuna ricevitoria: ZZ999.',
  );
  await expect(dialog.getByTestId('quote-line-error-ZZ999')).toContainText('ZZ999');
  await dialog.getByTestId('quote-remove-ZZ999').click();
  await expect(dialog.getByTestId('quote-available-after')).toHaveText('6');
  await dialog.getByTestId('quote-save').click();
  await expect(page.getByText('Quote salvate: 4 assegnate, 6 disponibili')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('system-quotes-assigned')).toHaveText('4');
  await expect(page.getByTestId('system-quotes-available')).toHaveText('6');
  for (const code of ivr) await expect(page.getByTestId(`assignment-${code}`)).toBeVisible();

  // "Modifica sistema" says what happened (not the generic "Richiesta effettuata con successo").
  await page.getByTestId('system-edit').click();
  await expect(page.getByTestId('edit-system-dialog')).toBeVisible();
  await expectAccessible(page, 'edit system dialog');
  await page.getByTestId('system-edit-evidence').click();
  await page.getByTestId('system-edit-save').click();
  await expect(page.getByText('Sistema modificato con successo')).toBeVisible();
  await expect(page.getByTestId('edit-system-dialog')).toBeHidden();

  // The archive "Gestione Sistemi Si.ce." lists them, across games, with the assigned quote.
  await page.goto(`/archivio-sistemi?game=superenalotto&q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('page-title')).toHaveText('Gestione Sistemi Si.ce.');
  // the 50 drafts and the published copy
  await expect(page.getByTestId('list-total')).toHaveText('51 sistemi');
  const row = page.locator(`[data-id="superenalotto-${systemId}"]`);
  await expect(row).toContainText('4 / 10');
  await expect(row).toContainText('92,40 €');
  // The archive's quote dialog opens on the same system.
  await row.getByTestId(`archive-quotes-${systemId}`).click();
  await expect(page.getByTestId('quote-dialog').getByTestId(`quote-line-${ivr[0]}`)).toBeVisible();
  await expectAccessible(page, 'archive quote dialog');
  await page.getByTestId('quote-cancel').click();
  await row.getByTestId(`archive-link-${systemId}`).click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi/detail/${systemId}$`));
});

test('the read-only profile sees structures and systems without any write action', async ({ page }) => {
  await login(page, 'reader');
  await gotoLoaded(page, '/superenalotto/strutture', page.getByRole('grid', { name: 'Elenco strutture' }));
  await expect(page.getByTestId('structure-new')).toHaveCount(0);
  await expect(page.locator('[data-testid^="structure-delete-"]')).toHaveCount(0);
  await page.locator('[data-testid^="structure-link-"]').first().click();
  await expect(page.getByTestId('structure-totals')).toBeVisible();
  await expectAccessible(page, 'structure detail (reader)');
  await expect(page.getByTestId('structure-edit')).toHaveCount(0);
  await expect(page.getByTestId('structure-generate')).toHaveCount(0);
  await gotoLoaded(page, '/superenalotto/strutture/new', page.getByTestId('read-only-notice'));
  await expect(page.getByTestId('read-only-notice')).toContainText('Sola lettura');
  await gotoLoaded(page, '/superenalotto/sistemi', page.getByRole('grid', { name: 'Elenco sistemi' }));
  await expect(page.getByTestId('system-new')).toHaveCount(0);
  await expect(page.locator('[data-testid^="system-quotes-"]')).toHaveCount(0);
});
