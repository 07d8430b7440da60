// @vitest-environment jsdom
/** The back office's notifications under the header: banners in the server's (priority) order, a popup until "Ho letto". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser, DeliveredNotification } from '@bacheca/domain';
import { BackofficeNotifications } from './backoffice-notifications';

const STAFF: CurrentUser = {
  username: 'superadmin',
  name: 'Silvia Moretti',
  email: null,
  roles: ['super_admin'],
  permissions: [],
  ivrCode: null,
  impersonatedBy: null,
  lastAccess: null,
  lastPasswordChange: null,
};
const n = (id: number, type: 'banner' | 'popup', title: string, content = '<p>testo</p>'): DeliveredNotification => ({
  id,
  type,
  category: 'IMPORTANT',
  title,
  content,
  url: null,
  priority: id,
  visibleFrom: '2026-11-01T00:00:00Z',
  expiresAt: '2026-12-31T00:00:00Z',
});

function renderWith(me: CurrentUser, answers: { banners: DeliveredNotification[]; popups: DeliveredNotification[] }) {
  const calls: string[] = [];
  let popups = answers.popups;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/ack')) {
        popups = popups.filter((p) => !url.includes(`/${p.id}/`));
        return new Response(JSON.stringify({ ok: true, message: 'Notifica letta' }), { status: 200 });
      }
      return new Response(JSON.stringify({ banners: answers.banners, popups }), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackofficeNotifications me={me} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('BackofficeNotifications', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the banners in order, sanitized, and the first popup until it is acknowledged', async () => {
    const calls = renderWith(STAFF, {
      banners: [
        n(1, 'banner', 'Primo', '<p>ok<script>alert(1)</script><img src=x onerror="alert(2)"></p>'),
        n(2, 'banner', 'Secondo'),
      ],
      popups: [n(3, 'popup', 'Avviso importante')],
    });
    await screen.findByTestId('backoffice-banner-1');
    const banners = screen.getByTestId('backoffice-banners');
    expect(banners.textContent!.indexOf('Primo')).toBeLessThan(banners.textContent!.indexOf('Secondo'));
    expect(banners.innerHTML).not.toMatch(/script|onerror|<img/);
    expect((await screen.findByTestId('backoffice-popup')).textContent).toContain('Avviso importante');
    await act(async () => {
      fireEvent.click(screen.getByTestId('backoffice-popup-ack'));
    });
    expect(calls).toContain('POST /api/v1/backoffice/notifications/3/ack');
    await waitFor(() => expect(screen.queryByText('Avviso importante')).toBeNull());
  });

  it('a closed banner stays closed for the session', async () => {
    renderWith(STAFF, { banners: [n(1, 'banner', 'Primo')], popups: [] });
    await screen.findByTestId('backoffice-banner-1');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByTestId('backoffice-banner-1')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('bdr_closed_banners')!)).toEqual([1]);
  });

  it('asks nothing for a simulated outlet (the outlet board shows its own)', () => {
    const calls = renderWith(
      { ...STAFF, roles: ['ricevitore'], impersonatedBy: 'admin' },
      { banners: [n(1, 'banner', 'Primo')], popups: [] },
    );
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('backoffice-banners')).toBeNull();
  });
});
