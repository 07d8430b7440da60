import type { TokenResponse } from '@bacheca/domain';

import { TOKEN_COOKIE, TOKEN_EXP_COOKIE } from '@bacheca/domain/session';

/** The JWT and its expiry (spec §3: two cookies), named in the domain package: the server looks for the first. */
export { TOKEN_COOKIE, TOKEN_EXP_COOKIE };

export interface StoredToken {
  accessToken: string;
  /** Epoch milliseconds, on the browser's clock. */
  expiresAt: number;
}

export interface CookieEnv {
  /** Defaults to `document`. */
  doc?: Document;
  /** Defaults to `Date.now()`. */
  now?: number;
}

function docOf(env?: CookieEnv): Document | undefined {
  return env?.doc ?? (typeof document === 'undefined' ? undefined : document);
}

export function readCookie(name: string, env?: CookieEnv): string | null {
  const doc = docOf(env);
  if (!doc) return null;
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Cookie attributes of spec §9: Secure; SameSite=Strict; path=/; max-age from expiresIn.
 * Secure is dropped only where the browser would refuse the cookie anyway (a page served over plain http
 * from a host that is not a secure context), so the portal still works on an intranet without TLS.
 */
function attributes(maxAgeSeconds: number, doc: Document): string {
  const view = doc.defaultView;
  const secure = view?.isSecureContext !== false || view?.location.protocol === 'https:';
  return `; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/**
 * When the token expires on this browser's clock. `expiresIn` is relative, so it is immune to a skew between
 * the server's and the browser's clocks; `expireDate` is the fallback when `expiresIn` is missing.
 */
export function expiryOf(token: TokenResponse, now: number): number {
  if (Number.isFinite(token.expiresIn) && token.expiresIn > 0) return now + token.expiresIn * 1000;
  const parsed = Date.parse(token.expireDate);
  return Number.isFinite(parsed) ? parsed : now;
}

export function writeSessionCookies(token: TokenResponse, env?: CookieEnv): StoredToken {
  const doc = docOf(env);
  const now = env?.now ?? Date.now();
  const expiresAt = expiryOf(token, now);
  const maxAge = Math.ceil((expiresAt - now) / 1000);
  if (doc) {
    const attrs = attributes(maxAge, doc);
    doc.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token.accessToken)}${attrs}`;
    doc.cookie = `${TOKEN_EXP_COOKIE}=${encodeURIComponent(new Date(expiresAt).toISOString())}${attrs}`;
  }
  return { accessToken: token.accessToken, expiresAt };
}

export function clearSessionCookies(env?: CookieEnv): void {
  const doc = docOf(env);
  if (!doc) return;
  const attrs = attributes(0, doc);
  doc.cookie = `${TOKEN_COOKIE}=${attrs}`;
  doc.cookie = `${TOKEN_EXP_COOKIE}=${attrs}`;
}

/** The stored pair, expired or not; null when either cookie is missing or unreadable. */
export function readStoredToken(env?: CookieEnv): StoredToken | null {
  const accessToken = readCookie(TOKEN_COOKIE, env);
  const exp = readCookie(TOKEN_EXP_COOKIE, env);
  if (!accessToken || !exp) return null;
  const expiresAt = Date.parse(exp);
  if (!Number.isFinite(expiresAt)) return null;
  return { accessToken, expiresAt };
}

export function isTokenValid(stored: StoredToken | null, now: number = Date.now()): stored is StoredToken {
  return stored !== null && stored.accessToken.length > 0 && stored.expiresAt > now;
}

/** The token to send, only while unexpired (spec §7). */
export function getValidToken(env?: CookieEnv): string | null {
  const stored = readStoredToken(env);
  return isTokenValid(stored, env?.now ?? Date.now()) ? stored.accessToken : null;
}

/** Headers of every request: JSON always, Bearer only while the stored token is unexpired (spec §7). */
export function requestHeaders(env?: CookieEnv): Record<string, string> {
  const token = getValidToken(env);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
