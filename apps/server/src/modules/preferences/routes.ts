import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParams, preferencesResponse, preferencesSchema } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { PreferencesService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['preferenze'];
const spec = routeSpec(tags, COMMON_ERRORS);

/** /{game}/preferenze (spec §3, §5): read and save with the optimistic lock. */
export async function preferencesRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new PreferencesService(opts.db);

  r.get(
    '/api/v1/games/:gameSlug/preferences',
    spec(readAccess('bacheca_gn'), 'Preferenze del gioco', {
      params: gameParams,
      response: { 200: preferencesResponse },
    }),
    async (req) => svc.get(req.params.gameSlug),
  );

  r.put(
    '/api/v1/games/:gameSlug/preferences',
    spec(writeAccess('bacheca_gn'), 'Salva le preferenze del gioco (controllo di versione)', {
      params: gameParams,
      body: preferencesSchema,
      response: { 200: preferencesResponse },
    }),
    async (req) => svc.save(req.params.gameSlug, req.body, actorOf(req)),
  );
}
