import { GAMES, GAME_SLUGS, NUMERICAL_GAME_SLUGS, resolveGameSlug } from '@bacheca/domain/games';
import * as TEXTS from '@bacheca/domain/messages-sidebar';
import { hasPermission } from '@bacheca/domain/permissions';
import type { GameSlug, Principal, PublicConfig, Role } from '@bacheca/domain';
import { decideAccess, routeDef, type ROUTES, type RouteId } from './route-table';
import { boardHref, syndicateHref } from './external-links';

/**
 * The sidebar as data (decisions.md, exact order). Each entry points at a route of the table and shows only
 * if the user passes that route's guard; game sections only for enabled games.
 */

export type NavIcon =
  | 'home'
  | 'admins'
  | 'outlets'
  | 'registry'
  | 'notifications'
  | 'banner'
  | 'popup'
  | 'game'
  | 'structures'
  | 'systems'
  | 'proposals'
  | 'results'
  | 'jobs'
  | 'awards'
  | 'preferences'
  | 'graphics'
  | 'football'
  | 'createSystem'
  | 'archive'
  | 'syndicate'
  | 'roles'
  | 'external'
  | 'privacy'
  | 'statement'
  | 'inbox'
  | 'profile'
  | 'password'
  | 'logout';

export interface NavLink {
  kind: 'link';
  /** Stable key; the test id is `nav-<key>`. */
  key: string;
  label: string;
  href: string;
  routeId: RouteId;
  icon: NavIcon;
  testId: string;
  /** Shown only to these roles, even where the route admits more (the outlet's "Cambia password": staff reach it from /account). */
  onlyRoles?: readonly Role[];
}

export interface NavSection {
  kind: 'section';
  key: string;
  label: string;
  icon: NavIcon;
  /** `nav-section-<key>`. */
  testId: string;
  game?: GameSlug;
  children: NavLink[];
}

export type NavEntry = NavLink | NavSection;

export interface NavContext {
  user: Principal;
  enabledGames: readonly GameSlug[];
}

/** A table path with its parameters filled in: `/$game/strutture` → `/${string}/strutture`. */
type FilledPath<P extends string> = P extends `${infer Head}$${string}/${infer Tail}`
  ? `${Head}${string}/${FilledPath<Tail>}`
  : P extends `${infer Head}$${string}`
    ? `${Head}${string}`
    : P;

/** The addresses of a table route: an entry's href must fit the path of the route it names (checked by tsc). */
type HrefOf<I extends RouteId> = FilledPath<Extract<(typeof ROUTES)[number], { id: I }>['path']>;

function link<I extends RouteId>(
  key: string,
  label: string,
  routeId: I,
  href: HrefOf<I>,
  icon: NavIcon,
  onlyRoles?: readonly Role[],
): NavLink {
  return { kind: 'link', key, label, href, routeId, icon, testId: `nav-${key}`, ...(onlyRoles ? { onlyRoles } : {}) };
}

function section(key: string, label: string, icon: NavIcon, children: NavLink[], game?: GameSlug): NavSection {
  return { kind: 'section', key, label, icon, testId: `nav-section-${key}`, game, children };
}

function gameSection(game: GameSlug): NavSection {
  const g = `/${game}` as const;
  const children: NavLink[] = [
    link(`${game}-strutture`, TEXTS.NAV_STRUCTURES, 'strutture', `${g}/strutture`, 'structures'),
    link(`${game}-sistemi`, TEXTS.NAV_SYSTEMS, 'sistemi', `${g}/sistemi`, 'systems'),
    link(`${game}-proposte`, TEXTS.NAV_PROPOSALS, 'proposals', `${g}/proposals`, 'proposals'),
    link(`${game}-risultati`, TEXTS.NAV_RESULTS, 'risultati', `${g}/risultati`, 'results'),
    link(`${game}-job`, TEXTS.NAV_JOBS, 'jobs', `${g}/job`, 'jobs'),
  ];
  if (game === 'superenalotto')
    children.push(
      link(`${game}-premi-straordinari`, TEXTS.NAV_AWARDS, 'premi', `/${game}/premi-straordinari`, 'awards'),
    );
  children.push(link(`${game}-preferenze`, TEXTS.NAV_PREFERENCES, 'preferenze', `${g}/preferenze`, 'preferences'));
  children.push(link(`${game}-grafica`, TEXTS.NAV_GRAPHICS, 'grafica', `${g}/grafica`, 'graphics'));
  return section(game, GAMES[game].label, 'game', children, game);
}

