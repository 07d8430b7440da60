import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  format,
  bulkResponse,
  gameParams,
  generateSystemsRequest,
  generateSystemsResponse,
  messageResponse,
  structureExportQuery,
  structureListQuery,
  STRUCTURE_TYPE_LABELS,
  type structureListItem,
  structureListResponse,
  structureParams,
  structureSchema,
  structureUpsertRequest,
  tagDeleteRequest,
  tagListResponse,
  tagRenameRequest,
} from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import { oddsResponse } from '@bacheca/domain/schemas/odds';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { formatCents } from '@bacheca/domain/engine/result';
import { sendExport, type Column } from '../../lib/export';
import { structureExportReader } from './queries';
import { structureOdds } from '../../lib/odds';
import { StructuresService } from './service';
import type { z } from 'zod';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';
import { BOARD_TYPE_SHORT_LABELS, structureVisibilityLabel } from '@bacheca/domain/messages-board-labels';

type StructureItem = z.infer<typeof structureListItem>;

/** The export's columns: the grid's, in its order, with its words (the domain's label tables), money in euro. */
const EXPORT_COLUMNS: Column<StructureItem>[] = [
  { header: H.ID, value: (s) => s.id },
  { header: H.NAME, value: (s) => s.name, width: 30 },
  { header: H.TAGS, value: (s) => s.tags.join(', '), width: 24 },
  { header: H.TYPE, value: (s) => STRUCTURE_TYPE_LABELS[s.structureType] ?? s.structureType, width: 24 },
  { header: H.BOARD, value: (s) => BOARD_TYPE_SHORT_LABELS[s.boardType] },
  { header: H.STATUS, value: (s) => s.status },
  { header: H.QUOTES, value: (s) => s.quotes },
  { header: H.COMBINATIONS, value: (s) => s.combinations },
  { header: H.QUOTA_PRICE, value: (s) => formatCents(s.quotaPriceCents) },
  { header: H.TOTAL_PRICE, value: (s) => formatCents(s.totalPriceCents) },
  {
    header: H.VISIBILITY,
    value: (s) => structureVisibilityLabel(s),
    width: 20,
  },
  { header: H.SYSTEMS, value: (s) => s.systemsCount },
  { header: H.UPDATED, value: (s) => new Date(s.updatedAt), width: 18 },
];

const tags = ['strutture'];
const spec = routeSpec(tags, COMMON_ERRORS);
const read = readAccess('bacheca_gn');
const write = writeAccess('bacheca_gn');

/**
 * Structures of a game (spec §2 /{game}/strutture): list, the stepper's save, detail, soft delete, history,
 * generation of systems, and the tag management dialog. Totals are always the server's engine answer.
 */
