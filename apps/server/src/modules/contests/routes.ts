import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, contestListQuery, contestListResponse, gameParams } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { listContests } from './queries';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The contest calendar of a game (domain-rules §2): wherever a contest is chosen or filtered. */
export async function contestsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/games/:gameSlug/contests', {
    config: { access: { kind: 'read', permission: 'bacheca_gn' } },
    schema: {
      tags: ['concorsi'],
      summary: 'Concorsi del gioco: prossimi (aperti, dal più vicino), passati (chiusi, dal più recente) o tutti (prima gli aperti dal più vicino, poi i chiusi dal più recente)',
      params: gameParams, querystring: contestListQuery, response: { 200: contestListResponse, ...errors },
    },
  }, async (req) => ({ items: await listContests(opts.db, req.params.gameSlug, req.query.when, req.query.limit) }));
}
