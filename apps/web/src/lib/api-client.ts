import { ERRORS } from '@bacheca/domain/messages';
import { getValidToken, requestHeaders } from './session/cookies';

export const API_BASE = '/api/v1';

/** An answer of the API outside 2xx, in its one shape `{ code, message, fields }` (decisions.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The Italian text to show for any error thrown by a request. */
export function errorText(error: unknown, fallback: string = ERRORS.GENERIC_ERROR): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Do not treat a 401 as an expired session (login, refresh and logout handle their own failures).
   */
  skipSessionExpiry?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;
let pendingRefresh: Promise<unknown> | null = null;

/** Registered once by the app: toast "Sessione scaduta", clear the session, go to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * The session layer announces a token refresh in flight: requests wait for it, so they never leave with a
 * token the server is about to retire.
 */
export function trackRefresh<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise.finally(() => {
    if (pendingRefresh === tracked) pendingRefresh = null;
  });
  pendingRefresh = tracked;
  return tracked;
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

async function parseError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (body && typeof body === 'object' && 'code' in body && 'message' in body) {
    const b = body as { code: unknown; message: unknown; fields?: unknown };
    const fields =
      b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : ({} as Record<string, string>);
    return new ApiError(res.status, String(b.code), String(b.message), fields);
  }
  if (res.status === 401) return new ApiError(401, 'UNAUTHORIZED', ERRORS.UNAUTHORIZED);
  if (res.status === 403) return new ApiError(403, 'FORBIDDEN', ERRORS.FORBIDDEN);
  if (res.status === 429) return new ApiError(429, 'TOO_MANY_REQUESTS', ERRORS.TOO_MANY_REQUESTS);
  return new ApiError(res.status, res.status >= 500 ? 'INTERNAL_ERROR' : 'GENERIC_ERROR', ERRORS.GENERIC_ERROR);
}

/**
 * The one way the browser calls the API: JSON content type on every request, Bearer only while the stored
 * token is unexpired (spec §7), a 401 off /login ends the session (spec §4).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (pendingRefresh && !options.skipSessionExpiry) await pendingRefresh.catch(() => undefined);
  const send = async (): Promise<{ res: Response; sentToken: string | null }> => {
    const sentToken = getValidToken();
    const res = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers: requestHeaders(),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
    return { res, sentToken };
  };

  let attempt: { res: Response; sentToken: string | null };
  try {
    attempt = await send();
    // The token rotated while this request was travelling (a refresh retired it): try once more.
    if (attempt.res.status === 401 && !options.skipSessionExpiry) {
      if (pendingRefresh) await pendingRefresh.catch(() => undefined);
      const now = getValidToken();
      if (attempt.sentToken && now && now !== attempt.sentToken) attempt = await send();
    }
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', ERRORS.GENERIC_ERROR);
  }

  const { res } = attempt;
  if (res.ok) {
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const error = await parseError(res);
  if (res.status === 401 && !options.skipSessionExpiry && currentPathname() !== '/login') onUnauthorized?.();
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A file answered by the API (exports), with the name from Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

function filenameOf(res: Response, fallback: string): string {
  const cd = res.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* fall through */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : fallback;
}

/**
 * GET a file (CSV or Excel export) with the same rules as every call: Bearer while the token is valid, a 401 off
 * /login ends the session, errors in the one `{ code, message }` shape.
 */
export async function apiDownload(path: string, fallbackName = 'export'): Promise<DownloadedFile> {
  if (pendingRefresh) await pendingRefresh.catch(() => undefined);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method: 'GET', headers: requestHeaders(), credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', ERRORS.GENERIC_ERROR);
  }
  if (!res.ok) {
    const error = await parseError(res);
    if (res.status === 401 && currentPathname() !== '/login') onUnauthorized?.();
    throw error;
  }
  return { blob: await res.blob(), filename: filenameOf(res, fallbackName) };
}
