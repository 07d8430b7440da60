import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  gameParams,
  graphicDuplicateRequest,
  graphicListQuery,
  graphicListResponse,
  graphicParams,
  graphicPreviewQuery,
  graphicSchema,
  graphicUpsertRequest,
  messageResponse,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { GraphicsService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['grafica'];
const spec = routeSpec(tags, COMMON_ERRORS);
// Graphics belong to the games area like structures (spec §2 /{game}/grafica needs bacheca_gn): same permission.
const read = readAccess('bacheca_gn');
const write = writeAccess('bacheca_gn');

/**
 * Graphics of a game (spec §2 /{game}/grafica, decisions.md "Graphics"): list, create,
 * detail, save, delete, duplicate and the SVG preview. Not Totocalcio (404).
 */
export async function graphicsRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new GraphicsService(opts.db);

  r.get(
    '/api/v1/games/:gameSlug/graphics',
    spec(read, 'Elenco filtrato delle grafiche (nome, struttura, tipo, data)', {
      params: gameParams,
      querystring: graphicListQuery,
      response: { 200: graphicListResponse },
    }),
    async (req) => svc.list(req.params.gameSlug, req.query),
  );

  r.post(
    '/api/v1/games/:gameSlug/graphics',
    spec(write, 'Crea una grafica per una struttura (e la collega alla struttura)', {
      params: gameParams,
      body: graphicUpsertRequest,
      response: { 201: graphicSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.create(req.params.gameSlug, req.body, actorOf(req))),
  );

  r.get(
    '/api/v1/games/:gameSlug/graphics/:graphicId',
    spec(read, 'Dettaglio di una grafica', { params: graphicParams, response: { 200: graphicSchema } }),
    async (req) => svc.detail(req.params.gameSlug, req.params.graphicId),
  );

  r.put(
    '/api/v1/games/:gameSlug/graphics/:graphicId',
    spec(write, 'Salva una grafica (controllo di versione; attached=false la scollega dalla struttura)', {
      params: graphicParams,
      body: graphicUpsertRequest,
      response: { 200: graphicSchema },
    }),
    async (req) => svc.update(req.params.gameSlug, req.params.graphicId, req.body, actorOf(req)),
  );

  r.delete(
    '/api/v1/games/:gameSlug/graphics/:graphicId',
    spec(write, 'Cancella una grafica (rifiutato se usata da sistemi su un concorso)', {
      params: graphicParams,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.remove(req.params.gameSlug, req.params.graphicId, actorOf(req));
      return { ok: true as const, message: SUCCESS.GRAPHIC_DELETED };
    },
  );

  r.post(
    '/api/v1/games/:gameSlug/graphics/:graphicId/duplicate',
    spec(write, 'Duplica una grafica (la copia non è collegata alla struttura)', {
      params: graphicParams,
      body: graphicDuplicateRequest,
      response: { 201: graphicSchema },
    }),
    async (req, reply) =>
      reply
        .code(201)
        .send(await svc.duplicate(req.params.gameSlug, req.params.graphicId, req.body ?? {}, actorOf(req))),
  );

  r.get(
    '/api/v1/games/:gameSlug/graphics/:graphicId/preview',
    spec(read, "Anteprima SVG della grafica (con ?systemId= i numeri di un sistema, altrimenti numeri d'esempio)", {
      params: graphicParams,
      querystring: graphicPreviewQuery,
      response: { 200: z.string() },
    }),
    async (req, reply) => {
      const svg = await svc.preview(req.params.gameSlug, req.params.graphicId, req.query.systemId);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
