import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ERRORS,
  staffNotificationParams,
  okResponse,
  staffNotificationsQuery,
  staffNotificationsResponse,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { staffNotifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { useCatalogueValidation } from '../../lib/validation';

import { apiErrors, staffAccess, routeSpec } from '../../lib/route-spec';

const tags = ['notifiche personali'];
const spec = routeSpec(tags, apiErrors(400, 401, 403, 404));

/**
 * The staff notification centre (the bell in the header): the caller's own messages, such as the end of a
 * publication job. Reading and marking one's own messages is `self`: it changes no business data.
 */
export async function inboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = opts.db;

  r.get(
    '/api/v1/me/notifications',
    spec(staffAccess('read', false), 'Le mie notifiche (campanella) con il numero di non lette', {
      querystring: staffNotificationsQuery,
      response: { 200: staffNotificationsResponse },
    }),
    async (req) => {
      const userId = req.principal!.userId;
      const mine = eq(staffNotifications.userId, userId);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(staffNotifications)
          .where(req.query.unread ? and(mine, isNull(staffNotifications.readAt)) : mine)
          .orderBy(desc(staffNotifications.id))
          .limit(req.query.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(staffNotifications)
          .where(and(mine, isNull(staffNotifications.readAt))),
      ]);
      return {
        items: rows.map((x) => ({
          id: x.id,
          kind: x.kind,
          title: x.title,
          body: x.body,
          url: x.url,
          createdAt: x.createdAt.toISOString(),
          read: x.readAt !== null,
        })),
        unread: n,
      };
    },
  );

  r.put(
    '/api/v1/me/notifications/:id/read',
    spec(staffAccess('self'), 'Segna come letta una mia notifica', {
      params: staffNotificationParams,
      response: { 200: okResponse },
    }),
    async (req) => {
      const [row] = await db
        .update(staffNotifications)
        .set({ readAt: sql`coalesce(${staffNotifications.readAt}, now())` })
        .where(and(eq(staffNotifications.id, req.params.id), eq(staffNotifications.userId, req.principal!.userId)))
        .returning({ id: staffNotifications.id });
      if (!row) throw notFound('NOTIFICATION_NOT_FOUND', { id: ERRORS.NOTIFICATION_NOT_FOUND });
      return { ok: true as const };
    },
  );

  r.put(
    '/api/v1/me/notifications/read-all',
    spec(staffAccess('self'), 'Segna come lette tutte le mie notifiche', {
      response: { 200: okResponse },
    }),
    async (req) => {
      await db
        .update(staffNotifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(staffNotifications.userId, req.principal!.userId), isNull(staffNotifications.readAt)));
      return { ok: true as const };
    },
  );
}