/** Every entry in order, before filtering. */
export function allSidebarEntries(): NavEntry[] {
  return [
    link('bacheca', TEXTS.NAV_BOARD, 'bacheca', '/bacheca', 'home'),
    link('bacheca-proposte', TEXTS.NAV_MY_PROPOSALS, 'bachecaProposte', '/bacheca/proposte', 'proposals'),
    // the outlet's self-service
    link('bacheca-estratto', TEXTS.NAV_STATEMENT, 'bachecaEstratto', '/bacheca/estratto', 'statement'),
    link('bacheca-avvisi', TEXTS.NAV_NOTICES, 'bachecaAvvisi', '/bacheca/avvisi', 'inbox'),
    link('bacheca-dati', TEXTS.NAV_MY_DATA, 'bachecaDati', '/bacheca/dati', 'profile'),
    link('cambia-password', TEXTS.NAV_CHANGE_PASSWORD, 'selfChangePassword', '/self-change-password', 'password', [
      'ricevitore',
    ]),
    link('home', TEXTS.NAV_HOME, 'home', '/home', 'home'),
    link('amministratori', TEXTS.NAV_ADMINS, 'amministratori', '/amministratori', 'admins'),
    link('ricevitorie', TEXTS.NAV_OUTLETS, 'ricevitorie', '/ricevitorie', 'outlets'),
    link('anagrafiche', TEXTS.NAV_REGISTRY, 'anagrafiche', '/anagrafiche', 'registry'),
    section('notifiche', TEXTS.NAV_NOTIFICATIONS, 'notifications', [
      link('notifiche-banner', TEXTS.NAV_BANNER, 'notificationsType', '/notifications/banner', 'banner'),
      link('notifiche-popup', TEXTS.NAV_POPUP, 'notificationsType', '/notifications/popup', 'popup'),
    ]),
    ...NUMERICAL_GAME_SLUGS.map(gameSection),
    section(
      'totocalcio',
      GAMES.totocalcio.label,
      'football',
      [
        link(
          'totocalcio-crea-sistema',
          TEXTS.NAV_CREATE_SYSTEM,
          'totocalcioCreaSistema',
          '/totocalcio/crea-sistema',
          'createSystem',
        ),
        link(
          'totocalcio-archivio-sistemi',
          TEXTS.NAV_SYSTEMS_ARCHIVE,
          'archivioSistemi',
          '/archivio-sistemi',
          'archive',
        ),
        link('totocalcio-risultati', TEXTS.NAV_RESULTS, 'risultati', '/totocalcio/risultati', 'results'),
      ],
      'totocalcio',
    ),
    link(
      'syndicate-backoffice',
      TEXTS.NAV_SYNDICATE_BACKOFFICE,
      'syndicateBackoffice',
      '/syndicate-backoffice',
      'syndicate',
    ),
    link('registro-attivita', TEXTS.NAV_AUDIT_LOG, 'registro', '/registro-attivita', 'privacy'),
  ];
}

function paramsOf(href: string, routeId: RouteId): Record<string, string> {
  const def = routeDef(routeId);
  const pattern = def.path.split('/').filter(Boolean);
  const parts = href.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern.forEach((p, i) => {
    if (p.startsWith('$') && parts[i] !== undefined) params[p.slice(1)] = parts[i];
  });
  return params;
}