export async function structuresRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new StructuresService(opts.db);

  r.get(
    '/api/v1/games/:gameSlug/structures',
    spec(read, 'Elenco filtrato delle strutture (le CANCELLATA solo con status=CANCELLATA)', {
      params: gameParams,
      querystring: structureListQuery,
      response: { 200: structureListResponse },
    }),
    async (req) => svc.list(req.params.gameSlug, req.query),
  );

  r.get(
    '/api/v1/games/:gameSlug/structures/export',
    spec(read, 'Esportazione CSV o Excel delle strutture filtrate e ordinate come nella lista', {
      params: gameParams,
      querystring: structureExportQuery,
    }),
    async (req, reply) => {
      const { format: fileFormat, page: _page, pageSize: _size, ...filters } = req.query;
      return sendExport(reply, {
        format: fileFormat,
        name: `strutture-${req.params.gameSlug}`,
        columns: EXPORT_COLUMNS,
        read: structureExportReader(opts.db, req.params.gameSlug, filters),
      });
    },
  );

  r.post(
    '/api/v1/games/:gameSlug/structures',
    spec(write, 'Crea (o duplica) una struttura: totali calcolati dal server, stato BOZZA', {
      params: gameParams,
      body: structureUpsertRequest,
      response: { 201: structureSchema },
    }),
    async (req, reply) => reply.code(201).send(await svc.create(req.params.gameSlug, req.body, actorOf(req))),
  );

  r.get(
    '/api/v1/games/:gameSlug/structures/:structureId',
    spec(read, 'Dettaglio di una struttura', { params: structureParams, response: { 200: structureSchema } }),
    async (req) => svc.detail(req.params.gameSlug, req.params.structureId),
  );

  // docs/decisions.md "Odds on screen": the odds of the structure's template (every single-module system of it has them)
  r.get(
    '/api/v1/games/:gameSlug/structures/:structureId/odds',
    spec(read, 'Probabilità di vincita per categoria con una estrazione (modello della struttura)', {
      params: structureParams,
      response: { 200: oddsResponse },
    }),
    async (req) => structureOdds(opts.db, req.params.gameSlug, req.params.structureId),
  );

  r.put(
    '/api/v1/games/:gameSlug/structures/:structureId',
    spec(write, 'Salva una struttura (controllo di versione; totali ricalcolati)', {
      params: structureParams,
      body: structureUpsertRequest,
      response: { 200: structureSchema },
    }),
    async (req) => svc.update(req.params.gameSlug, req.params.structureId, req.body, actorOf(req)),
  );

  r.delete(
    '/api/v1/games/:gameSlug/structures/:structureId',
    spec(write, 'Cancella una struttura (CANCELLATA; rifiutato se usata da sistemi pubblicati)', {
      params: structureParams,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.remove(req.params.gameSlug, req.params.structureId, actorOf(req));
      return { ok: true as const, message: SUCCESS.STRUCTURE_DELETED };
    },
  );

  r.get(
    '/api/v1/games/:gameSlug/structures/:structureId/history',
    spec(read, 'Storico delle modifiche (audit log)', {
      params: structureParams,
      querystring: historyQuery,
      response: { 200: historyResponse },
    }),
    async (req) => svc.history(req.params.gameSlug, req.params.structureId, req.query.page, req.query.pageSize),
  );

  r.post(
    '/api/v1/games/:gameSlug/structures/:structureId/generate-systems',
    spec(write, 'Genera da 1 a 999 sistemi con i vincoli della struttura, in una transazione', {
      params: structureParams,
      body: generateSystemsRequest,
      response: { 201: generateSystemsResponse },
    }),
    async (req, reply) =>
      reply.code(201).send(await svc.generate(req.params.gameSlug, req.params.structureId, req.body, actorOf(req))),
  );

  r.get(
    '/api/v1/games/:gameSlug/tags',
    spec(read, 'Tag di strutture e sistemi del gioco, con i conteggi', {
      params: gameParams,
      response: { 200: tagListResponse },
    }),
    async (req) => svc.tags(req.params.gameSlug),
  );

  r.put(
    '/api/v1/games/:gameSlug/tags/rename',
    spec(write, 'Rinomina un tag su strutture e sistemi del gioco', {
      params: gameParams,
      body: tagRenameRequest,
      response: { 200: bulkResponse },
    }),
    async (req) => {
      const count = await svc.renameTag(req.params.gameSlug, req.body.from, req.body.to, actorOf(req));
      return {
        ok: true as const,
        message: format(SUCCESS.TAG_RENAMED, { from: req.body.from, to: req.body.to, count }),
        count,
      };
    },
  );

  r.post(
    '/api/v1/games/:gameSlug/tags/delete',
    spec(write, 'Elimina un tag da strutture e sistemi del gioco', {
      params: gameParams,
      body: tagDeleteRequest,
      response: { 200: bulkResponse },
    }),
    async (req) => {
      const count = await svc.deleteTag(req.params.gameSlug, req.body.name, actorOf(req));
      return { ok: true as const, message: format(SUCCESS.TAG_DELETED, { name: req.body.name, count }), count };
    },
  );
}
