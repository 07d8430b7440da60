import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_SLUGS, DEFAULT_ENABLED_GAMES, type GameSlug } from '@bacheca/domain';
import { DEFAULT_EXACT_COUNT_LIMIT } from './lib/list-query';

/** The publication worker's pace when nothing configures it (PUBLICATION_BATCH_SIZE, PUBLICATION_BATCH_DELAY_MS). */
export const PUBLICATION_WORKER_DEFAULTS = { batchSize: 500, batchDelayMs: 0 } as const;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. The README lists the same table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PREPARED_STATEMENTS: bool.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  TOKEN_REFRESH_MS: z.coerce.number().int().min(1000).default(25_000),
  INACTIVITY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(1_800_000),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).default(50_000),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  ENABLED_GAMES: z.string().default(DEFAULT_ENABLED_GAMES.join(',')),
  BOARD_URL: z.string().url().default('https://bacheca.sisal.example/login'),
  BOARD_SITE: z.string().default('bacheca-ricevitori'),
  SYNDICATE_URL: z.string().url().default('https://syndicate.sisal.example/{game}?token={token}'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: z.string().default('false'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Bacheca dei Ricevitori <noreply@bachecaricevitori.it>'),
  SEED_OUTLETS: z.coerce.number().int().min(0).default(2000),
  SEED_ON_START: bool.optional(),
  WEB_DIST: z.string().optional(),
  RUN_WORKERS: bool.optional(),
  PUBLICATION_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(PUBLICATION_WORKER_DEFAULTS.batchSize),
  PUBLICATION_BATCH_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(PUBLICATION_WORKER_DEFAULTS.batchDelayMs),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  LIST_EXACT_COUNT_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_EXACT_COUNT_LIMIT),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections per process (the pg pool's max): instances × processes × this must fit max_connections. */
  databasePoolSize: number;
  /**
   * The session statement as a named prepared statement (default). false: an unnamed statement each time, for a
   * PgBouncer in transaction pooling that does not track prepared statements (max_prepared_statements = 0, < 1.21).
   */
  preparedStatements: boolean;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  sessionMaxHours: number;
  tokenRefreshMs: number;
  inactivityTimeoutMs: number;
  captcha: {
    provider: 'altcha' | 'recaptcha' | 'off';
    altchaHmacKey: string;
    altchaMaxNumber: number;
    recaptchaSecret?: string;
    recaptchaSiteKey?: string;
  };
  enabledGames: GameSlug[];
  boardUrl: string;
  boardSite: string;
  syndicateUrl: string;
  loginRateLimit: number;
  /** Fastify's trustProxy: false (default: the socket address is the client), a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** The Prometheus listener (GET /metrics): off unless METRICS_PORT is set; loopback unless METRICS_HOST says otherwise. */
  metrics: { port?: number; host: string };
  smtpUrl?: string;
  mailFrom: string;
  seedOutlets: number;
  seedOnStart: boolean;
  webDist: string;
  /** Run the pg-boss workers in the server process (default); false when `npm run worker` processes do the work. */
  runWorkers: boolean;
  publicationBatchSize: number;
  /** A pause after each publication batch: demos and the crash test only. */
  publicationBatchDelayMs: number;
  /** Server processes on this machine (node:cluster, one port); more than 1 only on PostgreSQL. */
  webConcurrency: number;
  /** On SIGTERM: how long requests in flight and the running publication batch may take before the process exits. */
  shutdownTimeoutMs: number;
  /** Large lists (outlets, systems) count their total exactly up to this many rows, and estimate it above. */
  listExactCountLimit: number;
}

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe. `false` (default): nobody, the client is the socket's address.
 * A number: that many proxy hops in front of the app. Otherwise a comma list of proxy addresses or CIDR ranges
 * (or proxy-addr's names loopback, linklocal, uniquelocal). `true` (anyone) is refused: any client could then
 * choose its own address and escape the login rate limit.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'off') return false;
  if (v === 'true')
    throw new ConfigError('TRUST_PROXY=true non è ammesso: indicare il numero di proxy o i loro indirizzi');
  if (/^[0-9]+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('TRUST_PROXY: al massimo 10 proxy');
    return hops;
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((a) => !/^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/[0-9]{1,3})?)$/.test(a));
  if (bad.length || !list.length) throw new ConfigError(`TRUST_PROXY: indirizzi non validi ${bad.join(', ')}`);
  return list;
}

