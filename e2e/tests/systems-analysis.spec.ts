import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login } from './helpers';

/**
 * Batch analysis (decisions.md "Power tools"): the batch analysis from the systems grid, for a selection and for
 * every row of the filter. What the dialog shows (a number's frequency, the closest pair and its links, the reduced
 * guarantee beside the lower bound) is checked against the API's own answer for the same systems.
 */
const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

interface Analysis {
  count: number;
  frequency: Record<string, number>;
  overlap: Array<{ shared: number; pairs: number }>;
  closestPair: { ids: [number, number]; shared: number } | null;
  reduced: Array<{
    structureId: number;
    module: number;
    combinations: number | null;
    lowerBound: number;
    verified: boolean;
  }>;
}

/** A RIDOTTO structure of the test and `count` drafts generated from it with `tag`. */
async function generated(request: APIRequestContext, page: Page, tag: string, count: number) {
  const headers = await bearer(page);
  const st = await request.post('/api/v1/games/superenalotto/structures', {
    headers,
    data: {
      name: `E2E Analisi ${tag}`,
      shortDescription: 'Analisi e2e',
      extendedDescription: "Struttura del percorso dell'analisi",
      tags: ['e2e'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'RIDOTTO', numerosity: 12, garanzia: 5 }],
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

async function analysisOf(request: APIRequestContext, page: Page, body: object): Promise<Analysis> {
  const res = await request.post('/api/v1/games/superenalotto/systems/analysis', {
    headers: await bearer(page),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The dialog's figures agree with the API's: every number's frequency (table), the closest pair, the reduced row. */
async function expectShown(page: Page, api: Analysis, structureId: number) {
  const dialog = page.getByTestId('analysis-dialog');
  await expect(dialog.getByTestId('analysis-count')).toHaveText(`${api.count} sistemi analizzati`);
  // the chart's data as a table (folded under the chart): open it and read a number's row
  const details = dialog.locator('details').first();
  if ((await details.getAttribute('open')) === null) await details.getByText('Mostra i dati in tabella').click();
  const [number, times] = Object.entries(api.frequency).sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0];
  await expect(dialog.getByTestId(`analysis-frequency-row-${number}`).getByRole('cell')).toHaveText([
    number,
    String(times),
  ]);
  expect(await dialog.locator('[data-testid^="analysis-frequency-row-"]').count()).toBe(
    Object.keys(api.frequency).length,
  );
  await expect(dialog.getByTestId('analysis-frequency-chart')).toHaveAttribute(
    'aria-label',
    new RegExp(`dei ${api.count} sistemi`),
  );
  // the closest pair, both linked to their systems
  const pair = api.closestPair!;
  await expect(dialog.getByTestId('analysis-closest-text')).toHaveText(
    `Sistemi ${pair.ids[0]} e ${pair.ids[1]}: ${pair.shared} ${pair.shared === 1 ? 'numero' : 'numeri'} in comune.`,
  );
  for (const id of pair.ids)
    await expect(dialog.getByTestId(`analysis-closest-${id}`)).toHaveAttribute(
      'href',
      `/superenalotto/sistemi/detail/${id}`,
    );
  // the reduced module: the shipped design's combinations, verified, beside the lower bound
  const r = api.reduced.find((x) => x.structureId === structureId)!;
  await expect(dialog.getByTestId(`analysis-reduced-${structureId}-1`).getByRole('cell')).toHaveText([
    /E2E Analisi/,
    '1',
    '12',
    '5',
    String(r.combinations),
    String(r.lowerBound),
    r.verified ? 'Sì' : 'Non verificata',
  ]);
}

test('the analysis of a selection and of every row of the filter shows the figures the API computes', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const tag = `an${unique()}`;
  const { structureId, ids } = await generated(request, page, tag, 6);
  // the structure's filter too: the dialog sends the URL's parsed values (a number here), the API reads them alike
  await gotoLoaded(
    page,
    `/superenalotto/sistemi?q=${tag}&structureId=${structureId}&sort=id`,
    page.getByTestId(`system-link-${ids[0]}`),
  );
  await expect(page.getByTestId('list-total')).toHaveText('6 sistemi');

  // a selection of three rows
  const chosen = [...ids].sort((a, b) => a - b).slice(0, 3);
  for (const id of chosen) await page.locator(`[data-id="${id}"]`).getByRole('checkbox').check();
  await page.getByTestId('analysis-open').click();
  const dialog = page.getByTestId('analysis-dialog');
  await expect(dialog.getByTestId('analysis-target-selection')).toHaveAttribute('aria-pressed', 'true');
  await expectShown(page, await analysisOf(request, page, { ids: chosen }), structureId);
  await expectAccessible(page, 'analysis of a selection');

  // every row of the filter (the list's count on the choice)
  await expect(dialog.getByTestId('analysis-target-filter')).toHaveText('Tutti i filtrati (6)');
  await dialog.getByTestId('analysis-target-filter').click();
  const byFilter = await analysisOf(request, page, { filter: { q: tag, structureId: String(structureId) } });
  expect(byFilter.count).toBe(6);
  await expectShown(page, byFilter, structureId);

  // the closest pair's link opens that system
  const first = byFilter.closestPair!.ids[0];
  await dialog.getByTestId(`analysis-closest-${first}`).click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi/detail/${first}$`));
  // the URL moves before the detail page has loaded: the list and its dialog stay until then
  await expect(page.getByTestId('system-cancel')).toBeVisible();
  await expect(dialog).toBeHidden();
});
