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
  /** The refresh call failed ("Errore nel refresh", then logout). */
  onError: (error: unknown) => void;
  /** The token had already expired at a tick (e.g. the computer slept): the session is over. */
  onExpired: () => void;
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
    const sent = currentToken();
    if (sent !== lastSeen) {
      lastSeen = sent;
      return;
    }
    inFlight = true;
    options
      .refresh()
      .then((token) => {
        if (stopped) return;
        options.onRefreshed(token);
        lastSeen = currentToken();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        // Another tab refreshed the same token a moment earlier: its new token is in the cookies.
        const now = currentToken();
        if (now && now !== sent) {
          lastSeen = now;
          return;
        }
        stop();
        options.onError(error);
      })
      .finally(() => {
        inFlight = false;
      });
  };
  const handle = setInterval(tick, options.intervalMs);
  return stop;
}
