import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeOfText, type ErrorCode } from '@bacheca/domain';
import { AppError } from './errors';

/**
 * The staff and outlet schemas carry the catalogue's texts as their messages (USERNAME_INVALID, ROLE_REQUIRED, …) so the
 * browser's form shows them as they are. This hook lets the routes of the calling plugin answer a failed validation
 * with that code (`errorCodeOfText`, beside the catalogue) instead of the generic INVALID_INPUT: same 400 status, same `fields` as the errors plugin.
 * Encapsulated: it applies only to routes registered in the plugin that calls it.
 */
export function useCatalogueValidation(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (req) => {
    const err = req.validationError;
    if (!err) return;
    if (!hasZodFastifySchemaValidationErrors(err)) throw err;
    const where = (err as { validationContext?: string }).validationContext ?? 'body';
    const fields: Record<string, string> = {};
    let code: ErrorCode = 'INVALID_INPUT';
    for (const issue of err.validation) {
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      const key = where === 'body' ? path || 'body' : [where, path].filter(Boolean).join('.');
      const message = issue.message ?? 'non valido';
      fields[key] ??= message;
      const known = errorCodeOfText(message);
      if (code === 'INVALID_INPUT' && known) code = known;
    }
    throw new AppError(code, 400, fields);
  });
}
