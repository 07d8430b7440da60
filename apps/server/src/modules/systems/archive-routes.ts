import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  archiveExportQuery,
  archiveListQuery,
  archiveListResponse,
  systemIdParams,
  systemSchema,
} from '@bacheca/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { useCatalogueValidation } from '../../lib/validation';
import { sendExport } from '../../lib/export';
import { ARCHIVE_EXPORT_COLUMNS } from './export-columns';
import { systemExportReader } from './queries';
import { SystemsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Archive "Gestione Sistemi Si.ce." (reached from the Totocalcio section and from each game): every game's systems
 * with the structure type, quota price and BO-system flag. Quote assignment and detail reuse the systems routes.
 */
export async function archiveRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Pick<AppConfig, 'listExactCountLimit'> },
) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new SystemsService(opts.db, opts.config.listExactCountLimit);
  r.get(
    '/api/v1/archive/systems',
    {
      config: { access: { kind: 'read', permission: ['bacheca_gn', 'bacheca_tcal'] } },
      schema: {
        tags: ['archivio'],
        summary: 'Gestione Sistemi Si.ce.: sistemi di tutti i giochi',
        querystring: archiveListQuery,
        response: { 200: archiveListResponse, ...errors },
      },
    },
    async (req) => svc.archive(req.query),
  );

  r.get(
    '/api/v1/archive/systems/export',
    {
      config: { access: { kind: 'read', permission: ['bacheca_gn', 'bacheca_tcal'] } },
      schema: {
        tags: ['archivio'],
        summary: 'Esportazione CSV o Excel dei sistemi di tutti i giochi, filtrati e ordinati come nella lista',
        querystring: archiveExportQuery,
        response: errors,
      },
    },
    async (req, reply) => {
      const { format, page: _page, pageSize: _size, game, ...filters } = req.query;
      return sendExport(reply, {
        format,
        name: 'sistemi-archivio',
        columns: ARCHIVE_EXPORT_COLUMNS,
        read: systemExportReader(opts.db, game ?? null, filters),
      });
    },
  );

  // the archive's quote dialog and detail: any game, for the Totocalcio board permission too
  r.get(
    '/api/v1/systems/:systemId',
    {
      config: { access: { kind: 'read', permission: ['bacheca_gn', 'bacheca_tcal'] } },
      schema: {
        tags: ['archivio'],
        summary: 'Dettaglio di un sistema di qualsiasi gioco, con le assegnazioni di quote',
        params: systemIdParams,
        response: { 200: systemSchema, ...errors },
      },
    },
    async (req) => svc.detailInArchive(req.params.systemId),
  );
}
