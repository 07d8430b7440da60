import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAMES, apiErrorSchema, type GameSlug } from '@bacheca/domain';
import { formatCents } from '@bacheca/domain/engine/result';
import {
  boardQuery, boardResponse, holdingsResponse, outletQuoteRequest, outletQuoteResponse, outletSystemParams, statementExportQuery, statementQuery, statementResponse,
} from '@bacheca/domain/schemas/outlet';
import { oddsResponse } from '@bacheca/domain/schemas/odds';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { systemOddsById } from '../../lib/odds';
import { sendExport, type Column } from '../../lib/export';
import type { StatementRow } from './queries';
import { BoardService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['bacheca'];

/** `2026-11-28` → `28/11/2026`. */
const italianDay = (d: string) => d.split('-').reverse().join('/');

/** The statement's export (issue 28 item 2): one row a held system, money in euro as the page shows it. */
const STATEMENT_COLUMNS: Column<StatementRow>[] = [
  { header: 'Gioco', value: (r) => GAMES[r.game]?.label ?? r.game, width: 16 },
  { header: 'Concorso', value: (r) => r.contestLabel, width: 18 },
  { header: 'Data estrazione', value: (r) => italianDay(r.drawDate), width: 16 },
  { header: 'Chiusura vendite', value: (r) => r.closesAt, width: 18 },
  { header: 'Sistema', value: (r) => r.name, width: 18 },
  { header: 'Nome bacheca', value: (r) => r.boardName, width: 24 },
  { header: 'Quote', value: (r) => r.quantity },
  { header: 'Prezzo quota', value: (r) => formatCents(r.quotaPriceCents) },
  { header: 'Importo', value: (r) => formatCents(r.amountCents) },
];

/**
 * The outlet's board (decisions.md "The outlet's side"): role ricevitore. Staff simulating an outlet read it as the
 * outlet; writes (kind 'write') are refused to a simulation.
 */
export async function boardRoutes(app: FastifyInstance, opts: { db: Db; enabledGames: readonly GameSlug[] }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new BoardService(opts.db, opts.enabledGames);

  const read = { access: { kind: 'read' as const, roles: ['ricevitore' as const] } };

  r.get('/api/v1/ricevitore/board', {
    config: read,
    schema: { tags, summary: "La bacheca della ricevitoria: sistemi pubblicati dei suoi giochi sui concorsi aperti (in evidenza per primi), con le quote che detiene", querystring: boardQuery, response: { 200: boardResponse, ...errors } },
  }, async (req) => svc.board(req.principal!.userId, req.query));

  r.get('/api/v1/ricevitore/holdings', {
    config: read,
    schema: { tags, summary: 'Le quote della ricevitoria e il loro storico', response: { 200: holdingsResponse, ...errors } },
  }, async (req) => svc.holdings(req.principal!.userId));

  r.get('/api/v1/ricevitore/statement', {
    config: read,
    schema: { tags, summary: "L'estratto delle quote che la ricevitoria detiene, per concorso, in centesimi", querystring: statementQuery, response: { 200: statementResponse, ...errors } },
  }, async (req) => svc.statement(req.principal!.userId, req.query.game));

  r.get('/api/v1/ricevitore/statement/export', {
    config: read,
    schema: { tags, summary: "Esporta l'estratto delle quote (CSV o Excel, una riga per sistema)", querystring: statementExportQuery, response: errors },
  }, async (req, reply) => {
    const rows = await svc.statementRows(req.principal!.userId, req.query.game);
    return sendExport(reply, { format: req.query.format, name: 'estratto-quote', columns: STATEMENT_COLUMNS, read: async (offset, limit) => rows.slice(offset, offset + limit) });
  });

  r.get('/api/v1/ricevitore/systems/:systemId/graphic', {
    config: read,
    schema: { tags, summary: 'La grafica (SVG) di un sistema della bacheca', params: outletSystemParams, response: { 200: z.string(), ...errors } },
  }, async (req, reply) => reply.type('image/svg+xml; charset=utf-8').send(await svc.graphic(req.principal!.userId, req.params.systemId)));

  // docs/decisions.md "Odds on screen": the odds of a system the outlet reads (lib/outlet-access), any other not found
  r.get('/api/v1/ricevitore/systems/:systemId/odds', {
    config: read,
    schema: { tags, summary: 'Probabilità di vincita di un sistema della bacheca', params: outletSystemParams, response: { 200: oddsResponse, ...errors } },
  }, async (req) => systemOddsById(opts.db, req.params.systemId, { userId: req.principal!.userId, games: req.principal!.games }));

  r.post('/api/v1/ricevitore/systems/:systemId/quotes', {
    config: { access: { kind: 'write', roles: ['ricevitore'] } },
    schema: { tags, summary: 'La ricevitoria richiede quote di un sistema pubblicato (mai oltre le disponibili)', params: outletSystemParams, body: outletQuoteRequest, response: { 200: outletQuoteResponse, ...errors } },
  }, async (req) => svc.requestQuotes(req.principal!, req.params.systemId, req.body, actorOf(req)));
}
