import { useSyncExternalStore } from 'react';
import type { TokenResponse } from '@bacheca/domain';
import {
  TOKEN_COOKIE,
  clearSessionCookies,
  getValidToken,
  readCookie,
  readStoredToken,
  writeSessionCookies,
} from './cookies';

/**
 * The browser's session: the two cookies are the source of truth (they survive reloads); this module only
 * notifies React when this tab changes them (login, refresh, impersonation swap, logout).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of [...listeners]) l();
}

export const sessionStore = {
  /** Store a token object received from login, refresh or impersonation, replacing the cookies. */
  set(token: TokenResponse): void {
    writeSessionCookies(token);
    emit();
  },
  clear(): void {
    clearSessionCookies();
    emit();
  },
  /** The JWT while unexpired, else null. */
  token(): string | null {
    return getValidToken();
  },
  isActive(): boolean {
    return getValidToken() !== null;
  },
  expiresAt(): number | null {
    return readStoredToken()?.expiresAt ?? null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The raw token cookie (changes on every refresh). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => readCookie(TOKEN_COOKIE),
    () => null,
  );
}

/** Whether a token cookie exists; stable across refreshes. */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => readCookie(TOKEN_COOKIE) !== null,
    () => false,
  );
}
