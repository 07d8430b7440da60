import type { TokenResponse } from '@bacheca/domain';

/** Spec §4, §9: refresh every 25 000 ms while the token is valid. */
export const DEFAULT_TOKEN_REFRESH_MS = 25_000;

export interface TokenRefreshOptions {
  intervalMs: number;
  /** Whether the stored token is still unexpired: refresh is only sent then. */
  isValid: () => boolean;
  /**
   * The stored token now. The cookies are shared by every tab: when another tab has just refreshed (the token
   * changed since this tab last saw it) this tick is skipped, so two tabs do not both spend the same token.
   */
  currentToken?: () => string | null;
  /** POST refresh/token. */
  refresh: () => Promise<TokenResponse>;
  /** Store the new token (replacing the cookies). */
  onRefreshed: (token: TokenResponse) => void;
  /** The token now stored changed: this tab refreshed it, or adopted the one another tab stored. */
  onTokenChanged?: () => void;
  /** The refresh call failed ("Errore nel refresh", then logout). */
  onError: (error: unknown) => void;
  /** The token had already expired at a tick (e.g. the computer slept): the session is over. */
  onExpired: () => void;
  /**
   * Runs one refresh at a time across the tabs of this browser (default: the Web Locks API when present). Inside it
   * a tab first looks at the cookie: when another tab has rotated the token meanwhile it adopts that one instead of
   * spending the old token, whose second rotation the server refuses (two tabs ticking together on a slow
   * machine logged one of them out).
   */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
}

/** One refresh at a time in this browser, across tabs (Web Locks); as is where the API is missing. */
export function browserRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request('bdr-token-refresh', fn) : fn();
}

/** Starts the periodic refresh; returns the function that stops it. */
export function startTokenRefresh(options: TokenRefreshOptions): () => void {
  const currentToken = options.currentToken ?? (() => null);
  let lastSeen = currentToken();
  let inFlight = false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearInterval(handle);
  };
  const tick = () => {
    if (stopped || inFlight) return;
    if (!options.isValid()) {
      stop();
      options.onExpired();
      return;
    }
    inFlight = true;
    const exclusive = options.exclusive ?? browserRefreshLock;
    // the run handles its own failures (onError) and the lock only queues it: nothing is left to await here
    void exclusive(async () => {
      if (stopped) return;
      const sent = currentToken();
      // another tab refreshed since this one last looked: its token is in the cookies, nothing to spend
      if (sent !== lastSeen) {
        lastSeen = sent;
        options.onTokenChanged?.();
        return;
      }
      try {
        const token = await options.refresh();
        if (stopped) return;
        options.onRefreshed(token);
        lastSeen = currentToken();
        options.onTokenChanged?.();
      } catch (error: unknown) {
        if (stopped) return;
        // Another tab (without the lock, or a request of this one) refreshed the same token: its token is stored.
        const now = currentToken();
        if (now && now !== sent) {
          lastSeen = now;
          options.onTokenChanged?.();
          return;
        }
        stop();
        options.onError(error);
      }
    }).finally(() => {
      inFlight = false;
    });
  };
  const handle = setInterval(tick, options.intervalMs);
  return stop;
}
