import { FIELD_ERRORS } from '@bacheca/domain/messages';
import { expectAccessible } from './a11y';
import { expect, test, type Page } from './fixtures';
import { PAGE_LOAD_TIMEOUT, gotoLoaded, login, choose, bearer, acknowledgeOutletPopups } from './helpers';

/**
 * The outlet's board, its quote requests and proposals, and the syndicate back office that evaluates and
 * develops them; staff simulating the outlet see the same board.
 */

/** The system ids of the board's cards, in order. */
async function boardIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid^="board-system-"]')
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-testid') ?? '').filter((id) => /^board-system-\d+$/.test(id)),
    );
}

test('ricevitore1 requests quote and proposes; staff approve and develop it; the outlet holds its preassigned quote', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  // --- the outlet: lands on its board (the seeded popup acknowledged first, through its API)
  await login(page, 'ricevitore1', undefined, /\/bacheca$/);
  await acknowledgeOutletPopups(page, request);
  const outletHeaders = await bearer(page);
  await gotoLoaded(page, '/bacheca', page.getByTestId('board-systems'));
  await expect(page.getByTestId('board-popup')).toBeHidden();
  await expect(page.getByTestId('nav-bacheca')).toBeVisible();
  await expect(page.getByTestId('nav-bacheca-proposte')).toBeVisible();

  // --- request 2 quote of the first system with at least 4 available (so that it still shows under the board's
  // "at least 2 available" filter once the 2 are taken)
  const board = await (
    await request.get('/api/v1/ricevitore/board?availableFrom=4&pageSize=1', { headers: outletHeaders })
  ).json();
  const target = board.items[0] as {
    id: number;
    name: string;
    boardName: string | null;
    held: number;
    quotesAvailable: number;
  };
  await gotoLoaded(page, '/bacheca', page.getByTestId('board-systems'));
  await page.getByTestId('board-filter-available').fill('2');
  await page.getByTestId('board-filter-available').blur();
  const card = page.getByTestId(`board-system-${target.id}`);
  await expect(card.getByTestId('board-system-held')).toHaveText(`Le tue quote: ${target.held}`);
  await card.getByTestId('board-request-quotes').click();
  await page.getByTestId('request-quotes-quantity').fill('2');
  // the amount is stated before anything is taken
  await page.getByTestId('request-quotes-next').click();
  await expect(page.getByTestId('request-quotes-summary')).toContainText('Confermi 2 quote per');
  await page.getByTestId('request-quotes-confirm').click();
  await expect(page.getByText('Richiesta effettuata con successo')).toBeVisible();
  await expect(card.getByTestId('board-system-held')).toHaveText(`Le tue quote: ${target.held + 2}`);
  await expect(card.getByTestId('board-system-available')).toContainText(
    `Quote disponibili: ${target.quotesAvailable - 2} /`,
  );
  await expect(page.getByTestId(`holding-${target.id}`)).toBeVisible();
  // the history of the quote under a header row, the system by its name where its id stood
  const history = page.getByTestId('board-history');
  await expect(history.getByRole('columnheader', { name: 'Concorso' })).toBeVisible();
  await expect(history).toContainText(target.boardName ?? target.name);
  await expect(history).not.toContainText(`Sistema ${target.id}`);

  // --- propose a system (the engine draws the numbers), with the structure's price shown
  await page.getByTestId('nav-bacheca-proposte').click();
  await expect(page.getByTestId('proposal-form')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expectAccessible(page, 'proposal form');
  await choose(page, 'Gioco', 'SuperEnalotto');
  await choose(page, 'Concorso', /Concorso/);
  await choose(page, 'Struttura', /Integrale 8 numeri/);
  await expect(page.getByTestId('proposal-price')).toContainText('Prezzo:');
  await page.getByTestId('proposal-note').fill('Proposta del percorso e2e');
  // letters among the numbers are refused in words before anything is sent, not as a missing field
  await page.getByTestId('proposal-numbers').fill('1 2 tre');
  await page.getByTestId('proposal-submit').click();
  await expect(page.getByText(FIELD_ERRORS.INTEGER_EXPECTED)).toBeVisible();
  await expect(page.getByText(FIELD_ERRORS.REQUIRED)).toHaveCount(0);
  await page.getByTestId('proposal-numbers').fill('');
  await page.getByTestId('proposal-submit').click();
  await expect(page.getByText('Proposta inviata con successo')).toBeVisible();
  const mine = await (await request.get('/api/v1/ricevitore/proposals?pageSize=1', { headers: outletHeaders })).json();
  const proposal = mine.items[0] as { id: number; note: string; status: string };
  expect(proposal).toMatchObject({ note: 'Proposta del percorso e2e', status: 'DA_VALUTARE' });
  await expect(page.getByTestId(`outlet-proposal-${proposal.id}`)).toContainText('Da valutare');

  // --- staff: approve it in the syndicate back office, then develop it from its detail
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await login(staff, 'admin');
  await gotoLoaded(staff, '/syndicate-backoffice', staff.getByTestId(`proposal-row-${proposal.id}`));
  await staff.getByTestId(`proposal-select-${proposal.id}`).click();
  await staff.getByTestId('proposals-approve').click();
  await expect(staff.getByTestId('proposals-outcome')).toContainText('Proposte approvate con successo: 1 di 1.');
  await expect(staff.getByTestId(`proposal-row-${proposal.id}`)).toHaveCount(0);
  await gotoLoaded(staff, `/superenalotto/proposals/${proposal.id}`, staff.getByTestId('proposal-detail'));
  await expect(staff.getByTestId('proposal-status')).toHaveAttribute('data-status', 'APPROVATA');
  await expect(staff.getByTestId('proposal-outlet')).toContainText('100001');
  await staff.getByTestId('proposal-develop').click();
  await expect(staff.getByTestId('proposal-status')).toHaveAttribute('data-status', 'SVILUPPATA');
  const systemText = await staff.getByTestId('proposal-system').textContent();
  const systemId = Number(systemText!.replace(/\D/g, ''));
  const prefs = await (
    await request.get('/api/v1/games/superenalotto/preferences', { headers: await bearer(staff) })
  ).json();
  await staffContext.close();

  // --- the outlet sees the new system with its preassigned quote (the preference's share, at least 1)
  await page.getByTestId('nav-bacheca').click();
  await expect(page.getByTestId('board-systems')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expectAccessible(page, 'board with the developed system');
  await page.getByText('Solo le mie quote').click();
  const developed = page.getByTestId(`board-system-${systemId}`);
  await expect(developed).toBeVisible();
  const total = Number((await developed.getByTestId('board-system-available').textContent())!.split('/')[1].trim());
  const share = Math.max(1, Math.floor((total * prefs.autoAssignPercentage) / 100));
  await expect(developed.getByTestId('board-system-held')).toHaveText(`Le tue quote: ${share}`);
  await expect(developed).toContainText('Da proposta');
  await page.getByTestId('nav-bacheca-proposte').click();
  await expect(page.getByTestId(`outlet-proposal-${proposal.id}`)).toContainText('Sviluppata');
});

test('staff simulating 100001 see the same board, read-only', async ({ browser, page }) => {
  test.slow();
  const outletContext = await browser.newContext();
  const outlet = await outletContext.newPage();
  await login(outlet, 'ricevitore1', undefined, /\/bacheca$/);
  await expect(outlet.getByTestId('board-systems')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expectAccessible(outlet, 'board (outlet)');
  const seen = await boardIds(outlet);
  const total = await outlet.getByTestId('board-total').textContent();
  expect(seen.length).toBeGreaterThan(0);
  await outletContext.close();

  await login(page, 'admin');
  await page.goto('/ricevitorie/100001');
  await page.getByTestId('outlet-simulate').click();
  await expect(page).toHaveURL(/\/ricevitorie\/100001\/simulate$/);
  await expect(page.getByTestId('nav-bacheca')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await page.getByTestId('nav-bacheca').click();
  await expect(page.getByTestId('board-systems')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByTestId('board-simulated')).toBeVisible();
  await expectAccessible(page, 'simulated board');
  await expect(page.getByTestId('board-total')).toHaveText(total!);
  expect(await boardIds(page)).toEqual(seen);
  await expect(page.getByTestId('board-request-quotes')).toHaveCount(0);
});
