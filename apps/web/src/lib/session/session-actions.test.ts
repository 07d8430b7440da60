// @vitest-environment jsdom
/**
 * How a session ends (spec §4, §8): the toast the user sees for each reason, the server logout when the token
 * still works, cookies and cached user data gone, and /login.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, SUCCESS } from '@bacheca/domain';

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../toast', () => ({ toast: toastMock }));

import { endSession, installSessionHandlers } from './session-actions';
import { queryClient } from '../query-client';
import { sessionStore } from './session-store';
import { clearSessionCookies } from './cookies';

const TOKEN = { accessToken: 'jwt-1', expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 };

describe('endSession', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  const navigate = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    navigate.mockReset();
    toastMock.error.mockReset();
    toastMock.success.mockReset();
    installSessionHandlers(navigate);
    sessionStore.set(TOKEN);
    queryClient.setQueryData(['session', 'me'], { username: 'mrossi' });
    queryClient.setQueryData(['config'], { enabledGames: [] });
  });
  afterEach(() => {
    clearSessionCookies();
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  const loggedOutOnServer = () =>
    fetchMock.mock.calls.some(
      (c) =>
        (c as unknown as [string, RequestInit])[0] === '/api/v1/logout-user' &&
        (c as unknown as [string, RequestInit])[1].method === 'DELETE',
    );

  it('Esci: revokes the server session, then "Disconnessione effettuata" and /login', async () => {
    await endSession('logout');
    expect(loggedOutOnServer()).toBe(true);
    expect(toastMock.success).toHaveBeenCalledWith(SUCCESS.LOGGED_OUT, { id: 'session-end' });
    expect(toastMock.error).not.toHaveBeenCalled();
    expect(sessionStore.isActive()).toBe(false);
    expect(queryClient.getQueryData(['session', 'me'])).toBeUndefined();
    expect(queryClient.getQueryData(['config'])).toEqual({ enabledGames: [] });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a session that ends by itself brings the user back to the same page after the next login', async () => {
    window.history.replaceState(null, '', '/ricevitorie/100001?tab=storico');
    try {
      await endSession('inactivity');
      expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fricevitorie%2F100001%3Ftab%3Dstorico');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a 401: "Sessione scaduta", no server call (the session is already gone), /login', async () => {
    await endSession('expired');
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.SESSION_EXPIRED, { id: 'session-end' });
    expect(ERRORS.SESSION_EXPIRED).toBe('Sessione scaduta');
    expect(loggedOutOnServer()).toBe(false);
    expect(toastMock.success).not.toHaveBeenCalled();
    expect(sessionStore.isActive()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('inactivity: the same "Sessione scaduta", and the still valid session is revoked on the server', async () => {
    await endSession('inactivity');
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.SESSION_EXPIRED, { id: 'session-end' });
    expect(loggedOutOnServer()).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a failed refresh: "Errore nel refresh" and /login', async () => {
    await endSession('refresh-failed');
    expect(toastMock.error).toHaveBeenCalledWith(ERRORS.REFRESH_FAILED, { id: 'session-end' });
    expect(ERRORS.REFRESH_FAILED).toBe('Errore nel refresh');
    expect(toastMock.error).toHaveBeenCalledTimes(1);
    expect(sessionStore.isActive()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
