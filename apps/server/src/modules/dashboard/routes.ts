import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, gameParams } from '@bacheca/domain';
import { gameDashboardSchema, homeDashboardSchema } from '@bacheca/domain/schemas/dashboard';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { STAFF_ROLES_ACCESS } from '../../plugins/access';
import { DashboardService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['dashboard'];

/** The game dashboards /{game} and the home's figures (issue 14). */
export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new DashboardService(opts.db);

  r.get('/api/v1/games/:gameSlug/dashboard', {
    config: { access: { kind: 'read', permission: 'bacheca_gn' } },
    schema: { tags, summary: 'Cruscotto del gioco: prossimi concorsi e quote, sistemi per stato, job, strutture più vendute', params: gameParams, response: { 200: gameDashboardSchema, ...errors } },
  }, async (req) => svc.game(req.params.gameSlug));

  r.get('/api/v1/dashboard', {
    config: { access: { kind: 'read', roles: STAFF_ROLES_ACCESS, impersonated: false } },
    schema: { tags, summary: 'Cruscotto della home: i giochi visibili, ricevitorie attive e login falliti secondo i permessi', response: { 200: homeDashboardSchema, ...errors } },
  }, async (req) => svc.home(req.principal!.permissions, opts.config.enabledGames));
}
