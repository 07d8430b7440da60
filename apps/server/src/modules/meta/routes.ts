import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CUSTOMER_SERVICE, publicConfig, type PublicConfig } from '@bacheca/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../plugins/access';
import { routeSpec } from '../../lib/route-spec';

const spec = routeSpec(['sistema'], {});

/** Health, readiness and the public configuration the browser reads before login. */
export async function metaRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig; database: Database; lifecycle: { stopping: boolean } },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, lifecycle } = opts;

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    // shutting down (SIGTERM): still answering the requests in flight, but take no new ones
    if (lifecycle.stopping) return reply.code(503).send({ status: 'stopping', database: database.kind });
    try {
      await database.query('select 1');
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  r.get(
    '/api/v1/config',
    spec(PUBLIC, 'Configurazione pubblica per il browser', { response: { 200: publicConfig } }),
    async (): Promise<PublicConfig> => ({
      enabledGames: config.enabledGames,
      captchaProvider: config.captcha.provider,
      recaptchaSiteKey: config.captcha.recaptchaSiteKey ?? null,
      boardUrl: config.boardUrl,
      boardSite: config.boardSite,
      syndicateUrl: config.syndicateUrl,
      customerService: { ...CUSTOMER_SERVICE },
      tokenRefreshMs: config.tokenRefreshMs,
      inactivityTimeoutMs: config.inactivityTimeoutMs,
    }),
  );
}
