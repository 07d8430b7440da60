import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login, PAGE_LOAD_TIMEOUT, acknowledgeOutletPopups } from './helpers';
import { systemWinsBruteForce } from '@bacheca/domain/engine/wins/brute-force';
import { toSystemForWins, type StoredModuleNumbers } from '@bacheca/domain/engine/wins/wins';
import type { KnownModule } from '@bacheca/domain/engine/schemas';

/**
 * The results and wins journey: a SuperEnalotto result entered by admin, confirmed by ra (four eyes), the wins job
 * runs to its end with its progress on the winners page, which lists the systems with the wins this test computes by
 * enumerating every play of every system on the contest (the domain's brute force, not the server's closed forms);
 * ricevitore1 sees its winning holding on its board under the award's label; ra reopens with a reason, a corrected
 * result is confirmed, the wins change, and the result's log keeps both versions.
 *
 * The contest is the demo's latest closed SuperEnalotto contest: systems are published, quote taken and awards set
 * only while a contest is on sale and a result is entered only after, so the demo holds the closed contest with
 * ricevitore1's quota and an award (seed.ts seedWinningHolding); its demo result is reopened first, through the API.
 */

interface Draw {
  numbers: number[];
  jolly: number;
  superstar: number;
}
interface Expected {
  systemId: number;
  totalCents: number;
  perQuotaCents: number;
  counts: Record<string, number>;
}

const money = (cents: number) =>
  `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')} €`;

/** Every system on the contest (not cancelled) with its wins on the draw, counted play by play. */
async function expectedWins(
  request: APIRequestContext,
  headers: Record<string, string>,
  contestId: number,
  draw: Draw,
  prizes: Map<string, number>,
): Promise<Expected[]> {
  const list = await request.get(`/api/v1/games/superenalotto/systems?contestId=${contestId}&pageSize=100`, {
    headers,
  });
  expect(list.status(), await list.text()).toBe(200);
  const ids = ((await list.json()) as { items: Array<{ id: number; status: string }> }).items
    .filter((s) => s.status !== 'CANCELLATA')
    .map((s) => s.id);
  expect(ids.length).toBeGreaterThan(0);
  const structures = new Map<number, KnownModule[]>();
  const out: Expected[] = [];
  for (const id of ids) {
    const s = (await (await request.get(`/api/v1/games/superenalotto/systems/${id}`, { headers })).json()) as {
      structureId: number;
      modules: StoredModuleNumbers[];
      quotesTotal: number;
    };
    if (!structures.has(s.structureId)) {
      const st = (await (
        await request.get(`/api/v1/games/superenalotto/structures/${s.structureId}`, { headers })
      ).json()) as { modules: KnownModule[] };
      structures.set(s.structureId, st.modules);
    }
    const counts = systemWinsBruteForce('superenalotto', toSystemForWins(structures.get(s.structureId)!, s.modules), {
      ...draw,
      euronumbers: null,
      signs: null,
    });
    const nonZero = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
    const total = Object.entries(nonZero).reduce((a, [c, n]) => a + n * (prizes.get(c) ?? 0), 0);
    out.push({ systemId: id, totalCents: total, perQuotaCents: Math.floor(total / s.quotesTotal), counts: nonZero });
  }
  return out;
}

/** Type a draw into the result form and save the draft. */
async function enterDraw(page: Page, draw: Draw) {
  for (const [i, n] of draw.numbers.entries()) await page.getByTestId(`result-number-${i + 1}`).fill(String(n));
  await page.getByTestId('result-jolly').fill(String(draw.jolly));
  await page.getByTestId('result-superstar').fill(String(draw.superstar));
  await page.getByTestId('result-save').click();
  await expect(page.getByTestId('result-status')).toHaveText('In attesa di conferma');
}

/** The winners page once the job has finished: its progress at 100 %, then every expected winner with its amounts. */
async function checkWinners(page: Page, contestId: number, expected: Expected[]) {
  await gotoLoaded(page, `/superenalotto/concorsi/${contestId}/vincite`, page.getByTestId('page-title'));
  const progress = page.getByTestId('wins-progress');
  await expect(progress).toHaveAttribute('data-status', 'COMPLETATO', { timeout: 60_000 });
  await expect(progress).toHaveAttribute('data-rate', '100');
  const winners = expected.filter((e) => e.totalCents > 0);
  expect(winners.length).toBeGreaterThan(0);
  await expect(page.getByTestId('wins-winning')).toContainText(String(winners.length));
  await expect(page.getByTestId('wins-total')).toContainText(money(winners.reduce((a, e) => a + e.totalCents, 0)));
  const grid = page.getByTestId('wins-grid');
  await expect(grid.locator('.MuiDataGrid-row')).toHaveCount(winners.length);
  for (const e of winners) {
    const row = grid.locator(`.MuiDataGrid-row[data-id="${e.systemId}"]`);
    await expect(row.locator('[data-field="totalCents"]')).toHaveText(money(e.totalCents));
    await expect(row.locator('[data-field="perQuotaCents"]')).toHaveText(money(e.perQuotaCents));
  }
}

