// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { DEFAULT_ROLE_PERMISSIONS, type CurrentUser, type PublicConfig, type Role } from '@bacheca/domain';
import { DEFAULT_CONFIG } from '../../lib/config';
import { createQueryClient } from '../../lib/query-client';
import { clearSessionCookies, writeSessionCookies } from '../../lib/session/cookies';
import { installSessionHandlers } from '../../lib/session/session-actions';
import { AppLayout } from './app-layout';
import { SIDEBAR_WIDTH_CLOSED, SIDEBAR_WIDTH_OPEN, sidebarOpenByDefault } from './sidebar';

function me(role: Role, extra: Partial<CurrentUser> = {}): CurrentUser {
  return {
    username: 'mrossi',
    name: 'Mario Rossi',
    email: null,
    roles: [role],
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    ivrCode: null,
    impersonatedBy: null,
    lastAccess: null,
    lastPasswordChange: null,
    ...extra,
  };
}

const CONFIG: PublicConfig = {
  ...DEFAULT_CONFIG,
  enabledGames: ['superenalotto', 'eurojackpot', 'totocalcio'],
  syndicateUrl: 'https://syn.example.it/{game}?jwt={token}',
  boardUrl: 'https://board.example.it/login',
  boardSite: 'bdr',
};

async function renderLayout(user: CurrentUser, path = '/home', width = 1920, phone = false) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => (
      <AppLayout me={user} config={CONFIG}>
        <p>contenuto</p>
      </AppLayout>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    await router.load();
  });
  const client = createQueryClient();
  client.setQueryData(['config'], CONFIG);
  client.setQueryData(['session', 'me'], user);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (!phone) await screen.findByTestId('sidebar');
  else await screen.findByTestId('sidebar-toggle');
  return router;
}

function navIds(): string[] {
  return [...screen.getByTestId('sidebar').querySelectorAll('[data-nav-item]')].map((el) =>
    el.getAttribute('data-testid')!,
  );
}

