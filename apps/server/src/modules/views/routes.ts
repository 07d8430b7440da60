import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  okResponse,
  savedViewInput,
  savedViewListQuery,
  savedViewListResponse,
  savedViewParams,
  savedViewSchema,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { useCatalogueValidation } from '../../lib/validation';

import { SavedViewService } from './service';
import { apiErrors, staffAccess, routeSpec } from '../../lib/route-spec';

const tags = ['viste salvate'];
const spec = routeSpec(tags, apiErrors(400, 401, 403, 404, 422));
// a view is the caller's own setting (like marking a notification read), not business data: `self` for every staff
// role; sharing it needs share_views, checked by the service on the body
const self = staffAccess('self');
const read = staffAccess('read', false);

/** Saved views of the lists with filters (decisions.md "Power tools"). */
export async function savedViewRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new SavedViewService(opts.db);

  r.get(
    '/api/v1/views',
    spec(read, 'Le viste salvate di un elenco (?list=): le proprie e quelle condivise', {
      querystring: savedViewListQuery,
      response: { 200: savedViewListResponse },
    }),
    async (req) => ({ items: await svc.list(req.query.list, req.principal!) }),
  );

  r.post(
    '/api/v1/views',
    spec(self, 'Salva una vista (nome e filtri di un elenco); condividerla richiede il permesso share_views', {
      body: savedViewInput,
      response: { 201: savedViewSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.create(req.body, req.principal!)),
  );

  r.put(
    '/api/v1/views/:id',
    spec(self, 'Modifica una propria vista (nome, filtri, condivisione)', {
      params: savedViewParams,
      body: savedViewInput,
      response: { 200: savedViewSchema },
    }),
    async (req) => svc.update(req.params.id, req.body, req.principal!),
  );

  r.delete(
    '/api/v1/views/:id',
    spec(self, 'Elimina una propria vista', { params: savedViewParams, response: { 200: okResponse } }),
    async (req) => {
      await svc.remove(req.params.id, req.principal!);
      return { ok: true as const };
    },
  );
}
