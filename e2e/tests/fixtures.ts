import { test as base, type APIRequestContext, type APIResponse, type Browser } from '@playwright/test';
import { expectAccessible } from './a11y';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Every journey imports `test` from here, never from `@playwright/test`: this is how the accessibility gate
 * (a11y.ts) reaches a journey by default. On top of the checks in `gotoLoaded`, `login` and after each screen or dialog
 * a journey opens, this automatic fixture runs axe, after a passing test, on every page still open in every browser
 * context (the default one and those the test opened with `browser.newContext()`).
 */
/** The session id (`sid` claim) of a bearer token, or null when it is not a readable JWT. */
function sessionOf(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sid?: unknown;
    };
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}

/** The token a page of this browser holds now for the same session as `token`, when it has changed since. */
async function newerToken(browser: Browser, token: string): Promise<string | null> {
  const sid = sessionOf(token);
  if (!sid) return null;
  for (const context of browser.contexts()) {
    const current = (await context.cookies()).find((c) => c.name === 'bdr_token')?.value;
    if (current && current !== token && sessionOf(current) === sid) return current;
  }
  return null;
}

type Options = { headers?: Record<string, string> } & Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;

/**
 * The journeys call the API with the token of a page (`bearer(page)`), and the page rotates its token every 25 s: the
 * old one stops working at once, by design. On a loaded machine a call can leave with the token the page is just
 * replacing, and meet a 401 it did not deserve. Such a call is sent once more with the token the page holds now for
 * the same session: a session that was ended (logout, revocation) has no newer token, so its 401 stands.
 */
function withRotatingTokens(request: APIRequestContext, browser: Browser): APIRequestContext {
  return new Proxy(request, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (!(METHODS as readonly (string | symbol)[]).includes(prop)) return value.bind(target);
      const call = value as (url: unknown, options?: Options) => Promise<APIResponse>;
      return async (url: unknown, options?: Options) => {
        const res = await call.call(target, url, options);
        const auth = options?.headers?.authorization;
        if (res.status() !== 401 || !auth?.startsWith('Bearer ')) return res;
        // the page may still be storing the token its refresh just received: look again for a few seconds
        let fresh: string | null = null;
        for (let i = 0; i < 20 && !fresh; i++) {
          if (i) await new Promise((resolve) => setTimeout(resolve, 250));
          fresh = await newerToken(browser, auth.slice('Bearer '.length));
        }
        if (!fresh) return res;
        return call.call(target, url, {
          ...options,
          headers: { ...options!.headers, authorization: `Bearer ${fresh}` },
        });
      };
    },
  });
}

export const test = base.extend<{ a11yOnLastScreens: void }>({
  request: async ({ request, browser }, use) => {
    await use(withRotatingTokens(request, browser));
  },
  a11yOnLastScreens: [
    // depends on `context` so that it is torn down before the test's own context closes
    async ({ browser, context }, use, testInfo) => {
      void context;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          if (page.isClosed() || !page.url().startsWith('http')) continue;
          await expectAccessible(page, 'last screen of the journey');
        }
      }
    },
    { auto: true },
  ],
});
