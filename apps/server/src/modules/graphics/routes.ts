import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS, apiErrorSchema, gameParams, graphicDuplicateRequest, graphicListQuery, graphicListResponse, graphicParams, graphicPreviewQuery,
  graphicSchema, graphicUpsertRequest, messageResponse,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { GraphicsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['grafica'];
// Graphics belong to the games area like structures (spec §2 /{game}/grafica needs bacheca_gn): same permission.
const read = { access: { kind: 'read' as const, permission: 'bacheca_gn' as const } };
const write = { access: { kind: 'write' as const, permission: 'bacheca_gn' as const } };

/**
 * Graphics of a game (spec §2 /{game}/grafica, decisions.md "Notifications, awards, graphics"): list, create,
 * detail, save, delete, duplicate and the SVG preview. Not Totocalcio (404).
 */
export async function graphicsRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new GraphicsService(opts.db);

  r.get('/api/v1/games/:gameSlug/graphics', {
    config: read,
    schema: { tags, summary: 'Elenco filtrato delle grafiche (nome, struttura, tipo, data)', params: gameParams, querystring: graphicListQuery, response: { 200: graphicListResponse, ...errors } },
  }, async (req) => svc.list(req.params.gameSlug, req.query));

  r.post('/api/v1/games/:gameSlug/graphics', {
    config: write,
    schema: { tags, summary: 'Crea una grafica per una struttura (e la collega alla struttura)', params: gameParams, body: graphicUpsertRequest, response: { 201: graphicSchema, ...errors } },
  }, async (req, reply) => reply.code(201).send(await svc.create(req.params.gameSlug, req.body, actorOf(req))));

  r.get('/api/v1/games/:gameSlug/graphics/:graphicId', {
    config: read,
    schema: { tags, summary: 'Dettaglio di una grafica', params: graphicParams, response: { 200: graphicSchema, ...errors } },
  }, async (req) => svc.detail(req.params.gameSlug, req.params.graphicId));

  r.put('/api/v1/games/:gameSlug/graphics/:graphicId', {
    config: write,
    schema: { tags, summary: 'Salva una grafica (controllo di versione; attached=false la scollega dalla struttura)', params: graphicParams, body: graphicUpsertRequest, response: { 200: graphicSchema, ...errors } },
  }, async (req) => svc.update(req.params.gameSlug, req.params.graphicId, req.body, actorOf(req)));

  r.delete('/api/v1/games/:gameSlug/graphics/:graphicId', {
    config: write,
    schema: { tags, summary: 'Cancella una grafica (rifiutato se usata da sistemi su un concorso)', params: graphicParams, response: { 200: messageResponse, ...errors } },
  }, async (req) => {
    await svc.remove(req.params.gameSlug, req.params.graphicId, actorOf(req));
    return { ok: true as const, message: SUCCESS.GRAPHIC_DELETED };
  });

  r.post('/api/v1/games/:gameSlug/graphics/:graphicId/duplicate', {
    config: write,
    schema: { tags, summary: 'Duplica una grafica (la copia non è collegata alla struttura)', params: graphicParams, body: graphicDuplicateRequest, response: { 201: graphicSchema, ...errors } },
  }, async (req, reply) => reply.code(201).send(await svc.duplicate(req.params.gameSlug, req.params.graphicId, req.body ?? {}, actorOf(req))));

  r.get('/api/v1/games/:gameSlug/graphics/:graphicId/preview', {
    config: read,
    schema: { tags, summary: "Anteprima SVG della grafica (con ?systemId= i numeri di un sistema, altrimenti numeri d'esempio)", params: graphicParams, querystring: graphicPreviewQuery, response: { 200: z.string(), ...errors } },
  }, async (req, reply) => {
    const svg = await svc.preview(req.params.gameSlug, req.params.graphicId, req.query.systemId);
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
