import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { bearer, gotoLoaded, login } from './helpers';
import { draftViaApi, publishViaApi } from './publish-api';

/**
 * Cancel and withdraw (decisions.md "Quote on published systems, cancel and withdraw"): a publication withdrawn from the system detail leaves
 * the list and the outlets' board at once; one whose quote an outlet holds is refused with the server's message; a
 * draft offers no quote dialog, and a grid selection cancels what it may and lists the rest with why.
 */
const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

/** An enabled, active, unblocked outlet other than the demo one. */
async function usableOutlet(request: APIRequestContext, page: Page): Promise<string> {
  const res = await request.get('/api/v1/ricevitori?enabled=true&active=true&blocked=false&sort=-ivrCode&pageSize=1', {
    headers: await bearer(page),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ ivrCode: string }> }).items[0].ivrCode;
}

/** Every system id on the outlet's board for one contest. */
async function boardIds(
  request: APIRequestContext,
  headers: Record<string, string>,
  contestId: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/v1/ricevitore/board?contestId=${contestId}&pageSize=100&page=${page}`, {
      headers,
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: Array<{ id: number }>; total: number };
    ids.push(...body.items.map((i) => i.id));
    if (ids.length >= body.total || !body.items.length) return ids;
  }
}

test('a publication is withdrawn from the system detail: it leaves the list and the board; a sold quota refuses it', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const name = `E2E Ritiro ${unique()}`;
  const draft = await draftViaApi(request, page, name);
  const published = await publishViaApi(request, page, draft);
  const headers = await bearer(page);
  const contestId = (
    (await (await request.get(`/api/v1/games/superenalotto/systems/${published}`, { headers })).json()) as {
      contest: { id: number };
    }
  ).contest.id;

  // the outlet sees it on its board
  const outletContext = await browser.newContext();
  const outletPage = await outletContext.newPage();
  await login(outletPage, 'ricevitore1', undefined, /\/bacheca$/);
  expect(await boardIds(request, await bearer(outletPage), contestId)).toContain(published);

  // the list shows it; its detail offers "Ritira pubblicazione"
  await gotoLoaded(page, `/superenalotto/sistemi?q=${published}`, page.getByTestId(`system-link-${published}`));
  await page.getByTestId(`system-link-${published}`).click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/sistemi/detail/${published}$`));
  await expect(page.getByTestId('system-quotes')).toBeVisible();
  await expect(page.getByTestId('system-cancel')).toHaveText('Ritira pubblicazione');
  await page.getByTestId('system-cancel').click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'withdraw dialog');
  // the reason is required
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog.getByText("Indicare il motivo dell'annullamento.")).toBeVisible();
  await dialog.getByTestId('cancel-reason').fill('Pubblicato sul concorso sbagliato');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(page.getByText('Pubblicazione ritirata')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('system-status')).toHaveAttribute('data-status', 'CANCELLATA');
  await expect(page.getByTestId('system-cancel')).toHaveCount(0);
  await expect(page.getByTestId('system-quotes')).toHaveCount(0);
  await expect(page.getByTestId('system-history')).toContainText('Pubblicato sul concorso sbagliato');

  // gone from the board at once, and from the list unless CANCELLATA is asked for
  // (the session's token, read again: the page may have refreshed it meanwhile)
  expect(await boardIds(request, await bearer(outletPage), contestId)).not.toContain(published);
  await gotoLoaded(page, `/superenalotto/sistemi?q=${published}`, page.getByTestId('list-total'));
  await expect(page.getByTestId('list-total')).toHaveText('0 sistemi');
  await gotoLoaded(
    page,
    `/superenalotto/sistemi?q=${published}&status=CANCELLATA`,
    page.getByTestId(`system-link-${published}`),
  );
  await outletContext.close();

  // a publication of which an outlet holds a quota cannot be withdrawn: the dialog shows the server's refusal
  const sold = await publishViaApi(request, page, await draftViaApi(request, page, `${name} bis`));
  const ivr = await usableOutlet(request, page);
  const assign = await request.put(`/api/v1/systems/${sold}/quotes`, {
    headers,
    data: { add: [{ ivrCode: ivr, quantity: 1 }] },
  });
  expect(assign.status(), await assign.text()).toBe(200);
  await gotoLoaded(page, `/superenalotto/sistemi/detail/${sold}`, page.getByTestId('system-cancel'));
  await page.getByTestId('system-cancel').click();
  await dialog.getByTestId('cancel-reason').fill('Prova');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog.getByTestId('cancel-error')).toHaveText(
    'Il sistema non può essere ritirato: 1 quota è già stata acquisita da una ricevitoria.',
  );
  await expectAccessible(page, 'withdraw refused');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('system-status')).toHaveAttribute('data-status', 'ASSOCIATA');
});

test('a draft offers no quote dialog; a grid selection cancels what it may and lists the rest with why', async ({
  page,
  request,
}) => {
  test.slow();
  await login(page, 'admin');
  const name = `E2E Bozza ${unique()}`;
  const draft = await draftViaApi(request, page, name);
  // the draft's detail: "Annulla bozza", no "Gestione quote"
  await gotoLoaded(page, `/superenalotto/sistemi/detail/${draft}`, page.getByTestId('system-cancel'));
  await expect(page.getByTestId('system-cancel')).toHaveText('Annulla bozza');
  await expect(page.getByTestId('system-quotes')).toHaveCount(0);
  await expect(page.getByTestId('system-publish')).toBeVisible();

  // a published copy with a sold quota, next to the draft in the structure's list
  const sold = await publishViaApi(request, page, draft);
  const ivr = await usableOutlet(request, page);
  const assign = await request.put(`/api/v1/systems/${sold}/quotes`, {
    headers: await bearer(page),
    data: { add: [{ ivrCode: ivr, quantity: 2 }] },
  });
  expect(assign.status(), await assign.text()).toBe(200);
  const structureId = (
    (await (
      await request.get(`/api/v1/games/superenalotto/systems/${draft}`, { headers: await bearer(page) })
    ).json()) as { structureId: number }
  ).structureId;
  await gotoLoaded(page, `/superenalotto/sistemi?structureId=${structureId}`, page.getByTestId(`system-link-${draft}`));
  await expect(page.getByTestId('list-total')).toHaveText('2 sistemi');
  // the grid's quote button: disabled on the draft, enabled on the publication
  await expect(page.getByTestId(`system-quotes-${draft}`)).toBeDisabled();
  await expect(page.getByTestId(`system-quotes-${sold}`)).toBeEnabled();

  for (const id of [draft, sold]) await page.locator(`[data-id="${id}"]`).getByRole('checkbox').check();
  await expect(page.getByTestId('cancel-selected')).toHaveText('Annulla / ritira selezionati (2)');
  await page.getByTestId('cancel-selected').click();
  const dialog = page.getByTestId('cancel-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('cancel-reason').fill('Pulizia di fine giornata');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(page.getByText('1 annullato, 1 non annullabile')).toBeVisible();
  await expect(dialog.getByTestId(`cancel-refused-${sold}`)).toContainText(
    'Il sistema non può essere ritirato: le ricevitorie ne hanno già acquisito 2 quote.',
  );
  await expect(dialog.getByTestId(`cancel-refused-${draft}`)).toHaveCount(0);
  await expectAccessible(page, 'cancel selection result');
  await dialog.getByTestId('cancel-close').click();
  await expect(page.getByTestId('list-total')).toHaveText('1 sistema');
  await expect(page.getByTestId(`system-link-${sold}`)).toBeVisible();
  await expect(page.getByTestId(`system-link-${draft}`)).toHaveCount(0);
});
