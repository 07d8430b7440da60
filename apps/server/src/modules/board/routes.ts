import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAMES, type GameSlug } from '@bacheca/domain';
import { formatCents } from '@bacheca/domain/engine/result';
import {
  boardQuery,
  boardResponse,
  holdingsResponse,
  outletQuoteRequest,
  outletQuoteResponse,
  outletSystemParams,
  statementExportQuery,
  statementQuery,
  statementResponse,
} from '@bacheca/domain/schemas/outlet';
import { oddsResponse } from '@bacheca/domain/schemas/odds';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { systemOddsById } from '../../lib/odds';
import { sendExport, type Column } from '../../lib/export';
import type { StatementRow } from './queries';
import { BoardService } from './service';
import { COMMON_ERRORS, outletAccess, routeSpec } from '../../lib/route-spec';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

const tags = ['bacheca'];
const spec = routeSpec(tags, COMMON_ERRORS);

/** `2026-11-28` → `28/11/2026`. */
const italianDay = (d: string) => d.split('-').reverse().join('/');

/** The statement's export: one row a held system, money in euro as the page shows it. */
const STATEMENT_COLUMNS: Column<StatementRow>[] = [
  { header: H.GAME, value: (r) => GAMES[r.game]?.label ?? r.game, width: 16 },
  { header: H.CONTEST, value: (r) => r.contestLabel, width: 18 },
  { header: H.DRAW_DATE, value: (r) => italianDay(r.drawDate), width: 16 },
  { header: H.SALES_CLOSE, value: (r) => r.closesAt, width: 18 },
  { header: H.SYSTEM, value: (r) => r.name, width: 18 },
  { header: H.BOARD_NAME, value: (r) => r.boardName, width: 24 },
  { header: H.QUOTES, value: (r) => r.quantity },
  { header: H.QUOTA_PRICE, value: (r) => formatCents(r.quotaPriceCents) },
  { header: H.AMOUNT, value: (r) => formatCents(r.amountCents) },
];

/**
 * The outlet's board (decisions.md "The outlet's side"): role ricevitore. Staff simulating an outlet read it as the
 * outlet; writes (kind 'write') are refused to a simulation.
 */
export async function boardRoutes(app: FastifyInstance, opts: { db: Db; enabledGames: readonly GameSlug[] }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new BoardService(opts.db, opts.enabledGames);

  const read = outletAccess('read');

  r.get(
    '/api/v1/ricevitore/board',
    spec(
      read,
      'La bacheca della ricevitoria: sistemi pubblicati dei suoi giochi sui concorsi aperti (in evidenza per primi), con le quote che detiene',
      { querystring: boardQuery, response: { 200: boardResponse } },
    ),
    async (req) => svc.board(req.principal!.userId, req.query),
  );

  r.get(
    '/api/v1/ricevitore/holdings',
    spec(read, 'Le quote della ricevitoria e il loro storico', { response: { 200: holdingsResponse } }),
    async (req) => svc.holdings(req.principal!.userId),
  );

  r.get(
    '/api/v1/ricevitore/statement',
    spec(read, "L'estratto delle quote che la ricevitoria detiene, per concorso, in centesimi", {
      querystring: statementQuery,
      response: { 200: statementResponse },
    }),
    async (req) => svc.statement(req.principal!.userId, req.query.game),
  );

  r.get(
    '/api/v1/ricevitore/statement/export',
    spec(read, "Esporta l'estratto delle quote (CSV o Excel, una riga per sistema)", {
      querystring: statementExportQuery,
    }),
    async (req, reply) => {
      const rows = await svc.statementRows(req.principal!.userId, req.query.game);
      return sendExport(reply, {
        format: req.query.format,
        name: 'estratto-quote',
        columns: STATEMENT_COLUMNS,
        read: async (offset, limit) => rows.slice(offset, offset + limit),
      });
    },
  );

  r.get(
    '/api/v1/ricevitore/systems/:systemId/graphic',
    spec(read, 'La grafica (SVG) di un sistema della bacheca', {
      params: outletSystemParams,
      response: { 200: z.string() },
    }),
    async (req, reply) =>
      reply.type('image/svg+xml; charset=utf-8').send(await svc.graphic(req.principal!.userId, req.params.systemId)),
  );

  // docs/decisions.md "Odds on screen": the odds of a system the outlet reads (lib/outlet-access), any other not found
  r.get(
    '/api/v1/ricevitore/systems/:systemId/odds',
    spec(read, 'Probabilità di vincita di un sistema della bacheca', {
      params: outletSystemParams,
      response: { 200: oddsResponse },
    }),
    async (req) =>
      systemOddsById(opts.db, req.params.systemId, { userId: req.principal!.userId, games: req.principal!.games }),
  );

  r.post(
    '/api/v1/ricevitore/systems/:systemId/quotes',
    spec(outletAccess('write'), 'La ricevitoria richiede quote di un sistema pubblicato (mai oltre le disponibili)', {
      params: outletSystemParams,
      body: outletQuoteRequest,
      response: { 200: outletQuoteResponse },
    }),
    async (req) => svc.requestQuotes(req.principal!, req.params.systemId, req.body, actorOf(req)),
  );
}
