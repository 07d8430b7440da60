import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, gameParams, preferencesResponse, preferencesSchema } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { PreferencesService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['preferenze'];

/** /{game}/preferenze (spec §3, §5): read and save with the optimistic lock. */
export async function preferencesRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new PreferencesService(opts.db);

  r.get('/api/v1/games/:gameSlug/preferences', {
    config: { access: { kind: 'read', permission: 'bacheca_gn' } },
    schema: { tags, summary: 'Preferenze del gioco', params: gameParams, response: { 200: preferencesResponse, ...errors } },
  }, async (req) => svc.get(req.params.gameSlug));

  r.put('/api/v1/games/:gameSlug/preferences', {
    config: { access: { kind: 'write', permission: 'bacheca_gn' } },
    schema: { tags, summary: 'Salva le preferenze del gioco (controllo di versione)', params: gameParams, body: preferencesSchema, response: { 200: preferencesResponse, ...errors } },
  }, async (req) => svc.save(req.params.gameSlug, req.body, actorOf(req)));
}
