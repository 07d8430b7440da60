import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gameParams,
  publishSelectionResponse,
  systemCancelRequest,
  systemCancelResponse,
  systemsCancelRequest,
  systemsCancelResponse,
  quoteChangeRequest,
  quoteChangeResponse,
  systemCreateRequest,
  structureParams,
  systemExportQuery,
  systemIdParams,
  systemListQuery,
  systemsBulkRequest,
  systemsBulkResponse,
  systemListResponse,
  systemParams,
  systemSchema,
  systemUpdateRequest,
} from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import { oddsResponse } from '@bacheca/domain/schemas/odds';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { sendExport } from '../../lib/export';
import { SYSTEM_EXPORT_COLUMNS } from './export-columns';
import { systemExportReader } from './queries';
import { systemOddsById } from '../../lib/odds';
import { SystemsService } from './service';
import {
  systemsAnalysisRequest,
  systemsAnalysisResponse,
  systemsImportPreview,
  systemsImportRequest,
  systemsImportResult,
} from '@bacheca/domain/schemas/system-tools';
import { analyseSystems } from './analysis';
import { importSystems } from './import';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['sistemi'];
const spec = routeSpec(tags, COMMON_ERRORS);
const read = readAccess('bacheca_gn');
const write = writeAccess('bacheca_gn');

