import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditExportQuery, auditListQuery, auditListResponse, type AuditLogItem } from '@bacheca/domain/schemas/audit';
import { auditActorLabel, presentAuditEntry } from '@bacheca/domain/audit-presenter';
import type { Db } from '../../db/client';
import { sendExport, type Column } from '../../lib/export';
import { useCatalogueValidation } from '../../lib/validation';
import { AuditService } from './service';
import { apiErrors, readAccess, routeSpec } from '../../lib/route-spec';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

const tags = ['registro attività'];
const spec = routeSpec(tags, apiErrors(400, 401, 403));

/** The export's columns: the same Italian words as the page (the one presenter). */
const EXPORT_COLUMNS: Column<{ item: AuditLogItem; shown: ReturnType<typeof presentAuditEntry> }>[] = [
  { header: H.DATE, value: (r) => new Date(r.item.at), width: 18 },
  { header: H.ACTION, value: (r) => r.shown.action, width: 28 },
  { header: H.OUTCOME, value: (r) => r.shown.outcome, width: 10 },
  { header: H.AUTHOR, value: (r) => auditActorLabel(r.item.actor), width: 18 },
  { header: H.ON_BEHALF_OF, value: (r) => r.item.onBehalfOf, width: 18 },
  { header: H.ENTITY, value: (r) => r.shown.entity, width: 28 },
  { header: H.IP, value: (r) => r.item.ip, width: 16 },
  { header: H.DETAILS, value: (r) => r.shown.summary, width: 80 },
];

/** The activity log (`/registro-attivita`): list and export, permission read_audit. */
export async function auditRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new AuditService(opts.db);

  r.get(
    '/api/v1/audit',
    spec(readAccess('read_audit'), 'Registro attività: modifiche e accessi, dal più recente, filtrati e paginati', {
      querystring: auditListQuery,
      response: { 200: auditListResponse },
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    '/api/v1/audit/export',
    spec(readAccess('read_audit'), 'Esportazione CSV o Excel del registro attività filtrato', {
      querystring: auditExportQuery,
    }),
    async (req, reply) => {
      const { format, ...filters } = req.query;
      const read = svc.exportRows(filters);
      return sendExport(reply, {
        format,
        name: 'registro-attivita',
        columns: EXPORT_COLUMNS,
        read: async (offset, limit) =>
          (await read(offset, limit)).map((item) => ({ item, shown: presentAuditEntry(item) })),
      });
    },
  );
}
