import { test, expect } from './fixtures';
import { PAGE_LOAD_TIMEOUT, login, choose, bearer } from './helpers';

/**
 * The journey: a new structure → "Crea grafica" (saved as BOZZA, the editor opens for it) → the live preview
 * follows the form → save → back on the structure, now with its graphic → a generated system's detail shows its
 * card → in the graphics list the graphic is duplicated, previewed, and the copy deleted. Totocalcio has no graphics.
 */

test('structure → Crea grafica → editor with live preview → save → structure with its graphic → system card → duplicate, preview, delete', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const name = `E2E Grafica ${Date.now().toString(36)}`;

  // A new structure, steps 1 and 2, then "Crea grafica".
  await page.goto('/superenalotto/strutture/new');
  await expect(page.getByTestId('structure-stepper')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await page.getByTestId('structure-name').fill(name);
  await page.getByTestId('structure-short-description').fill('Struttura con grafica');
  await page.getByTestId('structure-extended-description').fill('Struttura creata dal percorso della grafica.');
  await page.getByTestId('structure-tags').fill('e2e');
  await page.getByTestId('structure-tags').press('Enter');
  await page.getByTestId('structure-channel-WEB').check();
  await choose(page, 'Canale di vendita', 'Ricevitoria');
  await page.getByTestId('stepper-next').click();
  await expect(page.getByTestId('step-struttura')).toBeVisible();
  await page.getByTestId('structure-quotes').fill('10');
  await choose(page, 'Template grafico', 'In evidenza');
  await page.getByTestId('structure-create-graphic').click();

  // The editor, for that structure, with its live preview.
  await expect(page).toHaveURL(/\/superenalotto\/grafica\/new\?structureId=\d+&from=structure$/, {
    timeout: PAGE_LOAD_TIMEOUT,
  });
  const structureId = Number(/structureId=(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('graphic-name')).toHaveValue(`Grafica ${name}`);
  const preview = page.getByTestId('graphic-live-preview');
  await expect(preview).toBeVisible();
  const before = await preview.getAttribute('src');
  expect(decodeURIComponent(before!)).toContain(name);
  await page.getByTestId('graphic-title').fill('Vinci con {struttura}');
  await expect(preview).not.toHaveAttribute('src', before!);
  expect(decodeURIComponent((await preview.getAttribute('src'))!)).toContain(`Vinci con ${name}`);
  // a text colour without contrast on the background cannot be picked
  await expect(page.getByTestId('graphic-text-color-FFF3C4')).toBeDisabled();
  await page.getByTestId('graphic-save').click();

  // Back on the structure (BOZZA), now with its graphic.
  await expect(page).toHaveURL(new RegExp(`/superenalotto/strutture/${structureId}$`));
  await expect(page.getByTestId('structure-status')).toContainText('BOZZA');
  await expect(page.getByTestId('structure-graphic')).toContainText('Apri la grafica');
  await expect(page.getByTestId('graphic-card-image')).toBeVisible();

  // Generate two systems: the detail of one shows its card (its numbers, drawn by the server's preview).
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${structureId}/generate-systems`, {
    headers: await bearer(page),
    data: { count: 2, seed: 12 },
  });
  expect(gen.status()).toBe(201);
  const systemId = ((await gen.json()) as { systemIds: number[] }).systemIds[0];
  await page.goto(`/superenalotto/sistemi/detail/${systemId}`);
  await expect(page.getByTestId('graphic-card')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  const card = page.getByTestId('graphic-card-image');
  await expect(card).toBeVisible();
  const systemName = (await page.getByTestId('system-name').textContent())!.trim();
  expect(decodeURIComponent((await card.getAttribute('src'))!)).toContain(systemName);

  // The graphics list, filtered in the URL: duplicate, preview and delete the copy.
  await page.goto(`/superenalotto/grafica?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('list-total')).toHaveText('1 grafica', { timeout: PAGE_LOAD_TIMEOUT });
  const list = await request.get(`/api/v1/games/superenalotto/graphics?q=${encodeURIComponent(name)}`, {
    headers: await bearer(page),
  });
  const graphicId = ((await list.json()) as { items: Array<{ id: number }> }).items[0].id;
  await page.getByTestId(`graphic-duplicate-${graphicId}`).click();
  await expect(page.getByText(`Grafica duplicata con successo: «Copia di Grafica ${name}»`)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('2 grafiche');
  const copies = await request.get(
    `/api/v1/games/superenalotto/graphics?q=${encodeURIComponent(`Copia di Grafica ${name}`)}`,
    { headers: await bearer(page) },
  );
  const copyId = ((await copies.json()) as { items: Array<{ id: number; attached: boolean }> }).items[0].id;
  await page.getByTestId(`graphic-preview-${copyId}`).click();
  await expect(page.getByTestId('graphic-preview-image')).toBeVisible();
  await page.getByRole('button', { name: 'Chiudi' }).click();
  // the original is shown by systems of no contest yet: it could be deleted, but the copy goes
  await page.getByTestId(`graphic-delete-${copyId}`).click();
  await expect(page.getByTestId('delete-graphic-text')).toContainText(`Copia di Grafica ${name}`);
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Grafica cancellata con successo')).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('1 grafica');

  // The original opens in the editor with what was saved, its preview beside the form.
  await page.getByTestId(`graphic-link-${graphicId}`).click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/grafica/${graphicId}$`));
  await expect(page.getByTestId('graphic-title')).toHaveValue('Vinci con {struttura}');
  await expect(page.getByTestId('graphic-live-preview')).toBeVisible();
});

test('Totocalcio has no graphics: Pagina non trovata', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/totocalcio/grafica');
  await expect(page.getByTestId('not-found')).toHaveText('Pagina non trovata', { timeout: PAGE_LOAD_TIMEOUT });
});

/**
 * The editor's required fields speak the catalogue's words, never the browser's English bubble: the form does not
 * validate natively (the catalogue's messages show under the fields). The reader reads the graphic with every field
 * disabled and no save.
 */
test("graphic editor: the catalogue's messages, not the browser's bubble; the reader reads it only", async ({
  page,
  request,
}) => {
  await login(page, 'admin');
  await page.goto('/superenalotto/grafica/new');
  await expect(page.getByTestId('graphic-save')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByRole('form', { name: 'Dati della grafica' })).toHaveAttribute('novalidate', '');
  await page.getByTestId('graphic-save').click();
  // the submit reached the page's own check: its Italian messages, under the two required fields
  await expect(page.getByText('Il nome della grafica è obbligatorio.')).toBeVisible();
  await expect(page.getByText('La struttura della grafica è obbligatoria.')).toBeVisible();
  await expect(page).toHaveURL(/\/superenalotto\/grafica\/new$/);

  const list = await request.get('/api/v1/games/superenalotto/graphics?pageSize=1', { headers: await bearer(page) });
  expect(list.ok()).toBe(true);
  const [graphic] = ((await list.json()) as { items: Array<{ id: number }> }).items;
  expect(graphic).toBeDefined();

  await page.context().clearCookies();
  await login(page, 'reader');
  await page.goto(`/superenalotto/grafica/${graphic.id}`);
  await expect(page.getByTestId('read-only-notice')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('graphic-name')).toBeDisabled();
  await expect(page.getByTestId('graphic-title')).toBeDisabled();
  await expect(page.getByTestId('graphic-text-0')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Collegata alla struttura' })).toBeDisabled();
  for (const group of ['graphic-background-color', 'graphic-text-color', 'graphic-accent-color']) {
    const swatches = page.getByTestId(group).getByRole('radio');
    expect(await swatches.count()).toBeGreaterThan(0);
    for (const s of await swatches.all()) await expect(s).toBeDisabled();
  }
  await expect(page.getByTestId('graphic-save')).toHaveCount(0);
  await expect(page.getByTestId('graphic-image-upload')).toHaveCount(0);
  await expect(page.getByTestId('graphic-live-preview')).toBeVisible();
});
