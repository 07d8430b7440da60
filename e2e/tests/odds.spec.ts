import { expect, test } from './fixtures';
import { PAGE_LOAD_TIMEOUT, bearer, gotoLoaded, login } from './helpers';

/**
 * The odds "1 su …" on the system detail, the structure detail and the outlet board's card, with
 * one value computed here independently (the hypergeometric counts of a SuperEnalotto integral), axe-gated.
 */

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}
/** "1 su 2.345": total ÷ winning, rounded to the nearest integer, Italian thousands separator. */
const oneIn = (winning: bigint, total: bigint) =>
  `1 su ${((2n * total + winning) / (2n * winning)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

test('the odds of an integral on its system and structure pages, and on the outlet board', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const headers = await bearer(page);
  // a SuperEnalotto structure of one integral without SuperStar, and one of its systems
  const list = await (await request.get('/api/v1/games/superenalotto/structures?pageSize=100', { headers })).json();
  let found: { structureId: number; n: number; systemId: number } | null = null;
  for (const item of list.items as Array<{ id: number }>) {
    const s = await (await request.get(`/api/v1/games/superenalotto/structures/${item.id}`, { headers })).json();
    const m = s.modules as Array<{ type: string; numerosity?: number; superstar?: number }>;
    if (s.status === 'CANCELLATA' || m.length !== 1 || m[0].type !== 'INTEGRALE' || (m[0].superstar ?? 0) > 0) continue;
    const systems = await (
      await request.get(`/api/v1/games/superenalotto/systems?structureId=${item.id}&pageSize=1`, { headers })
    ).json();
    if (systems.items?.length) {
      found = { structureId: item.id, n: m[0].numerosity!, systemId: systems.items[0].id };
      break;
    }
  }
  expect(found, 'the demo data has a SuperEnalotto integral structure with a system').not.toBeNull();
  const { structureId, n, systemId } = found!;
  // punti 6: the draws of six of its n numbers; punti 3: a play with exactly three hits (h ≥ 3 drawn, 6 − 3 ≤ n − h)
  const total = choose(90, 6);
  const six = oneIn(choose(n, 6), total);
  let w3 = 0n;
  for (let h = 3; h <= 6; h++) if (3 <= n - h) w3 += choose(n, h) * choose(90 - n, 6 - h);
  const three = oneIn(w3, total);

  await gotoLoaded(page, `/superenalotto/sistemi/detail/${systemId}`, page.getByTestId('odds-table'));
  await expect(page.getByTestId('odds-table-6')).toContainText(six);
  await expect(page.getByTestId('odds-table-3')).toContainText(three);

  await gotoLoaded(page, `/superenalotto/strutture/${structureId}`, page.getByTestId('odds-table'));
  await expect(page.getByTestId('odds-table-6')).toContainText(six);

  // the outlet's board: the card's highest category, and the list on demand
  await page.context().clearCookies();
  await login(page, 'ricevitore1', undefined, /\/bacheca$/);
  const outletHeaders = await bearer(page);
  const delivery = await (await request.get('/api/v1/ricevitore/notifications', { headers: outletHeaders })).json();
  for (const p of delivery.popups as Array<{ id: number }>)
    await request.post(`/api/v1/ricevitore/notifications/${p.id}/ack`, { headers: outletHeaders });
  const board = await (await request.get('/api/v1/ricevitore/board?pageSize=20', { headers: outletHeaders })).json();
  const card = (board.items as Array<{ id: number; game: string }>).find((i) => i.game !== 'totocalcio');
  expect(card, 'ricevitore1 has a numerical system on its board').toBeDefined();
  const odds = await (
    await request.get(`/api/v1/ricevitore/systems/${card!.id}/odds`, { headers: outletHeaders })
  ).json();
  const best = (odds.categories as Array<{ category: string; winningDraws: string; totalDraws: string }>).find(
    (c) => BigInt(c.winningDraws) > 0n,
  )!;
  await gotoLoaded(page, '/bacheca', page.getByTestId(`board-odds-${card!.id}`));
  const summary = page.getByTestId(`board-odds-${card!.id}`);
  await expect(summary).toContainText(oneIn(BigInt(best.winningDraws), BigInt(best.totalDraws)));
  await summary.getByTestId(`board-odds-toggle-${card!.id}`).click();
  await expect(page.getByTestId(`board-odds-table-${card!.id}`)).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(summary.getByTestId(`board-odds-toggle-${card!.id}`)).toHaveAttribute('aria-expanded', 'true');
});
