import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParams, type GameSlug } from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import {
  gameProposalListQuery,
  proposalActionResponse,
  proposalBulkApproveRequest,
  proposalBulkRejectRequest,
  proposalBulkResponse,
  proposalCreateRequest,
  proposalEvaluateRequest,
  proposalIdParams,
  proposalListQuery,
  proposalListResponse,
  proposalOptionsResponse,
  proposalParams,
  proposalSchema,
  syndicateContestsResponse,
} from '@bacheca/domain/schemas/outlet';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { ProposalsService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, outletAccess, routeSpec } from '../../lib/route-spec';

const tags = ['proposte'];
const spec = routeSpec(tags, COMMON_ERRORS);
/** Spec §2: /syndicate-backoffice needs syndicate_access; /{game}/proposals is a per-game route (bacheca_gn). */
const syndicateRead = readAccess('syndicate_access');
const syndicateWrite = writeAccess('syndicate_access');
const gameRead = readAccess('bacheca_gn');
const outletRead = outletAccess('read');

/** Proposals: the outlet's (ricevitore/proposals), the syndicate back office (spec §7 paths) and the per-game pages. */
export async function proposalsRoutes(app: FastifyInstance, opts: { db: Db; enabledGames: readonly GameSlug[] }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new ProposalsService(opts.db, opts.enabledGames);

  // --- the outlet
  r.get(
    '/api/v1/ricevitore/proposals/options',
    spec(outletRead, 'Strutture in vetrina e concorsi aperti su cui la ricevitoria può proporre un sistema', {
      response: { 200: proposalOptionsResponse },
    }),
    async (req) => svc.options(req.principal!.userId),
  );

  r.get(
    '/api/v1/ricevitore/proposals',
    spec(outletRead, 'Le proposte della ricevitoria e il loro esito', {
      querystring: proposalListQuery,
      response: { 200: proposalListResponse },
    }),
    async (req) => svc.mine(req.principal!.userId, req.query),
  );

  r.post(
    '/api/v1/ricevitore/proposals',
    spec(
      outletAccess('write'),
      'La ricevitoria propone un sistema (numeri scelti o estratti dal motore): DA_VALUTARE',
      { body: proposalCreateRequest, response: { 201: proposalActionResponse } },
    ),
    async (req, reply) => reply.code(201).send(await svc.create(req.principal!.userId, req.body, actorOf(req))),
  );

  // --- the syndicate back office (spec §7)
  r.get(
    '/api/v1/syndicate/proposals/list',
    spec(syndicateRead, 'Proposte di tutti i giochi, filtrate per gioco, concorso e stato', {
      querystring: proposalListQuery,
      response: { 200: proposalListResponse },
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    '/api/v1/syndicate/contests/listing',
    spec(syndicateRead, 'Concorsi con proposte, con il numero di quelle da valutare', {
      response: { 200: syndicateContestsResponse },
    }),
    async () => svc.contests(),
  );

  r.post(
    '/api/v1/syndicate/proposals/evaluate',
    spec(syndicateWrite, 'Approva o rifiuta (con motivo) una proposta da valutare', {
      body: proposalEvaluateRequest,
      response: { 200: proposalActionResponse },
    }),
    async (req) => svc.evaluate(req.body, actorOf(req)),
  );

  r.post(
    '/api/v1/syndicate/proposals/multiple/approval',
    spec(syndicateWrite, "Approva più proposte: l'esito di ogni riga", {
      body: proposalBulkApproveRequest,
      response: { 200: proposalBulkResponse },
    }),
    async (req) => svc.bulk(req.body.ids, 'APPROVATA', null, actorOf(req)),
  );

  r.post(
    '/api/v1/syndicate/proposals/multiple/reject',
    spec(syndicateWrite, "Rifiuta più proposte con un motivo: l'esito di ogni riga", {
      body: proposalBulkRejectRequest,
      response: { 200: proposalBulkResponse },
    }),
    async (req) => svc.bulk(req.body.ids, 'RIFIUTATA', req.body.reason, actorOf(req)),
  );

  r.post(
    '/api/v1/syndicate/proposals/:id/develop',
    spec(
      syndicateWrite,
      'Sviluppa una proposta approvata: sistema pubblicato sul suo concorso, quote preassegnate al proponente',
      { params: proposalIdParams, response: { 200: proposalActionResponse } },
    ),
    async (req) => svc.develop(req.params.id, actorOf(req)),
  );

  // --- one game (/{game}/proposals)
  r.get(
    '/api/v1/games/:gameSlug/proposals',
    spec(gameRead, 'Proposte del gioco', {
      params: gameParams,
      querystring: gameProposalListQuery,
      response: { 200: proposalListResponse },
    }),
    async (req) => svc.list(req.query, { game: req.params.gameSlug }),
  );

  r.get(
    '/api/v1/games/:gameSlug/proposals/:proposalId',
    spec(gameRead, 'Dettaglio di una proposta', { params: proposalParams, response: { 200: proposalSchema } }),
    async (req) => svc.detail(req.params.gameSlug, req.params.proposalId),
  );

  r.get(
    '/api/v1/games/:gameSlug/proposals/:proposalId/history',
    spec(gameRead, 'Storico di una proposta', {
      params: proposalParams,
      querystring: historyQuery,
      response: { 200: historyResponse },
    }),
    async (req) => svc.history(req.params.gameSlug, req.params.proposalId, req.query.page, req.query.pageSize),
  );
}
