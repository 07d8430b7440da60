import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import Router from 'find-my-way';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, isSafeText, FIELD_ERRORS, type ErrorCode } from '@bacheca/domain';
import { AppError, isConnectionError } from '../lib/errors';

function body(code: ErrorCode, fields: Record<string, string> = {}, params: Record<string, string | number> = {}) {
  return { code, message: errorMessage(code, params), fields };
}

/** Fastify's own 4xx codes (router, body parser) and the catalogue entry each one answers with. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'URL_INVALID' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URL_TOO_LONG' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BODY_NOT_JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BODY_NOT_JSON' },
  FST_ERR_BAD_STATUS_CODE: { status: 400, code: 'BAD_REQUEST' },
};

function frameworkBody(err: FastifyError): { status: number; payload: ReturnType<typeof body> } | null {
  const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined;
  if (known) return { status: known.status, payload: body(known.code) };
  // JSON.parse's SyntaxError, prototype poisoning, … : the body is not acceptable JSON
  if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON/i.test(err.message)))
    return { status: 400, payload: body('BODY_NOT_JSON') };
  return null;
}

/** Router errors that happen before a route is found (bad percent-encoding, over-long parameters). */
export function frameworkErrors(err: FastifyError, reply: Pick<FastifyReply, 'code'>) {
  const mapped = frameworkBody(err) ?? { status: 400, payload: body('BAD_REQUEST') };
  return reply.code(mapped.status).header('Cache-Control', 'no-store').send(mapped.payload);
}

/**
 * Errors of the HTTP parser itself (headers too large, malformed request line): Node answers before Fastify sees a
 * request, so the answer is written to the socket, still in the one error shape.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE']
      : err.code === 'HPE_URI_TOO_LONG'
        ? [414, 'URL_TOO_LONG']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'BAD_REQUEST']
          : [400, 'BAD_REQUEST'];
  const json = JSON.stringify(body(code));
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    414: 'URI Too Long',
    431: 'Request Header Fields Too Large',
  }[status];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}

/** The first string in a request part that is not safe text, as `path`: NUL bytes, control characters, lone surrogates. */
function unsafeString(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (depth > 32 || value == null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (!isSafeText(k)) return path;
    const found = unsafeString(v, path ? `${path}.${k}` : k, depth + 1);
    if (found != null) return found;
  }
  return null;
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Marks a handler already wrapped for the read retry (Fastify copies a GET's handler to its HEAD route). */
const RETRIES = Symbol('retriesOnConnectionLoss');

/**
 * One error shape for the whole API: `{ code, message, fields }` with the Italian text of the catalogue.
 * Bad input is a 4xx with nothing changed; 5xx details stay in the log. Every /api answer is `no-store`.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // the API's paths, to tell "no such path" (404) from "not with this method" (405)
  const known = Router();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) =>
      (HTTP_METHODS as readonly string[]).includes(m),
    );
    for (const m of methods)
      if (!known.hasRoute(m as never, route.url)) known.on(m as never, route.url, () => undefined);
    // A lost database connection under an idempotent read (GET, HEAD): the handler runs once more, on a fresh
    // connection from the pool, before the 503 below. Writes are never repeated (their outcome is unknown).
    const all = Array.isArray(route.method) ? route.method : [route.method];
    if (all.every((m) => m === 'GET' || m === 'HEAD') && !(route.handler as { [RETRIES]?: true })[RETRIES]) {
      const handler = route.handler;
      const retrying = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
        try {
          return await handler.call(this, req, reply);
        } catch (err) {
          if (!isConnectionError(err) || reply.sent) throw err;
          req.log.warn({ err }, 'database connection lost under a read: retried once');
          return handler.call(this, req, reply);
        }
      };
      route.handler = Object.assign(retrying, { [RETRIES]: true as const });
    }
  });
  app.decorate('allowedMethods', (url: string) => HTTP_METHODS.filter((m) => known.find(m, url) != null));

  app.addHook('onSend', async (req, reply) => {
    // tokens, users and business data must never sit in a shared or browser cache
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/docs')) reply.header('Cache-Control', 'no-store');
  });

  // The edge refuses text no column can hold before any schema, query or export stream sees it (the shared
  // schemas' `text()` says the same to the browser); a Italian 400, nothing changed.
  app.addHook('preValidation', async (req) => {
    if (!req.routeOptions.config?.access) return;
    for (const [where, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const path = unsafeString(value, '');
      if (path != null) {
        const key = where === 'body' ? path || 'body' : [where, path].filter(Boolean).join('.');
        throw new AppError('INVALID_INPUT', 400, { [key]: FIELD_ERRORS.TEXT_UNSAFE });
      }
    }
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send(body(err.code, err.fields, err.params));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      const where = (err as { validationContext?: string }).validationContext ?? 'body';
      for (const issue of err.validation) {
        const path = issue.instancePath.split('/').filter(Boolean).join('.');
        const key = where === 'body' ? path || 'body' : [where, path].filter(Boolean).join('.');
        fields[key] ??= issue.message ?? FIELD_ERRORS.INVALID;
      }
      return reply.code(400).send(body('INVALID_INPUT', fields));
    }
    // a row still referenced elsewhere (foreign key): a refusal the user can act on, not a crash
    const pgCode = (err as { code?: string }).code ?? (err.cause as { code?: string } | undefined)?.code;
    if (pgCode === '23503') return reply.code(409).send(body('IN_USE'));
    if (err.statusCode === 429) return reply.code(429).send(body('TOO_MANY_REQUESTS'));
    // the database is unreachable or dropped the connection (after the one retry of a read): not a crash, retry later
    if (isConnectionError(err)) {
      req.log.error({ err }, 'database connection lost');
      return reply.code(503).header('Retry-After', '5').send(body('SERVICE_UNAVAILABLE'));
    }
    const framework = frameworkBody(err);
    if (framework) return reply.code(framework.status).send(framework.payload);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'request refused');
      return reply.code(400).send(body('BAD_REQUEST'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL_ERROR'));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an /api path answers to (empty when the path is unknown). */
    allowedMethods(url: string): string[];
  }
}

export { body as errorBody };
