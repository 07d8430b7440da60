import { zoneLabel } from '@bacheca/domain/italy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANAGRAFICA_COLUMNS,
  anagraficheExportQuery,
  importApplyResponse,
  importPreviewResponse,
  importRequest,
  type RicevitoreFilters,
  type RicevitoreListQuery,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../lib/accounts';
import { actorOf } from '../../plugins/auth';
import { sendExport, type Column, type PageReader } from '../../lib/export';
import { useCatalogueValidation } from '../../lib/validation';
import { AnagraficheService } from './service';
import { apiErrors, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['anagrafiche'];
const spec = routeSpec(tags, apiErrors(400, 401, 403, 413, 422));
/** A registry of 50.000 outlets is about 12 MB of CSV. */
const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/** An outlet as the export reads it: every column but the password hash. */
type OutletExportRow = Omit<UserRow, 'passwordHash'>;

/**
 * Reads a page of outlets with the outlet list's filters and sort. The outlet list's SQL belongs to the ricevitori
 * module, so app.ts hands its reader in: a module does not import another module.
 */
export type OutletRowsReader = (
  db: DbOrTx,
  filters: RicevitoreFilters & { sort?: RicevitoreListQuery['sort'] },
) => PageReader<OutletExportRow>;

/** The import format, written back: the registry export can be edited and imported again. */
const COLUMNS: Column<OutletExportRow>[] = ANAGRAFICA_COLUMNS.map((c) => ({
  header: c.header,
  // the zone as the grid shows it ("Centro"): the import reads a zone by its label as well as by its code
  value: (u: OutletExportRow) =>
    c.field === 'zone' ? zoneLabel(u.zone) || null : (u as unknown as Record<string, string | boolean | null>)[c.field],
}));

/** Outlet registry: CSV import with preview and all-or-nothing apply; export in the same format. */
export async function anagraficheRoutes(app: FastifyInstance, opts: { db: Db; outletRows: OutletRowsReader }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new AnagraficheService(opts.db);

  r.post(
    '/api/v1/anagrafiche/import/preview',
    // a dry run: it changes nothing, but needs the right to import
    spec(
      readAccess('crud_insert_ricevitore'),
      "Anteprima dell'importazione: esito riga per riga, nulla viene salvato",
      { body: importRequest, response: { 200: importPreviewResponse } },
      { bodyLimit: IMPORT_BODY_LIMIT },
    ),
    async (req) => svc.preview(req.body.csv),
  );

  r.post(
    '/api/v1/anagrafiche/import/apply',
    spec(
      writeAccess('crud_insert_ricevitore'),
      'Applica il file: tutto o niente (una riga errata → 422 IMPORT_INVALID, nulla cambia)',
      { body: importRequest, response: { 200: importApplyResponse } },
      { bodyLimit: IMPORT_BODY_LIMIT },
    ),
    async (req) => ({ ok: true as const, ...(await svc.apply(req.body.csv, actorOf(req))) }),
  );

  r.get(
    '/api/v1/anagrafiche/export',
    spec(readAccess('read_ricevitore'), "Esporta l'anagrafica nel formato dell'importazione (CSV)", {
      querystring: anagraficheExportQuery,
    }),
    async (req, reply) =>
      sendExport(reply, {
        format: 'csv',
        name: 'anagrafiche',
        columns: COLUMNS,
        read: opts.outletRows(opts.db, req.query),
      }),
  );
}
