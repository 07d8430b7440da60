import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { accessChangeTracker } from '../lib/session/access-claim';
import { currentUserQueryOptions } from '../lib/session/current-user';
import { usePublicConfig } from '../lib/config';
import { startInactivityTracker } from '../lib/session/inactivity';
import { refreshToken } from '../lib/session/refresh-token';
import { endSession } from '../lib/session/session-actions';
import { sessionStore, useHasSession } from '../lib/session/session-store';
import { startTokenRefresh } from '../lib/session/token-refresh';

/** Tabs share the session cookies, so they share activity too: working in one tab keeps the others alive. */
const CHANNEL = 'bdr-session';

/**
 * While a session exists: refresh the token every tokenRefreshMs (25 s) and end the session after
 * inactivityTimeoutMs (30 min) without activity. Both come from GET /config so browser tests can shorten them.
 * When a new token carries another access claim (the user's role or permissions changed), the current user is read
 * again and the open page's guard runs again: the menu and the guards follow without a reload.
 */
export function SessionWatcher() {
  const hasSession = useHasSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { config } = usePublicConfig();
  const { tokenRefreshMs, inactivityTimeoutMs } = config;

  useEffect(() => {
    if (!hasSession) return;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    const onAccessChanged = accessChangeTracker(
      () => sessionStore.token(),
      () =>
        void queryClient
          .invalidateQueries({ queryKey: currentUserQueryOptions.queryKey })
          .then(() => router.invalidate()),
    );
    const stopRefresh = startTokenRefresh({
      intervalMs: tokenRefreshMs,
      isValid: () => sessionStore.isActive(),
      currentToken: () => sessionStore.token(),
      refresh: refreshToken,
      onRefreshed: (token) => sessionStore.set(token),
      onTokenChanged: onAccessChanged,
      onError: () => void endSession('refresh-failed'),
      onExpired: () => void endSession('expired'),
    });
    const tracker = startInactivityTracker({
      timeoutMs: inactivityTimeoutMs,
      onTimeout: () => void endSession('inactivity'),
      onActivity: () => channel?.postMessage('activity'),
    });
    if (channel)
      channel.onmessage = (event: MessageEvent) => {
        if (event.data === 'activity') tracker.touch();
      };
    return () => {
      stopRefresh();
      tracker.stop();
      channel?.close();
    };
  }, [hasSession, tokenRefreshMs, inactivityTimeoutMs, queryClient, router]);

  return null;
}
