import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GAME_SLUGS,
  calculate,
  calculateRequestSchema,
  calculateResultSchema,
  calculateTotocalcio,
  totocalcioRequestSchema,
  totocalcioResultSchema,
} from '@bacheca/domain';
import { badRequest, AppError } from '../../lib/errors';
import { apiErrors, readAccess, routeSpec } from '../../lib/route-spec';

const spec = routeSpec(['motore dei costi'], apiErrors(400, 422));

/**
 * "Calculate totals": the cost engine over HTTP. It computes and writes nothing; the browser previews with
 * the same engine, and this answer is authoritative.
 */
export async function engineRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/v1/games/:gameSlug/calculate',
    spec(readAccess('bacheca_gn'), 'Calcolo di combinazioni, cedole, costo totale e prezzo quota', {
      description:
        'Giochi numerici: { structureType, boardType, quotes, modules[] }. Totocalcio: { formula: 11 | 13, quotes, events[] }. ' +
        'Errore 422 con un codice della tabella di docs/domain.md §3 / §6.',
      params: z.object({ gameSlug: z.enum(GAME_SLUGS) }),
      body: z.union([calculateRequestSchema, totocalcioRequestSchema]),
      response: {
        200: z.union([calculateResultSchema, totocalcioResultSchema]),
      },
    }),
    async (req) => {
      const { gameSlug } = req.params;
      if (gameSlug === 'totocalcio' && !(req.body && typeof req.body === 'object' && 'modules' in req.body)) {
        const body = totocalcioRequestSchema.safeParse(req.body);
        if (!body.success) throw badRequest('INVALID_INPUT', fieldsOf(body.error));
        const out = calculateTotocalcio(body.data);
        if (!out.ok) throw new AppError(out.code, 422, out.fields);
        return out.result;
      }
      const body = calculateRequestSchema.safeParse(req.body);
      if (!body.success) throw badRequest('INVALID_INPUT', fieldsOf(body.error));
      // numerical modules asked of Totocalcio reach the engine too, which answers CHANGE_PARAMETERS
      const out = calculate(gameSlug, body.data);
      if (!out.ok) throw new AppError(out.code, 422, out.fields);
      return out.result;
    },
  );
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}
