import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ROLE_LABELS,
  SUCCESS,
  type Role,
  abilitationRequest,
  adminBulkForceRequest,
  adminCreateRequest,
  adminDetail,
  adminExportQuery,
  adminListQuery,
  adminListResponse,
  adminMutationResponse,
  adminUpdateRequest,
  availablePermissionsResponse,
  availableRolesResponse,
  bulkResponse,
  messageResponse,
  permissionsRequest,
  roleCountResponse,
  roleMatrixMutationResponse,
  roleMatrixResponse,
  roleParams,
  staffSetPasswordRequest,
  usernameParams,
} from '@bacheca/domain';
import { historyQuery, historyResponse } from '@bacheca/domain/schemas/audit';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { MailService } from '../../lib/mail';
import { actorOf } from '../../plugins/auth';
import { AmministratoriService } from './service';
import { sendExport, type Column } from '../../lib/export';
import type { UserRow } from '../../lib/accounts';
import { useCatalogueValidation } from '../../lib/validation';
import { COMMON_ERRORS, readAccess, writeAccess, routeSpec } from '../../lib/route-spec';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

const tags = ['amministratori'];
const spec = routeSpec(tags, COMMON_ERRORS);
const roleSpec = routeSpec(['ruoli'], COMMON_ERRORS);

/** Columns of the staff export (Italian headers). */
const EXPORT_COLUMNS: Column<UserRow>[] = [
  { header: H.USERNAME, value: (u) => u.username, width: 20 },
  { header: H.NAME, value: (u) => u.name, width: 28 },
  { header: H.EMAIL, value: (u) => u.email, width: 32 },
  { header: H.PHONE, value: (u) => u.phoneNumber, width: 16 },
  // the label the list shows ("Sola lettura"), not the code (`reader`)
  { header: H.ROLE, value: (u) => ROLE_LABELS[u.role as Role] ?? u.role, width: 20 },
  { header: H.ENABLED_MASCULINE, value: (u) => u.enabled },
  { header: H.ACTIVE_MASCULINE, value: (u) => u.active },
  { header: H.BLOCKED_MASCULINE, value: (u) => u.blocked },
  { header: H.FAILED_ATTEMPTS, value: (u) => u.attemptNumber },
  { header: H.FORCED_PASSWORD_CHANGE, value: (u) => u.forcePasswordChange, width: 24 },
  { header: H.LAST_ACCESS, value: (u) => u.lastAccessWeb, width: 18 },
  { header: H.INSERTED_AT, value: (u) => u.insertedDate, width: 18 },
];

/**
 * Staff users (spec §7 amministratori/…): list, export, create, detail, edit, delete, enable, passwords, unblock,
 * additional permissions, the roles × permissions matrix of /gruppi and the change history.
 */
