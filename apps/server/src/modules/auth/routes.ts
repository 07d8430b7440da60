import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequest,
  tokenResponse,
  impersonateRequest,
  changePasswordRequest,
  forcedChangePasswordRequest,
  currentUser,
  alnumParam,
  okResponse,
  SUCCESS,
  STAFF_ROLES,
} from '@bacheca/domain';
import { ANY_ROLE, PUBLIC } from '../../plugins/access';
import { actorOf } from '../../plugins/auth';
import type { AuthService } from './service';
import type { CaptchaService } from './captcha';
import { apiErrors, outletAccess, routeSpec } from '../../lib/route-spec';

const spec = routeSpec(['sessione'], apiErrors(400, 401, 403, 404, 422, 423, 429));

/** Session and password endpoints (spec §7, decisions.md "Sessions, passwords, access"). */
export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; captcha: CaptchaService; loginRateLimit: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, captcha } = opts;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
  });
  const limited = { rateLimit: { max: opts.loginRateLimit, timeWindow: '1 minute' } };

  r.get(
    '/api/v1/captcha/challenge',
    {
      config: { access: PUBLIC, ...limited },
      schema: { tags: ['sessione'], summary: 'Sfida ALTCHA per il captcha della login' },
    },
    async () => captcha.challenge(),
  );

  r.post(
    '/api/v1/login',
    spec(PUBLIC, 'Login', { body: loginRequest, response: { 200: tokenResponse } }, { config: limited }),
    async (req) => auth.login(req.body, meta(req)),
  );

  r.delete(
    '/api/v1/logout-user',
    {
      config: { access: { kind: 'self', roles: ANY_ROLE, impersonated: true } },
      schema: { tags: ['sessione'], summary: 'Logout: revoca la sessione corrente' },
    },
    async (req, reply) => {
      await auth.logout(req.principal!, actorOf(req));
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/v1/refresh/token',
    spec({ kind: 'self', roles: ANY_ROLE, impersonated: true }, 'Rinnovo del token (il precedente non vale più)', {
      response: { 200: tokenResponse },
    }),
    async (req) => auth.refresh(req.principal!),
  );

  r.post(
    '/api/v1/impersonate/ricevitore',
    spec({ kind: 'self', permission: 'impersonator', roles: STAFF_ROLES }, 'Simula una ricevitoria', {
      body: impersonateRequest,
      response: { 200: tokenResponse },
    }),
    async (req) => auth.impersonate(req.principal!, req.body.ivrCode, actorOf(req), meta(req)),
  );

  r.post(
    '/api/v1/impersonate/exit',
    spec(outletAccess('self', true), 'Termina la simulazione e torna alla sessione dello staff', {
      response: { 200: tokenResponse },
    }),
    async (req) => auth.exitImpersonation(req.principal!, actorOf(req), meta(req)),
  );

  r.put(
    '/api/v1/user/password',
    spec({ kind: 'self', roles: ANY_ROLE, impersonated: false }, 'Cambio della propria password', {
      body: changePasswordRequest,
      response: { 200: okResponse },
    }),
    async (req) => {
      await auth.changeOwnPassword(req.principal!, req.body, actorOf(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGED };
    },
  );

  const tokenParams = z.object({ token: alnumParam });
  r.get(
    '/api/v1/change-password/:token',
    spec(
      PUBLIC,
      'Verifica un link di cambio password',
      { params: tokenParams, response: { 200: z.object({ username: z.string() }) } },
      { config: limited },
    ),
    async (req) => auth.checkChangeToken(req.params.token),
  );

  r.post(
    '/api/v1/change-password/:token',
    spec(
      PUBLIC,
      'Cambio password con link monouso (forzato o reset)',
      { params: tokenParams, body: forcedChangePasswordRequest, response: { 200: okResponse } },
      { config: limited },
    ),
    async (req) => {
      await auth.changeWithToken(req.params.token, req.body, meta(req));
      return { ok: true as const, message: SUCCESS.PASSWORD_CHANGED };
    },
  );

  r.get(
    '/api/v1/amministratori/me',
    spec({ kind: 'read', roles: ANY_ROLE }, "L'utente corrente con ruoli e permessi effettivi", {
      response: { 200: currentUser },
    }),
    async (req) => auth.me(req.principal!),
  );
}
