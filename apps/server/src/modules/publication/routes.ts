import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gameParams,
  jobDetailQuery,
  jobDetailSchema,
  jobExportQuery,
  jobListQuery,
  jobListResponse,
  jobParams,
  jobSummarySchema,
  publishDryRunResponse,
  publishRequest,
} from '@bacheca/domain';
import type { Db } from '../../db/client';
import { actorOf } from '../../plugins/auth';
import { sendExport } from '../../lib/export';
import type { JobQueue } from '../../lib/job-queue';
import { useCatalogueValidation } from '../../lib/validation';
import { JOB_EXPORT_COLUMNS, PublicationService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';

const tags = ['pubblicazione'];
const spec = routeSpec(tags, COMMON_ERRORS);
const read = readAccess('bacheca_gn');
const write = writeAccess('bacheca_gn');

/** Publication on contests and publication jobs (spec §2 /{game}/job, /{game}/job/{jobId}; decisions.md). */
export async function publicationRoutes(app: FastifyInstance, opts: { db: Db; queue: JobQueue }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new PublicationService(opts.db, opts.queue);

  r.post(
    '/api/v1/games/:gameSlug/jobs',
    spec(write, 'Pubblica sistemi in bozza sui concorsi: risponde subito (202) con il job, che un worker esegue', {
      params: gameParams,
      body: publishRequest,
      response: { 202: jobSummarySchema },
    }),
    async (req, reply) =>
      reply
        .code(202)
        .send(await svc.publish(req.params.gameSlug, req.body, { ...actorOf(req), userId: req.principal!.userId })),
  );

  r.post(
    '/api/v1/games/:gameSlug/jobs/dry-run',
    spec(
      write,
      'Prova della pubblicazione: quante righe sarebbero pubblicate, già presenti, quanti nomi in conflitto (nulla è scritto)',
      { params: gameParams, body: publishRequest, response: { 200: publishDryRunResponse } },
    ),
    async (req) => svc.dryRun(req.params.gameSlug, req.body),
  );

  r.post(
    '/api/v1/games/:gameSlug/jobs/:jobId/cancel',
    spec(write, 'Annulla un job in corso: le righe in attesa diventano ANNULLATO, quanto pubblicato resta', {
      params: jobParams,
      response: { 200: jobSummarySchema },
    }),
    async (req) => svc.cancel(req.params.gameSlug, req.params.jobId, actorOf(req)),
  );

  r.post(
    '/api/v1/games/:gameSlug/jobs/:jobId/retry',
    spec(write, 'Ripete le righe in errore di un job concluso in un nuovo job (202)', {
      params: jobParams,
      response: { 202: jobSummarySchema },
    }),
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await svc.retry(req.params.gameSlug, req.params.jobId, { ...actorOf(req), userId: req.principal!.userId }),
        ),
  );

  r.get(
    '/api/v1/games/:gameSlug/jobs',
    spec(read, 'Job di pubblicazione del gioco (filtri: id, autore, concorso, data, stato)', {
      params: gameParams,
      querystring: jobListQuery,
      response: { 200: jobListResponse },
    }),
    async (req) => svc.list(req.params.gameSlug, req.query),
  );

  r.get(
    '/api/v1/games/:gameSlug/jobs/:jobId',
    spec(read, 'Dettaglio di un job con le righe per sistema e concorso (filtro per esito, paginato)', {
      params: jobParams,
      querystring: jobDetailQuery,
      response: { 200: jobDetailSchema },
    }),
    async (req) => svc.detail(req.params.gameSlug, req.params.jobId, req.query),
  );

  r.get(
    '/api/v1/games/:gameSlug/jobs/:jobId/export',
    spec(read, 'Esporta le righe del job (CSV o Excel, stesso filtro per esito)', {
      params: jobParams,
      querystring: jobExportQuery,
    }),
    async (req, reply) => {
      const { code, read: reader } = await svc.exportOf(req.params.gameSlug, req.params.jobId, req.query.outcome);
      return sendExport(reply, {
        format: req.query.format,
        name: `job-${code}`,
        columns: JOB_EXPORT_COLUMNS,
        read: reader,
      });
    },
  );
}
