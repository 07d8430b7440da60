import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contestListQuery, contestListResponse, gameParams } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { listContests } from './queries';
import { apiErrors, readAccess, routeSpec } from '../../lib/route-spec';

const spec = routeSpec(['concorsi'], apiErrors(400, 401, 403));

/** The contest calendar of a game (docs/domain.md §2): wherever a contest is chosen or filtered. */
export async function contestsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/games/:gameSlug/contests',
    spec(
      readAccess('bacheca_gn'),
      'Concorsi del gioco: prossimi (aperti, dal più vicino), passati (chiusi, dal più recente) o tutti (prima gli aperti dal più vicino, poi i chiusi dal più recente)',
      { params: gameParams, querystring: contestListQuery, response: { 200: contestListResponse } },
    ),
    async (req) => ({ items: await listContests(opts.db, req.params.gameSlug, req.query.when, req.query.limit) }),
  );
}
