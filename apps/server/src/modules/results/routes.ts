import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, gameParams } from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import {
  contestResultSchema, prizeCategoriesResponse, resultConfirmRequest, resultConfirmResponse, resultListQuery, resultListResponse, resultParams,
  resultPutRequest, resultReopenRequest,
} from '@bacheca/domain/results/schemas';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { ResultsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const tags = ['risultati'];
/** Reading results is the games area's (bacheca_gn; Totocalcio's board is bacheca_tcal); entering and confirming needs handle_results. */
const read = { access: { kind: 'read' as const, permission: ['bacheca_gn' as const, 'bacheca_tcal' as const] } };
const write = { access: { kind: 'write' as const, permission: 'handle_results' as const } };

/** Draw results with four eyes (issue 26 part B, decisions.md "Draw results and wins"). */
export async function resultsRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new ResultsService(opts.db);
  const user = (p: { userId: number; username: string }) => ({ userId: p.userId, username: p.username });

  r.get('/api/v1/games/:gameSlug/prize-categories', {
    config: read,
    schema: { tags, summary: 'Categorie di vincita del gioco, nell’ordine del bollettino', params: gameParams, response: { 200: prizeCategoriesResponse, ...errors } },
  }, async (req) => svc.prizeCategories(req.params.gameSlug));

  r.get('/api/v1/games/:gameSlug/results', {
    config: read,
    schema: { tags, summary: 'Concorsi chiusi del gioco (dal più recente) con lo stato del risultato', params: gameParams, querystring: resultListQuery, response: { 200: resultListResponse, ...errors } },
  }, async (req) => svc.list(req.params.gameSlug, req.query.limit));

  r.get('/api/v1/games/:gameSlug/contests/:contestId/result', {
    config: read,
    schema: { tags, summary: 'Risultato del concorso (bozza o confermato); 404 se non inserito', params: resultParams, response: { 200: contestResultSchema, ...errors } },
  }, async (req) => svc.get(req.params.gameSlug, req.params.contestId));

  r.put('/api/v1/games/:gameSlug/contests/:contestId/result', {
    config: write,
    schema: { tags, summary: 'Inserisce o sostituisce il risultato in bozza (numeri o esiti e quote di vincita)', params: resultParams, body: resultPutRequest, response: { 200: contestResultSchema, ...errors } },
  }, async (req) => svc.put(req.params.gameSlug, req.params.contestId, req.body, user(req.principal!), actorOf(req)));

  r.post('/api/v1/games/:gameSlug/contests/:contestId/result/confirm', {
    config: write,
    schema: { tags, summary: 'Conferma il risultato (un utente diverso da chi lo ha inserito) e avvia il calcolo delle vincite', params: resultParams, body: resultConfirmRequest, response: { 202: resultConfirmResponse, ...errors } },
  }, async (req, reply) => reply.code(202).send(await svc.confirm(req.params.gameSlug, req.params.contestId, req.body.version, user(req.principal!), actorOf(req))));

  r.post('/api/v1/games/:gameSlug/contests/:contestId/result/reopen', {
    config: write,
    schema: { tags, summary: 'Riapre un risultato confermato con un motivo: torna in bozza, le vincite sono ritirate', params: resultParams, body: resultReopenRequest, response: { 200: contestResultSchema, ...errors } },
  }, async (req) => svc.reopen(req.params.gameSlug, req.params.contestId, req.body.reason, actorOf(req)));

  r.get('/api/v1/games/:gameSlug/contests/:contestId/result/history', {
    config: read,
    schema: { tags, summary: 'Storico del risultato: inserimenti, conferme e riaperture con le due versioni', params: resultParams, querystring: historyQuery, response: { 200: historyResponse, ...errors } },
  }, async (req) => svc.history(req.params.gameSlug, req.params.contestId, req.query.page, req.query.pageSize));
}
