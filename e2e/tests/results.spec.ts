import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login } from './helpers';

/**
 * Draw results with four eyes (decisions.md "Draw results with four eyes"): one user enters a SuperEnalotto result and its prize table
 * (typed, and imported from a CSV), a different user confirms it (four eyes), and it is reopened with a reason; the
 * history shows every step. The wins job that the confirmation starts is the wins part's journey.
 */
test('a SuperEnalotto result entered by admin, confirmed by ra, reopened with a reason', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const headers = await bearer(page);
  const list = (await (await request.get('/api/v1/games/superenalotto/results?limit=100', { headers })).json()) as {
    items: Array<{ contest: { id: number; label: string }; status: string | null }>;
  };
  // the demo's result waiting for confirmation, and a closed contest without a result
  expect(list.items.filter((i) => i.status === 'BOZZA')).toHaveLength(1);
  const free = list.items.find((i) => i.status === null)!;
  expect(free).toBeTruthy();
  const codes = (
    (await (await request.get('/api/v1/games/superenalotto/prize-categories', { headers })).json()) as {
      items: Array<{ code: string }>;
    }
  ).items.map((c) => c.code);

  await gotoLoaded(page, '/superenalotto/risultati', page.getByTestId('results-table'));
  await expect(page.getByTestId(`result-status-${free.contest.id}`)).toHaveText('Da inserire');
  await page.getByTestId(`result-link-${free.contest.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/risultati/${free.contest.id}$`));
  await expect(page.getByTestId('result-save')).toBeVisible();
  await expect(page.getByTestId('page-title')).toContainText(free.contest.label);
  await expectAccessible(page, 'result entry');

  // a repeated number and the Jolly among the six: the server's Italian messages on the fields, nothing stored
  for (const [i, n] of [7, 15, 22, 38, 61, 61].entries())
    await page.getByTestId(`result-number-${i + 1}`).fill(String(n));
  await page.getByTestId('result-jolly').fill('7');
  await page.getByTestId('result-superstar').fill('12');
  // the prize table from a CSV (one category missing: said, the others filled)
  const csv = [
    'categoria;importo',
    ...codes.filter((c) => c !== '0S').map((c, i) => `${c};${i + 1}.234,5${i % 10}`),
  ].join('\n');
  await page
    .getByTestId('result-prizes-file')
    .setInputFiles({ name: 'quote.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('result-prizes-csv-notice')).toContainText('Manca l’importo di 1 categoria: 0S.');
  await expect(page.getByTestId('result-prize-5+1')).toHaveValue('2234,51');
  await page.getByTestId('result-prize-0S').fill('5,00');
  await page.getByTestId('result-save').click();
  await expect(page.getByText('Il numero 61 è ripetuto: i numeri estratti sono tutti diversi.')).toBeVisible();
  await expect(
    page.getByText('Il Jolly 7 è tra i sei numeri estratti: il Jolly è estratto dopo di loro ed è diverso.'),
  ).toBeVisible();
  await expect(page.getByTestId('result-status')).toHaveText('Da inserire');
  await expectAccessible(page, 'result entry with errors');

  await page.getByTestId('result-number-6').fill('84');
  await page.getByTestId('result-jolly').fill('40');
  await page.getByTestId('result-save').click();
  await expect(page.getByTestId('result-status')).toHaveText('In attesa di conferma');
  await expect(page.getByTestId('result-entered-by')).toContainText('admin');
  // four eyes: the author cannot confirm
  await expect(page.getByTestId('result-confirm')).toBeDisabled();
  await expect(page.getByTestId('result-four-eyes')).toHaveText(
    'Il risultato va confermato da un utente diverso da chi lo ha inserito.',
  );

  // ra confirms it
  const raContext = await browser.newContext();
  const ra = await raContext.newPage();
  await login(ra, 'ra');
  await gotoLoaded(ra, `/superenalotto/risultati/${free.contest.id}`, ra.getByTestId('result-confirm'));
  await expect(ra.getByTestId('result-prize-5+1')).toHaveValue('2234,51');
  await ra.getByTestId('result-confirm').click();
  await expect(ra.getByTestId('result-status')).toHaveText('Confermato');
  await expect(ra.getByTestId('result-confirmed-by')).toContainText('ra');
  await expect(ra.getByTestId('result-draw-text')).toHaveText('7 15 22 38 61 84 · Jolly 40 · SuperStar 12');
  await expect(ra.getByTestId('result-prizes-table')).toContainText('2.234,51 €');
  await expectAccessible(ra, 'confirmed result');

  // reopened with a reason: back to draft, the history keeps every step
  await ra.getByTestId('result-reopen').click();
  await ra.getByTestId('result-reopen-confirm').click();
  await expect(ra.getByText('Campo obbligatorio.')).toBeVisible();
  await expectAccessible(ra, 'reopen dialog');
  await ra.getByTestId('result-reopen-reason').fill('SuperStar letta male dal bollettino');
  await ra.getByTestId('result-reopen-confirm').click();
  await expect(ra.getByTestId('result-status')).toHaveText('In attesa di conferma');
  const history = ra.getByTestId('result-history');
  await expect(history).toContainText('Risultato riaperto');
  await expect(history).toContainText('Risultato confermato');
  await expect(history).toContainText('Risultato salvato in bozza');
  // the reopening's details: the reason beside the confirmed version
  await history
    .getByText(/Mostra tutti i campi/)
    .first()
    .click();
  await expect(ra.getByText(/SuperStar letta male dal bollettino/).first()).toBeVisible();
  await raContext.close();

  // the list shows the state
  await gotoLoaded(page, '/superenalotto/risultati', page.getByTestId('results-table'));
  await expect(page.getByTestId(`result-status-${free.contest.id}`)).toHaveText('In attesa di conferma');
});
