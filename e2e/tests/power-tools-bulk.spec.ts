import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login } from './helpers';
import { publishViaApi } from './publish-api';

/**
 * Exports and bulk actions (decisions.md "Power tools"): the systems list exported with its filter (the CSV parsed), 30
 * systems tagged at once through "tutte le righe del filtro", and a withdrawal of every row of a filter where some
 * hold quote (the refusals listed with why).
 */
const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

/** A structure of the test and `count` drafts generated from it with `tag`. */
async function generated(
  request: APIRequestContext,
  page: Page,
  tag: string,
  count: number,
): Promise<{ structureId: number; ids: number[] }> {
  const headers = await bearer(page);
  const st = await request.post('/api/v1/games/superenalotto/structures', {
    headers,
    data: {
      name: `E2E Massive ${tag}`,
      shortDescription: 'Azioni massive e2e',
      extendedDescription: 'Struttura del percorso delle azioni massive',
      tags: ['e2e'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    },
  });
  expect(st.status(), await st.text()).toBe(201);
  const structureId = (await st.json()).id as number;
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${structureId}/generate-systems`, {
    headers,
    data: { count, seed: tag, tags: [tag] },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  return { structureId, ids: ((await gen.json()) as { systemIds: number[] }).systemIds };
}

/** The `;`-separated rows of a CSV export (no quoted separators in these rows), header first. */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(';'));

test('the systems list filtered by tag exports exactly its rows (CSV parsed)', async ({ page, request }) => {
  await login(page, 'admin');
  const tag = `exp${unique()}`;
  const { ids } = await generated(request, page, tag, 4);
  await gotoLoaded(page, `/superenalotto/sistemi?q=${tag}&sort=id`, page.getByTestId(`system-link-${ids[0]}`));
  await expect(page.getByTestId('list-total')).toHaveText('4 sistemi');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^sistemi-superenalotto-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(header.slice(0, 3)).toEqual(['ID', 'Nome', 'Struttura']);
  expect(header).toContain('Prezzo quota');
  expect(rows.map((r) => Number(r[0]))).toEqual([...ids].sort((a, b) => a - b));
  for (const r of rows) {
    expect(r[header.indexOf('Tag')]).toBe(tag);
    expect(r[header.indexOf('Prezzo quota')]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
  }
});

test('30 systems are tagged at once through every row of the filter, the count shown before confirming', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const tag = `bulk${unique()}`;
  const { ids } = await generated(request, page, tag, 30);
  // a boolean filter too: the dialog sends the URL's parsed values (evidence: false), the API reads them alike
  await gotoLoaded(page, `/superenalotto/sistemi?q=${tag}&evidence=false`, page.getByTestId('list-total'));
  await expect(page.getByTestId('list-total')).toHaveText('30 sistemi');
  await expect(page.getByTestId('bulk-filtered')).toHaveText('Azioni su tutti i filtrati (30)');
  await page.getByTestId('bulk-filtered').click();
  const dialog = page.getByTestId('bulk-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('bulk-count')).toHaveText(
    'Saranno considerate tutte le 30 righe che rispettano i filtri correnti (30 sistemi).',
  );
  await dialog.getByTestId('bulk-tags').fill(`${tag}-ok`);
  await expectAccessible(page, 'bulk dialog');
  await dialog.getByTestId('bulk-confirm').click();
  await expect(page.getByText('30 aggiornati, 0 non modificabili')).toBeVisible();
  await expect(dialog).toBeHidden();
  const res = await request.get(`/api/v1/games/superenalotto/systems?q=${tag}-ok&pageSize=100`, {
    headers: await bearer(page),
  });
  const body = (await res.json()) as { total: number; items: Array<{ id: number; tags: string[] }> };
  expect(body.total).toBe(30);
  expect(body.items.map((i) => i.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  expect(body.items[0].tags).toEqual([tag, `${tag}-ok`]);
});

test('withdrawing every row of a filter cancels what it may and lists the held ones with why', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const tag = `rit${unique()}`;
  const { ids } = await generated(request, page, tag, 2);
  const [free, held] = [await publishViaApi(request, page, ids[0]), await publishViaApi(request, page, ids[1])];
  const headers = await bearer(page);
  const outlets = await request.get(
    '/api/v1/ricevitori?enabled=true&active=true&blocked=false&sort=-ivrCode&pageSize=1',
    { headers },
  );
  const ivr = ((await outlets.json()) as { items: Array<{ ivrCode: string }> }).items[0].ivrCode;
  // quote through the bulk action itself, to one outlet
  const quote = await request.post('/api/v1/games/superenalotto/systems/bulk', {
    headers,
    data: { ids: [held], action: 'quote', ivrCode: ivr, quantity: 2 },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  expect((await quote.json()).updated).toEqual([held]);

  await gotoLoaded(page, `/superenalotto/sistemi?q=${tag}&status=ASSOCIATA`, page.getByTestId(`system-link-${held}`));
  await expect(page.getByTestId('list-total')).toHaveText('2 sistemi');
  await page.getByTestId('cancel-filtered').click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toContainText('Annulla o ritira tutte le 2 righe del filtro');
  await dialog.getByTestId('cancel-reason').fill('Lotto sbagliato');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(page.getByText('1 annullato, 1 non annullabile')).toBeVisible();
  await expect(dialog.getByTestId(`cancel-refused-${held}`)).toContainText(
    'Il sistema non può essere ritirato: le ricevitorie ne hanno già acquisito 2 quote.',
  );
  await expect(dialog.getByTestId(`cancel-refused-${free}`)).toHaveCount(0);
  await expectAccessible(page, 'cancel filter result');
  await dialog.getByTestId('cancel-close').click();
  await expect(page.getByTestId('list-total')).toHaveText('1 sistema');
  await expect(page.getByTestId(`system-link-${held}`)).toBeVisible();
});