test('results → confirmation → wins job → winners → the outlet board under the award → reopen → new wins and both versions in the log', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(400_000);
  // three sessions: admin enters, ra confirms and reopens, ricevitore1 reads its board (each token read when used:
  // the browser rotates it every 25 s)
  const raContext = await browser.newContext();
  const ra = await raContext.newPage();
  await login(ra, 'ra');
  const asRa = () => bearer(ra);
  await login(page, 'admin');
  const asAdmin = () => bearer(page);
  // the demo award on a closed contest is the contest of this journey; its demo result is reopened (setup)
  const awardsRes = await request.get('/api/v1/games/superenalotto/awards?when=past&pageSize=10', {
    headers: await asAdmin(),
  });
  expect(awardsRes.status(), await awardsRes.text()).toBe(200);
  const awards = (await awardsRes.json()) as {
    items: Array<{
      contestId: number;
      contestLabel: string;
      label: string;
      associatedWinCents: number;
      showIcon: boolean;
    }>;
  };
  expect(awards.items.length).toBeGreaterThan(0);
  const award = awards.items[0];
  const contestId = award.contestId;
  const before = (await (
    await request.get(`/api/v1/games/superenalotto/contests/${contestId}/result`, { headers: await asRa() })
  ).json()) as { status: string; version: number };
  if (before.status === 'CONFERMATO') {
    const reopen = await request.post(`/api/v1/games/superenalotto/contests/${contestId}/result/reopen`, {
      headers: await asRa(),
      data: { reason: 'Nuovo inserimento del percorso di verifica' },
    });
    expect(reopen.status(), await reopen.text()).toBe(200);
  }

  // ricevitore1's holding on the contest (its board's holdings), and the held system's numbers
  const outletContext = await browser.newContext();
  const outlet = await outletContext.newPage();
  await login(outlet, 'ricevitore1', undefined, /\/bacheca$/);
  await acknowledgeOutletPopups(outlet, request);
  const holdings = (await (
    await request.get('/api/v1/ricevitore/holdings', { headers: await bearer(outlet) })
  ).json()) as { items: Array<{ systemId: number; contestLabel: string | null }> };
  const held = holdings.items.find((h) => h.contestLabel === award.contestLabel);
  expect(held, `ricevitore1 holds quote on ${award.contestLabel}`).toBeTruthy();
  const heldSystem = (await (
    await request.get(`/api/v1/games/superenalotto/systems/${held!.systemId}`, { headers: await asRa() })
  ).json()) as { modules: Array<{ numbers: number[] }> };
  const played = heldSystem.modules[0].numbers;
  const outside = (avoid: number[]) => Array.from({ length: 90 }, (_, i) => 90 - i).find((n) => !avoid.includes(n))!;
  // version 1: five of its numbers, one it does not play, its sixth as the Jolly (a 5+1 for the held system)
  const first: Draw = { numbers: [...played.slice(0, 5), outside(played)], jolly: played[5], superstar: 0 };
  first.superstar = outside([...first.numbers, first.jolly]);

  // admin enters the result
  await gotoLoaded(page, `/superenalotto/risultati/${contestId}`, page.getByTestId('result-save'));
  await enterDraw(page, first);
  await expect(page.getByTestId('result-confirm')).toBeDisabled();
  const stored = (await (
    await request.get(`/api/v1/games/superenalotto/contests/${contestId}/result`, { headers: await asAdmin() })
  ).json()) as { prizes: Array<{ category: string; amountCents: number }> };
  const prizes = new Map(stored.prizes.map((p) => [p.category, p.amountCents]));

  // ra confirms it
  await gotoLoaded(ra, `/superenalotto/risultati/${contestId}`, ra.getByTestId('result-confirm'));
  await ra.getByTestId('result-confirm').click();
  await expect(ra.getByTestId('result-status')).toHaveText('Confermato');

  // the job ends (progress 100 %), the winners page lists the expected systems with their wins
  const expected1 = await expectedWins(request, await asAdmin(), contestId, first, prizes);
  const heldWin1 = expected1.find((e) => e.systemId === held!.systemId)!;
  expect(heldWin1.counts['5+1']).toBeGreaterThan(0);
  await checkWinners(page, contestId, expected1);
  await expectAccessible(page, 'winners page');
  // the author's bell: the job's end, linking to this page
  const bell = (await (
    await request.get('/api/v1/me/notifications?limit=20', { headers: await asAdmin() })
  ).json()) as { items: Array<{ url: string | null; title: string }> };
  expect(bell.items.filter((n) => n.url === `/superenalotto/concorsi/${contestId}/vincite`).length).toBeGreaterThan(0);

  // ricevitore1: the board's notice, then "Vincite": its winning holding under the award's label
  await outlet.reload();
  const notice = outlet.getByTestId(`board-win-notice-${contestId}`);
  await expect(notice).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expectAccessible(outlet, 'board with a win notice');
  await outlet.getByTestId(`board-win-notice-open-${contestId}`).click();
  await expect(outlet).toHaveURL(/tab=vincite/);
  await expect(notice).toBeHidden();
  const column = outlet.getByTestId(`board-wins-column-${contestId}`);
  await expect(column).toContainText(award.label, { timeout: PAGE_LOAD_TIMEOUT });
  if (award.showIcon) await expect(outlet.getByTestId(`board-wins-column-${contestId}-icon`)).toBeVisible();
  if (award.associatedWinCents > 0)
    await expect(outlet.getByTestId(`board-wins-column-${contestId}-associated`)).toContainText(
      money(award.associatedWinCents),
    );
  const holdingQuantity = (
    await (await request.get('/api/v1/ricevitore/wins', { headers: await bearer(outlet) })).json()
  ).items.find((i: { systemId: number }) => i.systemId === held!.systemId).quantity as number;
  await expect(outlet.getByTestId(`board-win-${held!.systemId}-per-quota`)).toHaveText(money(heldWin1.perQuotaCents));
  await expect(outlet.getByTestId(`board-win-${held!.systemId}-worth`)).toHaveText(
    money(holdingQuantity * heldWin1.perQuotaCents),
  );
  await expect(outlet.getByTestId(`board-win-${held!.systemId}-wins`)).toContainText('5+1');
  // the contest's winning systems, the award's label on their column too
  await expect(outlet.getByTestId('board-contest-wins-column')).toContainText(award.label);
  await expect(outlet.getByTestId(`board-contest-win-${held!.systemId}`)).toBeVisible();
  await expectAccessible(outlet, 'board wins tab');

  // ra reopens with a reason: the wins are withdrawn
  const reason = 'Jolly letto male dal bollettino';
  await ra.getByTestId('result-reopen').click();
  await ra.getByTestId('result-reopen-reason').fill(reason);
  await ra.getByTestId('result-reopen-confirm').click();
  await expect(ra.getByTestId('result-status')).toHaveText('In attesa di conferma');
  await gotoLoaded(page, `/superenalotto/concorsi/${contestId}/vincite`, page.getByTestId('wins-none'));

  // the corrected result: another Jolly (the held system's 5+1 becomes a 5); admin saves it, ra confirms
  const second: Draw = { ...first, jolly: outside([...first.numbers, ...played, first.superstar]) };
  await gotoLoaded(page, `/superenalotto/risultati/${contestId}`, page.getByTestId('result-save'));
  await enterDraw(page, second);
  await ra.reload();
  await expect(ra.getByTestId('result-confirm')).toBeEnabled({ timeout: PAGE_LOAD_TIMEOUT });
  await ra.getByTestId('result-confirm').click();
  await expect(ra.getByTestId('result-status')).toHaveText('Confermato');
  const expected2 = await expectedWins(request, await asAdmin(), contestId, second, prizes);
  const heldWin2 = expected2.find((e) => e.systemId === held!.systemId)!;
  expect(heldWin2.counts['5+1'] ?? 0).toBe(0);
  expect(heldWin2.totalCents).not.toBe(heldWin1.totalCents);
  await checkWinners(page, contestId, expected2);

  // the outlet's board follows: the held system's new worth
  await outlet.reload();
  await expect(outlet.getByTestId(`board-win-${held!.systemId}-per-quota`)).toHaveText(money(heldWin2.perQuotaCents), {
    timeout: PAGE_LOAD_TIMEOUT,
  });

  // the log keeps both versions: the reopening (with the first Jolly and the reason) and both confirmations
  await ra.reload();
  const history = ra.getByTestId('result-history');
  await expect(history).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(history.getByText('Risultato riaperto').first()).toBeVisible();
  expect(await history.getByText('Risultato confermato').count()).toBeGreaterThanOrEqual(2);
  const log = (await (
    await request.get(`/api/v1/games/superenalotto/contests/${contestId}/result/history?pageSize=50`, {
      headers: await asRa(),
    })
  ).json()) as {
    items: Array<{
      action: string;
      before: { jolly?: number } | null;
      after: { jolly?: number; reason?: string } | null;
    }>;
  };
  const reopened = log.items.find((e) => e.action === 'result_reopen' && JSON.stringify(e).includes(reason));
  expect(reopened, 'the reopening with its reason').toBeTruthy();
  expect(JSON.stringify(reopened)).toContain(`"jolly":${first.jolly}`);
  const confirmations = log.items.filter((e) => e.action === 'result_confirm').map((e) => JSON.stringify(e));
  expect(confirmations.some((c) => c.includes(`"jolly":${first.jolly}`))).toBe(true);
  expect(confirmations.some((c) => c.includes(`"jolly":${second.jolly}`))).toBe(true);
  await history
    .getByText(/Mostra tutti i campi/)
    .first()
    .click();
  await expectAccessible(ra, 'result history');
  await raContext.close();
  await outletContext.close();
});
