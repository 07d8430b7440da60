// @vitest-environment jsdom
/**
 * The login page's messages (spec §8): the API's own text for the codes written for the user (wrong credentials),
 * and the generic "Si è verificato un errore durante la login…" for anything else, also when the session cannot be
 * read after a successful login.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { ERRORS, type PublicConfig } from '@bacheca/domain';
import { DEFAULT_CONFIG } from '../../../lib/config';
import { createQueryClient } from '../../../lib/query-client';
import { clearSessionCookies } from '../../../lib/session/cookies';
import { sessionStore } from '../../../lib/session/session-store';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: toastMock }));

import { LoginPage } from './login-page';

const CONFIG: PublicConfig = { ...DEFAULT_CONFIG, captchaProvider: 'off' };
const TOKEN = { accessToken: 'jwt-1', expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderLogin(entry = '/login') {
  const rootRoute = createRootRoute();
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginPage });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/home', component: () => <p>home</p> });
  const outlet = createRoute({
    getParentRoute: () => rootRoute,
    path: '/ricevitorie/$ivr',
    component: () => <p>outlet</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([login, home, outlet]),
    history: createMemoryHistory({ initialEntries: [entry] }),
  });
  await act(async () => {
    await router.load();
  });
  const client = createQueryClient();
  client.setQueryData(['config'], CONFIG);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('login-form');
  return router;
}

async function submit(username = 'mrossi', password = 'Password!2026') {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('login-submit'));
  });
}

describe('login page messages', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    toastMock.error.mockReset();
  });
  afterEach(() => {
    cleanup();
    clearSessionCookies();
    vi.unstubAllGlobals();
  });

  it('wrong credentials: the API text "Codice o password errati"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'INVALID_GRANT', message: ERRORS.INVALID_GRANT, fields: {} })),
    );
    await renderLogin();
    await submit();
    expect((await screen.findByTestId('login-error')).textContent).toContain(ERRORS.INVALID_GRANT);
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.INVALID_GRANT);
  });

  it('a new submission clears the previous server error, also when it stops at the field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { code: 'INVALID_GRANT', message: ERRORS.INVALID_GRANT, fields: {} })),
    );
    await renderLogin();
    await submit();
    await screen.findByTestId('login-error');
    await submit('', '');
    expect(screen.getByText(ERRORS.USERNAME_REQUIRED)).toBeTruthy();
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('a server failure: the generic login error, never the raw server text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR, fields: {} })),
    );
    await renderLogin();
    await submit();
    const shown = (await screen.findByTestId('login-error')).textContent;
    expect(shown).toContain(ERRORS.LOGIN_ERROR);
    expect(ERRORS.LOGIN_ERROR).toBe('Si è verificato un errore durante la login. Riprovare più tardi');
    expect(shown).not.toContain(ERRORS.INTERNAL_ERROR);
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.LOGIN_ERROR);
    expect(sessionStore.isActive()).toBe(false);
  });

  it('logged in but the current user cannot be read: the generic login error and no session kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/v1/login'
          ? json(200, TOKEN)
          : json(500, { code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR, fields: {} }),
      ),
    );
    const router = await renderLogin();
    await submit();
    expect((await screen.findByTestId('login-error')).textContent).toContain(ERRORS.LOGIN_ERROR);
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.LOGIN_ERROR);
    expect(sessionStore.isActive()).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
  });

  describe('after a successful login', () => {
    const ME = {
      username: 'admin',
      name: 'Mario Rossi',
      email: 'mario.rossi@example.it',
      roles: ['admin'],
      permissions: [],
      ivrCode: null,
      impersonatedBy: null,
      lastAccess: null,
      lastPasswordChange: null,
    };
    const ok = () =>
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => (url === '/api/v1/login' ? json(200, TOKEN) : json(200, ME))),
      );

    it('goes back to the page asked for before the login (a deep link is not lost)', async () => {
      ok();
      const router = await renderLogin('/login?redirect=%2Fricevitorie%2F100001');
      await submit();
      expect(router.state.location.pathname).toBe('/ricevitorie/100001');
    });

    it('never follows a redirect to another host: the landing page instead', async () => {
      ok();
      const router = await renderLogin('/login?redirect=%2F%2Fevil.example%2Fhome');
      await submit();
      expect(router.state.location.pathname).toBe('/home');
    });
  });
});
