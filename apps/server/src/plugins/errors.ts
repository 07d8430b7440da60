import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, type ErrorCode } from '@bacheca/domain';
import { AppError } from '../lib/errors';

function body(code: ErrorCode, fields: Record<string, string> = {}, params: Record<string, string | number> = {}) {
  return { code, message: errorMessage(code, params), fields };
}

/**
 * One error shape for the whole API: `{ code, message, fields }` with the Italian text of the catalogue.
 * Bad input is a 4xx; 5xx details stay in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
        fields[key] ??= issue.message ?? 'non valido';
      }
      return reply.code(400).send(body('INVALID_INPUT', fields));
    }
    // a row still referenced elsewhere (foreign key): a refusal the user can act on, not a crash
    const pgCode = (err as { code?: string }).code ?? (err.cause as { code?: string } | undefined)?.code;
    if (pgCode === '23503') return reply.code(409).send(body('IN_USE'));
    if (err.statusCode === 429) return reply.code(429).send(body('TOO_MANY_REQUESTS'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, wrong content type, body too large, …
      return reply.code(err.statusCode === 415 || err.statusCode === 413 ? err.statusCode : 400).send(body('INVALID_INPUT', { request: err.message }));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL_ERROR'));
  });
});

export { body as errorBody };
