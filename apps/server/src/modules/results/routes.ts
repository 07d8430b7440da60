import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gameParams } from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import {
  contestResultSchema,
  prizeCategoriesResponse,
  resultConfirmRequest,
  resultConfirmResponse,
  resultListQuery,
  resultListResponse,
  resultParams,
  resultPutRequest,
  resultReopenRequest,
} from '@bacheca/domain/results/schemas';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { useCatalogueValidation } from '../../lib/validation';
import { ResultsService, type ResultHooks } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['risultati'];
const spec = routeSpec(tags, COMMON_ERRORS);
/** Reading results is the games area's (bacheca_gn; Totocalcio's board is bacheca_tcal); entering and confirming needs handle_results. */
const read = readAccess(['bacheca_gn', 'bacheca_tcal']);
const write = writeAccess('handle_results');

/** Draw results with four eyes (decisions.md "Draw results and wins"). */
export async function resultsRoutes(app: FastifyInstance, opts: { db: Db; hooks: ResultHooks }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new ResultsService(opts.db, opts.hooks);
  const user = (p: { userId: number; username: string }) => ({ userId: p.userId, username: p.username });

  r.get(
    '/api/v1/games/:gameSlug/prize-categories',
    spec(read, 'Categorie di vincita del gioco, nell’ordine del bollettino', {
      params: gameParams,
      response: { 200: prizeCategoriesResponse },
    }),
    async (req) => svc.prizeCategories(req.params.gameSlug),
  );

  r.get(
    '/api/v1/games/:gameSlug/results',
    spec(read, 'Concorsi chiusi del gioco (dal più recente) con lo stato del risultato', {
      params: gameParams,
      querystring: resultListQuery,
      response: { 200: resultListResponse },
    }),
    async (req) => svc.list(req.params.gameSlug, req.query.limit),
  );

  r.get(
    '/api/v1/games/:gameSlug/contests/:contestId/result',
    spec(read, 'Risultato del concorso (bozza o confermato); 404 se non inserito', {
      params: resultParams,
      response: { 200: contestResultSchema },
    }),
    async (req) => svc.get(req.params.gameSlug, req.params.contestId),
  );

  r.put(
    '/api/v1/games/:gameSlug/contests/:contestId/result',
    spec(write, 'Inserisce o sostituisce il risultato in bozza (numeri o esiti e quote di vincita)', {
      params: resultParams,
      body: resultPutRequest,
      response: { 200: contestResultSchema },
    }),
    async (req) => svc.put(req.params.gameSlug, req.params.contestId, req.body, user(req.principal!), actorOf(req)),
  );

  r.post(
    '/api/v1/games/:gameSlug/contests/:contestId/result/confirm',
    spec(write, 'Conferma il risultato (un utente diverso da chi lo ha inserito) e avvia il calcolo delle vincite', {
      params: resultParams,
      body: resultConfirmRequest,
      response: { 202: resultConfirmResponse },
    }),
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await svc.confirm(
            req.params.gameSlug,
            req.params.contestId,
            req.body.version,
            user(req.principal!),
            actorOf(req),
          ),
        ),
  );

  r.post(
    '/api/v1/games/:gameSlug/contests/:contestId/result/reopen',
    spec(write, 'Riapre un risultato confermato con un motivo: torna in bozza, le vincite sono ritirate', {
      params: resultParams,
      body: resultReopenRequest,
      response: { 200: contestResultSchema },
    }),
    async (req) => svc.reopen(req.params.gameSlug, req.params.contestId, req.body.reason, actorOf(req)),
  );

  r.get(
    '/api/v1/games/:gameSlug/contests/:contestId/result/history',
    spec(read, 'Storico del risultato: inserimenti, conferme e riaperture con le due versioni', {
      params: resultParams,
      querystring: historyQuery,
      response: { 200: historyResponse },
    }),
    async (req) => svc.history(req.params.gameSlug, req.params.contestId, req.query.page, req.query.pageSize),
  );
}
