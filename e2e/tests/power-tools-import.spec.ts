import { ERRORS, SUCCESS, errorMessage, format } from '@bacheca/domain/messages';
import { IMPORT_ROW_MESSAGES, SYSTEM_TOOLS_TEXTS } from '@bacheca/domain/messages-system-tools';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { bearer, gotoLoaded, login, PAGE_LOAD_TIMEOUT } from './helpers';
import { publishViaApi } from './publish-api';

/**
 * The CSV import of systems (decisions.md "Power tools, part C"): a CSV with good and bad rows imported into a structure
 * (the preview says why each bad row is refused, confirming writes only the good ones, the list shows them), and the
 * inline SiCe name edit of a draft in the systems grid (a name over 15 characters refused in Italian, Esc cancels,
 * Invio saves; a published system has no editor).
 */
/** GET through the API with the page's current token (the fixture's `request` follows the page's token rotation). */
async function getJson<T>(request: APIRequestContext, page: Page, url: string): Promise<T> {
  const res = await request.get(url, { headers: await bearer(page) });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

async function structureViaApi(request: APIRequestContext, page: Page, name: string): Promise<number> {
  const res = await request.post('/api/v1/games/superenalotto/structures', {
    headers: await bearer(page),
    data: {
      name,
      shortDescription: 'Import e2e',
      extendedDescription: 'Struttura del percorso di importazione',
      tags: ['e2e'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
      modules: [{ type: 'INTEGRALE', numerosity: 8, constraints: { manual: { fixed: [], excluded: [90] } } }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

test('a CSV with good and bad rows: the preview says why, confirming writes only the good ones, the list shows them', async ({
  page,
  request,
}) => {
  await login(page, 'admin');
  const name = `E2E Import ${unique()}`;
  const structureId = await structureViaApi(request, page, name);
  await gotoLoaded(page, `/superenalotto/strutture/${structureId}`, page.getByTestId('structure-import'));
  await page.getByTestId('structure-import').click();
  const dialog = page.getByTestId('import-systems-dialog');
  await expect(dialog.getByTestId('import-help')).toHaveText(SYSTEM_TOOLS_TEXTS.IMPORT_HELP);
  // the example is a file of this structure's format
  const [example] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('import-example').click()]);
  expect(example.suggestedFilename()).toBe(`esempio-struttura-${structureId}.csv`);

  const csv = [
    'numeri',
    '1 2 3 4 5 6 7 8', // 2: good
    '1 2 3', // 3: too few
    '1 2 3 4 5 6 7 91', // 4: out of range
    '11;12;13;14;15;16;17;17', // 5: repeated
    '8,7,6,5,4,3,2,1', // 6: the numbers of line 2
    '30.31.32.33.34.35.36.37', // 7: wrong separator
    '40 41 42 43 44 45 46 90', // 8: excluded by the structure
    '20\t21\t22\t23\t24\t25\t26\t27', // 9: good
  ].join('\r\n');
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'sistemi.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByTestId('import-summary')).toContainText(
    format(SYSTEM_TOOLS_TEXTS.IMPORT_ROWS_OK, { ok: 2, bad: 6 }),
  );
  await expect(dialog.getByTestId('import-summary')).toContainText(SYSTEM_TOOLS_TEXTS.IMPORT_SKIPPED);
  const reasons: Array<[number, string, string]> = [
    [3, '1 2 3', errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 8, value: 3 })],
    [4, '1 2 3 4 5 6 7 91', errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 91, min: 1, max: 90 })],
    [5, '11;12;13;14;15;16;17;17', errorMessage('DETAIL_SYSTEM_NUMBER_REPEATED', { value: 17 })],
    [6, '8,7,6,5,4,3,2,1', format(IMPORT_ROW_MESSAGES.DUPLICATE_IN_FILE, { line: 2 })],
    [7, '30.31.32.33.34.35.36.37', format(IMPORT_ROW_MESSAGES.SEPARATOR, { value: '30.31.32.33.34.35.36' })],
    [8, '40 41 42 43 44 45 46 90', errorMessage('DETAIL_SYSTEM_CONSTRAINT_EXCLUDED', { values: '90' })],
  ];
  await expect(dialog.getByTestId('import-errors').locator('tbody tr')).toHaveCount(reasons.length);
  for (const [line, content, reason] of reasons) {
    const cells = dialog.getByTestId(`import-error-${line}`).locator('td');
    await expect(cells).toHaveText([String(line), content, reason]);
  }
  // nothing written by the preview
  expect(
    (
      await getJson<{ total: number }>(
        request,
        page,
        `/api/v1/games/superenalotto/systems?structureId=${structureId}&pageSize=100`,
      )
    ).total,
  ).toBe(0);

  await expect(dialog.getByTestId('import-confirm')).toHaveText(
    format(SYSTEM_TOOLS_TEXTS.IMPORT_CONFIRM, { count: 2 }),
  );
  await dialog.getByTestId('import-confirm').click();
  await expect(dialog.getByTestId('import-done')).toContainText(format(SYSTEM_TOOLS_TEXTS.IMPORT_DONE, { count: 2 }));
  await expect(page.getByText(format(SYSTEM_TOOLS_TEXTS.IMPORT_DONE, { count: 2 })).last()).toBeVisible();
  await expect(dialog.getByTestId('import-drafts').locator('li')).toHaveCount(2);

  // exactly the good rows were written, as drafts, with the lines in the audit
  const list = await getJson<{ total: number; items: Array<{ id: number; name: string; status: string }> }>(
    request,
    page,
    `/api/v1/games/superenalotto/systems?structureId=${structureId}&sort=id&pageSize=100`,
  );
  expect(list.total).toBe(2);
  expect(list.items.map((s) => s.status)).toEqual(['BOZZA', 'BOZZA']);
  const numbers = await Promise.all(
    list.items.map(
      async (s) =>
        (
          await getJson<{ modules: Array<{ numbers: number[] }> }>(
            request,
            page,
            `/api/v1/games/superenalotto/systems/${s.id}`,
          )
        ).modules[0].numbers,
    ),
  );
  expect(numbers).toEqual([
    [1, 2, 3, 4, 5, 6, 7, 8],
    [20, 21, 22, 23, 24, 25, 26, 27],
  ]);
  for (const s of list.items) await expect(dialog.getByTestId(`import-draft-${s.id}`)).toContainText(s.name);

  // the list shows them
  await dialog.getByTestId('import-see-systems').click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi\\?.*structureId=${structureId}`));
  // a page load (its chunk and its list): the navigation's timeout, then the behaviour checks
  await expect(page.getByTestId('list-total')).toHaveText('2 sistemi', { timeout: PAGE_LOAD_TIMEOUT });
  for (const s of list.items) await expect(page.getByTestId(`system-link-${s.id}`)).toHaveText(s.name);
});

test('the import refuses an empty file in Italian and is not offered to the read-only role', async ({
  page,
  request,
  browser,
}) => {
  await login(page, 'admin');
  const structureId = await structureViaApi(request, page, `E2E Import vuoto ${unique()}`);
  await gotoLoaded(page, `/superenalotto/strutture/${structureId}`, page.getByTestId('structure-import'));
  await page.getByTestId('structure-import').click();
  const dialog = page.getByTestId('import-systems-dialog');
  await dialog
    .getByTestId('import-file')
    .setInputFiles({ name: 'vuoto.csv', mimeType: 'text/csv', buffer: Buffer.from('numeri\n\n# niente\n', 'utf8') });
  await expect(dialog.getByTestId('import-error')).toHaveText(ERRORS.IMPORT_EMPTY);
  await expect(dialog.getByTestId('import-confirm')).toBeDisabled();
  await dialog.getByTestId('import-cancel').click();
  await expect(dialog).toBeHidden();

  const context = await browser.newContext();
  const reader = await context.newPage();
  await login(reader, 'reader');
  await gotoLoaded(reader, `/superenalotto/strutture/${structureId}`, reader.getByTestId('structure-systems-count'));
  await expect(reader.getByTestId('structure-import')).toHaveCount(0);
  await context.close();
});

test("a draft's SiCe name is edited in the grid: too long refused in Italian, Esc cancels, Invio saves; a published system has no editor", async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const tag = `sice${unique()}`;
  const structureId = await structureViaApi(request, page, `E2E Nome ${tag}`);
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${structureId}/generate-systems`, {
    headers: await bearer(page),
    data: { count: 2, seed: tag, tags: [tag] },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  const [draft, toPublish] = ((await gen.json()) as { systemIds: number[] }).systemIds;
  const published = await publishViaApi(request, page, toPublish);
  const before = (await getJson<{ name: string }>(request, page, `/api/v1/games/superenalotto/systems/${draft}`)).name;

  await gotoLoaded(page, `/superenalotto/sistemi?structureId=${structureId}`, page.getByTestId(`system-link-${draft}`));
  await expect(page.getByTestId(`system-link-${published}`)).toBeVisible();
  await expect(page.getByTestId(`system-name-edit-${published}`)).toHaveCount(0);

  // too long: refused in Italian, the field stays open, nothing saved
  await page.getByTestId(`system-name-edit-${draft}`).click();
  const input = page.getByTestId(`system-name-input-${draft}`);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(before);
  await input.fill('NOME-TROPPO-LUNGO');
  await input.press('Enter');
  await expect(page.getByTestId(`system-name-error-${draft}`)).toHaveText(ERRORS.SYSTEM_NAME_TOO_LONG);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  // Esc cancels
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(page.getByTestId(`system-link-${draft}`)).toHaveText(before);

  // empty: refused too
  await page.getByTestId(`system-name-edit-${draft}`).click();
  await input.fill('  ');
  await input.press('Enter');
  await expect(page.getByTestId(`system-name-error-${draft}`)).toHaveText(ERRORS.SYSTEM_NAME_REQUIRED);

  // Invio saves through the update path (toast, the grid, the detail, the history)
  const next = `N${tag}`.slice(0, 15).toUpperCase();
  await input.fill(next);
  await input.press('Enter');
  await expect(page.getByText(SUCCESS.SYSTEM_UPDATED).first()).toBeVisible();
  await expect(input).toBeHidden();
  await expect(page.getByTestId(`system-link-${draft}`)).toHaveText(next);
  expect((await getJson<{ name: string }>(request, page, `/api/v1/games/superenalotto/systems/${draft}`)).name).toBe(
    next,
  );
  const history = await getJson<{ items: Array<{ action: string; before: unknown; after: unknown }> }>(
    request,
    page,
    `/api/v1/games/superenalotto/systems/${draft}/history?page=1&pageSize=10`,
  );
  expect(history.items.find((h) => h.action === 'update')).toMatchObject({
    before: { name: before },
    after: { name: next },
  });
});
