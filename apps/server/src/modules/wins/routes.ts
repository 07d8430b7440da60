import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type GameSlug } from '@bacheca/domain';
import {
  contestWinsExportQuery,
  contestWinsParams,
  contestWinsQuery,
  contestWinsResponse,
  outletContestParams,
  outletContestWinsQuery,
  outletContestWinsResponse,
  outletWinsContestsResponse,
  outletWinsQuery,
  outletWinsResponse,
  winNoticeSeenResponse,
} from '@bacheca/domain/schemas/wins';
import type { Db } from '../../db/client';
import { sendExport } from '../../lib/export';
import { useCatalogueValidation } from '../../lib/validation';
import { actorOf } from '../../plugins/auth';
import { OutletWinsService, WinsService } from './service';
import { apiErrors, readAccess, outletAccess, routeSpec } from '../../lib/route-spec';

const tags = ['vincite'];
const spec = routeSpec(tags, apiErrors(400, 401, 403, 404, 422));
/** The games area to read (as the systems of the contest and its result). */
const read = readAccess(['bacheca_gn', 'bacheca_tcal']);

/** The wins of confirmed draw results (decisions.md "Draw results and wins"). */
export async function winsRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new WinsService(opts.db);

  r.get(
    '/api/v1/games/:gameSlug/contests/:contestId/wins',
    spec(
      read,
      'I sistemi vincenti del concorso sul risultato confermato (all=true: anche quelli senza vincite), con il job di calcolo',
      { params: contestWinsParams, querystring: contestWinsQuery, response: { 200: contestWinsResponse } },
    ),
    async (req) => svc.contestWins(req.params.gameSlug as GameSlug, req.params.contestId, req.query),
  );

  r.get(
    '/api/v1/games/:gameSlug/contests/:contestId/wins/export',
    spec(read, 'Esporta i sistemi vincenti del concorso (CSV o Excel, stessi filtro e ordinamento)', {
      params: contestWinsParams,
      querystring: contestWinsExportQuery,
    }),
    async (req, reply) => {
      const e = await svc.exportOf(req.params.gameSlug as GameSlug, req.params.contestId, req.query);
      return sendExport(reply, { format: req.query.format, name: e.name, columns: e.columns, read: e.read });
    },
  );

  r.get(
    '/api/v1/ricevitore/wins',
    spec(
      outletAccess('read'),
      'Le quote vincenti della ricevitoria (sistemi dei suoi giochi con risultato confermato) e i suoi avvisi di vincita',
      { querystring: outletWinsQuery, response: { 200: outletWinsResponse } },
    ),
    async (req) => svc.outletWins(req.principal!.userId, req.principal!.games, req.query),
  );

  // the outlet's board, "Vincite": role ricevitore, a simulation reads (kind read) and never writes
  const outlet = new OutletWinsService(opts.db);
  const outletRead = outletAccess('read');
  r.get(
    '/api/v1/ricevitore/wins/contests',
    spec(
      outletRead,
      'I concorsi dei giochi della ricevitoria con le vincite calcolate (i più recenti per primi), con il premio straordinario',
      { response: { 200: outletWinsContestsResponse } },
    ),
    async (req) => outlet.contests(req.principal!.games),
  );
  r.get(
    '/api/v1/ricevitore/contests/:contestId/wins',
    spec(
      outletRead,
      'I sistemi vincenti pubblicati di un concorso dei giochi della ricevitoria, con le quote che ne detiene',
      {
        params: outletContestParams,
        querystring: outletContestWinsQuery,
        response: { 200: outletContestWinsResponse },
      },
    ),
    async (req) => outlet.contestWins(req.principal!.userId, req.principal!.games, req.params.contestId, req.query),
  );
  r.post(
    '/api/v1/ricevitore/wins/notices/:contestId/seen',
    spec(
      outletAccess('write'),
      "Segna come letto l'avviso di vincita della ricevitoria su un concorso (solo i propri avvisi)",
      { params: outletContestParams, response: { 200: winNoticeSeenResponse } },
    ),
    async (req) => outlet.markSeen(req.principal!.userId, req.principal!.games, req.params.contestId, actorOf(req)),
  );
}
