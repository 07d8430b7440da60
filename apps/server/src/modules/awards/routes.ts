import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  awardDuplicateRequest,
  awardListQuery,
  awardListResponse,
  awardParams,
  awardSchema,
  awardUpsertRequest,
  messageResponse,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { AwardsService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['premi straordinari'];
const spec = routeSpec(tags, COMMON_ERRORS);
/** A per-game screen (spec §2 /superenalotto/premi-straordinari): the games area, bacheca_gn. */
const read = readAccess('bacheca_gn');
const write = writeAccess('bacheca_gn');
const BASE = '/api/v1/games/superenalotto/awards';

/**
 * SuperEnalotto's extraordinary awards (decisions.md). The path names the game: other games have no awards and
 * their `…/awards` paths answer 404.
 */
export async function awardsRoutes(app: FastifyInstance, opts: { db: Db; now?: () => Date }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new AwardsService(opts.db, opts.now);

  r.get(
    BASE,
    spec(read, 'Premi straordinari per concorso', {
      querystring: awardListQuery,
      response: { 200: awardListResponse },
    }),
    async (req) => svc.list(req.query),
  );

  r.post(
    BASE,
    spec(write, 'Crea un premio straordinario (icona JPEG/PNG al massimo 200×30, controllata dai byte)', {
      body: awardUpsertRequest,
      response: { 201: awardSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.create(req.body, actorOf(req))),
  );

  r.get(
    `${BASE}/:id`,
    spec(read, 'Dettaglio di un premio straordinario', { params: awardParams, response: { 200: awardSchema } }),
    async (req) => svc.detail(req.params.id),
  );

  r.put(
    `${BASE}/:id`,
    spec(write, 'Modifica un premio straordinario (controllo di versione)', {
      params: awardParams,
      body: awardUpsertRequest,
      response: { 200: awardSchema },
    }),
    async (req) => svc.update(req.params.id, req.body, actorOf(req)),
  );

  r.delete(
    `${BASE}/:id`,
    spec(write, 'Cancella un premio straordinario', { params: awardParams, response: { 200: messageResponse } }),
    async (req) => {
      await svc.remove(req.params.id, actorOf(req));
      return { ok: true as const, message: SUCCESS.AWARD_DELETED };
    },
  );

  r.post(
    `${BASE}/:id/duplicate`,
    spec(write, 'Duplica il premio su un altro concorso aperto ("già presente" se ne ha già uno)', {
      params: awardParams,
      body: awardDuplicateRequest,
      response: { 201: awardSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.duplicate(req.params.id, req.body.contestId, actorOf(req))),
  );
}
