import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, type GameSlug } from '@bacheca/domain';
import { searchQuery, searchResponse } from '@bacheca/domain/schemas/search';
import type { Db } from '../../db/client';
import { STAFF_ROLES_ACCESS } from '../../plugins/access';
import { SearchService, type SearchSources } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The header's global search for staff (decisions.md): every staff role, each finding only what it may read. */
export async function searchRoutes(app: FastifyInstance, opts: { db: Db; sources: SearchSources; enabledGames: readonly GameSlug[] }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new SearchService(opts.db, opts.sources, opts.enabledGames);

  r.get('/api/v1/search', {
    config: { access: { kind: 'read', roles: STAFF_ROLES_ACCESS, impersonated: false } },
    schema: {
      tags: ['ricerca'],
      summary: 'Ricerca globale: ricevitorie (codice IVR, nome), amministratori (username, nome), strutture e sistemi (nome o id), solo ciò che l\'utente può leggere; al massimo 20',
      querystring: searchQuery, response: { 200: searchResponse, ...errors },
    },
  }, async (req) => svc.search(req.query.q, req.principal!.permissions));
}
