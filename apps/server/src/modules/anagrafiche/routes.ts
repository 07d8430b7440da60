import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANAGRAFICA_COLUMNS, apiErrorSchema, anagraficheExportQuery, importApplyResponse, importPreviewResponse, importRequest,
  type RicevitoreFilters, type RicevitoreListQuery,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../lib/accounts';
import { actorOf } from '../../plugins/auth';
import { sendExport, type Column, type PageReader } from '../../lib/export';
import { useCatalogueValidation } from '../../lib/validation';
import { AnagraficheService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 422: apiErrorSchema };
const tags = ['anagrafiche'];
/** A registry of 50.000 outlets is about 12 MB of CSV. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/** An outlet as the export reads it: every column but the password hash. */
type OutletExportRow = Omit<UserRow, 'passwordHash'>;

/**
 * Reads a page of outlets with the outlet list's filters and sort. The outlet list's SQL belongs to the ricevitori
 * module, so app.ts hands its reader in: a module does not import another module.
 */
export type OutletRowsReader = (db: DbOrTx, filters: RicevitoreFilters & { sort?: RicevitoreListQuery['sort'] }) => PageReader<OutletExportRow>;

/** The import format, written back: the registry export can be edited and imported again. */
const COLUMNS: Column<OutletExportRow>[] = ANAGRAFICA_COLUMNS.map((c) => ({
  header: c.header,
  value: (u: OutletExportRow) => (u as unknown as Record<string, string | boolean | null>)[c.field],
}));

/** Outlet registry: CSV import with preview and all-or-nothing apply; export in the same format. */
export async function anagraficheRoutes(app: FastifyInstance, opts: { db: Db; outletRows: OutletRowsReader }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new AnagraficheService(opts.db);

  r.post('/api/v1/anagrafiche/import/preview', {
    bodyLimit: IMPORT_BODY_LIMIT,
    // a dry run: it changes nothing, but needs the right to import
    config: { access: { kind: 'read', permission: 'crud_insert_ricevitore' } },
    schema: { tags, summary: "Anteprima dell'importazione: esito riga per riga, nulla viene salvato", body: importRequest, response: { 200: importPreviewResponse, ...errors } },
  }, async (req) => svc.preview(req.body.csv));

  r.post('/api/v1/anagrafiche/import/apply', {
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { access: { kind: 'write', permission: 'crud_insert_ricevitore' } },
    schema: { tags, summary: 'Applica il file: tutto o niente (una riga errata → 422 IMPORT_INVALID, nulla cambia)', body: importRequest, response: { 200: importApplyResponse, ...errors } },
  }, async (req) => ({ ok: true as const, ...(await svc.apply(req.body.csv, actorOf(req))) }));

  r.get('/api/v1/anagrafiche/export', {
    config: { access: { kind: 'read', permission: 'read_ricevitore' } },
    schema: { tags, summary: "Esporta l'anagrafica nel formato dell'importazione (CSV)", querystring: anagraficheExportQuery, response: errors },
  }, async (req, reply) => sendExport(reply, { format: 'csv', name: 'anagrafiche', columns: COLUMNS, read: opts.outletRows(opts.db, req.query) }));
}
