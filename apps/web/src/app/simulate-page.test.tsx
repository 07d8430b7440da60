// @vitest-environment jsdom
/**
 * "Simulazione Ricevitorie" (spec §2, §8): the impersonation error when the simulation cannot start, and the
 * simulation data error when the outlet's view cannot be read, through the app's real router and guards.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { DEFAULT_ROLE_PERMISSIONS, ERRORS, type CurrentUser } from '@bacheca/domain';
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

const STAFF: CurrentUser = {
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
const SIMULATED: CurrentUser = {
  ...STAFF,
  username: 'ricevitore1',
  roles: ['ricevitore'],
  permissions: [],
  ivrCode: '100001',
  impersonatedBy: 'admin',
};
const CONFIG = {
  enabledGames: ['superenalotto'],
  captchaProvider: 'off',
  tokenRefreshMs: 25000,
  inactivityTimeoutMs: 1800000,
};

function stubApi(me: CurrentUser, answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v1/config') return new Response(JSON.stringify(CONFIG), { status: 200 });
      if (url === '/api/v1/amministratori/me') return new Response(JSON.stringify(me), { status: 200 });
      if (answers[url]) return answers[url]();
      return new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }), { status: 200 });
    }),
  );
}

async function open(path: string) {
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    await router.load();
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const unreadable = () => new Response('<html>Manutenzione</html>', { status: 200 });

describe('SimulatePage', () => {
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

  it('a staff user whose simulation cannot start sees the impersonation error', async () => {
    stubApi(STAFF, { '/api/v1/impersonate/ricevitore': unreadable });
    await open('/ricevitorie/100001/simulate');
    expect((await screen.findByTestId('simulate-error', {}, { timeout: 20_000 })).textContent).toBe(
      ERRORS.IMPERSONATION_ERROR,
    );
    expect(ERRORS.IMPERSONATION_ERROR).toBe('Errore durante la simulazione della ricevitoria, riprovare più tardi.');
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.IMPERSONATION_ERROR);
  });

  it('a refused simulation shows the server reason (inactive or disabled outlet)', async () => {
    stubApi(STAFF, {
      '/api/v1/impersonate/ricevitore': () =>
        new Response(
          JSON.stringify({ code: 'IMPERSONATION_NOT_ALLOWED', message: ERRORS.IMPERSONATION_NOT_ALLOWED, fields: {} }),
          { status: 422 },
        ),
    });
    await open('/ricevitorie/100001/simulate');
    expect((await screen.findByTestId('simulate-error', {}, { timeout: 20_000 })).textContent).toBe(
      ERRORS.IMPERSONATION_NOT_ALLOWED,
    );
  });

  it('in the simulation, an unreadable outlet view shows the simulation data error', async () => {
    stubApi(SIMULATED, { '/api/v1/ricevitore/profile': unreadable });
    await open('/ricevitorie/100001/simulate');
    expect((await screen.findByTestId('simulate-data-error', {}, { timeout: 20_000 })).textContent).toBe(
      ERRORS.SIMULATION_DATA_ERROR,
    );
    expect(ERRORS.SIMULATION_DATA_ERROR).toBe('Errore nel recupero dei dati della simulazione, riprovare più tardi.');
  });
});
