import { GAMES, GAME_SLUGS, isGameSlug } from '@bacheca/domain/games';
import { STAFF_ROLES, canAccess } from '@bacheca/domain/permissions';
import { isAlphanumericParam } from '@bacheca/domain/params';
import * as TEXTS from '@bacheca/domain/messages-navigation';
import type { CurrentUser, GameSlug, Permission, Principal, Role } from '@bacheca/domain';

/**
 * Every route of the portal (spec §2) as data: path, guard (roles and/or permission), title, layout.
 * The router (app/router.tsx), the guards, the sidebar, the home cards and the tests all read this table.
 * Paths use TanStack Router's syntax (`$param`).
 */

/** How a path parameter is checked; a failing check sends to /unauthorized. */
export type ParamKind =
  /** Alphanumeric (spec §5). */
  | 'alnum'
  /** A game slug among the route's `games`, enabled in the configuration. */
  | 'game'
  /** Job ids in the Game_ID form, e.g. SE_1042. */
  | 'jobId'
  /** banner | popup. */
  | 'notificationType';

export interface RouteDef {
  /** Stable id, also `staticData.routeId` of the router's route. */
  id: string;
  path: string;
  /** Italian title; `{game}` is replaced by the game's label. */
  title: string;
  /** Rendered inside the app layout (sidebar and header). */
  layout: boolean;
  /** Reachable without a session. */
  public?: boolean;
  /** The user needs one of these roles. */
  roles?: readonly Role[];
  /** The user needs this permission. */
  permission?: Permission;
  params?: Readonly<Record<string, ParamKind>>;
  /** For routes with a `$game` param: the slugs the route exists for. */
  games?: readonly GameSlug[];
  /** For static game routes (e.g. /superenalotto/premi-straordinari): the game that must be enabled. */
  game?: GameSlug;
  /** Search parameters that, when present, must be alphanumeric. */
  alnumSearch?: readonly string[];
  /** The page exists for real; otherwise it renders the title and "Pagina in preparazione". */
  built?: boolean;
  /**
   * The path parameter naming an outlet whose simulated session may open the route too: the simulation page is
   * reached by the staff user (permission `impersonator`) and, once the session is swapped, by the simulated outlet.
   */
  simulatedOutletParam?: string;
}

/** ra, admin, super_admin, call_center, call_center_special, reader. */
export const STAFF: readonly Role[] = STAFF_ROLES;
/** The staff roles plus ricevitore. */
export const ANY_ROLE: readonly Role[] = [...STAFF_ROLES, 'ricevitore'];

export const ALL_GAMES: readonly GameSlug[] = GAME_SLUGS;
/** Graphics exist for the numerical games only (spec §2). */
export const GRAPHIC_GAMES: readonly GameSlug[] = ['eurojackpot', 'superenalotto', 'sivincetutto'];

const GAME = { game: 'game' } as const;

/** A game route's path, kept literal so that the router (built from this table) types its links. */
type GamePath<S extends string> = S extends '' ? '/$game' : `/$game/${S}`;

function gameRoute<I extends string, S extends string>(
  id: I,
  subPath: S,
  title: string,
  params: Record<string, ParamKind> = {},
  extra: Partial<RouteDef> = {},
): RouteDef & { id: I; path: GamePath<S>; layout: true } {
  return {
    ...extra,
    id,
    path: (subPath ? `/$game/${subPath}` : '/$game') as GamePath<S>,
    title,
    layout: true,
    permission: 'bacheca_gn',
    params: { ...GAME, ...params },
    games: extra.games ?? ALL_GAMES,
  };
}

