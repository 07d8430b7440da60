import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExternalHttpUrl, isSitePath, linkKind } from './links';
import { isNotificationUrl } from './schemas/notifications';

/** Where a browser sends a click on `href` from a page of https://bacheca.example. */
const hostOf = (href: string) => new URL(href, 'https://bacheca.example/lotto/job').host;

describe('site paths', () => {
  it('accepts paths of this site', () => {
    for (const p of ['/', '/bacheca', '/lotto/job?stato=OK#riga-3', '/premi/12', '/a%20b', '/%C3%A8', '/a/./b']) {
      expect(isSitePath(p), p).toBe(true);
      expect(linkKind(p)).toBe('site');
    }
  });

  it('refuses what a browser reads as another site, and encoded or hidden separators', () => {
    const refused = [
      '/\\evil.example/x',
      '//evil.example/x',
      '/\\/evil.example',
      '/a\\b',
      '/%2fevil.example',
      '/%2Fevil.example',
      '/%5cevil.example',
      '/x/%5C..',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '/a\u0000b',
      '/\u200b/evil.example',
      '',
      'bacheca',
      'javascript:alert(1)',
      'https://evil.example',
    ];
    for (const p of refused) expect(isSitePath(p), JSON.stringify(p)).toBe(false);
    expect(linkKind('/\\evil.example/x')).toBe('none');
    expect(linkKind('javascript:alert(1)')).toBe('none');
    expect(linkKind(null)).toBe('none');
  });

  it('external links are http(s) only', () => {
    expect(isExternalHttpUrl('https://www.adm.gov.it/x')).toBe(true);
    expect(linkKind('http://example.it')).toBe('external');
    expect(isExternalHttpUrl('javascript://%0aalert(1)')).toBe(false);
    expect(isExternalHttpUrl('https:/\\evil.example')).toBe(false);
    expect(isNotificationUrl('/\\evil.example/x')).toBe(false);
    expect(isNotificationUrl('/bacheca')).toBe(true);
  });

  it('every accepted site path stays on this site once the browser resolves it (property)', () => {
    const chars = fc.constantFrom(
      '/',
      '\\',
      '%',
      '2',
      'f',
      'F',
      '5',
      'c',
      'C',
      'a',
      '.',
      ':',
      '?',
      '#',
      '@',
      ' ',
      '\t',
      '\n',
      'e',
    );
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 12 }).map((a) => a.join('')),
        (tail) => {
          const path = `/${tail}`;
          if (isSitePath(path)) {
            expect(hostOf(path)).toBe('bacheca.example');
            // decoding once more (a router or a proxy) still gives no second leading separator
            expect(decodeURIComponentSafe(path)).not.toMatch(/^[/\\]{2}/);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a path that starts with two separators of any kind, plain or encoded, is refused (property)', () => {
    const sep = fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '%5C');
    fc.assert(
      fc.property(sep, fc.string({ maxLength: 20 }), (s, rest) => {
        expect(isSitePath(`/${s}${rest}`)).toBe(false);
      }),
    );
  });
});

function decodeURIComponentSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}
