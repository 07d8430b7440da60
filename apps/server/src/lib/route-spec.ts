import type { FastifyContextConfig } from 'fastify';
import type { ZodType } from 'zod';
import { STAFF_ROLES, apiErrorSchema, type Permission } from '@bacheca/domain';
import type { RouteAccess } from '../plugins/access';

/**
 * How an /api/v1 route is declared: one place for the access object the access plugin reads (`config.access`), the
 * error responses every module documents, and the OpenAPI schema (tags, summary, params, querystring, body,
 * response). A module binds its tags and its error statuses once (`routeSpec`) and each route names only what is
 * its own.
 */

/** The error answers of a route, every one the catalogue's error body. */
export type ErrorResponses<C extends number> = { [K in C]: typeof apiErrorSchema };

export function apiErrors<const C extends readonly number[]>(...statuses: C): ErrorResponses<C[number]> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as ErrorResponses<C[number]>;
}

/** What most business routes may answer besides success: bad input, no session, denied, missing, conflict, rule. */
export const COMMON_ERRORS = apiErrors(400, 401, 403, 404, 409, 422);

/** A read needing the permission (any of them, when a list). */
export const readAccess = (permission: Permission | Permission[]): RouteAccess => ({ kind: 'read', permission });
/** A write needing the permission (any of them, when a list). */
export const writeAccess = (permission: Permission | Permission[]): RouteAccess => ({ kind: 'write', permission });
/** A route of the outlets' own (role ricevitore, no permission); `impersonated` as in RouteAccess. */
export const outletAccess = (kind: RouteAccess['kind'], impersonated?: boolean): RouteAccess =>
  impersonated === undefined ? { kind, roles: ['ricevitore'] } : { kind, roles: ['ricevitore'], impersonated };
/** A route open to every staff role (no permission); `impersonated` as in RouteAccess. */
export const staffAccess = (kind: RouteAccess['kind'], impersonated?: boolean): RouteAccess =>
  impersonated === undefined ? { kind, roles: STAFF_ROLES } : { kind, roles: STAFF_ROLES, impersonated };

/** The parts of a route's schema that are its own; `response` lists its success (and any own error) answers. */
export interface RouteSchemaParts {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  response?: Record<number, ZodType>;
  description?: string;
  tags?: string[];
}

/** Route options other than access and schema. */
export interface RouteExtras {
  bodyLimit?: number;
  config?: Omit<FastifyContextConfig, 'access'>;
}

type ResponseOf<S extends RouteSchemaParts> = S extends { response: infer R } ? R : unknown;

/**
 * The declaration helper of a module: `spec(access, summary, parts, extras?)` returns Fastify's route options, with
 * the module's tags (a route may name its own) and error responses added to `parts.response`. The zod type provider
 * infers `req.params`, `req.query` and `req.body` from `parts` as if they were written inline.
 */
export function routeSpec<E extends Record<number, ZodType>>(tags: string[], errors: E) {
  return function spec<S extends RouteSchemaParts>(
    access: RouteAccess,
    summary: string,
    parts: S,
    extras: RouteExtras = {},
  ) {
    return {
      ...extras,
      config: { access, ...extras.config },
      schema: {
        tags,
        summary,
        ...parts,
        response: { ...parts.response, ...errors } as ResponseOf<S> & E,
      },
    };
  };
}
