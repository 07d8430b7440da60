import { expectAccessible } from './a11y';
import { test, expect, type Page } from './fixtures';
import { gotoLoaded, login, bearer, choose } from './helpers';

/**
 * The journey: 20 systems selected by a filter are published on two contests with random names; the job's
 * progress moves to COMPLETATO; its detail lists the rows; the bell shows the notification; publishing again gives
 * "Già presente" on every row. Waits are for states (generous timeouts), never for speed.
 */

/**
 * From the system list filtered by status (drafts: the published copies share the structure) and by the structure's
 * name: "Pubblica tutti i filtrati", two contests, random names; answers the job id.
 */
async function publishFiltered(page: Page, structureName: string): Promise<string> {
  await gotoLoaded(page, '/superenalotto/sistemi?status=BOZZA', page.getByTestId('systems-grid'));
  const search = page.getByPlaceholder('Nome, struttura, ID, tipo, grafica, tag');
  await search.fill(structureName);
  await search.press('Enter');
  await expect(page.getByTestId('publish-filtered')).toHaveText(/Pubblica tutti i filtrati \(20\)/);
  await page.getByTestId('publish-filtered').click();
  const dialog = page.getByTestId('publish-dialog');
  await expect(dialog.getByTestId('publish-count')).toHaveAttribute('data-count', '20');
  await expect(dialog.getByText('Selezionare almeno un concorso per la pubblicazione.')).toBeVisible();
  await expect(dialog.getByTestId('publish-submit')).toBeDisabled();
  const contests = dialog.getByTestId('publish-contests').getByRole('checkbox');
  // each contest says when its sales close (Europe/Rome), the draw after it
  await expect(dialog.locator('[data-testid^="publish-contest-closes-"]').first()).toHaveText(
    /^Vendite fino al \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · estrazione \d{2}\/\d{2}\/\d{4}$/,
  );
  await contests.nth(0).check();
  await contests.nth(1).check();
  await expect(dialog.getByTestId('publish-count')).toContainText('righe del job: 40');
  await dialog.getByTestId('publish-random-names').check();
  await dialog.getByTestId('publish-submit').click();
  const result = dialog.getByTestId('publish-result');
  await expect(result).toBeVisible();
  const jobId = ((await result.locator('strong').textContent()) ?? '').trim();
  expect(jobId).toMatch(/^SE_\d+$/);
  // the toast before axe: on a busy machine axe's run outlasted the toast's few seconds on screen
  await expect(page.getByText(`Pubblicazione avviata: job ${jobId}`)).toBeVisible();
  await expectAccessible(page, 'publish dialog result');
  return jobId;
}

test('20 systems by filter → two contests, random names → job COMPLETATO → detail → bell → again: già presente', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await login(page, 'admin');
  const headers = await bearer(page);

  // set-up through the API: a structure with 20 draft systems (the journey starts at the system list)
  const name = `E2E Pubblica ${Date.now().toString(36)}`;
  const st = await request.post('/api/v1/games/superenalotto/structures', {
    headers,
    data: {
      name,
      shortDescription: 'Pubblicazione e2e',
      extendedDescription: 'Struttura del percorso di pubblicazione',
      tags: ['e2e'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    },
  });
  expect(st.status()).toBe(201);
  const structureId = (await st.json()).id as number;
  const gen = await request.post(`/api/v1/games/superenalotto/structures/${structureId}/generate-systems`, {
    headers,
    data: { count: 20, seed: name },
  });
  expect(gen.status()).toBe(201);
  const unreadBefore = (
    (await (await request.get('/api/v1/me/notifications', { headers })).json()) as { unread: number }
  ).unread;

  // publish: the answer is immediate, with the job id and a link to it
  const jobId = await publishFiltered(page, name);
  await page.getByTestId('publish-job-link').click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/job/${jobId}$`));

  // the job list shows it with its progress bar, which reaches 100 % and COMPLETATO without a reload
  await gotoLoaded(page, `/superenalotto/job?id=${jobId}`, page.getByTestId('jobs-grid'));
  await expect(page.getByTestId(`job-progress-${jobId}`)).toBeVisible();
  await expectAccessible(page, 'job detail');
  await expect(page.getByTestId(`job-status-${jobId}`)).toHaveAttribute('data-status', 'COMPLETATO', {
    timeout: 90_000,
  });
  await expect(page.getByTestId(`job-progress-${jobId}`)).toHaveAttribute('data-rate', '100');

  // its detail: author, contests, counts, one row per system × contest with a link to the published system
  await page.getByTestId(`job-link-${jobId}`).click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/job/${jobId}$`));
  await expect(page.getByTestId('job-status')).toHaveAttribute('data-status', 'COMPLETATO');
  await expect(page.getByTestId('job-author')).toHaveText('admin');
  await expect(page.getByTestId('job-count-published')).toHaveText('40');
  await expect(page.getByTestId('job-count-present')).toHaveText('0');
  await expect(page.getByText('40 righe')).toBeVisible();
  await expect(page.getByTestId('job-items-grid').getByText('Pubblicato').first()).toBeVisible();

  // the bell: one more unread notification, linking to the job
  const bell = page.getByTestId('notification-bell');
  await expect(async () => {
    expect(Number(await bell.getAttribute('data-unread'))).toBeGreaterThan(unreadBefore);
  }).toPass({ timeout: 60_000 });
  await bell.click();
  const note = page.getByTestId('notification-list').getByText(`Job ${jobId}: completato`);
  await expect(note).toBeVisible();
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/superenalotto/job/${jobId}$`));

  // a published system shows its contest, board name, source and job
  await page.getByTestId('job-published-1').click();
  await expect(page.getByTestId('system-status')).toHaveAttribute('data-status', 'ASSOCIATA');
  await expect(page.getByTestId('system-board-name')).toContainText(name.slice(0, 20));
  await expect(page.getByTestId('system-job')).toHaveText(jobId);
  await expect(page.getByTestId('system-source')).toBeVisible();
  await expectAccessible(page, 'system detail from the job');

  // publishing the same systems again: every row "Già presente", nothing duplicated
  const again = await publishFiltered(page, name);
  expect(again).not.toBe(jobId);
  await gotoLoaded(page, `/superenalotto/job/${again}`, page.getByTestId('job-items-grid'));
  await expect(page.getByTestId('job-status')).toHaveAttribute('data-status', 'COMPLETATO', { timeout: 90_000 });
  await expect(page.getByTestId('job-count-present')).toHaveText('40');
  await expect(page.getByTestId('job-count-published')).toHaveText('0');
  await choose(page, 'Esito', 'Già presente');
  await expect(page).toHaveURL(/outcome=GIA_PRESENTE/);
  await expect(page.getByText('40 righe')).toBeVisible();
  await expect(
    page
      .getByTestId('job-items-grid')
      .getByText('Sistema già presente: il concorso ha già un sistema con gli stessi numeri.')
      .first(),
  ).toBeVisible();
  // a skipped row names no board name (its planned one was never created)
  await expect(
    page.getByTestId('job-items-grid').locator('[role="gridcell"][data-field="boardName"]').first(),
  ).toHaveText('—');

  // a malformed job id gets the spec's message
  await page.goto('/superenalotto/job/SE-1');
  await expect(page.getByTestId('detail-error')).toHaveText(
    'Il codice del job deve avere il formato Gioco_ID (es. SE_1042).',
    { timeout: 30_000 },
  );
});
