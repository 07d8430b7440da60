import { describe, expect, it } from 'vitest';
import { loginHref, loginSearch, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the app with its search and hash', () => {
    expect(safeReturnPath('/ricevitorie/100001')).toBe('/ricevitorie/100001');
    expect(safeReturnPath('/superenalotto/sistemi?page=2&q=integrale#top')).toBe(
      '/superenalotto/sistemi?page=2&q=integrale#top',
    );
  });

  it('drops another host, a scheme, control characters, the login itself and non-strings', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'ricevitorie',
      '/a\nb',
      '/login',
      '/login?redirect=/x',
      '/',
      '',
      42,
      null,
      undefined,
      '/' + 'a'.repeat(2001),
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });

  it('loginSearch keeps only a safe redirect', () => {
    expect(loginSearch({ redirect: '/amministratori', other: 'x' })).toEqual({ redirect: '/amministratori' });
    expect(loginSearch({ redirect: '//evil.example' })).toEqual({});
  });
});

describe('loginHref', () => {
  it('carries a safe page and drops an unsafe one', () => {
    expect(loginHref('/ricevitorie/100001?tab=storico')).toBe(
      '/login?redirect=%2Fricevitorie%2F100001%3Ftab%3Dstorico',
    );
    expect(loginHref('//evil.example')).toBe('/login');
    expect(loginHref('/login')).toBe('/login');
    expect(loginHref(undefined)).toBe('/login');
  });
});
