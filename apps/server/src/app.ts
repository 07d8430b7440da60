import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import { TOKEN_COOKIE } from '@bacheca/domain/session';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { createMetrics, metricsPlugin } from './plugins/metrics';
import { clientErrorHandler, errorsPlugin, errorBody, frameworkErrors } from './plugins/errors';
import { CaptchaService } from './modules/auth/captcha';
import { AuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { metaRoutes } from './modules/meta/routes';
import { engineRoutes } from './modules/engine/routes';
import { amministratoriRoutes } from './modules/amministratori/routes';
import { ricevitoriRoutes } from './modules/ricevitori/routes';
import { ricevitoreRows, searchOutlets } from './modules/ricevitori/queries';
import { searchStaff } from './modules/amministratori/queries';
import { searchStructures } from './modules/structures/queries';
import { searchSystems } from './modules/systems/queries';
import { searchRoutes } from './modules/search/routes';
import { anagraficheRoutes } from './modules/anagrafiche/routes';
import { contestsRoutes } from './modules/contests/routes';
import { structuresRoutes } from './modules/structures/routes';
import { systemsRoutes } from './modules/systems/routes';
import { archiveRoutes } from './modules/systems/archive-routes';
import { totocalcioRoutes } from './modules/totocalcio/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { awardsRoutes } from './modules/awards/routes';
import { publicationRoutes } from './modules/publication/routes';
import { preferencesRoutes } from './modules/preferences/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { savedViewRoutes } from './modules/views/routes';
import { JobQueue } from './lib/job-queue';
import { databaseRateLimitStore } from './lib/rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the API queues background work; main.ts (or a test) attaches pg-boss once it has started. */
    jobQueue: JobQueue;
    /** `stopping` is set on SIGTERM (main.ts): /readyz answers 503 so a load balancer sends no more traffic here. */
    lifecycle: { stopping: boolean };
  }
}
import { graphicsRoutes } from './modules/graphics/routes';
import { boardRoutes } from './modules/board/routes';
import { winsRoutes } from './modules/wins/routes';
import { proposalsRoutes } from './modules/proposals/routes';
import { resultsRoutes } from './modules/results/routes';
import * as winsHooks from './modules/wins/hooks';
import { auditRoutes } from './modules/audit/routes';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  logger?: boolean | object;
}

/** Content-Security-Policy of the app: only our own origin; styles inline for MUI's emotion. */
export function contentSecurityPolicy(config: AppConfig) {
  const recaptcha =
    config.captcha.provider === 'recaptcha' ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...recaptcha],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: recaptcha.length ? recaptcha : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** TRUST_PROXY as a hop count: believe that many proxies in front of the app (proxy-addr counts hops from 0). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Build the whole server: plugins, every module's routes and the SPA. Nothing listens yet. */
/**
 * A path the SPA may answer with its page: no dot anywhere (no page of the application has one; `/backup.sql`,
 * `/assets/gone.js`, `/.env` and `/.git/config` are files that do not exist, 404), encoded dots included.
 */
export function isPagePath(url: string): boolean {
  return !/\.|%2e/i.test(url);
}

