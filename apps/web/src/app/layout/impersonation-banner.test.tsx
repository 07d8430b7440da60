// @vitest-environment jsdom
/** The simulation banner (spec §1): shown only in a simulation; a failed exit says so and keeps the simulation. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ERRORS, type CurrentUser } from '@bacheca/domain';

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: toastMock }));

import { ImpersonationBanner } from './impersonation-banner';

const OUTLET: CurrentUser = {
  username: 'ricevitore1',
  name: 'Tabaccheria Centrale',
  email: null,
  roles: ['ricevitore'],
  permissions: [],
  ivrCode: '100001',
  impersonatedBy: 'admin',
  lastAccess: null,
  lastPasswordChange: null,
};

describe('ImpersonationBanner', () => {
  beforeEach(() => toastMock.error.mockReset());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not shown outside a simulation', () => {
    render(<ImpersonationBanner me={{ ...OUTLET, impersonatedBy: null }} />);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });

  it('a refused exit shows the server reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'FORBIDDEN', message: ERRORS.FORBIDDEN, fields: {} }), { status: 403 }),
      ),
    );
    render(<ImpersonationBanner me={OUTLET} />);
    expect(screen.getByTestId('impersonation-banner').textContent).toContain('Stai simulando la ricevitoria 100001');
    await act(async () => {
      fireEvent.click(screen.getByTestId('impersonation-exit'));
    });
    await vi.waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(ERRORS.FORBIDDEN));
  });

  it('an exit answer it cannot read shows the simulation error, and the banner stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Manutenzione</html>', { status: 200 })),
    );
    render(<ImpersonationBanner me={OUTLET} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('impersonation-exit'));
    });
    await vi.waitFor(() => expect(toastMock.error).toHaveBeenCalledWith(ERRORS.IMPERSONATION_ERROR));
    expect(ERRORS.IMPERSONATION_ERROR).toBe('Errore durante la simulazione della ricevitoria, riprovare più tardi.');
    expect(screen.getByTestId('impersonation-banner')).toBeTruthy();
    expect((screen.getByTestId('impersonation-exit') as HTMLButtonElement).disabled).toBe(false);
  });
});
