import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contestEventsParams,
  contestEventsResponse,
  totocalcioSystemCreateRequest,
  totocalcioSystemCreated,
} from '@bacheca/domain/schemas/totocalcio';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { TotocalcioService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['totocalcio'];
const spec = routeSpec(tags, COMMON_ERRORS);

/** Totocalcio board (permission bacheca_tcal): the matches of a contest and "Crea sistema". */
export async function totocalcioRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new TotocalcioService(opts.db);

  r.get(
    '/api/v1/games/totocalcio/contests/:contestId/events',
    spec(readAccess('bacheca_tcal'), 'I 14 eventi (casa – ospite, calcio d’inizio) di un concorso Totocalcio', {
      params: contestEventsParams,
      response: { 200: contestEventsResponse },
    }),
    async (req) => svc.events(req.params.contestId),
  );

  r.post(
    '/api/v1/games/totocalcio/systems',
    spec(
      writeAccess('bacheca_tcal'),
      'Crea un sistema Totocalcio (formula 11 o 13) su un concorso aperto: colonne e prezzi dal motore',
      { body: totocalcioSystemCreateRequest, response: { 201: totocalcioSystemCreated } },
    ),
    async (req, reply) =>
      reply.code(201).send(await svc.create(req.body, { ...actorOf(req), userId: req.principal!.userId })),
  );
}
