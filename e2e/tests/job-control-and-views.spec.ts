import { expectAccessible } from './a11y';
import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { bearer, gotoLoaded, login } from './helpers';
import { SUCCESS, format } from '@bacheca/domain/messages';

/**
 * The journeys: cancel a running publication job and retry a job's failed rows from the job page; save
 * and share a view of a list, then open it as another user. The e2e server publishes 5 rows per batch with a pause
 * (playwright.config.ts), so a job of 600 rows runs long enough to be cancelled; the failed row is made by cancelling
 * its draft while its job waits behind the long one. Waits are for states, never for speed.
 */

async function drafts(request: APIRequestContext, page: Page, name: string, count: number): Promise<number[]> {
  const headers = await bearer(page);
  const st = await request.post('/api/v1/games/superenalotto/structures', {
    headers,
    data: {
      name,
      shortDescription: 'Controllo job e2e',
      extendedDescription: 'Struttura del percorso di controllo dei job',
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
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${(await st.json()).id}/generate-systems`, {
    headers,
    data: { count, seed: name },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  return ((await gen.json()) as { systemIds: number[] }).systemIds;
}

test('cancel a running job from its page, then retry the failed rows of another', async ({ page, request }) => {
  test.setTimeout(300_000);
  await login(page, 'admin');
  const headers = await bearer(page);
  const tag = Date.now().toString(36);
  const contests = (
    (await (await request.get('/api/v1/games/superenalotto/contests?when=upcoming&limit=2', { headers })).json()) as {
      items: Array<{ id: number }>;
    }
  ).items.map((c) => c.id);
  const long = await drafts(request, page, `E2E Lungo ${tag}`, 300);
  const [gone, kept] = await drafts(request, page, `E2E Errore ${tag}`, 2);
  const submit = async (systemIds: number[]) => {
    const res = await request.post('/api/v1/games/superenalotto/jobs', {
      headers,
      data: { systemIds, contestIds: contests, randomNames: true },
    });
    expect(res.status(), await res.text()).toBe(202);
    return ((await res.json()) as { id: string }).id;
  };
  const longJob = await submit(long);
  const failing = await submit([gone, kept]);
  // the draft leaves BOZZA while its job waits: the worker will find it gone (ERRORE) on both contests
  const cancelDraft = await request.post(`/api/v1/games/superenalotto/systems/${gone}/cancel`, {
    headers,
    data: { reason: 'Bozza ritirata durante il job' },
  });
  expect(cancelDraft.status(), await cancelDraft.text()).toBe(200);

  await gotoLoaded(page, `/superenalotto/job/${longJob}`, page.getByTestId('job-status'));
  await expect(page.getByTestId('job-status')).toHaveAttribute('data-status', 'IN_CORSO');
  await page.getByTestId('job-cancel').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Annullare il job ${longJob}?`);
  await expectAccessible(page, 'cancel job confirmation');
  await confirm.getByRole('button', { name: 'Annulla il job' }).click();
  await expect(page.getByText(format(SUCCESS.JOB_CANCELLED, { jobId: longJob }))).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveAttribute('data-status', 'ANNULLATO');
  await expect(page.getByTestId('job-status')).toHaveText('Annullato');
  await expect(page.getByTestId('job-count-pending')).toContainText('0');
  await expect(page.getByTestId('job-cancel')).toHaveCount(0);
  const cancelled = Number(((await page.getByTestId('job-count-cancelled').textContent()) ?? '').replace(/\D/g, ''));
  expect(cancelled).toBeGreaterThan(0);

  // the other job runs after it: its gone draft fails on both contests, the kept one is published
  await gotoLoaded(page, `/superenalotto/job/${failing}`, page.getByTestId('job-status'));
  await expect(page.getByTestId('job-status')).toHaveAttribute('data-status', 'ERRORE', { timeout: 60_000 });
  await expect(page.getByTestId('job-count-failed')).toContainText('2');
  await expect(page.getByTestId('job-count-published')).toContainText('2');
  await page.getByTestId('job-retry').click();
  // the page moves to the new job (the current URL, the failing job's, matches the pattern too: wait for the change)
  await expect(page).not.toHaveURL(new RegExp(`/${failing}$`));
  await expect(page).toHaveURL(/\/superenalotto\/job\/SE_\d+$/);
  const retried = page.url().split('/').pop()!;
  await expect(page.getByText(format(SUCCESS.JOB_RETRY_ACCEPTED, { jobId: retried }))).toBeVisible();
  expect(retried).not.toBe(failing);
  await expect(page.getByTestId('job-retry-of')).toContainText(failing);
  // a new job over the two failed rows only; the draft is still gone, so they fail again with the reason
  await expect(page.getByTestId('job-status')).toHaveAttribute('data-status', 'ERRORE', { timeout: 60_000 });
  await expect(page.getByTestId('job-count-failed')).toContainText('2');
  await expect(page.getByTestId('job-count-published')).toContainText('0');
  await expectAccessible(page, 'retried job');
  // the dashboard shows the statuses' labels, never the raw codes
  await gotoLoaded(page, '/superenalotto', page.getByTestId('dashboard-superenalotto-jobs'));
  await expect(page.getByTestId('dashboard-superenalotto-jobs')).not.toContainText('IN_CORSO');
  await expect(page.getByTestId('dashboard-superenalotto-jobs')).not.toContainText('ANNULLATO');
});

test('save and share a view of the systems list, open it as another user', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const name = `Bozze e2e ${Date.now().toString(36)}`;
  await login(page, 'admin');
  await gotoLoaded(page, '/superenalotto/sistemi?status=BOZZA&sort=-id', page.getByTestId('systems-grid'));
  await page.getByTestId('saved-views').click();
  await page.getByTestId('saved-view-new').click();
  await page.getByTestId('saved-view-name').fill(name);
  await page.getByTestId('saved-view-shared').locator('input').check();
  await expectAccessible(page, 'save view dialog');
  await page.getByTestId('saved-view-save').click();
  await expect(page.getByText(format(SUCCESS.VIEW_SAVED, { name }))).toBeVisible();

  const other = await browser.newPage();
  try {
    await login(other, 'ra');
    await gotoLoaded(other, '/superenalotto/sistemi', other.getByTestId('systems-grid'));
    await other.getByTestId('saved-views').click();
    const item = other.getByTestId(`saved-view-${name}`);
    await expect(item).toContainText('di admin');
    // not ra's own: no edit or delete
    await expect(other.getByTestId(`saved-view-delete-${name}`)).toHaveCount(0);
    await item.click();
    await expect(other).toHaveURL(/\/superenalotto\/sistemi\?status=BOZZA&sort=-id$/);
    await expect(other.getByTestId('systems-grid')).toBeVisible();
    // ra saves its own view without the sharing switch (share_views is for admins)
    await other.getByTestId('saved-views').click();
    await other.getByTestId('saved-view-new').click();
    await expect(other.getByTestId('saved-view-shared')).toHaveCount(0);
    await other.keyboard.press('Escape');
  } finally {
    await other.close();
  }
  // the owner deletes the shared view (with confirmation)
  await page.getByTestId('saved-views').click();
  await page.getByTestId(`saved-view-delete-${name}`).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText(format(SUCCESS.VIEW_DELETED, { name }))).toBeVisible();
});
