import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login, PAGE_LOAD_TIMEOUT, choose } from './helpers';

/**
 * The wins where the staff looks for them, on the demo data's confirmed SuperEnalotto results
 * (seed.ts seedWins: the two latest closed contests, wins computed by the job): the systems list of a contest with a
 * result shows the "Vincita totale" column, and the "Vincite" filter "Solo vincenti" narrows it to exactly the systems
 * the API counts as winners; the /home panel "Ultimo risultato confermato" shows the API's figures and links to the
 * filtered list and to the winners page. Every figure is read from the API at run time, so a journey that changed a
 * result before this one (results-wins-journey.spec.ts reopens and confirms one) does not matter.
 */

const money = (cents: number) =>
  `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')} €`;
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

interface LastResult {
  contest: { id: number; label: string };
  winsStatus: 'IN_CORSO' | 'COMPLETATO' | null;
  winningSystems: number | null;
  totalWonCents: number | null;
}
interface ListItem {
  id: number;
  status: string;
  winsTotalCents: number | null;
  winsPerQuotaCents: number | null;
}

async function getJson<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  // tokens rotate: the session's current one, read right before the call
  const res = await request.get(`/api/v1${path}`, { headers: await bearer(page) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** SuperEnalotto's last confirmed result on /home's figures, once its wins job has finished. */
async function lastResult(request: APIRequestContext, page: Page): Promise<LastResult> {
  let last: LastResult | null = null;
  await expect
    .poll(
      async () => {
        const home = await getJson<{ games: Array<{ game: string; lastResult: LastResult | null }> }>(
          request,
          page,
          '/dashboard',
        );
        last = home.games.find((g) => g.game === 'superenalotto')?.lastResult ?? null;
        return last?.winsStatus ?? null;
      },
      { timeout: 60_000 },
    )
    .toBe('COMPLETATO');
  return last!;
}

/** Every system of the contest's list with the given filter (the list's own API, all pages). */
async function listed(request: APIRequestContext, page: Page, query: string): Promise<ListItem[]> {
  const out: ListItem[] = [];
  for (let p = 1; ; p++) {
    const body = await getJson<{ items: ListItem[]; total: number }>(
      request,
      page,
      `/games/superenalotto/systems?${query}&pageSize=100&page=${p}`,
    );
    out.push(...body.items);
    if (out.length >= body.total || body.items.length === 0) return out;
  }
}

test('the systems list of a contest with a result: the wins column, and "Solo vincenti" narrows to the winners', async ({
  page,
  request,
}) => {
  // several full page loads: over 2 minutes on a loaded shared machine
  test.setTimeout(240_000);
  await login(page, 'admin');
  const last = await lastResult(request, page);
  const contestId = last.contest.id;
  const all = await listed(request, page, `contestId=${contestId}`);
  const winners = await listed(request, page, `contestId=${contestId}&winning=true`);
  // the demo draw is taken from a published system's numbers: some systems win, not all of them
  expect(winners.length).toBeGreaterThan(0);
  expect(winners.length).toBeLessThan(all.length);
  expect(winners.length).toBe(last.winningSystems);
  expect(winners.every((w) => (w.winsTotalCents ?? 0) > 0)).toBe(true);
  // the filter's complement: exactly the listed systems without a win
  expect(
    all
      .filter((s) => (s.winsTotalCents ?? 0) > 0)
      .map((s) => s.id)
      .sort((a, b) => a - b),
  ).toEqual(winners.map((w) => w.id).sort((a, b) => a - b));

  await gotoLoaded(page, `/superenalotto/sistemi?contestId=${contestId}`, page.getByTestId('systems-grid'));
  const grid = page.getByTestId('systems-grid');
  await expect(page.getByTestId('list-total')).toHaveText(`${count(all.length)} sistemi`, {
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await expect(grid.getByRole('columnheader', { name: 'Vincita totale' })).toBeVisible();

  // "Vincite" → "Solo vincenti": the URL carries it, the total and the rows are the API's winners
  await choose(page, 'Vincite', 'Solo vincenti');
  await expect(page).toHaveURL(/[?&]winning=true/);
  await expect(page.getByTestId('list-total')).toHaveText(
    `${count(winners.length)} ${winners.length === 1 ? 'sistema' : 'sistemi'}`,
  );
  await expect(grid.getByRole('columnheader', { name: 'Vincita totale' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Vincita per quota' })).toBeVisible();
  const rows = grid.locator('.MuiDataGrid-row');
  await expect(rows.first()).toBeVisible();
  // the rows on screen (the grid renders a page, virtualized): each one a winner with the API's amounts
  const shown = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
  expect(shown.length).toBeLessThanOrEqual(winners.length);
  for (const id of shown) {
    const w = winners.find((x) => x.id === id);
    expect(w, `system ${id} shown as a winner`).toBeDefined();
    const row = grid.locator(`.MuiDataGrid-row[data-id="${id}"]`);
    await expect(row.locator('[data-field="winsTotalCents"]')).toHaveText(money(w!.winsTotalCents!));
    await expect(row.locator('[data-field="winsPerQuotaCents"]')).toHaveText(money(w!.winsPerQuotaCents!));
  }
  await expectAccessible(page, 'systems list, only winners');
});

test('/home: "Ultimo risultato confermato" shows the API\'s figures and links to the filtered list and the winners', async ({
  page,
  request,
}) => {
  // several full page loads: over 2 minutes on a loaded shared machine
  test.setTimeout(240_000);
  await login(page, 'admin');
  const last = await lastResult(request, page);
  const contestId = last.contest.id;
  const panel = page.getByTestId('dashboard-superenalotto-result');
  await gotoLoaded(page, '/home', panel);
  await expect(panel.getByRole('heading', { name: 'Ultimo risultato confermato' })).toBeVisible();
  await expect(page.getByTestId('dashboard-superenalotto-result-contest')).toHaveText(last.contest.label);
  const winning = page.getByTestId('dashboard-superenalotto-result-winning');
  const total = page.getByTestId('dashboard-superenalotto-result-total');
  await expect(winning).toHaveText(count(last.winningSystems!));
  await expect(total).toHaveText(money(last.totalWonCents!));
  // the figures are those of the lists they link to
  const winners = await listed(request, page, `contestId=${contestId}&winning=true`);
  expect(winners.length).toBe(last.winningSystems);
  expect(winners.reduce((a, w) => a + w.winsTotalCents!, 0)).toBe(last.totalWonCents);

  await winning.click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi\\?(?=.*contestId=${contestId})(?=.*winning=true)`));
  await expect(page.getByTestId('list-total')).toHaveText(
    `${count(winners.length)} ${winners.length === 1 ? 'sistema' : 'sistemi'}`,
    { timeout: PAGE_LOAD_TIMEOUT },
  );
  await expectAccessible(page, 'systems list from the dashboard');

  await gotoLoaded(page, '/home', panel);
  await total.click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/concorsi/${contestId}/vincite$`));
  await expect(page.getByTestId('wins-total')).toContainText(money(last.totalWonCents!), {
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await expect(page.getByTestId('wins-winning')).toContainText(count(last.winningSystems!));
  await expectAccessible(page, 'winners page from the dashboard');
});
