// @vitest-environment jsdom
/**
 * Generate systems (spec §2, §5, §8): the server's reason when it refuses, the page's own generation error when
 * its answer cannot be read; through the app's real router and guards.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ERRORS,
  SUCCESS,
  calculate,
  type CurrentUser,
  type Structure,
} from '@bacheca/domain';
import { clearSessionCookies, writeSessionCookies } from '../lib/session/cookies';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { createAppRouter } from './router';

const toastMock = vi.hoisted(() =>
  Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn(), dismiss: vi.fn() }),
);
vi.mock('../lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/toast')>()),
  toast: toastMock,
}));

const ADMIN: CurrentUser = {
  username: 'admin',
  name: 'Anna Admin',
  email: null,
  roles: ['admin'],
  permissions: [...DEFAULT_ROLE_PERMISSIONS.admin],
  ivrCode: null,
  impersonatedBy: null,
  lastAccess: null,
  lastPasswordChange: null,
};
const CONFIG = {
  enabledGames: ['superenalotto'],
  captchaProvider: 'off',
  tokenRefreshMs: 25000,
  inactivityTimeoutMs: 1800000,
};
const MODULES = [{ type: 'INTEGRALE', numerosity: 10, superstar: 0, singleStar: false }];
const totals = calculate('superenalotto', { quotes: 10, modules: MODULES } as never);
const STRUCTURE = {
  id: 5,
  game: 'superenalotto',
  name: 'Integrale 10',
  shortDescription: 'Dieci numeri',
  extendedDescription: 'Integrale di dieci numeri',
  tags: ['integrali'],
  proposalChannels: ['WEB'],
  salesChannel: 'RICEVITORIA',
  structureType: 'NON_ACCUMULO',
  boardType: 'STANDARD',
  modules: MODULES,
  quotes: 10,
  preassignedQuotesPercentage: 10,
  visibleInBackoffice: true,
  visibleInVetrina: true,
  graphicTemplate: 'CLASSICO',
  graphicId: null,
  status: 'ASSOCIATA',
  totals: totals.ok ? totals.result : null,
  systemsCount: 0,
  publishedSystemsCount: 0,
  createdBy: 'admin',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  version: 1,
} as unknown as Structure;

let sent: unknown = null;

function stubApi(generateAnswer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/v1/config') return new Response(JSON.stringify(CONFIG), { status: 200 });
      if (url === '/api/v1/amministratori/me') return new Response(JSON.stringify(ADMIN), { status: 200 });
      if (url === '/api/v1/games/superenalotto/structures/5')
        return new Response(JSON.stringify(STRUCTURE), { status: 200 });
      if (url === '/api/v1/games/superenalotto/structures/5/generate-systems' && init?.method === 'POST') {
        sent = JSON.parse(String(init.body));
        return generateAnswer();
      }
      return new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }), { status: 200 });
    }),
  );
}

async function generate(count: string, tags: string[] = []) {
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: ['/superenalotto/strutture/5/generate-systems'] }),
  });
  await act(async () => {
    await router.load();
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const field = await screen.findByTestId('generate-count', {}, { timeout: 20_000 });
  fireEvent.change(field.querySelector('input') ?? field, { target: { value: count } });
  const tagField = screen.getByTestId('generate-tags');
  for (const tag of tags) {
    fireEvent.change(tagField, { target: { value: tag } });
    fireEvent.keyDown(tagField, { key: 'Enter' });
  }
  await act(async () => {
    fireEvent.click(screen.getByTestId('generate-submit'));
  });
}

describe('GenerateSystemsPage', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    toastMock.error.mockReset();
    writeSessionCookies({ accessToken: 'JWT1', expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 });
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    clearSessionCookies();
    vi.unstubAllGlobals();
  });

  it('refused by the server: its reason', async () => {
    stubApi(
      () =>
        new Response(
          JSON.stringify({ code: 'SYSTEMS_NOT_DISTINCT', message: ERRORS.SYSTEMS_NOT_DISTINCT, fields: {} }),
          { status: 422 },
        ),
    );
    await generate('20');
    expect((await screen.findByTestId('generate-error', {}, { timeout: 20_000 })).textContent).toContain(
      ERRORS.SYSTEMS_NOT_DISTINCT,
    );
  });

  it('after a successful batch the tags are cleared (the next batch is not labelled with them); the count stays', async () => {
    stubApi(
      () =>
        new Response(JSON.stringify({ ok: true, message: SUCCESS.SYSTEMS_GENERATED, count: 20, systemIds: [] }), {
          status: 201,
        }),
    );
    await generate('20', ['natale']);
    await screen.findByTestId('generate-result', {}, { timeout: 20_000 });
    expect(sent).toEqual({ count: 20, tags: ['natale'] });
    const form = screen.getByTestId('generate-form');
    expect(within(form).queryByText('natale')).toBeNull();
    expect(
      screen.getByTestId('generate-count').querySelector('input')?.value ??
        screen.getByTestId('generate-count').getAttribute('value'),
    ).toBe('20');
  });

  it('an answer it cannot read: the structure generation error', async () => {
    stubApi(() => new Response('<html>Manutenzione</html>', { status: 200 }));
    await generate('20');
    expect((await screen.findByTestId('generate-error', {}, { timeout: 20_000 })).textContent).toContain(
      ERRORS.STRUCTURE_GENERATION_ERROR,
    );
    expect(ERRORS.STRUCTURE_GENERATION_ERROR).toMatch(/^Errore nella generazione/);
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.STRUCTURE_GENERATION_ERROR);
  });
});