export async function amministratoriRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  useCatalogueValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mail = new MailService(opts.db, opts.config, app.log);
  const svc = new AmministratoriService(opts.db, mail, opts.config.publicUrl);

  r.get(
    '/api/v1/amministratori',
    spec(readAccess('crud_read_admin'), 'Elenco paginato, ordinato e filtrato degli amministratori', {
      querystring: adminListQuery,
      response: { 200: adminListResponse },
    }),
    async (req) => svc.list(req.query),
  );

  r.get(
    '/api/v1/amministratori/export',
    spec(readAccess('crud_read_admin'), 'Esportazione CSV o Excel degli amministratori filtrati', {
      querystring: adminExportQuery,
    }),
    async (req, reply) => {
      const { format, ...filters } = req.query;
      return sendExport(reply, {
        format,
        name: 'amministratori',
        columns: EXPORT_COLUMNS,
        read: svc.exportRows(filters),
      });
    },
  );

  const createRoute = spec(
    writeAccess('crud_insert_admin'),
    'Crea un amministratore (password iniziale o invito via e-mail)',
    {
      body: adminCreateRequest,
      response: { 201: adminMutationResponse },
    },
  );
  for (const url of ['/api/v1/amministratori', '/api/v1/amministratori/insert']) {
    r.post(url, createRoute, async (req, reply) => {
      const res = await svc.create(req.principal!, req.body, actorOf(req));
      return reply.code(201).send({ ok: true as const, ...res });
    });
  }

  r.get(
    '/api/v1/amministratori/perms/available',
    spec(
      readAccess('crud_read_admin'),
      'Permessi assegnabili come aggiuntivi (grantable: quelli che il chiamante possiede)',
      { response: { 200: availablePermissionsResponse } },
    ),
    async (req) => svc.availablePermissions(req.principal!),
  );

  r.get(
    '/api/v1/amministratori/roles/available',
    spec(readAccess('crud_read_admin'), 'Ruoli e se il chiamante può assegnarli', {
      response: { 200: availableRolesResponse },
    }),
    async (req) => svc.availableRoles(req.principal!),
  );

  r.get(
    '/api/v1/amministratori/roles/available/count',
    roleSpec(readAccess(['handle_ruolo_admin', 'crud_read_admin']), 'Numero di utenti per ruolo', {
      response: { 200: roleCountResponse },
    }),
    async () => svc.roleCounts(),
  );

  r.get(
    '/api/v1/amministratori/roles',
    roleSpec(readAccess('handle_ruolo_admin'), 'Matrice ruoli × permessi base', {
      response: { 200: roleMatrixResponse },
    }),
    async () => svc.roleMatrix(),
  );

  r.put(
    '/api/v1/amministratori/roles/:role',
    roleSpec(
      writeAccess('handle_ruolo_admin'),
      'Permessi base di un ruolo (validi dalla richiesta successiva dei suoi utenti)',
      { params: roleParams, body: permissionsRequest, response: { 200: roleMatrixMutationResponse } },
    ),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.PERMISSIONS_SAVED,
      item: await svc.setRolePermissions(req.principal!, req.params.role, req.body.permissions, actorOf(req)),
    }),
  );

  r.post(
    '/api/v1/amministratori/password/force',
    spec(
      writeAccess('force_change_psw_amministratore'),
      'Cambio password forzato per più amministratori (tutto o niente)',
      { body: adminBulkForceRequest, response: { 200: bulkResponse } },
    ),
    async (req) => {
      const count = await svc.forceChange(req.principal!, req.body.usernames, actorOf(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGE_FORCED, count };
    },
  );

  r.get(
    '/api/v1/amministratori/:username',
    spec(readAccess('crud_read_admin'), 'Dettaglio di un amministratore', {
      params: usernameParams,
      response: { 200: adminDetail },
    }),
    async (req) => svc.detail(req.params.username),
  );

  r.put(
    '/api/v1/amministratori/:username',
    spec(writeAccess('crud_update_admin'), 'Modifica un amministratore (controllo di versione)', {
      params: usernameParams,
      body: adminUpdateRequest,
      response: { 200: adminMutationResponse },
    }),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.USER_UPDATED,
      item: await svc.update(req.principal!, req.params.username, req.body, actorOf(req)),
    }),
  );

  r.delete(
    '/api/v1/amministratori/:username',
    spec(writeAccess('crud_delete_admin'), 'Cancella un amministratore (non sé stessi)', {
      params: usernameParams,
      response: { 200: messageResponse },
    }),
    async (req) => {
      await svc.remove(req.principal!, req.params.username, actorOf(req));
      return { ok: true as const, message: SUCCESS.USER_DELETED };
    },
  );

  r.put(
    '/api/v1/amministratori/:username/abilitation',
    spec(writeAccess('disable_amministratore'), 'Abilita/disabilita (enabled) o attiva/disattiva (active)', {
      params: usernameParams,
      body: abilitationRequest,
      response: { 200: adminMutationResponse },
    }),
    async (req) => ({
      ok: true as const,
      ...(await svc.abilitation(req.principal!, req.params.username, req.body, actorOf(req))),
    }),
  );

  r.post(
    '/api/v1/amministratori/:username/force-change-password',
    spec(
      writeAccess('force_change_psw_amministratore'),
      'Cambio password forzato al prossimo accesso (le sessioni terminano)',
      { params: usernameParams, response: { 200: messageResponse } },
    ),
    async (req) => {
      await svc.forceChange(req.principal!, [req.params.username], actorOf(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGE_FORCED };
    },
  );

  r.put(
    '/api/v1/amministratori/:username/password',
    spec(
      writeAccess('change_psw_amministratore'),
      'Imposta la password di un amministratore (le sue sessioni terminano)',
      { params: usernameParams, body: staffSetPasswordRequest, response: { 200: messageResponse } },
    ),
    async (req) => {
      await svc.setPassword(req.principal!, req.params.username, req.body, actorOf(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGED };
    },
  );

  r.post(
    '/api/v1/amministratori/:username/reset-attempts',
    spec(writeAccess('update_failed_login_attemp_number'), 'Azzera i tentativi falliti e sblocca', {
      params: usernameParams,
      response: { 200: adminMutationResponse },
    }),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.USER_UNBLOCKED,
      item: await svc.resetAttempts(req.principal!, req.params.username, actorOf(req)),
    }),
  );

  r.put(
    '/api/v1/amministratori/:username/perms',
    spec(
      writeAccess('crud_update_admin'),
      "Permessi aggiuntivi (sostituisce l'insieme; solo permessi posseduti dal chiamante)",
      { params: usernameParams, body: permissionsRequest, response: { 200: adminMutationResponse } },
    ),
    async (req) => ({
      ok: true as const,
      message: SUCCESS.PERMISSIONS_SAVED,
      item: await svc.setPermissions(req.principal!, req.params.username, req.body.permissions, actorOf(req)),
    }),
  );

  r.get(
    '/api/v1/amministratori/:username/history',
    spec(readAccess('crud_read_admin'), 'Storico delle modifiche e degli accessi (audit log)', {
      params: usernameParams,
      querystring: historyQuery,
      response: { 200: historyResponse },
    }),
    async (req) => svc.history(req.params.username, req.query.page, req.query.pageSize),
  );
}
