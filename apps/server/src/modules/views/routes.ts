import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, okResponse, savedViewInput, savedViewListQuery, savedViewListResponse, savedViewParams, savedViewSchema } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { useCatalogueValidation } from '../../lib/validation';
import { STAFF_ROLES_ACCESS } from '../../plugins/access';
import { SavedViewService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const tags = ['viste salvate'];
// a view is the caller's own setting (like marking a notification read), not business data: `self` for every staff
// role; sharing it needs share_views, checked by the service on the body
const self = { access: { kind: 'self' as const, roles: STAFF_ROLES_ACCESS } };
const read = { access: { kind: 'read' as const, roles: STAFF_ROLES_ACCESS, impersonated: false } };

/** Saved views of the lists with filters (issue 27; decisions.md "Power tools"). */
export async function savedViewRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new SavedViewService(opts.db);

  r.get('/api/v1/views', {
    config: read,
    schema: { tags, summary: "Le viste salvate di un elenco (?list=): le proprie e quelle condivise", querystring: savedViewListQuery, response: { 200: savedViewListResponse, ...errors } },
  }, async (req) => ({ items: await svc.list(req.query.list, req.principal!) }));

  r.post('/api/v1/views', {
    config: self,
    schema: { tags, summary: 'Salva una vista (nome e filtri di un elenco); condividerla richiede il permesso share_views', body: savedViewInput, response: { 201: savedViewSchema, ...errors } },
  }, async (req, reply) => reply.code(201).send(await svc.create(req.body, req.principal!)));

  r.put('/api/v1/views/:id', {
    config: self,
    schema: { tags, summary: 'Modifica una propria vista (nome, filtri, condivisione)', params: savedViewParams, body: savedViewInput, response: { 200: savedViewSchema, ...errors } },
  }, async (req) => svc.update(req.params.id, req.body, req.principal!));

  r.delete('/api/v1/views/:id', {
    config: self,
    schema: { tags, summary: 'Elimina una propria vista', params: savedViewParams, response: { 200: okResponse, ...errors } },
  }, async (req) => {
    await svc.remove(req.params.id, req.principal!);
    return { ok: true as const };
  });
}