export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY), never from any client
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // the router's and the HTTP parser's own refusals, in the one error shape too
    frameworkErrors: (err, _req, reply) => {
      frameworkErrors(err, reply as unknown as FastifyReply);
    },
    clientErrorHandler,
    // graceful stop: once closing, the listener takes no new connection (the balancer sends those elsewhere), and a
    // request on a connection accepted before is served, not refused with 503 (Fastify's default)
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Calls without a body (refresh/token, impersonate/exit) still carry Content-Type: application/json (spec §7).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    // the default parser answers through `done`; its return value carries nothing
    void jsonParser(req, body as string, done);
  });
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { metrics: createMetrics(database) });
  // the security headers: helmet's middleware built once (the Fastify wrapper built it again on every request)
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    hsts: config.isProduction ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  // the counters live in the database: the limit holds in total across instances (lib/rate-limit-store.ts)
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database),
    errorResponseBuilder: () => Object.assign(new Error('rate'), { statusCode: 429 }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bacheca dei Ricevitori API',
        version: '1.0.0',
        description: 'API del back office. Tutte le risposte di errore hanno la forma { code, message, fields }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { db: database.db, config });

  const lifecycle = { stopping: false };
  app.decorate('lifecycle', lifecycle);
  const captcha = new CaptchaService(config, database);
  const auth = new AuthService(database.db, app.tokens, captcha);
  await app.register(metaRoutes, { config, database, lifecycle });
  await app.register(authRoutes, { auth, captcha, loginRateLimit: config.loginRateLimit });
  await app.register(engineRoutes);
  await app.register(amministratoriRoutes, { db: database.db, config });
  await app.register(ricevitoriRoutes, { db: database.db, config });
  await app.register(anagraficheRoutes, { db: database.db, outletRows: ricevitoreRows });
  await app.register(contestsRoutes, { db: database.db });
  await app.register(structuresRoutes, { db: database.db });
  await app.register(systemsRoutes, { db: database.db, config });
  await app.register(archiveRoutes, { db: database.db, config });
  await app.register(totocalcioRoutes, { db: database.db });
  await app.register(dashboardRoutes, { db: database.db, config });
  await app.register(notificationsRoutes, { db: database.db, enabledGames: config.enabledGames });
  await app.register(awardsRoutes, { db: database.db });
  const queue = new JobQueue();
  app.decorate('jobQueue', queue);
  await app.register(publicationRoutes, { db: database.db, queue });
  await app.register(preferencesRoutes, { db: database.db });
  await app.register(inboxRoutes, { db: database.db });
  await app.register(savedViewRoutes, { db: database.db });
  await app.register(graphicsRoutes, { db: database.db });
  await app.register(boardRoutes, { db: database.db, enabledGames: config.enabledGames });
  await app.register(winsRoutes, { db: database.db });
  await app.register(proposalsRoutes, { db: database.db, enabledGames: config.enabledGames });
  // the results' confirm and reopen call the wins part inside their transactions (modules/wins/hooks.ts)
  await app.register(resultsRoutes, { db: database.db, hooks: winsHooks });
  await app.register(auditRoutes, { db: database.db });
  await app.register(searchRoutes, {
    db: database.db,
    enabledGames: config.enabledGames,
    sources: { outlets: searchOutlets, staff: searchStaff, structures: searchStructures, systems: searchSystems },
  });

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  const hasLoginShell = existsSync(path.join(config.webDist, 'login.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text asset (apps/web/scripts/bundle-report.mjs)
      preCompressed: true,
      // our own header per file (below), not send's `public, max-age=0`
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      // a known path with another method: 405 and the methods it takes
      let allowed: string[] = [];
      try {
        allowed = app.allowedMethods(url);
      } catch {
        allowed = [];
      }
      if (allowed.length)
        return reply.code(405).header('Allow', allowed.join(', ')).send(errorBody('METHOD_NOT_ALLOWED'));
      return reply.code(404).send(errorBody('NOT_FOUND'));
    }
    if (req.method !== 'GET' || !hasWeb || !isPagePath(url)) return reply.code(404).send(errorBody('NOT_FOUND'));
    // client routes of the SPA; the login page with its frame already drawn (apps/web/scripts/login-shell.mjs)
    // (and the home page to a visitor without a session cookie: the application would send it to the login)
    const cookies = (req.headers.cookie ?? '').split(';').map((c) => c.trim());
    const visitor = !cookies.some((c) => c.startsWith(`${TOKEN_COOKIE}=`) && c.length > TOKEN_COOKIE.length + 1);
    const page = hasLoginShell && (url === '/login' || (url === '/' && visitor)) ? 'login.html' : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
  return app;
}
