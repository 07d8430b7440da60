import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUCCESS,
  abilitationRequest,
  activeCountResponse,
  bulkResponse,
  changeRequestDecisionResponse,
  changeRequestListResponse,
  changeRequestParams,
  changeRequestRejectRequest,
  changeRequestSubmitRequest,
  ivrCodeParams,
  messageResponse,
  ricevitoreBulkForceRequest,
  ricevitoreCreateRequest,
  ricevitoreDetail,
  ricevitoreExportQuery,
  ricevitoreFilterQuery,
  ricevitoreListQuery,
  ricevitoreListResponse,
  ricevitoreMutationResponse,
  ricevitoreProfileResponse,
  ricevitoreUpdateRequest,
  staffSetPasswordRequest,
} from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { MailService } from '../../lib/mail';
import { actorOf } from '../../plugins/auth';
import { sendExport, type Column } from '../../lib/export';
import { useCatalogueValidation } from '../../lib/validation';
import type { OutletExportRow } from './queries';
import { RicevitoriService } from './service';
import { COMMON_ERRORS, readAccess, writeAccess, outletAccess, routeSpec } from '../../lib/route-spec';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

const tags = ['ricevitori'];
const spec = routeSpec(tags, COMMON_ERRORS);

/** Columns of the outlet export (Italian headers). */
const EXPORT_COLUMNS: Column<OutletExportRow>[] = [
  { header: H.IVR_CODE, value: (u) => u.ivrCode, width: 12 },
  { header: H.USERNAME, value: (u) => u.username, width: 14 },
  { header: H.DENOMINATION, value: (u) => u.denomination, width: 32 },
  { header: H.CONTACT, value: (u) => u.name, width: 24 },
  { header: H.EMAIL, value: (u) => u.email, width: 30 },
  { header: H.PHONE, value: (u) => u.phoneNumber, width: 16 },
  { header: H.ADDRESS, value: (u) => u.address, width: 28 },
  { header: H.CITY, value: (u) => u.city, width: 18 },
  { header: H.CAP, value: (u) => u.cap },
  { header: H.PROVINCE, value: (u) => u.province },
  { header: H.REGION, value: (u) => u.region, width: 18 },
  { header: H.ZONE, value: (u) => u.zone },
  { header: H.CONCESSION, value: (u) => u.concession },
  { header: H.ENABLED_FEMININE, value: (u) => u.enabled },
  { header: H.ACTIVE_FEMININE, value: (u) => u.active },
  { header: H.BLOCKED_FEMININE, value: (u) => u.blocked },
  { header: H.FAILED_ATTEMPTS, value: (u) => u.attemptNumber },
  { header: H.FORCED_PASSWORD_CHANGE, value: (u) => u.forcePasswordChange, width: 24 },
  { header: H.BOARD_SIP, value: (u) => u.boardSip },
  { header: H.BOARD_TCAL, value: (u) => u.boardTcal },
  { header: H.BOARD_TGOL, value: (u) => u.boardTgol },
  { header: H.BOARD_EUROJACKPOT, value: (u) => u.eurojEnabled },
  { header: H.BOARD_TOTOCALCIO, value: (u) => u.ntclBachecaEnabled },
  { header: H.BOARD_NVE, value: (u) => u.nveBachecaEnabled },
  { header: H.LAST_ACCESS_WEB, value: (u) => u.lastAccessWeb, width: 18 },
  { header: H.INSERTED_AT, value: (u) => u.insertedDate, width: 18 },
];

/**
 * Outlet operators (spec §7 ricevitori/…) and the outlet's own view (ricevitore/profile, change requests).
 * Writes are kind 'write': refused to the reader role and to simulated sessions.
 */
