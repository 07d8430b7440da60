// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { ERRORS } from '@bacheca/domain';
import { DEFAULT_CONFIG } from '../../../lib/config';
import { createQueryClient } from '../../../lib/query-client';
import { ChangePasswordPage } from './change-password-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function renderAt(path: string) {
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/change-password/$token',
    component: ChangePasswordPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    await router.load();
  });
  const client = createQueryClient();
  client.setQueryData(['config'], { ...DEFAULT_CONFIG, captchaProvider: 'off' });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('change password page', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a malformed token is "link non valido" on the page itself, without asking the API', async () => {
    const fetch = vi.fn(async () => json(200, { username: 'mrossi' }));
    vi.stubGlobal('fetch', fetch);
    await renderAt('/change-password/abc$%25def');
    expect((await screen.findByTestId('change-password-invalid')).textContent).toContain(ERRORS.CHANGE_TOKEN_INVALID);
    expect(screen.getByRole('link', { name: "Torna all'accesso" }).getAttribute('href')).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a well-formed token asks the API and shows the form for its user', async () => {
    const fetch = vi.fn(async () => json(200, { username: 'mrossi' }));
    vi.stubGlobal('fetch', fetch);
    await renderAt('/change-password/AbC123');
    expect((await screen.findByTestId('change-password-username')).textContent).toBe('mrossi');
    expect(screen.queryByTestId('change-password-invalid')).toBeNull();
  });
});
