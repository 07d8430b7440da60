import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, PublicConfig } from '@bacheca/domain';
import { isApiError } from '../lib/api-client';
import { DEFAULT_CONFIG, configQueryOptions } from '../lib/config';
import { currentUserQueryOptions } from '../lib/session/current-user';
import { sessionStore } from '../lib/session/session-store';
import { decideAccess, routeDef, type RouteId } from '../lib/route-table';
import { loginSearch } from '../lib/return-path';

export interface SessionContext {
  me: CurrentUser;
  config: PublicConfig;
}

export function loadConfig(queryClient: QueryClient): Promise<PublicConfig> {
  return queryClient.ensureQueryData(configQueryOptions).catch(() => DEFAULT_CONFIG);
}

/**
 * The layout's guard: a valid token, then /me and the configuration (both cached). Without a session it goes to the
 * login carrying `returnTo` (the page asked for), so that the login brings the user back there.
 */
export async function requireSession(queryClient: QueryClient, returnTo?: string): Promise<SessionContext> {
  const toLogin = () => redirect({ to: '/login', search: loginSearch({ redirect: returnTo }), replace: true });
  if (!sessionStore.isActive()) throw toLogin();
  const config = await loadConfig(queryClient);
  try {
    const me = await queryClient.ensureQueryData(currentUserQueryOptions);
    return { me, config };
  } catch (error) {
    // A 401 already showed "Sessione scaduta" and cleared the session.
    if (isApiError(error) && error.status === 401) throw toLogin();
    throw error;
  }
}

interface GuardArgs<P extends object = object, S extends object = object> {
  context: SessionContext;
  params: P;
  search: S;
}

/** The guard of one route of the table; a failure redirects to /unauthorized (or /login). */
export function guardRoute(id: RouteId) {
  // Generic in params and search so that the route keeps the types it infers from its path and validateSearch
  // (a plain `object` here would become the route's params type).
  return <P extends object, S extends object>({ context, params, search }: GuardArgs<P, S>): void => {
    const decision = decideAccess(routeDef(id), {
      user: context.me,
      enabledGames: context.config.enabledGames,
      params: params as Record<string, string>,
      search: search as Record<string, unknown>,
    });
    if (decision.ok) return;
    if (decision.reason === 'notFound') throw notFound();
    // /unauthorized itself must never loop.
    if (id === 'unauthorized') throw redirect({ to: '/login', replace: true });
    throw redirect({ to: decision.redirect, replace: true });
  };
}
