import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { gotoLoaded, login, bearer } from './helpers';

/** The outlet's board takes a free text (name, board name, structure) and keeps its filters in the URL. */

test('ricevitore1 searches the board by structure name; the search is in the URL and survives a reload', async ({
  page,
  request,
}) => {
  await login(page, 'ricevitore1', undefined, /\/bacheca$/);
  const headers = await bearer(page);
  const delivery = await (await request.get('/api/v1/ricevitore/notifications', { headers })).json();
  for (const p of delivery.popups as Array<{ id: number }>)
    await request.post(`/api/v1/ricevitore/notifications/${p.id}/ack`, { headers });
  await gotoLoaded(page, '/bacheca', page.getByTestId('board-systems'));
  const board = await (await request.get('/api/v1/ricevitore/board?pageSize=100', { headers })).json();
  const word = (board.items[0].structureName as string).slice(0, 6);
  const expected = await (
    await request.get(`/api/v1/ricevitore/board?q=${encodeURIComponent(word)}&pageSize=1`, { headers })
  ).json();
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThanOrEqual(board.total);

  await page.getByTestId('board-search').fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word).replace(/%20/g, '(\\+|%20)')}`));
  const total = expected.total === 1 ? '1 sistema' : `${expected.total} sistemi`;
  await expect(page.getByTestId('board-total')).toHaveText(total);
  await expectAccessible(page, 'bacheca con ricerca');

  // the URL is the source of truth: a reload shows the same search and result
  await page.reload();
  await expect(page.getByTestId('board-search')).toHaveValue(word);
  await expect(page.getByTestId('board-total')).toHaveText(total);

  // a word nobody uses: no card, and "Azzera filtri" clears the URL
  await page.getByTestId('board-search').fill('zzqqxxnessuno');
  await expect(page.getByTestId('board-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  await expect(page).toHaveURL(/\/bacheca$/);
  await expect(page.getByTestId('board-total')).toHaveText(board.total === 1 ? '1 sistema' : `${board.total} sistemi`);
});
