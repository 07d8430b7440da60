import { toast } from '../toast';
import { ERRORS } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import type { CurrentUser, TokenResponse } from '@bacheca/domain';
import { api, setUnauthorizedHandler } from '../api-client';
import { queryClient } from '../query-client';
import { sessionStore } from './session-store';
import { currentUserQueryOptions } from './current-user';
import { landingPath } from '../route-table';
import { loginHref } from '../return-path';

/** How the app navigates from outside React (bound once by the router). */
type Navigate = (href: string) => Promise<void> | void;
let navigate: Navigate = (href) => window.location.assign(href);

/**
 * Called once at start-up: how to navigate, and the reaction to any 401 answer while not on /login
 * (spec §4: "Sessione scaduta", clear the session, go to /login).
 */
export function installSessionHandlers(fn: Navigate): void {
  navigate = fn;
  setUnauthorizedHandler(() => {
    void endSession('expired');
  });
}

export type EndReason =
  /** The user chose Esci. */
  | 'logout'
  /** A 401 off /login, or a token found expired: "Sessione scaduta". */
  | 'expired'
  /** 30 minutes without activity: "Sessione scaduta". */
  | 'inactivity'
  /** POST refresh/token failed: "Errore nel refresh". */
  | 'refresh-failed';

/** DELETE /logout-user: revokes the server session (204). */
export function logoutRequest(): Promise<void> {
  return api.delete<void>('/logout-user', { skipSessionExpiry: true });
}

function dropUserData(): void {
  // Keep the public configuration; everything else belonged to the user.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
}

let ending = false;

/** Ends the session: toast, revoke on the server when the token still works, clear cookies and cache, /login (back here after it). */
export async function endSession(reason: EndReason): Promise<void> {
  if (ending) return;
  ending = true;
  try {
    if (reason === 'expired' || reason === 'inactivity') toast.error(ERRORS.SESSION_EXPIRED, { id: 'session-end' });
    if (reason === 'refresh-failed') toast.error(ERRORS.REFRESH_FAILED, { id: 'session-end' });
    if (reason !== 'expired' && sessionStore.isActive()) {
      try {
        await logoutRequest();
      } catch {
        // The session is dropped in the browser anyway.
      }
    }
    sessionStore.clear();
    dropUserData();
    if (reason === 'logout') toast.success(SUCCESS.LOGGED_OUT, { id: 'session-end' });
    // A session that ended by itself brings the user back to the same page after the next login; Esci does not.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    await navigate(reason === 'logout' ? '/login' : loginHref(here));
  } finally {
    ending = false;
  }
}

/**
 * Replace the session with a new token object (impersonation start and exit): the old user's data goes,
 * /me is read again, and the browser moves to `to` or to the new user's landing page.
 */
export async function swapSession(token: TokenResponse, to?: string | ((me: CurrentUser) => string)): Promise<void> {
  sessionStore.set(token);
  dropUserData();
  const me = await queryClient.fetchQuery(currentUserQueryOptions);
  await navigate(typeof to === 'function' ? to(me) : (to ?? landingPath(me)));
}
