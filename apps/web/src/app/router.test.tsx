// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { DEFAULT_ROLE_PERMISSIONS, type CurrentUser, type GameSlug, type Role } from '@bacheca/domain';
import { ROUTES } from '../lib/route-table';
import { createQueryClient } from '../lib/query-client';
import { clearSessionCookies, writeSessionCookies } from '../lib/session/cookies';
import { createAppRouter } from './router';

function me(role: Role): CurrentUser {
  return {
    username: `u${role.replace(/_/g, '')}`,
    name: 'Mario Rossi',
    email: 'mario.rossi@example.it',
    roles: [role],
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    ivrCode: role === 'ricevitore' ? 'R1001' : null,
    impersonatedBy: null,
    lastAccess: null,
    lastPasswordChange: null,
  };
}

function stubApi(role: Role | null, enabledGames: GameSlug[] = ['superenalotto', 'totocalcio']) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/v1/config')
      return new Response(
        JSON.stringify({ enabledGames, captchaProvider: 'off', tokenRefreshMs: 25000, inactivityTimeoutMs: 1800000 }),
        {
          status: 200,
        },
      );
    if (url === '/api/v1/amministratori/me' && role) return new Response(JSON.stringify(me(role)), { status: 200 });
    return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Sessione scaduta', fields: {} }), {
      status: 401,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Where the browser ends up when it opens `path`. */
async function land(path: string): Promise<string> {
  const router = createAppRouter({
    queryClient: createQueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // Redirects thrown by guards start a new navigation: wait until it settles.
  for (let i = 0; i < 50 && (router.state.status !== 'idle' || router.state.isLoading); i++)
    await new Promise((r) => setTimeout(r, 5));
  await router.load();
  return router.state.location.pathname;
}

describe('router', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('has exactly the paths of the route table', () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/login'] }) });
    const routerPaths = new Set(
      Object.keys(router.routesByPath)
        .filter((p) => p !== '/')
        .map((p) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)),
    );
    const tablePaths = new Set(ROUTES.map((r) => r.path));
    expect([...routerPaths].sort()).toEqual([...tablePaths].sort());
  });

  it('every table route is registered with its id as staticData', () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/login'] }) });
    const ids = new Set(
      Object.values(router.routesById)
        .map((r) => (r.options as { staticData?: { routeId?: string } }).staticData?.routeId)
        .filter(Boolean),
    );
    for (const r of ROUTES) if (r.id !== 'privacyInternal') expect(ids.has(r.id), r.id).toBe(true);
  });

  describe('guards', () => {
    beforeEach(() => {
      writeSessionCookies({ accessToken: 'jwt', expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 });
    });
    afterEach(() => {
      clearSessionCookies();
      vi.unstubAllGlobals();
    });

    it('without a session a protected route goes to /login', async () => {
      clearSessionCookies();
      stubApi(null);
      expect(await land('/amministratori')).toBe('/login');
      expect(await land('/')).toBe('/login');
    });

    it('the login carries the page asked for (a deep link is not lost)', async () => {
      clearSessionCookies();
      stubApi(null);
      const router = createAppRouter({
        queryClient: createQueryClient(),
        history: createMemoryHistory({ initialEntries: ['/ricevitorie/100001?tab=storico'] }),
      });
      await router.load();
      for (let i = 0; i < 50 && (router.state.status !== 'idle' || router.state.isLoading); i++)
        await new Promise((r) => setTimeout(r, 5));
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toEqual({ redirect: '/ricevitorie/100001?tab=storico' });
    });

    it('a permitted route opens', async () => {
      stubApi('admin');
      expect(await land('/amministratori')).toBe('/amministratori');
      expect(await land('/superenalotto/job/SE_1042')).toBe('/superenalotto/job/SE_1042');
      expect(await land('/superenalotto/premi-straordinari')).toBe('/superenalotto/premi-straordinari');
    });

    it('search values stay plain in the URL (?id=210, not ?id=%22210%22)', async () => {
      stubApi('admin');
      const router = createAppRouter({
        queryClient: createQueryClient(),
        history: createMemoryHistory({ initialEntries: ['/superenalotto/sistemi/new?id=210'] }),
      });
      await router.load();
      for (let i = 0; i < 50 && (router.state.status !== 'idle' || router.state.isLoading); i++)
        await new Promise((r) => setTimeout(r, 5));
      expect(router.state.location.search).toEqual({ id: '210' });
      await router.navigate({
        to: '/$game/sistemi',
        params: { game: 'superenalotto' },
        search: { q: 'integrale', page: 2 } as never,
      });
      expect(router.state.location.href).toBe('/superenalotto/sistemi?q=integrale&page=2');
    });

    it('a failing guard goes to /unauthorized', async () => {
      stubApi('call_center');
      expect(await land('/amministratori')).toBe('/unauthorized');
      expect(await land('/superenalotto/strutture')).toBe('/unauthorized');
    });

    it('a non-alphanumeric parameter goes to /unauthorized', async () => {
      stubApi('admin');
      expect(await land('/amministratori/mario.rossi')).toBe('/unauthorized');
      expect(await land('/superenalotto/job/SE_1.2')).toBe('/unauthorized');
    });

    it('a game that is not enabled goes to /unauthorized', async () => {
      stubApi('admin', ['superenalotto', 'totocalcio']);
      expect(await land('/eurojackpot/strutture')).toBe('/unauthorized');
    });

    it('Totocalcio has no graphics: its graphics routes are not found (not forbidden)', async () => {
      stubApi('admin', ['superenalotto', 'totocalcio']);
      const notFoundAt = async (path: string) => {
        const router = createAppRouter({
          queryClient: createQueryClient(),
          history: createMemoryHistory({ initialEntries: [path] }),
        });
        await router.load();
        return {
          path: router.state.location.pathname,
          notFound: router.state.matches.some((m) => isNotFound(m.error)),
        };
      };
      expect(await notFoundAt('/totocalcio/grafica')).toEqual({ path: '/totocalcio/grafica', notFound: true });
      expect(await notFoundAt('/totocalcio/grafica/7')).toEqual({ path: '/totocalcio/grafica/7', notFound: true });
      expect(await notFoundAt('/superenalotto/grafica/abc')).toEqual({
        path: '/superenalotto/grafica/abc',
        notFound: true,
      });
      expect(await notFoundAt('/superenalotto/grafica')).toEqual({ path: '/superenalotto/grafica', notFound: false });
      // a path that names no page is "Pagina non trovata", not "Non hai i permessi"
      expect(await notFoundAt('/nonexistent-page')).toEqual({ path: '/nonexistent-page', notFound: true });
    });

    it('/ lands staff on /home and outlet operators on their board', async () => {
      stubApi('reader');
      expect(await land('/')).toBe('/home');
      stubApi('ricevitore');
      expect(await land('/')).toBe('/bacheca');
      expect(await land('/home')).toBe('/unauthorized');
    });
  });
});
