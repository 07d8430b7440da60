import { isSitePath } from '@bacheca/domain/links';

/**
 * The page a logged-out user asked for, carried through the login as `/login?redirect=…` (a deep link is
 * not lost at login). Only a path of this app is accepted: it starts with one "/" (not "//" or "/\", which browsers
 * read as another host), has no control characters, is not the login itself, and is not absurdly long. Anything else
 * is dropped and the user lands on their usual page.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  // the one rule of a site path (links.ts): one leading "/", no "\", no encoded slash, no white space or control
  if (!isSitePath(value)) return undefined;
  const pathname = value.split(/[?#]/, 1)[0]!;
  if (pathname === '/' || pathname === '/login' || pathname.startsWith('/login/')) return undefined;
  return value;
}

/** The search of `/login`: the validated return path, if any. */
export function loginSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeReturnPath(search.redirect);
  return redirect ? { redirect } : {};
}

/** `/login`, carrying the page to come back to when it is a safe one. */
export function loginHref(returnTo?: string): string {
  const redirect = safeReturnPath(returnTo);
  return redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : '/login';
}