export function canSeeLink(item: NavLink, ctx: NavContext): boolean {
  if (item.onlyRoles && !ctx.user.roles.some((r) => item.onlyRoles!.includes(r))) return false;
  return decideAccess(routeDef(item.routeId), {
    user: ctx.user,
    enabledGames: ctx.enabledGames,
    params: paramsOf(item.href, item.routeId),
  }).ok;
}

/** The entries this user sees: links passing their route's guard, sections with at least one such child. */
export function sidebarEntries(ctx: NavContext): NavEntry[] {
  const out: NavEntry[] = [];
  for (const entry of allSidebarEntries()) {
    if (entry.kind === 'link') {
      if (canSeeLink(entry, ctx)) out.push(entry);
      continue;
    }
    if (entry.game && !ctx.enabledGames.includes(entry.game)) continue;
    const children = entry.children.filter((c) => canSeeLink(c, ctx));
    if (children.length > 0) out.push({ ...entry, children });
  }
  return out;
}

/** The game whose section is expanded: the first path segment, unknown slugs resolve to EuroJackpot (spec §2). */
export function currentGame(pathname: string): GameSlug {
  return resolveGameSlug(pathname.split('/').filter(Boolean)[0]);
}

/**
 * The game the Syndicate link names: the page's game when it is enabled, else the default game (EuroJackpot) when
 * enabled, else the first enabled game; null when no game is enabled (then there is no link).
 */
export function syndicateGame(game: GameSlug, enabledGames: readonly GameSlug[]): GameSlug | null {
  if (enabledGames.includes(game)) return game;
  const fallback = resolveGameSlug(undefined);
  if (enabledGames.includes(fallback)) return fallback;
  return GAME_SLUGS.find((g) => enabledGames.includes(g)) ?? null;
}

export type FooterItem =
  | {
      kind: 'link';
      key: string;
      label: string;
      testId: string;
      icon: NavIcon;
      href: string;
      search?: Record<string, unknown>;
    }
  | { kind: 'external'; key: string; label: string; testId: string; icon: NavIcon; href: string }
  | { kind: 'logout'; key: string; label: string; testId: string; icon: NavIcon };

export interface FooterContext extends NavContext {
  config: Pick<PublicConfig, 'syndicateUrl' | 'boardUrl' | 'boardSite'>;
  /** The JWT to put in external links. */
  token: string;
  game: GameSlug;
}

/** Footer: Ruoli e permessi, Syndicate, Privacy, Bacheca dei Sistemi, Esci. */
export function sidebarFooter(ctx: FooterContext): FooterItem[] {
  const items: FooterItem[] = [];
  if (decideAccess(routeDef('gruppi'), ctx).ok)
    items.push({
      kind: 'link',
      key: 'ruoli-permessi',
      label: TEXTS.NAV_ROLES,
      testId: 'nav-ruoli-permessi',
      icon: 'roles',
      href: '/gruppi',
    });
  const syndicate = syndicateGame(ctx.game, ctx.enabledGames);
  if (hasPermission(ctx.user, 'syndicate_access') && syndicate)
    items.push({
      kind: 'external',
      key: 'syndicate',
      label: TEXTS.NAV_SYNDICATE,
      testId: 'nav-syndicate',
      icon: 'external',
      href: syndicateHref(ctx.config.syndicateUrl, ctx.token, syndicate),
    });
  items.push({
    kind: 'link',
    key: 'privacy',
    label: TEXTS.NAV_PRIVACY,
    testId: 'nav-privacy',
    icon: 'privacy',
    href: '/privacy?isInternalPrivacyLink=true',
    search: { isInternalPrivacyLink: true },
  });
  if (hasPermission(ctx.user, 'bacheca_admin'))
    items.push({
      kind: 'external',
      key: 'bacheca-sistemi',
      label: TEXTS.NAV_BOARD_SITE,
      testId: 'nav-bacheca-sistemi',
      icon: 'external',
      href: boardHref(ctx.config.boardUrl, ctx.token, ctx.config.boardSite),
    });
  items.push({ kind: 'logout', key: 'esci', label: TEXTS.NAV_LOGOUT, testId: 'nav-esci', icon: 'logout' });
  return items;
}
