import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  messageResponse,
  notificationDeliveryResponse,
  notificationIdParams,
  notificationListQuery,
  notificationListResponse,
  notificationOverviewResponse,
  notificationParams,
  notificationReachQuery,
  notificationReachResponse,
  notificationSchema,
  notificationSeenRequest,
  notificationTypeParams,
  notificationUpsertRequest,
  outletNotificationArchiveQuery,
  outletNotificationArchiveResponse,
} from '@bacheca/domain';
import type { GameSlug } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { NotificationsService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, outletAccess, staffAccess, routeSpec } from '../../lib/route-spec';

const tags = ['notifiche'];
const spec = routeSpec(tags, COMMON_ERRORS);
/** Spec §2: the notification screens need handle_ruolo_admin ("roles, notifications"). */
const read = readAccess('handle_ruolo_admin');
const write = writeAccess('handle_ruolo_admin');

/**
 * Notifications (banner and popup): staff management (decisions.md paths), the back-office header's delivery, and
 * the outlet's board (`ricevitore/notifications`, acknowledging a popup).
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  opts: { db: Db; now?: () => Date; enabledGames?: readonly GameSlug[] },
) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new NotificationsService(opts.db, opts.now, opts.enabledGames);

  r.get(
    '/api/v1/notifications',
    spec(read, 'Panoramica: notifiche attive, programmate e scadute per tipo e per destinazione', {
      response: { 200: notificationOverviewResponse },
    }),
    async () => svc.overview(),
  );

  r.get(
    '/api/v1/notifications/:type',
    spec(read, 'Elenco filtrato di banner o popup', {
      params: notificationTypeParams,
      querystring: notificationListQuery,
      response: { 200: notificationListResponse },
    }),
    async (req) => svc.list(req.params.type, req.query),
  );

  r.post(
    '/api/v1/notifications/:type',
    spec(write, 'Crea un banner o un popup (contenuto ripulito dal server)', {
      params: notificationTypeParams,
      body: notificationUpsertRequest,
      response: { 201: notificationSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.create(req.params.type, req.body, actorOf(req))),
  );

  r.get(
    '/api/v1/notifications/:type/:id',
    spec(read, 'Dettaglio di una notifica', { params: notificationParams, response: { 200: notificationSchema } }),
    async (req) => svc.detail(req.params.type, req.params.id),
  );

  r.get(
    '/api/v1/notifications/:type/:id/reach',
    spec(
      read,
      "Raggiungimento: ricevitorie destinatarie, quante l'hanno vista e quante l'hanno letta; con pending=true, le ricevitorie che non l'hanno ancora letta (paginate)",
      { params: notificationParams, querystring: notificationReachQuery, response: { 200: notificationReachResponse } },
    ),
    async (req) => svc.reach(req.params.type, req.params.id, req.query),
  );

  r.put(
    '/api/v1/notifications/:type/:id',
    spec(write, 'Modifica una notifica (controllo di versione)', {
      params: notificationParams,
      body: notificationUpsertRequest,
      response: { 200: notificationSchema },
    }),
    async (req) => svc.update(req.params.type, req.params.id, req.body, actorOf(req)),
  );

  r.delete(
    '/api/v1/notifications/:type/:id',
    spec(write, 'Cancella una notifica', { params: notificationParams, response: { 200: messageResponse } }),
    async (req) => {
      await svc.remove(req.params.type, req.params.id, actorOf(req));
      return { ok: true as const, message: SUCCESS.NOTIFICATION_DELETED };
    },
  );

  // --- delivery: the back-office header (scope `backoffice`), every staff role
  r.get(
    '/api/v1/backoffice/notifications',
    spec(
      staffAccess('read'),
      "Notifiche attive per il back office: banner per priorità, popup non ancora letti dall'utente",
      { response: { 200: notificationDeliveryResponse } },
    ),
    async (req) => svc.backoffice(req.principal!.userId),
  );

  r.post(
    '/api/v1/backoffice/notifications/:id/ack',
    spec(staffAccess('self'), "L'utente ha letto il popup: non gli viene più mostrato", {
      params: notificationIdParams,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.acknowledgeBackoffice(req.principal!.userId, req.params.id);
      return { ok: true as const, message: SUCCESS.NOTIFICATION_ACKNOWLEDGED };
    },
  );

  // --- delivery: the outlet's board (also seen by staff simulating the outlet; a simulation does not acknowledge)
  r.get(
    '/api/v1/ricevitore/notifications',
    spec(
      outletAccess('read'),
      'Notifiche attive dei giochi della ricevitoria: banner per priorità, popup non ancora letti',
      { response: { 200: notificationDeliveryResponse } },
    ),
    async (req) => svc.outlet(req.principal!.userId, req.principal!.games),
  );

  r.get(
    '/api/v1/ricevitore/notifications/archive',
    spec(
      outletAccess('read'),
      "L'archivio delle notifiche della ricevitoria: banner e popup dei suoi giochi già mostrati (attivi o scaduti), con la lettura dei popup",
      { querystring: outletNotificationArchiveQuery, response: { 200: outletNotificationArchiveResponse } },
    ),
    async (req) => svc.outletArchive(req.principal!.userId, req.principal!.games, req.query),
  );

  r.post(
    '/api/v1/ricevitore/notifications/seen',
    spec(
      outletAccess('self'),
      'La bacheca ha mostrato queste notifiche alla ricevitoria (una volta per notifica; le ripetizioni non cambiano nulla)',
      { body: notificationSeenRequest, response: { 200: messageResponse } },
    ),
    async (req) => {
      await svc.markSeen(req.principal!.userId, req.body.ids, req.principal!.games);
      return { ok: true as const, message: SUCCESS.NOTIFICATION_SEEN };
    },
  );

  r.post(
    '/api/v1/ricevitore/notifications/:id/ack',
    spec(outletAccess('self'), 'La ricevitoria ha letto il popup: non le viene più mostrato', {
      params: notificationIdParams,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.acknowledgeOutlet(req.principal!.userId, req.params.id, req.principal!.games);
      return { ok: true as const, message: SUCCESS.NOTIFICATION_ACKNOWLEDGED };
    },
  );
}
