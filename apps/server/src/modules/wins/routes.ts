import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, type GameSlug } from '@bacheca/domain';
import { contestWinsExportQuery, contestWinsParams, contestWinsQuery, contestWinsResponse, outletWinsQuery, outletWinsResponse } from '@bacheca/domain/schemas/wins';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { sendExport } from '../../lib/export';
import { notFound } from '../../lib/errors';
import { outletGames } from '../../lib/outlet-games';
import { useCatalogueValidation } from '../../lib/validation';
import { WinsService } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };
const tags = ['vincite'];
/** The games area to read (as the systems of the contest and its result). */
const read = { access: { kind: 'read' as const, permission: ['bacheca_gn' as const, 'bacheca_tcal' as const] } };

/** The wins of confirmed draw results (issue 26, decisions.md "Draw results and wins"). */
export async function winsRoutes(app: FastifyInstance, opts: { db: Db }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new WinsService(opts.db);

  r.get('/api/v1/games/:gameSlug/contests/:contestId/wins', {
    config: read,
    schema: {
      tags, summary: 'I sistemi vincenti del concorso sul risultato confermato (all=true: anche quelli senza vincite), con il job di calcolo',
      params: contestWinsParams, querystring: contestWinsQuery, response: { 200: contestWinsResponse, ...errors },
    },
  }, async (req) => svc.contestWins(req.params.gameSlug as GameSlug, req.params.contestId, req.query));

  r.get('/api/v1/games/:gameSlug/contests/:contestId/wins/export', {
    config: read,
    schema: { tags, summary: 'Esporta i sistemi vincenti del concorso (CSV o Excel, stessi filtro e ordinamento)', params: contestWinsParams, querystring: contestWinsExportQuery, response: errors },
  }, async (req, reply) => {
    const e = await svc.exportOf(req.params.gameSlug as GameSlug, req.params.contestId, req.query);
    return sendExport(reply, { format: req.query.format, name: e.name, columns: e.columns, read: e.read });
  });

  r.get('/api/v1/ricevitore/wins', {
    config: { access: { kind: 'read' as const, roles: ['ricevitore' as const] } },
    schema: { tags, summary: 'Le quote vincenti della ricevitoria (sistemi dei suoi giochi con risultato confermato) e i suoi avvisi di vincita', querystring: outletWinsQuery, response: { 200: outletWinsResponse, ...errors } },
  }, async (req) => {
    const [u] = await opts.db.select({ eurojEnabled: users.eurojEnabled, ntclBachecaEnabled: users.ntclBachecaEnabled, nveBachecaEnabled: users.nveBachecaEnabled }).from(users).where(eq(users.id, req.principal!.userId));
    if (!u) throw notFound('USER_NOT_FOUND');
    return svc.outletWins(req.principal!.userId, outletGames(u), req.query);
  });
}
