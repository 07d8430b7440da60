import type { HTTPMethods } from 'fastify';
import { ROLES, type Permission, type Role } from '@bacheca/domain';

/**
 * What a route needs, declared on every /api/v1 route (`config.access`).
 * - `public`: no session needed.
 * - `kind`: `read` changes nothing; `write` changes business data (refused to read-only roles and to
 *   impersonated sessions); `self` acts only on the caller's own session or credentials (logout, refresh,
 *   own password), allowed to every role that reaches the route.
 * - `permission` / `roles`: the principal needs the permission (any of them, when a list), and one of the roles
 *   when given.
 * - `impersonated`: whether an impersonated session may call it (default: reads only).
 */
export interface RouteAccess {
  public?: boolean;
  kind: 'read' | 'write' | 'self';
  permission?: Permission | Permission[];
  roles?: Role[];
  impersonated?: boolean;
}

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  access: RouteAccess;
  /** The route's zod schemas (params, querystring, body), for tests that walk every input. */
  schema?: { params?: unknown; querystring?: unknown; body?: unknown };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC: RouteAccess = { public: true, kind: 'read' };
export const ANY_ROLE: Role[] = [...ROLES];

/** The permissions of which a route needs any one. */
export function requiredPermissions(access: RouteAccess): Permission[] {
  return access.permission == null ? [] : Array.isArray(access.permission) ? access.permission : [access.permission];
}
