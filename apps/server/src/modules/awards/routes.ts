import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS, apiErrorSchema, awardDuplicateRequest, awardListQuery, awardListResponse, awardParams, awardSchema, awardUpsertRequest, messageResponse,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { AwardsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['premi straordinari'];
/** A per-game screen (spec §2 /superenalotto/premi-straordinari): the games area, bacheca_gn. */
const read = { access: { kind: 'read' as const, permission: 'bacheca_gn' as const } };
const write = { access: { kind: 'write' as const, permission: 'bacheca_gn' as const } };
const BASE = '/api/v1/games/superenalotto/awards';

/**
 * SuperEnalotto's extraordinary awards (decisions.md). The path names the game: other games have no awards and
 * their `…/awards` paths answer 404.
 */
export async function awardsRoutes(app: FastifyInstance, opts: { db: Db; now?: () => Date }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new AwardsService(opts.db, opts.now);

  r.get(BASE, {
    config: read,
    schema: { tags, summary: 'Premi straordinari per concorso', querystring: awardListQuery, response: { 200: awardListResponse, ...errors } },
  }, async (req) => svc.list(req.query));

  r.post(BASE, {
    config: write,
    schema: { tags, summary: "Crea un premio straordinario (icona JPEG/PNG al massimo 200×30, controllata dai byte)", body: awardUpsertRequest, response: { 201: awardSchema, ...errors } },
  }, async (req, reply) => reply.code(201).send(await svc.create(req.body, actorOf(req))));

  r.get(`${BASE}/:id`, {
    config: read,
    schema: { tags, summary: 'Dettaglio di un premio straordinario', params: awardParams, response: { 200: awardSchema, ...errors } },
  }, async (req) => svc.detail(req.params.id));

  r.put(`${BASE}/:id`, {
    config: write,
    schema: { tags, summary: 'Modifica un premio straordinario (controllo di versione)', params: awardParams, body: awardUpsertRequest, response: { 200: awardSchema, ...errors } },
  }, async (req) => svc.update(req.params.id, req.body, actorOf(req)));

  r.delete(`${BASE}/:id`, {
    config: write,
    schema: { tags, summary: 'Cancella un premio straordinario', params: awardParams, response: { 200: messageResponse, ...errors } },
  }, async (req) => {
    await svc.remove(req.params.id, actorOf(req));
    return { ok: true as const, message: SUCCESS.AWARD_DELETED };
  });

  r.post(`${BASE}/:id/duplicate`, {
    config: write,
    schema: { tags, summary: "Duplica il premio su un altro concorso aperto (\"già presente\" se ne ha già uno)", params: awardParams, body: awardDuplicateRequest, response: { 201: awardSchema, ...errors } },
  }, async (req, reply) => reply.code(201).send(await svc.duplicate(req.params.id, req.body.contestId, actorOf(req))));
}