/** A per-installation secret kept in the data folder so development sessions survive restarts. */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, value, { mode: 0o600 });
  } catch {
    /* read-only folder: the secret lives for this process only */
  }
  return value;
}

/** An absolute http(s) address of the portal, nothing after the host but an optional `/`. */
function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      !u.username &&
      !u.password &&
      u.pathname === '/' &&
      !u.search &&
      !u.hash
    );
  } catch {
    return false;
  }
}

/** Read and validate the configuration; refuses unsafe production settings. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // relative to where the command was typed (npm sets INIT_CWD; workspace scripts run inside apps/server)
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const games = e.ENABLED_GAMES.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = games.filter((g) => !(GAME_SLUGS as readonly string[]).includes(g));
  if (unknown.length) throw new ConfigError(`ENABLED_GAMES: giochi sconosciuti ${unknown.join(', ')}`);
  if (isProduction) {
    if (e.CAPTCHA_PROVIDER === 'off') throw new ConfigError('CAPTCHA_PROVIDER=off non è ammesso in produzione');
    if (!e.JWT_SECRET) throw new ConfigError('JWT_SECRET è obbligatorio in produzione');
    if (e.CAPTCHA_PROVIDER === 'altcha' && !e.ALTCHA_HMAC_KEY)
      throw new ConfigError('ALTCHA_HMAC_KEY è obbligatorio in produzione');
    // the links of every e-mail (invitations, a job's outcome) start with it: a worker without it would mail
    // localhost:3000 to real users
    if (!e.PUBLIC_URL)
      throw new ConfigError(
        "PUBLIC_URL è obbligatorio in produzione: è l'indirizzo del portale nei link delle e-mail (es. https://bacheca.example.it)",
      );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new ConfigError(
      'WEB_CONCURRENCY maggiore di 1 richiede DATABASE_URL (PostgreSQL): PGlite è il database di un solo processo',
    );
  if (e.CAPTCHA_PROVIDER === 'recaptcha' && (!e.RECAPTCHA_SECRET || !e.RECAPTCHA_SITE_KEY))
    throw new ConfigError('RECAPTCHA_SECRET e RECAPTCHA_SITE_KEY sono obbligatori con CAPTCHA_PROVIDER=recaptcha');
  if (e.PUBLIC_URL && !isHttpUrl(e.PUBLIC_URL))
    throw new ConfigError(
      `PUBLIC_URL non valido: un indirizzo http:// o https:// senza percorso né parametri (es. https://bacheca.example.it), non "${e.PUBLIC_URL}"`,
    );
  const jwtSecret =
    e.JWT_SECRET ??
    (e.NODE_ENV === 'test' ? 'test-secret-test-secret-test-secret!!' : localSecret(dataDir, 'jwt-secret'));
  const altchaKey =
    e.ALTCHA_HMAC_KEY ?? (e.NODE_ENV === 'test' ? 'test-altcha-hmac-key' : localSecret(dataDir, 'altcha-key'));
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
    jwtSecret: new TextEncoder().encode(jwtSecret),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    tokenRefreshMs: e.TOKEN_REFRESH_MS,
    inactivityTimeoutMs: e.INACTIVITY_TIMEOUT_MS,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      altchaHmacKey: altchaKey,
      altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
      recaptchaSecret: e.RECAPTCHA_SECRET,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    },
    enabledGames: games as GameSlug[],
    boardUrl: e.BOARD_URL,
    boardSite: e.BOARD_SITE,
    syndicateUrl: e.SYNDICATE_URL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedOutlets: e.SEED_OUTLETS,
    seedOnStart: e.SEED_ON_START ?? !isProduction,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    runWorkers: e.RUN_WORKERS ?? true,
    publicationBatchSize: e.PUBLICATION_BATCH_SIZE,
    publicationBatchDelayMs: e.PUBLICATION_BATCH_DELAY_MS,
    listExactCountLimit: e.LIST_EXACT_COUNT_LIMIT,
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/** The configuration of a process's entry point (server, worker): a wrong setting prints its Italian reason and exits 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
