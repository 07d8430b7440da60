import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GameSlug } from '@bacheca/domain';
import { searchQuery, searchResponse } from '@bacheca/domain/schemas/search';
import type { Db } from '../../db/client';

import { SearchService, type SearchSources } from './service';
import { apiErrors, staffAccess, routeSpec } from '../../lib/route-spec';

const spec = routeSpec(['ricerca'], apiErrors(400, 401, 403));

/** The header's global search for staff (decisions.md): every staff role, each finding only what it may read. */
export async function searchRoutes(
  app: FastifyInstance,
  opts: { db: Db; sources: SearchSources; enabledGames: readonly GameSlug[] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new SearchService(opts.db, opts.sources, opts.enabledGames);

  r.get(
    '/api/v1/search',
    spec(
      staffAccess('read', false),
      "Ricerca globale: ricevitorie (codice IVR, nome), amministratori (username, nome), strutture e sistemi (nome o id), solo ciò che l'utente può leggere; al massimo 20",
      { querystring: searchQuery, response: { 200: searchResponse } },
    ),
    async (req) => svc.search(req.query.q, req.principal!.permissions),
  );
}