export async function ricevitoriRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new RicevitoriService(
    opts.db,
    new MailService(opts.db, opts.config, app.log),
    opts.config.publicUrl,
    opts.config.listExactCountLimit,
  );

  r.get(
    '/api/v1/ricevitori',
    spec(readAccess('read_ricevitore'), 'Elenco paginato, ordinato e filtrato delle ricevitorie', {
      querystring: ricevitoreListQuery,
      response: { 200: ricevitoreListResponse },
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    '/api/v1/ricevitori/export',
    spec(readAccess('read_ricevitore'), 'Esportazione CSV o Excel delle ricevitorie filtrate', {
      querystring: ricevitoreExportQuery,
    }),
    async (req, reply) => {
      const { format, ...filters } = req.query;
      return sendExport(reply, { format, name: 'ricevitorie', columns: EXPORT_COLUMNS, read: svc.exportRows(filters) });
    },
  );

  r.get(
    '/api/v1/ricevitori/active-count',
    spec(readAccess('read_ricevitore'), 'Ricevitorie attive (e totali) tra quelle che rispettano i filtri', {
      querystring: ricevitoreFilterQuery,
      response: { 200: activeCountResponse },
    }),
    async (req) => svc.activeCount(req.query),
  );

  r.post(
    '/api/v1/ricevitori',
    spec(writeAccess('crud_insert_ricevitore'), 'Crea una ricevitoria (password iniziale o invito via e-mail)', {
      body: ricevitoreCreateRequest,
      response: { 201: ricevitoreMutationResponse },
    }),
    async (req, reply) => reply.code(201).send({ ok: true as const, ...(await svc.create(req.body, actorOf(req))) }),
  );

  r.post(
    '/api/v1/ricevitori/password/force',
    spec(writeAccess('force_change_psw_ricevitore'), 'Cambio password forzato per più ricevitorie (tutto o niente)', {
      body: ricevitoreBulkForceRequest,
      response: { 200: bulkResponse },
    }),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.PASSWORD_CHANGE_FORCED,
      count: await svc.forceChange(req.body.ivrCodes, actorOf(req)),
    }),
  );

  r.get(
    '/api/v1/ricevitori/:ivrCode',
    spec(readAccess('read_ricevitore'), 'Dettaglio di una ricevitoria (tutti i campi e la versione)', {
      params: ivrCodeParams,
      response: { 200: ricevitoreDetail },
    }),
    async (req) => svc.detail(req.params.ivrCode),
  );

  r.put(
    '/api/v1/ricevitori/:ivrCode',
    spec(
      writeAccess(['crud_insert_ricevitore', 'handle_ruolo_ricevitore']),
      'Modifica una ricevitoria (controllo di versione; IVR, rice, ruolo, term, username e zona non modificabili)',
      { params: ivrCodeParams, body: ricevitoreUpdateRequest, response: { 200: ricevitoreMutationResponse } },
    ),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.OUTLET_UPDATED,
      item: await svc.update(req.params.ivrCode, req.body, actorOf(req)),
    }),
  );

  r.delete(
    '/api/v1/ricevitori/:ivrCode',
    spec(writeAccess('crud_delete_ricevitore'), 'Cancella una ricevitoria', {
      params: ivrCodeParams,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.remove(req.params.ivrCode, actorOf(req));
      return { ok: true as const, message: SUCCESS.OUTLET_DELETED };
    },
  );

  r.put(
    '/api/v1/ricevitori/:ivrCode/abilitation',
    spec(writeAccess('disable_ricevitore'), 'Abilita/disabilita (enabled) e attiva/disattiva (active)', {
      params: ivrCodeParams,
      body: abilitationRequest,
      response: { 200: ricevitoreMutationResponse },
    }),
    async (req) => ({ ok: true as const, ...(await svc.abilitation(req.params.ivrCode, req.body, actorOf(req))) }),
  );

  r.post(
    '/api/v1/ricevitori/:ivrCode/force-change-password',
    spec(
      writeAccess('force_change_psw_ricevitore'),
      'Cambio password forzato al prossimo accesso (le sessioni terminano)',
      { params: ivrCodeParams, response: { 200: messageResponse } },
    ),
    async (req) => {
      await svc.forceChange([req.params.ivrCode], actorOf(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGE_FORCED };
    },
  );

  r.put(
    '/api/v1/ricevitori/:ivrCode/password',
    spec(writeAccess('change_psw_ricevitore'), 'Imposta la password di una ricevitoria (le sue sessioni terminano)', {
      params: ivrCodeParams,
      body: staffSetPasswordRequest,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.setPassword(req.params.ivrCode, req.body, actorOf(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGED };
    },
  );

  r.post(
    '/api/v1/ricevitori/:ivrCode/reset-attempts',
    spec(writeAccess('update_failed_login_attemp_number'), 'Azzera i tentativi falliti e sblocca', {
      params: ivrCodeParams,
      response: { 200: ricevitoreMutationResponse },
    }),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.RETAILER_UNBLOCKED,
      item: await svc.resetAttempts(req.params.ivrCode, actorOf(req)),
    }),
  );

  r.get(
    '/api/v1/ricevitori/:ivrCode/change-requests',
    spec(readAccess('read_ricevitore'), 'Richieste di modifica della ricevitoria', {
      params: ivrCodeParams,
      response: { 200: changeRequestListResponse },
    }),
    async (req) => svc.changeRequests(req.params.ivrCode),
  );

  r.post(
    '/api/v1/ricevitori/:ivrCode/change-requests/:id/approve',
    spec(writeAccess('handle_ruolo_ricevitore'), 'Approva una richiesta di modifica (applica i campi richiesti)', {
      params: changeRequestParams,
      response: { 200: changeRequestDecisionResponse },
    }),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.CHANGE_REQUEST_APPROVED,
      item: await svc.decide(req.params.ivrCode, req.params.id, 'approve', actorOf(req)),
    }),
  );

  r.post(
    '/api/v1/ricevitori/:ivrCode/change-requests/:id/reject',
    spec(writeAccess('handle_ruolo_ricevitore'), 'Rifiuta una richiesta di modifica, con il motivo', {
      params: changeRequestParams,
      body: changeRequestRejectRequest,
      response: { 200: changeRequestDecisionResponse },
    }),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.CHANGE_REQUEST_REJECTED,
      item: await svc.decide(req.params.ivrCode, req.params.id, 'reject', actorOf(req), req.body.reason),
    }),
  );

  r.get(
    '/api/v1/ricevitori/:ivrCode/history',
    spec(readAccess('read_ricevitore'), 'Storico delle modifiche e degli accessi (audit log)', {
      params: ivrCodeParams,
      querystring: historyQuery,
      response: { 200: historyResponse },
    }),
    async (req) => svc.history(req.params.ivrCode, req.query.page, req.query.pageSize),
  );

  r.get(
    '/api/v1/ricevitore/profile',
    spec(outletAccess('read'), 'La vista della ricevitoria su sé stessa (anche in simulazione)', {
      response: { 200: ricevitoreProfileResponse },
    }),
    async (req) => svc.profile(req.principal!),
  );

  r.post(
    '/api/v1/ricevitore/change-requests',
    spec(outletAccess('write'), 'La ricevitoria chiede di modificare i propri dati di contatto', {
      body: changeRequestSubmitRequest,
      response: { 201: changeRequestDecisionResponse },
    }),
    async (req, reply) =>
      reply.code(201).send({
        ok: true as const,
        message: SUCCESS.CHANGE_REQUEST_SENT,
        item: await svc.submitChangeRequest(req.principal!, req.body, actorOf(req)),
      }),
  );
}
