// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  TOKEN_COOKIE,
  TOKEN_EXP_COOKIE,
  clearSessionCookies,
  getValidToken,
  isTokenValid,
  readStoredToken,
  requestHeaders,
  writeSessionCookies,
} from './cookies';

/** A document whose cookie jar records every write, to check the attributes. */
function fakeDoc(secureContext = true) {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const doc = {
    defaultView: { isSecureContext: secureContext, location: { protocol: secureContext ? 'https:' : 'http:' } },
    get cookie() {
      return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair, ...attrs] = value.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const maxAge = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('max-age='));
      if (maxAge && Number(maxAge.split('=')[1]) <= 0) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  } as unknown as Document;
  return { doc, writes };
}

const NOW = Date.parse('2026-11-22T10:00:00Z');
const TOKEN = { accessToken: 'eyJhbGciOi.payload.sig', expireDate: '2026-11-22T10:05:00.000Z', expiresIn: 300 };

describe('session cookies', () => {
  afterEach(() => clearSessionCookies());

  it('writes token and expiry with Secure, SameSite=Strict, path=/ and max-age from expiresIn', () => {
    const { doc, writes } = fakeDoc();
    writeSessionCookies(TOKEN, { doc, now: NOW });
    expect(writes).toEqual([
      `${TOKEN_COOKIE}=${encodeURIComponent(TOKEN.accessToken)}; Max-Age=300; Path=/; SameSite=Strict; Secure`,
      `${TOKEN_EXP_COOKIE}=${encodeURIComponent('2026-11-22T10:05:00.000Z')}; Max-Age=300; Path=/; SameSite=Strict; Secure`,
    ]);
    expect(readStoredToken({ doc })).toEqual({ accessToken: TOKEN.accessToken, expiresAt: NOW + 300_000 });
  });

  it('derives the expiry from expiresIn on the browser clock (immune to clock skew)', () => {
    const { doc } = fakeDoc();
    // The server clock is an hour ahead: expireDate alone would look valid for 65 minutes.
    writeSessionCookies({ ...TOKEN, expireDate: '2026-11-22T11:05:00.000Z' }, { doc, now: NOW });
    expect(readStoredToken({ doc })?.expiresAt).toBe(NOW + 300_000);
  });

  it('falls back to expireDate when expiresIn is missing', () => {
    const { doc } = fakeDoc();
    writeSessionCookies({ ...TOKEN, expiresIn: 0 }, { doc, now: NOW });
    expect(readStoredToken({ doc })?.expiresAt).toBe(Date.parse(TOKEN.expireDate));
  });

  it('adds the Bearer header only while the stored token is unexpired', () => {
    const { doc } = fakeDoc();
    expect(requestHeaders({ doc, now: NOW })).toEqual({ 'Content-Type': 'application/json' });
    writeSessionCookies(TOKEN, { doc, now: NOW });
    expect(requestHeaders({ doc, now: NOW + 1000 })).toEqual({
      'Content-Type': 'application/json',
      Authorization: `Bearer ${TOKEN.accessToken}`,
    });
    expect(requestHeaders({ doc, now: NOW + 299_999 }).Authorization).toBe(`Bearer ${TOKEN.accessToken}`);
    expect(requestHeaders({ doc, now: NOW + 300_000 })).toEqual({ 'Content-Type': 'application/json' });
    expect(getValidToken({ doc, now: NOW + 400_000 })).toBeNull();
  });

  it('clearing removes both cookies', () => {
    const { doc, writes } = fakeDoc();
    writeSessionCookies(TOKEN, { doc, now: NOW });
    clearSessionCookies({ doc });
    expect(writes.slice(-2).every((w) => w.includes('Max-Age=0'))).toBe(true);
    expect(readStoredToken({ doc })).toBeNull();
    expect(requestHeaders({ doc, now: NOW })).toEqual({ 'Content-Type': 'application/json' });
  });

  it('treats a missing or garbled expiry as no session', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
    const { doc } = fakeDoc();
    doc.cookie = `${TOKEN_COOKIE}=abc; Max-Age=300`;
    doc.cookie = `${TOKEN_EXP_COOKIE}=not-a-date; Max-Age=300`;
    expect(readStoredToken({ doc })).toBeNull();
    expect(getValidToken({ doc, now: NOW })).toBeNull();
  });

  it('works with the real jsdom document', () => {
    writeSessionCookies(TOKEN);
    expect(getValidToken()).toBe(TOKEN.accessToken);
    expect(requestHeaders().Authorization).toBe(`Bearer ${TOKEN.accessToken}`);
    clearSessionCookies();
    expect(getValidToken()).toBeNull();
  });
});