describe('app layout and sidebar', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    writeSessionCookies({ accessToken: 'JWT1', expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 });
  });
  afterEach(() => {
    cleanup();
    clearSessionCookies();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('is closed by default at 1366 px or less', () => {
    expect(sidebarOpenByDefault(1366)).toBe(false);
    expect(sidebarOpenByDefault(1280)).toBe(false);
    expect(sidebarOpenByDefault(1367)).toBe(true);
    expect(SIDEBAR_WIDTH_OPEN).toBe(240);
    expect(SIDEBAR_WIDTH_CLOSED).toBe(65);
  });

  it('"Vai al contenuto" is the first focusable element and moves the focus to the page', async () => {
    await renderLayout(me('admin'));
    const focusable = document.body.querySelectorAll('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    const skip = screen.getByRole('link', { name: 'Vai al contenuto' });
    expect(focusable[0]).toBe(skip);
    const main = screen.getByRole('main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
  });

  it('opens and closes with the toggle button', async () => {
    await renderLayout(me('admin'), '/home', 1366);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-open')).toBe('false');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar.getAttribute('data-open')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi menu' }));
    expect(sidebar.getAttribute('data-open')).toBe('false');
  });

  it('on a phone (below 900 px) the sidebar is a temporary drawer over the page, closed by default and after a navigation', async () => {
    // the media query of components/use-phone.ts matches
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width:899.95px)',
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const router = await renderLayout(me('ricevitore', { ivrCode: '100001' }), '/bacheca', 390, true);
    expect(screen.queryByTestId('sidebar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apri menu' }));
    const drawer = await screen.findByTestId('sidebar-drawer');
    const sidebar = within(drawer).getByTestId('sidebar');
    expect(sidebar.getAttribute('data-open')).toBe('true');
    // the outlet's self-service is in its menu
    expect(navIds()).toEqual([
      'nav-bacheca',
      'nav-bacheca-proposte',
      'nav-bacheca-estratto',
      'nav-bacheca-avvisi',
      'nav-bacheca-dati',
      'nav-cambia-password',
      'nav-privacy',
      'nav-esci',
    ]);
    // the page behind is hidden from assistive technologies while the drawer is open (a modal)
    expect(screen.getByTestId('sidebar-toggle').getAttribute('aria-label')).toBe('Chiudi menu');
    await act(async () => {
      await router.navigate({ to: '/bacheca/dati' });
    });
    await vi.waitFor(() => expect(screen.queryByTestId('sidebar')).toBeNull());
    // the choice kept for the wide layout is not touched by the drawer
    expect(window.localStorage.length).toBe(0);
  });

  it('remembers the open/closed choice per user on this device across reloads', async () => {
    await renderLayout(me('admin'), '/home', 1366);
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('true');
    cleanup();
    await renderLayout(me('admin'), '/home', 1366);
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('true');
    cleanup();
    // Another user on the same browser keeps the width-based default.
    await renderLayout(me('admin', { username: 'lbianchi' }), '/home', 1366);
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
  });

  it('renders the entries the role may see, with the Italian labels as names', async () => {
    await renderLayout(me('ra'), '/home');
    expect(navIds()).toEqual([
      'nav-home',
      'nav-ricevitorie',
      'nav-anagrafiche',
      'nav-section-superenalotto',
      'nav-superenalotto-strutture',
      'nav-superenalotto-sistemi',
      'nav-superenalotto-proposte',
      'nav-superenalotto-risultati',
      'nav-superenalotto-job',
      'nav-superenalotto-premi-straordinari',
      'nav-superenalotto-preferenze',
      'nav-superenalotto-grafica',
      'nav-section-eurojackpot',
      'nav-eurojackpot-strutture',
      'nav-eurojackpot-sistemi',
      'nav-eurojackpot-proposte',
      'nav-eurojackpot-risultati',
      'nav-eurojackpot-job',
      'nav-eurojackpot-preferenze',
      'nav-eurojackpot-grafica',
      'nav-section-totocalcio',
      'nav-totocalcio-crea-sistema',
      'nav-totocalcio-archivio-sistemi',
      'nav-totocalcio-risultati',
      'nav-syndicate-backoffice',
      'nav-syndicate',
      'nav-privacy',
      'nav-esci',
    ]);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('link', { name: 'Ricevitorie' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // The expanded section (EuroJackpot, the fallback game) is a named group of links.
    const group = screen.getByRole('group', { name: 'EuroJackpot' });
    expect(within(group).getByRole('link', { name: 'Strutture' }).getAttribute('href')).toBe('/eurojackpot/strutture');
    // Collapsed sections keep their links in the DOM, hidden.
    expect(screen.getByTestId('nav-superenalotto-strutture').getAttribute('href')).toBe('/superenalotto/strutture');
  });

  it('expands the section of the current game', async () => {
    await renderLayout(me('admin'), '/superenalotto/strutture');
    expect(screen.getByTestId('nav-section-superenalotto').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('nav-section-eurojackpot').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByTestId('nav-section-eurojackpot'));
    expect(screen.getByTestId('nav-section-eurojackpot').getAttribute('aria-expanded')).toBe('true');
  });

  it('outside a game page the fallback game (EuroJackpot) is expanded', async () => {
    await renderLayout(me('admin'), '/home');
    expect(screen.getByTestId('nav-section-eurojackpot').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('nav-section-superenalotto').getAttribute('aria-expanded')).toBe('false');
  });

  it('external footer links open a new window with the JWT', async () => {
    await renderLayout(me('super_admin'), '/superenalotto/sistemi');
    const syndicate = screen.getByTestId('nav-syndicate');
    expect(syndicate.getAttribute('target')).toBe('_blank');
    expect(syndicate.getAttribute('rel')).toBe('noopener');
    expect(syndicate.getAttribute('href')).toBe('https://syn.example.it/superenalotto?jwt=JWT1');
    const board = screen.getByTestId('nav-bacheca-sistemi');
    expect(board.getAttribute('target')).toBe('_blank');
    expect(board.getAttribute('href')).toBe('https://board.example.it/login?token=JWT1&site=bdr');
    expect(screen.getByTestId('nav-ruoli-permessi').getAttribute('href')).toBe('/gruppi');
    expect(screen.getByTestId('nav-privacy').getAttribute('href')).toBe('/privacy?isInternalPrivacyLink=true');
  });

  it('Esci calls DELETE /logout-user and clears the cookies', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const navigate = vi.fn();
    installSessionHandlers(navigate);
    await renderLayout(me('admin'), '/home');
    await act(async () => {
      fireEvent.click(screen.getByTestId('nav-esci'));
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/logout-user', expect.objectContaining({ method: 'DELETE' }));
    expect(document.cookie).not.toContain('bdr_token=');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shows the impersonation banner with the exit button', async () => {
    await renderLayout(me('ricevitore', { ivrCode: 'R1001', impersonatedBy: 'admin1' }), '/self-change-password');
    expect(screen.getByTestId('impersonation-banner').textContent).toContain('Stai simulando la ricevitoria R1001');
    expect(screen.getByRole('button', { name: 'Esci dalla simulazione' })).toBeTruthy();
  });

  it('no banner outside a simulation', async () => {
    await renderLayout(me('admin'), '/home');
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });
});