/** Systems of a game (spec §2 /{game}/sistemi): list, create by hand, detail, edit, history, and quote management. */
export async function systemsRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Pick<AppConfig, 'listExactCountLimit'> },
) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new SystemsService(opts.db, opts.config.listExactCountLimit);

  r.get(
    '/api/v1/games/:gameSlug/systems',
    spec(read, 'Elenco filtrato dei sistemi del gioco', {
      params: gameParams,
      querystring: systemListQuery,
      response: { 200: systemListResponse },
    }),
    async (req) => svc.list(req.params.gameSlug, req.query),
  );

  r.get(
    '/api/v1/games/:gameSlug/systems/export',
    spec(read, 'Esportazione CSV o Excel dei sistemi filtrati e ordinati come nella lista', {
      params: gameParams,
      querystring: systemExportQuery,
    }),
    async (req, reply) => {
      const { format, page: _page, pageSize: _size, ...filters } = req.query;
      return sendExport(reply, {
        format,
        name: `sistemi-${req.params.gameSlug}`,
        columns: SYSTEM_EXPORT_COLUMNS,
        read: systemExportReader(opts.db, req.params.gameSlug, filters),
      });
    },
  );

  // one action on the selected systems or on every system the list's filters select
  r.post(
    '/api/v1/games/:gameSlug/systems/bulk',
    spec(
      write,
      'Azione su più sistemi (tag, evidenza, quote a una ricevitoria): aggiorna quelli ammessi, elenca gli altri con il motivo',
      { params: gameParams, body: systemsBulkRequest, response: { 200: systemsBulkResponse } },
    ),
    async (req) => svc.bulk(req.params.gameSlug, req.body, actorOf(req)),
  );

  r.get(
    '/api/v1/games/:gameSlug/systems/selection',
    spec(
      read,
      'Id e nomi dei sistemi che corrispondono ai filtri (fino a 10.000): le righe del dialogo di pubblicazione',
      { params: gameParams, querystring: systemListQuery, response: { 200: publishSelectionResponse } },
    ),
    async (req) => svc.selection(req.params.gameSlug, req.query),
  );

  r.post(
    '/api/v1/games/:gameSlug/systems',
    spec(write, 'Crea un sistema con numeri scelti, verificati sui moduli della struttura', {
      params: gameParams,
      body: systemCreateRequest,
      response: { 201: systemSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.create(req.params.gameSlug, req.body, actorOf(req))),
  );

  r.get(
    '/api/v1/games/:gameSlug/systems/:systemId',
    spec(read, 'Dettaglio di un sistema con le assegnazioni di quote', {
      params: systemParams,
      response: { 200: systemSchema },
    }),
    async (req) => svc.detail(req.params.gameSlug, req.params.systemId),
  );

  r.put(
    '/api/v1/games/:gameSlug/systems/:systemId',
    spec(write, 'Modifica nome, concorso (ASSOCIATA), tag ed evidenza (controllo di versione)', {
      params: systemParams,
      body: systemUpdateRequest,
      response: { 200: systemSchema },
    }),
    async (req) => svc.update(req.params.gameSlug, req.params.systemId, req.body, actorOf(req)),
  );

  // decisions.md "Quote on published systems, cancel and withdraw": a draft is cancelled, a publication withdrawn (same permission as editing)
  r.post(
    '/api/v1/games/:gameSlug/systems/cancel',
    spec(write, 'Annulla o ritira i sistemi selezionati: annulla quelli ammessi, elenca gli altri con il motivo', {
      params: gameParams,
      body: systemsCancelRequest,
      response: { 200: systemsCancelResponse },
    }),
    async (req) => svc.cancelMany(req.params.gameSlug, req.body, req.body.reason, actorOf(req)),
  );

  r.post(
    '/api/v1/games/:gameSlug/systems/:systemId/cancel',
    spec(write, 'Annulla una bozza o ritira la pubblicazione di un sistema (mai con quote già acquisite)', {
      params: systemParams,
      body: systemCancelRequest,
      response: { 200: systemCancelResponse },
    }),
    async (req) => svc.cancel(req.params.gameSlug, req.params.systemId, req.body.reason, actorOf(req)),
  );

  // decisions.md "Power tools": the batch analysis reads only; the import writes only with confirm
  r.post(
    '/api/v1/games/:gameSlug/systems/analysis',
    spec(
      read,
      'Analisi di una selezione o dei sistemi filtrati: frequenza dei numeri, sovrapposizione a coppie, coppia più vicina, garanzia dei ridotti',
      { params: gameParams, body: systemsAnalysisRequest, response: { 200: systemsAnalysisResponse } },
    ),
    async (req) => analyseSystems(opts.db, req.params.gameSlug, req.body),
  );

  r.post(
    '/api/v1/games/:gameSlug/structures/:structureId/systems/import',
    spec(
      write,
      'Importa sistemi da CSV nella struttura: anteprima riga per riga, scrive solo con conferma e nessun errore',
      {
        params: structureParams,
        body: systemsImportRequest,
        response: { 200: systemsImportPreview, 201: systemsImportResult },
      },
    ),
    async (req, reply) => {
      const out = await importSystems(opts.db, req.params.gameSlug, req.params.structureId, req.body, actorOf(req));
      return 'systemIds' in out ? reply.code(201).send(out) : reply.code(200).send(out);
    },
  );

  r.get(
    '/api/v1/games/:gameSlug/systems/:systemId/history',
    spec(read, 'Storico delle modifiche (audit log)', {
      params: systemParams,
      querystring: historyQuery,
      response: { 200: historyResponse },
    }),
    async (req) => svc.history(req.params.gameSlug, req.params.systemId, req.query.page, req.query.pageSize),
  );

  // decisions.md "Draw results and wins": exact odds per category (not Totocalcio: 422)
  r.get(
    '/api/v1/systems/:systemId/odds',
    spec(read, 'Probabilità di vincita del sistema per categoria con una estrazione (interi esatti in stringa)', {
      params: systemIdParams,
      response: { 200: oddsResponse },
    }),
    async (req) => systemOddsById(opts.db, req.params.systemId),
  );

  r.put(
    '/api/v1/systems/:systemId/quotes',
    spec(
      writeAccess(['bacheca_gn', 'bacheca_tcal']),
      'Gestione quote: pre-assegnazioni alle ricevitorie, salvate in modo atomico (mai oltre le disponibili)',
      { params: systemIdParams, body: quoteChangeRequest, response: { 200: quoteChangeResponse } },
    ),
    async (req) => svc.changeQuotes(req.params.systemId, req.body, actorOf(req)),
  );
}