export const ROUTES = [
  // Public, without the layout.
  { id: 'login', path: '/login', title: TEXTS.TITLE_LOGIN, layout: false, public: true, built: true },
  {
    id: 'changePassword',
    path: '/change-password/$token',
    title: TEXTS.TITLE_CHANGE_PASSWORD,
    layout: false,
    public: true,
    // the format of a token; the router applies no guard here: the page says "link non valido" itself
    params: { token: 'alnum' },
    built: true,
  },
  { id: 'privacy', path: '/privacy', title: TEXTS.TITLE_PRIVACY, layout: false, public: true, built: true },
  {
    id: 'cookiePolicy',
    path: '/cookie-policy',
    title: TEXTS.TITLE_COOKIE_POLICY,
    layout: false,
    public: true,
    built: true,
  },
  // The same policy inside the layout, reached with ?isInternalPrivacyLink=true, only with a session.
  {
    id: 'privacyInternal',
    path: '/privacy',
    title: TEXTS.TITLE_PRIVACY,
    layout: true,
    roles: ANY_ROLE,
    built: true,
  },

  // The outlet's board: outlets, and staff while simulating one (the session is the outlet's).
  { id: 'bacheca', path: '/bacheca', title: TEXTS.TITLE_BOARD, layout: true, roles: ['ricevitore'], built: true },
  {
    id: 'bachecaProposte',
    path: '/bacheca/proposte',
    title: TEXTS.TITLE_MY_PROPOSALS,
    layout: true,
    roles: ['ricevitore'],
    built: true,
  },
  // The outlet's self-service: its statement of quote, its notification archive, its own data.
  {
    id: 'bachecaEstratto',
    path: '/bacheca/estratto',
    title: TEXTS.TITLE_STATEMENT,
    layout: true,
    roles: ['ricevitore'],
    built: true,
  },
  {
    id: 'bachecaAvvisi',
    path: '/bacheca/avvisi',
    title: TEXTS.TITLE_NOTICES,
    layout: true,
    roles: ['ricevitore'],
    built: true,
  },
  {
    id: 'bachecaDati',
    path: '/bacheca/dati',
    title: TEXTS.TITLE_MY_DATA,
    layout: true,
    roles: ['ricevitore'],
    built: true,
  },

  // Any staff role.
  { id: 'home', path: '/home', title: TEXTS.TITLE_HOME, layout: true, roles: STAFF, built: true },
  { id: 'account', path: '/account', title: TEXTS.TITLE_ACCOUNT, layout: true, roles: STAFF, built: true },
  {
    id: 'selfChangePassword',
    path: '/self-change-password',
    title: TEXTS.TITLE_CHANGE_PASSWORD,
    layout: true,
    roles: ANY_ROLE,
    built: true,
  },
  {
    id: 'unauthorized',
    path: '/unauthorized',
    title: TEXTS.TITLE_UNAUTHORIZED,
    layout: true,
    roles: ANY_ROLE,
    built: true,
  },

  // Administrators and roles.
  {
    id: 'amministratori',
    path: '/amministratori',
    title: TEXTS.TITLE_ADMINS,
    layout: true,
    permission: 'crud_read_admin',
    built: true,
  },
  {
    id: 'amministratore',
    path: '/amministratori/$username',
    title: TEXTS.TITLE_ADMIN,
    layout: true,
    permission: 'crud_read_admin',
    params: { username: 'alnum' },
    built: true,
  },
  // The activity log: super_admin and admin (permission read_audit). A real page: `built` is left out only
  // because nothing reads it at run time and the entry bundle sits at its budget.
  { id: 'registro', path: '/registro-attivita', title: TEXTS.TITLE_AUDIT_LOG, layout: true, permission: 'read_audit' },
  {
    id: 'gruppi',
    path: '/gruppi',
    title: TEXTS.TITLE_ROLES,
    layout: true,
    permission: 'handle_ruolo_admin',
    built: true,
  },

  // Outlets.
  {
    id: 'ricevitorie',
    path: '/ricevitorie',
    title: TEXTS.TITLE_OUTLETS,
    layout: true,
    permission: 'read_ricevitore',
    built: true,
  },
  {
    id: 'ricevitoria',
    path: '/ricevitorie/$ivrCode',
    title: TEXTS.TITLE_OUTLET,
    layout: true,
    permission: 'read_ricevitore',
    params: { ivrCode: 'alnum' },
    built: true,
  },
  {
    id: 'simulate',
    path: '/ricevitorie/$ivrCode/simulate',
    title: TEXTS.TITLE_SIMULATE,
    layout: true,
    permission: 'impersonator',
    params: { ivrCode: 'alnum' },
    simulatedOutletParam: 'ivrCode',
    built: true,
  },
  {
    id: 'anagrafiche',
    path: '/anagrafiche',
    title: TEXTS.TITLE_REGISTRY,
    layout: true,
    permission: 'read_ricevitore',
    built: true,
  },

  // Syndicate.
  {
    id: 'syndicateBackoffice',
    path: '/syndicate-backoffice',
    title: TEXTS.TITLE_SYNDICATE_BACKOFFICE,
    layout: true,
    permission: 'syndicate_access',
    built: true,
  },

  // Notifications.
  {
    id: 'notifications',
    path: '/notifications',
    title: TEXTS.TITLE_NOTIFICATIONS,
    layout: true,
    permission: 'handle_ruolo_admin',
    built: true,
  },
  {
    id: 'notificationsType',
    path: '/notifications/$type',
    title: TEXTS.TITLE_NOTIFICATIONS_OF_TYPE,
    layout: true,
    permission: 'handle_ruolo_admin',
    params: { type: 'notificationType' },
    built: true,
  },
  {
    id: 'notificationsCreate',
    path: '/notifications/$type/create',
    title: TEXTS.TITLE_NOTIFICATION_NEW,
    layout: true,
    permission: 'handle_ruolo_admin',
    params: { type: 'notificationType' },
    built: true,
  },
  {
    id: 'notificationsUpdate',
    path: '/notifications/$type/update/$x/$id',
    title: TEXTS.TITLE_NOTIFICATION_EDIT,
    layout: true,
    permission: 'handle_ruolo_admin',
    params: { type: 'notificationType', x: 'alnum', id: 'alnum' },
    built: true,
  },

  // Games (bacheca_gn), $game among the four slugs and enabled.
  gameRoute('game', '', TEXTS.TITLE_GAME, {}, { built: true }),
  gameRoute('strutture', 'strutture', TEXTS.TITLE_STRUCTURES, {}, { built: true }),
  gameRoute('strutturaNew', 'strutture/new', TEXTS.TITLE_STRUCTURE_NEW, {}, { built: true }),
  gameRoute('struttura', 'strutture/$structureId', TEXTS.TITLE_STRUCTURE, { structureId: 'alnum' }, { built: true }),
  gameRoute(
    'strutturaEdit',
    'strutture/$structureId/edit',
    TEXTS.TITLE_STRUCTURE_EDIT,
    { structureId: 'alnum' },
    { built: true },
  ),
  gameRoute(
    'strutturaDuplicate',
    'strutture/$structureId/duplicate',
    TEXTS.TITLE_STRUCTURE_DUPLICATE,
    { structureId: 'alnum' },
    { built: true },
  ),
  gameRoute(
    'strutturaGenerate',
    'strutture/$structureId/generate-systems',
    TEXTS.TITLE_STRUCTURE_GENERATE,
    { structureId: 'alnum' },
    { built: true },
  ),
  gameRoute('sistemi', 'sistemi', TEXTS.TITLE_SYSTEMS, {}, { built: true }),
  gameRoute('sistemaNew', 'sistemi/new', TEXTS.TITLE_SYSTEM_NEW, {}, { alnumSearch: ['id'], built: true }),
  gameRoute('sistema', 'sistemi/detail/$systemId', TEXTS.TITLE_SYSTEM, { systemId: 'alnum' }, { built: true }),
  gameRoute('proposals', 'proposals', TEXTS.TITLE_PROPOSALS, {}, { built: true }),
  gameRoute('proposal', 'proposals/$proposalId', TEXTS.TITLE_PROPOSAL, { proposalId: 'alnum' }, { built: true }),
  gameRoute('risultati', 'risultati', TEXTS.TITLE_RESULTS, {}, { built: true }),
  gameRoute('risultato', 'risultati/$contestId', TEXTS.TITLE_RESULT, { contestId: 'alnum' }, { built: true }),
  gameRoute('jobs', 'job', TEXTS.TITLE_JOBS),
  gameRoute('job', 'job/$jobId', TEXTS.TITLE_JOB, { jobId: 'jobId' }),
  gameRoute('vincite', 'concorsi/$contestId/vincite', TEXTS.TITLE_WINNERS, { contestId: 'alnum' }, { built: true }),
  gameRoute('preferenze', 'preferenze', TEXTS.TITLE_PREFERENCES),
  gameRoute('grafica', 'grafica', TEXTS.TITLE_GRAPHICS, {}, { games: GRAPHIC_GAMES, built: true }),
  gameRoute(
    'graficaDetail',
    'grafica/$x',
    TEXTS.TITLE_GRAPHICS,
    { x: 'alnum' },
    { games: GRAPHIC_GAMES, alnumSearch: ['structureId'], built: true },
  ),

  // SuperEnalotto only.
  {
    id: 'premi',
    path: '/superenalotto/premi-straordinari',
    title: TEXTS.TITLE_AWARDS,
    layout: true,
    permission: 'bacheca_gn',
    game: 'superenalotto',
    built: true,
  },
  {
    id: 'premioCreate',
    path: '/superenalotto/premi-straordinari/create',
    title: TEXTS.TITLE_AWARD_NEW,
    layout: true,
    permission: 'bacheca_gn',
    game: 'superenalotto',
    built: true,
  },
  {
    id: 'premioUpdate',
    path: '/superenalotto/premi-straordinari/update/$id',
    title: TEXTS.TITLE_AWARD_EDIT,
    layout: true,
    permission: 'bacheca_gn',
    game: 'superenalotto',
    params: { id: 'alnum' },
    built: true,
  },

  // Totocalcio board (bacheca_tcal).
  {
    id: 'totocalcioCreaSistema',
    path: '/totocalcio/crea-sistema',
    title: TEXTS.TITLE_CREATE_SYSTEM,
    layout: true,
    permission: 'bacheca_tcal',
    game: 'totocalcio',
    built: true,
  },
  {
    id: 'archivioSistemi',
    path: '/archivio-sistemi',
    title: TEXTS.TITLE_SYSTEMS_ARCHIVE,
    layout: true,
    permission: 'bacheca_tcal',
    built: true,
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

export const ROUTES_BY_ID: Readonly<Record<RouteId, RouteDef>> = Object.fromEntries(
  ROUTES.map((r) => [r.id, r as RouteDef]),
) as Record<RouteId, RouteDef>;

export function routeDef(id: RouteId): RouteDef {
  return ROUTES_BY_ID[id];
}

/**
 * Job ids in the URL: safe characters only (letters, digits, "_", "-"); the job page answers anything that is not
 * Game_ID (SE_1042) with the spec's message (JOB_ID_INVALID from the API).
 */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const NOTIFICATION_TYPES = ['banner', 'popup'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isAlphanumeric(value: unknown): boolean {
  return isAlphanumericParam(value);
}

export function checkParam(kind: ParamKind, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  switch (kind) {
    case 'alnum':
      return isAlphanumeric(value);
    case 'game':
      return isGameSlug(value);
    case 'jobId':
      return value.length <= 60 && JOB_ID_PATTERN.test(value);
    case 'notificationType':
      return (NOTIFICATION_TYPES as readonly string[]).includes(value);
  }
}

/** The logged-in user as the guards see it: roles, permissions and, in a simulation, the simulated outlet. */
export type GuardUser = Principal & { impersonatedBy?: string | null; ivrCode?: string | null };

export interface AccessContext {
  /** The logged-in user, or null without a session. */
  user: GuardUser | null;
  enabledGames: readonly GameSlug[];
  params?: Record<string, string | undefined>;
  search?: Record<string, unknown>;
}

export type AccessDecision =
  | { ok: true }
  | { ok: false; redirect: '/login' | '/unauthorized'; reason: 'params' | 'login' | 'forbidden' | 'game' | 'notFound' };

/** The guard of every route: parameters, then session, then roles and permission, then the game. */
export function decideAccess(def: RouteDef, ctx: AccessContext): AccessDecision {
  const params = ctx.params ?? {};
  for (const [name, kind] of Object.entries(def.params ?? {})) {
    if (checkParam(kind, params[name])) continue;
    // `/{game}` catches every one-segment path: a segment that names no game is a page that does not exist
    // (`/nonexistent-page`), not a forbidden one.
    if (kind === 'game') return { ok: false, redirect: '/unauthorized', reason: 'notFound' };
    return { ok: false, redirect: '/unauthorized', reason: 'params' };
  }
  for (const name of def.alnumSearch ?? []) {
    const value = ctx.search?.[name];
    if (value === undefined || value === null || value === '') continue;
    if (!isAlphanumeric(typeof value === 'number' ? String(value) : value))
      return { ok: false, redirect: '/unauthorized', reason: 'params' };
  }
  if (def.public) return { ok: true };
  if (!ctx.user) return { ok: false, redirect: '/login', reason: 'login' };
  if (def.simulatedOutletParam && isSimulating(ctx.user, params[def.simulatedOutletParam])) return { ok: true };
  if (!canAccess(ctx.user, { roles: def.roles ? [...def.roles] : null, permission: def.permission ?? null }))
    return { ok: false, redirect: '/unauthorized', reason: 'forbidden' };
  const game = def.params?.game === 'game' ? params.game : def.game;
  if (game !== undefined) {
    if (!isGameSlug(game) || !ctx.enabledGames.includes(game))
      return { ok: false, redirect: '/unauthorized', reason: 'game' };
    // a game the route does not exist for (Totocalcio's graphics): the page is not found, not forbidden
    if (def.games && !def.games.includes(game)) return { ok: false, redirect: '/unauthorized', reason: 'notFound' };
  }
  return { ok: true };
}

/** The session simulates this very outlet (started by a staff user). */
function isSimulating(user: GuardUser, ivrCode: string | undefined): boolean {
  return (
    !!user.impersonatedBy &&
    !!user.ivrCode &&
    !!ivrCode &&
    user.ivrCode === ivrCode &&
    user.roles.includes('ricevitore')
  );
}

/** The title to show, with `{game}` and `{type}` filled from the parameters. */
export function routeTitle(def: RouteDef, params: Record<string, string | undefined> = {}): string {
  const game = def.params?.game === 'game' ? params.game : def.game;
  const gameLabel = isGameSlug(game) ? GAMES[game].label : '';
  const type =
    params.type === 'banner' ? TEXTS.TITLE_TYPE_BANNER : params.type === 'popup' ? TEXTS.TITLE_TYPE_POPUP : '';
  const base = def.title.replace('{game}', gameLabel).replace('{type}', type).replace(/\s+/g, ' ').trim();
  if (def.params?.game === 'game' && def.id !== 'game' && gameLabel) return `${base} – ${gameLabel}`;
  return base;
}

export interface RouteMatch {
  def: RouteDef;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * The route a pathname resolves to, as the router ranks them: a static segment beats a parameter.
 * `/privacy` resolves to the public policy; the internal one is chosen by its search flag.
 */
export function matchPath(pathname: string): RouteMatch | null {
  const wanted = segments(pathname);
  let best: { match: RouteMatch; score: number[] } | null = null;
  for (const route of ROUTES as readonly RouteDef[]) {
    if (route.id === 'privacyInternal') continue;
    const pattern = segments(route.path);
    if (pattern.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    const score: number[] = [];
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i];
      let w = wanted[i];
      try {
        w = decodeURIComponent(w);
      } catch {
        /* keep raw */
      }
      if (p.startsWith('$')) {
        params[p.slice(1)] = w;
        score.push(0);
      } else if (p === w) {
        score.push(1);
      } else {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (!best || compareScores(score, best.score) > 0) best = { match: { def: route, params }, score };
  }
  return best?.match ?? null;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Staff land on /home after login; outlet operators on their board (decisions.md "The outlet's side"). */
export function landingPath(user: Pick<CurrentUser, 'roles'>): '/home' | '/bacheca' {
  return user.roles.some((r) => STAFF.includes(r)) ? '/home' : '/bacheca';
}
