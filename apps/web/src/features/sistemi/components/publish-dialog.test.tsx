// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { ERRORS, SUCCESS, errorMessage, format } from '@bacheca/domain';
import { createQueryClient } from '../../../lib/query-client';
import { PublishDialog, nameProblems } from './publish-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: toasts }));

const contest = (id: number, n: number) => ({
  id,
  game: 'superenalotto',
  year: 2026,
  number: n,
  label: `Concorso ${n}/2026`,
  drawDate: '2026-12-01',
  closesAt: '2026-12-01T18:30:00Z',
  status: 'APERTO',
});
const PREFS = { contestsSelectableAdmin: 2 };
const CONTESTS = { items: [contest(11, 140), contest(12, 141), contest(13, 142)] };

function stub(post: (body: Record<string, unknown>) => Response, dryRun?: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (dryRun && url === '/api/v1/games/superenalotto/jobs/dry-run' && init?.method === 'POST')
      return dryRun(JSON.parse(String(init.body)));
    if (url === '/api/v1/games/superenalotto/preferences') return new Response(JSON.stringify(PREFS), { status: 200 });
    if (url.startsWith('/api/v1/games/superenalotto/contests'))
      return new Response(JSON.stringify(CONTESTS), { status: 200 });
    if (url === '/api/v1/games/superenalotto/jobs' && init?.method === 'POST')
      return post(JSON.parse(String(init.body)));
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The dialog inside a router: the job's link is a route link. */
async function renderDialog(
  rows = [
    { id: 5, name: 'ALFA' },
    { id: 6, name: 'BETA' },
  ],
) {
  const rootRoute = createRootRoute();
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/superenalotto/sistemi',
    component: () => <PublishDialog open game="superenalotto" source={{ kind: 'rows', rows }} onClose={vi.fn()} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/superenalotto/sistemi'] }),
  });
  await act(async () => {
    await router.load();
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe('nameProblems', () => {
  it('finds empty, over-long and repeated names (case-insensitive)', () => {
    const p = nameProblems([
      { id: 1, name: ' ' },
      { id: 2, name: 'X'.repeat(16) },
      { id: 3, name: 'Doppio' },
      { id: 4, name: 'DOPPIO' },
      { id: 5, name: 'ok' },
    ]);
    expect(Object.fromEntries(p)).toEqual({
      1: ERRORS.SYSTEM_NAME_REQUIRED,
      2: ERRORS.SYSTEM_NAME_TOO_LONG,
      3: errorMessage('DETAIL_NAME_REPEATED', { name: 'DOPPIO' }),
      4: errorMessage('DETAIL_NAME_REPEATED', { name: 'DOPPIO' }),
    });
  });
});

describe('PublishDialog', () => {
  it('offers as many contests as the preference, checks names per row, and shows the job at once', async () => {
    let sent: Record<string, unknown> | null = null;
    stub((body) => {
      sent = body;
      return new Response(JSON.stringify({ id: 'SE_77', status: 'IN_CORSO', itemCount: 2 }), { status: 202 });
    });
    await renderDialog();
    await screen.findByTestId('publish-contest-11', {}, { timeout: 8000 });
    expect(screen.getByTestId('publish-contest-12')).toBeTruthy();
    expect(screen.queryByTestId('publish-contest-13')).toBeNull();
    // what matters when publishing is when sales close (Europe/Rome, 18:30Z = 19:30 in December), the draw after it
    expect(screen.getByTestId('publish-contest-closes-11').textContent).toBe(
      'Vendite fino al 01/12/2026, 19:30 · estrazione 01/12/2026',
    );
    expect(screen.getByText(ERRORS.CONTEST_REQUIRED)).toBeTruthy();
    expect(screen.getByTestId('publish-count').getAttribute('data-count')).toBe('2');
    expect(screen.getByTestId('publish-submit').textContent).toBe('Pubblica 2 sistemi');
    type('publish-name-6', 'alfa');
    expect(screen.getAllByText(errorMessage('DETAIL_NAME_REPEATED', { name: 'alfa' }))).toHaveLength(2);
    type('publish-name-6', 'Sedici caratteri');
    expect(screen.getByText(ERRORS.SYSTEM_NAME_TOO_LONG)).toBeTruthy();
    fireEvent.click(screen.getByTestId('publish-contest-11'));
    expect((screen.getByTestId('publish-submit') as HTMLButtonElement).disabled).toBe(true);
    type('publish-name-6', 'GAMMA');
    expect((screen.getByTestId('publish-submit') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('publish-submit'));
    await screen.findByTestId('publish-result');
    expect(sent).toEqual({ systemIds: [5, 6], contestIds: [11], randomNames: false, names: { 6: 'GAMMA' } });
    expect(toasts.success).toHaveBeenCalledWith(format(SUCCESS.PUBLICATION_ACCEPTED, { jobId: 'SE_77' }));
    expect(screen.getByTestId('publish-job-link').getAttribute('href')).toBe('/superenalotto/job/SE_77');
  });

  it('puts the server refusals on their rows, and a server failure is the publish jobs error', async () => {
    let calls = 0;
    stub(() => {
      calls += 1;
      if (calls === 1) {
        const fields = { 'names.5': errorMessage('DETAIL_NAME_TAKEN', { name: 'ALFA', contest: 'Concorso 140/2026' }) };
        return new Response(
          JSON.stringify({ code: 'PUBLISH_NAMES_DUPLICATE', message: ERRORS.PUBLISH_NAMES_DUPLICATE, fields }),
          { status: 422 },
        );
      }
      return new Response('oops', { status: 500 });
    });
    await renderDialog();
    await screen.findByTestId('publish-contest-11', {}, { timeout: 8000 });
    fireEvent.click(screen.getByTestId('publish-contest-11'));
    fireEvent.click(screen.getByTestId('publish-submit'));
    await screen.findByText(errorMessage('DETAIL_NAME_TAKEN', { name: 'ALFA', contest: 'Concorso 140/2026' }));
    expect(toasts.error).toHaveBeenCalledWith(ERRORS.PUBLISH_NAMES_DUPLICATE);
    type('publish-name-5', 'ALTRO');
    fireEvent.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(ERRORS.PUBLISH_JOBS_ERROR));
    expect(screen.queryByTestId('publish-result')).toBeNull();
  });

  it('counts one system in the singular ("PUBBLICA 1 SISTEMI")', async () => {
    stub(() => new Response('{}', { status: 500 }));
    await renderDialog([{ id: 5, name: 'ALFA' }]);
    await screen.findByTestId('publish-contest-11', {}, { timeout: 8000 });
    expect(screen.getByTestId('publish-submit').textContent).toBe('Pubblica 1 sistema');
  });
});

describe('PublishDialog dry run', () => {
  it('"Verifica" sends the publish body to the dry run and shows its counts until a choice changes; nothing is published', async () => {
    const published = vi.fn(() => new Response('{}', { status: 202 }));
    let checked: Record<string, unknown> | null = null;
    stub(published, (body) => {
      checked = body;
      return new Response(JSON.stringify({ publishable: 3, alreadyPresent: 1, nameClashes: 1 }), { status: 200 });
    });
    await renderDialog();
    await screen.findByTestId('publish-contest-11', {}, { timeout: 8000 });
    fireEvent.click(screen.getByTestId('publish-contest-11'));
    fireEvent.click(screen.getByTestId('publish-contest-12'));
    fireEvent.click(screen.getByTestId('publish-verify'));
    const result = await screen.findByTestId('publish-dry-run');
    expect(result.textContent).toBe('3 pubblicabili, 1 già presente, 1 nome in conflitto');
    expect(checked).toEqual({ systemIds: [5, 6], contestIds: [11, 12], randomNames: false });
    expect(published).not.toHaveBeenCalled();
    // another choice: the counts answered the old one, so they go
    fireEvent.click(screen.getByTestId('publish-contest-12'));
    await waitFor(() => expect(screen.queryByTestId('publish-dry-run')).toBeNull());
  });
});
