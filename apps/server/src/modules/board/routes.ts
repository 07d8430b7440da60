import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, type GameSlug } from '@bacheca/domain';
import { boardQuery, boardResponse, holdingsResponse, outletQuoteRequest, outletQuoteResponse, outletSystemParams } from '@bacheca/domain/schemas/outlet';
import { oddsResponse } from '@bacheca/domain/schemas/odds';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { systemOddsById } from '../../lib/odds';
import { BoardService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['bacheca'];

/**
 * The outlet's board (decisions.md "The outlet's side"): role ricevitore. Staff simulating an outlet read it as the
 * outlet; writes (kind 'write') are refused to a simulation.
 */
export async function boardRoutes(app: FastifyInstance, opts: { db: Db; enabledGames: readonly GameSlug[] }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new BoardService(opts.db, opts.enabledGames);

  const read = { access: { kind: 'read' as const, roles: ['ricevitore' as const] } };

  r.get('/api/v1/ricevitore/board', {
    config: read,
    schema: { tags, summary: "La bacheca della ricevitoria: sistemi pubblicati dei suoi giochi sui concorsi aperti (in evidenza per primi), con le quote che detiene", querystring: boardQuery, response: { 200: boardResponse, ...errors } },
  }, async (req) => svc.board(req.principal!.userId, req.query));

  r.get('/api/v1/ricevitore/holdings', {
    config: read,
    schema: { tags, summary: 'Le quote della ricevitoria e il loro storico', response: { 200: holdingsResponse, ...errors } },
  }, async (req) => svc.holdings(req.principal!.userId));

  r.get('/api/v1/ricevitore/systems/:systemId/graphic', {
    config: read,
    schema: { tags, summary: 'La grafica (SVG) di un sistema della bacheca', params: outletSystemParams, response: { 200: z.string(), ...errors } },
  }, async (req, reply) => reply.type('image/svg+xml; charset=utf-8').send(await svc.graphic(req.principal!.userId, req.params.systemId)));

  // docs/decisions.md "Odds on screen": the odds of a system the outlet reads (lib/outlet-access), any other not found
  r.get('/api/v1/ricevitore/systems/:systemId/odds', {
    config: read,
    schema: { tags, summary: 'Probabilità di vincita di un sistema della bacheca', params: outletSystemParams, response: { 200: oddsResponse, ...errors } },
  }, async (req) => systemOddsById(opts.db, req.params.systemId, { userId: req.principal!.userId, games: req.principal!.games }));

  r.post('/api/v1/ricevitore/systems/:systemId/quotes', {
    config: { access: { kind: 'write', roles: ['ricevitore'] } },
    schema: { tags, summary: 'La ricevitoria richiede quote di un sistema pubblicato (mai oltre le disponibili)', params: outletSystemParams, body: outletQuoteRequest, response: { 200: outletQuoteResponse, ...errors } },
  }, async (req) => svc.requestQuotes(req.principal!, req.params.systemId, req.body, actorOf(req)));
}
