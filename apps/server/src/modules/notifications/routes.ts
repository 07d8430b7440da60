import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS, apiErrorSchema, messageResponse, notificationDeliveryResponse, notificationIdParams, notificationListQuery,
  notificationListResponse, notificationOverviewResponse, notificationParams, notificationSchema, notificationTypeParams,
  notificationUpsertRequest, outletNotificationArchiveQuery, outletNotificationArchiveResponse,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { NotificationsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['notifiche'];
/** Spec §2: the notification screens need handle_ruolo_admin ("roles, notifications"). */
const read = { access: { kind: 'read' as const, permission: 'handle_ruolo_admin' as const } };
const write = { access: { kind: 'write' as const, permission: 'handle_ruolo_admin' as const } };
const STAFF = ['super_admin', 'admin', 'ra', 'call_center', 'call_center_special', 'reader'] as const;

/**
 * Notifications (banner and popup): staff management (decisions.md paths), the back-office header's delivery, and
 * the outlet's board (`ricevitore/notifications`, acknowledging a popup).
 */
export async function notificationsRoutes(app: FastifyInstance, opts: { db: Db; now?: () => Date }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new NotificationsService(opts.db, opts.now);

  r.get('/api/v1/notifications', {
    config: read,
    schema: { tags, summary: 'Panoramica: notifiche attive, programmate e scadute per tipo e per destinazione', response: { 200: notificationOverviewResponse, ...errors } },
  }, async () => svc.overview());

  r.get('/api/v1/notifications/:type', {
    config: read,
    schema: { tags, summary: 'Elenco filtrato di banner o popup', params: notificationTypeParams, querystring: notificationListQuery, response: { 200: notificationListResponse, ...errors } },
  }, async (req) => svc.list(req.params.type, req.query));

  r.post('/api/v1/notifications/:type', {
    config: write,
    schema: { tags, summary: 'Crea un banner o un popup (contenuto ripulito dal server)', params: notificationTypeParams, body: notificationUpsertRequest, response: { 201: notificationSchema, ...errors } },
  }, async (req, reply) => reply.code(201).send(await svc.create(req.params.type, req.body, actorOf(req))));

  r.get('/api/v1/notifications/:type/:id', {
    config: read,
    schema: { tags, summary: 'Dettaglio di una notifica', params: notificationParams, response: { 200: notificationSchema, ...errors } },
  }, async (req) => svc.detail(req.params.type, req.params.id));

  r.put('/api/v1/notifications/:type/:id', {
    config: write,
    schema: { tags, summary: 'Modifica una notifica (controllo di versione)', params: notificationParams, body: notificationUpsertRequest, response: { 200: notificationSchema, ...errors } },
  }, async (req) => svc.update(req.params.type, req.params.id, req.body, actorOf(req)));

  r.delete('/api/v1/notifications/:type/:id', {
    config: write,
    schema: { tags, summary: 'Cancella una notifica', params: notificationParams, response: { 200: messageResponse, ...errors } },
  }, async (req) => {
    await svc.remove(req.params.type, req.params.id, actorOf(req));
    return { ok: true as const, message: SUCCESS.NOTIFICATION_DELETED };
  });

  // --- delivery: the back-office header (scope `backoffice`), every staff role
  r.get('/api/v1/backoffice/notifications', {
    config: { access: { kind: 'read', roles: [...STAFF] } },
    schema: { tags, summary: "Notifiche attive per il back office: banner per priorità, popup non ancora letti dall'utente", response: { 200: notificationDeliveryResponse, ...errors } },
  }, async (req) => svc.backoffice(req.principal!.userId));

  r.post('/api/v1/backoffice/notifications/:id/ack', {
    config: { access: { kind: 'self', roles: [...STAFF] } },
    schema: { tags, summary: "L'utente ha letto il popup: non gli viene più mostrato", params: notificationIdParams, response: { 200: messageResponse, ...errors } },
  }, async (req) => {
    await svc.acknowledgeBackoffice(req.principal!.userId, req.params.id);
    return { ok: true as const, message: SUCCESS.NOTIFICATION_ACKNOWLEDGED };
  });

  // --- delivery: the outlet's board (also seen by staff simulating the outlet; a simulation does not acknowledge)
  r.get('/api/v1/ricevitore/notifications', {
    config: { access: { kind: 'read', roles: ['ricevitore'] } },
    schema: { tags, summary: 'Notifiche attive dei giochi della ricevitoria: banner per priorità, popup non ancora letti', response: { 200: notificationDeliveryResponse, ...errors } },
  }, async (req) => svc.outlet(req.principal!.userId, req.principal!.games));

  r.get('/api/v1/ricevitore/notifications/archive', {
    config: { access: { kind: 'read', roles: ['ricevitore'] } },
    schema: { tags, summary: "L'archivio delle notifiche della ricevitoria: banner e popup dei suoi giochi già mostrati (attivi o scaduti), con la lettura dei popup", querystring: outletNotificationArchiveQuery, response: { 200: outletNotificationArchiveResponse, ...errors } },
  }, async (req) => svc.outletArchive(req.principal!.userId, req.principal!.games, req.query));

  r.post('/api/v1/ricevitore/notifications/:id/ack', {
    config: { access: { kind: 'self', roles: ['ricevitore'] } },
    schema: { tags, summary: 'La ricevitoria ha letto il popup: non le viene più mostrato', params: notificationIdParams, response: { 200: messageResponse, ...errors } },
  }, async (req) => {
    await svc.acknowledgeOutlet(req.principal!.userId, req.params.id, req.principal!.games);
    return { ok: true as const, message: SUCCESS.NOTIFICATION_ACKNOWLEDGED };
  });
}
