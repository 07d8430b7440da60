import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParams } from '@bacheca/domain';
import { gameDashboardSchema, homeDashboardSchema } from '@bacheca/domain/schemas/dashboard';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';

import { DashboardService } from './service';
import { apiErrors, readAccess, staffAccess, routeSpec } from '../../lib/route-spec';

const tags = ['dashboard'];
const spec = routeSpec(tags, apiErrors(400, 401, 403));

/** The game dashboards /{game} and the home's figures. */
export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new DashboardService(opts.db);

  r.get(
    '/api/v1/games/:gameSlug/dashboard',
    spec(
      readAccess('bacheca_gn'),
      'Cruscotto del gioco: prossimi concorsi e quote, sistemi per stato, job, strutture più vendute',
      { params: gameParams, response: { 200: gameDashboardSchema } },
    ),
    async (req) => svc.game(req.params.gameSlug),
  );

  r.get(
    '/api/v1/dashboard',
    spec(
      staffAccess('read', false),
      'Cruscotto della home: i giochi visibili, ricevitorie attive e login falliti secondo i permessi',
      { response: { 200: homeDashboardSchema } },
    ),
    async (req) => svc.home(req.principal!.permissions, opts.config.enabledGames),
  );
}
