import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, outletQuoteRequest, outletQuoteResponse, outletSystemParams } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { BoardService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['bacheca'];

/**
 * The outlet's board (decisions.md "The outlet's side"): role ricevitore. Staff simulating an outlet read it as the
 * outlet; writes (kind 'write') are refused to a simulation.
 */
export async function boardRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new BoardService(opts.db);

  r.post('/api/v1/ricevitore/systems/:systemId/quotes', {
    config: { access: { kind: 'write', roles: ['ricevitore'] } },
    schema: { tags, summary: 'La ricevitoria richiede quote di un sistema pubblicato (mai oltre le disponibili)', params: outletSystemParams, body: outletQuoteRequest, response: { 200: outletQuoteResponse, ...errors } },
  }, async (req) => svc.requestQuotes({ userId: req.principal!.userId, ivrCode: req.principal!.ivrCode }, req.params.systemId, req.body, actorOf(req)));
}
