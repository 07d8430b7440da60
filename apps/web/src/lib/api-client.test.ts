// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@bacheca/domain';
import { ApiError, apiRequest, api, errorText, setUnauthorizedHandler, trackRefresh } from './api-client';
import { clearSessionCookies, writeSessionCookies } from './session/cookies';

function json(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const TOKEN = { accessToken: 'jwt-1', expireDate: '2030-01-01T00:00:00Z', expiresIn: 300 };

describe('api client', () => {
  const fetchMock = vi.fn();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    window.history.replaceState(null, '', '/home');
  });
  afterEach(() => {
    clearSessionCookies();
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  it('sends JSON content type always and Bearer only while the token is unexpired', async () => {
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    await api.get('/config');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/config');
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ 'Content-Type': 'application/json' });

    writeSessionCookies(TOKEN);
    await api.post('/thing', { a: 1 });
    const init = fetchMock.mock.calls[1][1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer jwt-1' });

    // Expired: no Bearer.
    writeSessionCookies({ ...TOKEN, expiresIn: 0, expireDate: '2000-01-01T00:00:00Z' });
    await api.get('/x');
    expect(fetchMock.mock.calls[2][1].headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('returns undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.delete('/logout-user')).resolves.toBeUndefined();
  });

  it('throws ApiError with the server code, Italian message and fields', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        code: 'PASSWORD_MISMATCH',
        message: 'La nuova password e la conferma non coincidono.',
        fields: { confirmPassword: 'x' },
      }),
    );
    const err = await apiRequest('/user/password', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'PASSWORD_MISMATCH', fields: { confirmPassword: 'x' } });
    expect((err as ApiError).message).toBe('La nuova password e la conferma non coincidono.');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 off /login ends the session', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHORIZED', message: 'Sessione scaduta', fields: {} }));
    await expect(api.get('/amministratori/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 on /login does not', async () => {
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(json(401, { code: 'INVALID_GRANT', message: 'Codice o password errati', fields: {} }));
    await expect(api.get('/amministratori/me')).rejects.toMatchObject({ code: 'INVALID_GRANT' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls that handle their own 401 (refresh, login) do not end the session', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHORIZED', message: 'Sessione scaduta', fields: {} }));
    await expect(api.post('/refresh/token', undefined, { skipSessionExpiry: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('waits for a refresh in flight and retries once when the token rotated under a request', async () => {
    writeSessionCookies(TOKEN);
    let release!: () => void;
    const refresh = trackRefresh(
      new Promise<void>((r) => {
        release = r;
      }).then(() => writeSessionCookies({ ...TOKEN, accessToken: 'jwt-2' })),
    );
    fetchMock.mockImplementation(async () => json(200, { ok: true }));
    const pending = api.get('/x');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    release();
    await refresh;
    await pending;
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer jwt-2');
  });

  it('maps a network failure to the generic Italian error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: ERRORS.GENERIC_ERROR,
    });
    expect(ERRORS.GENERIC_ERROR).toBe('Errore nel recupero dei dati, riprovare più tardi');
  });

  it('a non-JSON error body still yields an Italian message', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
      message: ERRORS.GENERIC_ERROR,
    });
    fetchMock.mockResolvedValue(new Response('<html>teapot</html>', { status: 418 }));
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 418,
      code: 'GENERIC_ERROR',
      message: ERRORS.GENERIC_ERROR,
    });
  });

  it('errorText: the API message of an ApiError, else the given fallback, else the generic text', () => {
    expect(errorText(new ApiError(409, 'USERNAME_EXISTS', ERRORS.USERNAME_EXISTS))).toBe(ERRORS.USERNAME_EXISTS);
    expect(errorText(new SyntaxError('Unexpected token'), 'Testo di ripiego')).toBe('Testo di ripiego');
    expect(errorText(new Error('boom'))).toBe(ERRORS.GENERIC_ERROR);
  });
});
