import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type GameSlug, type Principal, type Role } from '@bacheca/domain';
import {
  ROUTES,
  decideAccess,
  landingPath,
  matchPath,
  routeDef,
  routeTitle,
  type GuardUser,
  type RouteDef,
} from './route-table';

const ALL_GAMES: GameSlug[] = ['eurojackpot', 'superenalotto', 'sivincetutto', 'totocalcio'];

function user(role: Role): Principal {
  return { roles: [role], permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] };
}

/** Decide for a concrete pathname, as the router would. */
function decide(
  pathname: string,
  who: GuardUser | null,
  enabledGames: GameSlug[] = ALL_GAMES,
  search?: Record<string, unknown>,
) {
  const m = matchPath(pathname);
  if (!m) throw new Error(`no route for ${pathname}`);
  return decideAccess(m.def, { user: who, enabledGames, params: m.params, search });
}

describe('route table', () => {
  it('has unique ids and every route the spec lists', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = new Set<string>(ROUTES.map((r) => r.path));
    for (const p of [
      '/login',
      '/change-password/$token',
      '/privacy',
      '/cookie-policy',
      '/home',
      '/account',
      '/self-change-password',
      '/unauthorized',
      '/amministratori',
      '/amministratori/$username',
      '/gruppi',
      '/ricevitorie',
      '/ricevitorie/$ivrCode',
      '/ricevitorie/$ivrCode/simulate',
      '/anagrafiche',
      '/syndicate-backoffice',
      '/notifications',
      '/notifications/$type',
      '/notifications/$type/create',
      '/notifications/$type/update/$x/$id',
      '/$game',
      '/$game/strutture',
      '/$game/strutture/new',
      '/$game/strutture/$structureId',
      '/$game/strutture/$structureId/edit',
      '/$game/strutture/$structureId/duplicate',
      '/$game/strutture/$structureId/generate-systems',
      '/$game/sistemi',
      '/$game/sistemi/new',
      '/$game/sistemi/detail/$systemId',
      '/$game/proposals',
      '/$game/proposals/$proposalId',
      '/$game/job',
      '/$game/job/$jobId',
      '/$game/preferenze',
      '/$game/grafica',
      '/$game/grafica/$x',
      '/superenalotto/premi-straordinari',
      '/superenalotto/premi-straordinari/create',
      '/superenalotto/premi-straordinari/update/$id',
      '/totocalcio/crea-sistema',
      '/archivio-sistemi',
    ])
      expect(paths.has(p), p).toBe(true);
  });

  it('only login, change-password, privacy and cookie-policy are public and without layout', () => {
    const publicIds = ROUTES.filter((r: RouteDef) => r.public).map((r) => r.id);
    expect(publicIds.sort()).toEqual(['changePassword', 'cookiePolicy', 'login', 'privacy']);
    expect(
      ROUTES.filter((r: RouteDef) => !r.layout)
        .map((r) => r.id)
        .sort(),
    ).toEqual(publicIds.sort());
    expect(routeDef('privacyInternal').layout).toBe(true);
  });

  it('titles of the named screens', () => {
    expect(routeDef('simulate').title).toBe('Simulazione Ricevitorie');
    expect(routeDef('archivioSistemi').title).toBe('Gestione Sistemi Si.ce.');
    expect(routeDef('totocalcioCreaSistema').title).toBe('Crea sistema');
    expect(routeDef('gruppi').title).toBe('Ruoli e Permessi');
    expect(routeTitle(routeDef('strutture'), { game: 'superenalotto' })).toBe('Strutture – SuperEnalotto');
    expect(routeTitle(routeDef('game'), { game: 'eurojackpot' })).toBe('Bacheca EuroJackpot');
    expect(routeTitle(routeDef('notificationsType'), { type: 'banner' })).toBe('Notifiche Banner');
  });

  it('matches static segments before parameters, like the router', () => {
    expect(matchPath('/home')?.def.id).toBe('home');
    expect(matchPath('/superenalotto')?.def.id).toBe('game');
    expect(matchPath('/superenalotto/premi-straordinari')?.def.id).toBe('premi');
    expect(matchPath('/totocalcio/crea-sistema')?.def.id).toBe('totocalcioCreaSistema');
    expect(matchPath('/totocalcio/strutture')?.def.id).toBe('strutture');
    expect(matchPath('/eurojackpot/strutture/new')?.def.id).toBe('strutturaNew');
    expect(matchPath('/eurojackpot/strutture/42')).toMatchObject({
      def: { id: 'struttura' },
      params: { structureId: '42' },
    });
    expect(matchPath('/ricevitorie/R123/simulate')?.params).toEqual({ ivrCode: 'R123' });
    expect(matchPath('/nothing/here/at/all/really')).toBeNull();
  });

  describe('guard decisions', () => {
    it('without a session every non-public route goes to /login; public ones pass', () => {
      expect(decide('/home', null)).toMatchObject({ ok: false, redirect: '/login' });
      expect(decide('/amministratori', null)).toMatchObject({ ok: false, redirect: '/login' });
      expect(decide('/login', null)).toEqual({ ok: true });
      expect(decide('/privacy', null)).toEqual({ ok: true });
      expect(decide('/cookie-policy', null)).toEqual({ ok: true });
      expect(decide('/change-password/AbC123', null)).toEqual({ ok: true });
    });

    it('non-alphanumeric parameters go to /unauthorized, even for public routes', () => {
      expect(decide('/change-password/abc-def', null)).toMatchObject({ redirect: '/unauthorized', reason: 'params' });
      // a path that names no game is not found (one not-found page), wherever the {game} segment sits
      expect(decide('/nonexistent-page', user('admin'))).toMatchObject({ ok: false, reason: 'notFound' });
      expect(decide('/pippo/sistemi', user('admin'))).toMatchObject({ ok: false, reason: 'notFound' });
      expect(decide('/amministratori/mario.rossi', user('admin'))).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/ricevitorie/R%2012', user('admin'))).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/superenalotto/strutture/1;drop', user('admin'))).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/amministratori/mrossi', user('admin'))).toEqual({ ok: true });
    });

    it('job ids: safe characters reach the page, which answers a malformed Game_ID with the spec message', () => {
      expect(decide('/superenalotto/job/SE_1042', user('admin'))).toEqual({ ok: true });
      // letters, digits, "_" and "-" only: the job page then shows JOB_ID_INVALID for anything not Game_ID
      expect(decide('/superenalotto/job/1042', user('admin'))).toEqual({ ok: true });
      expect(decide('/superenalotto/job/se_1042', user('admin'))).toEqual({ ok: true });
      expect(decide('/superenalotto/job/SE_1.2', user('admin'))).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/superenalotto/job/SE_1;drop', user('admin'))).toMatchObject({ redirect: '/unauthorized' });
      expect(decide(`/superenalotto/job/SE_${'1'.repeat(70)}`, user('admin'))).toMatchObject({
        redirect: '/unauthorized',
      });
    });

    it('notification types are banner or popup', () => {
      expect(decide('/notifications/banner', user('super_admin'))).toEqual({ ok: true });
      expect(decide('/notifications/popup/update/1/77', user('super_admin'))).toEqual({ ok: true });
      expect(decide('/notifications/email', user('super_admin'))).toMatchObject({ redirect: '/unauthorized' });
    });

    it('/home and /account: staff roles only; /self-change-password and /unauthorized: also ricevitore', () => {
      for (const role of ['super_admin', 'admin', 'ra', 'call_center', 'call_center_special', 'reader'] as Role[]) {
        expect(decide('/home', user(role)), role).toEqual({ ok: true });
        expect(decide('/account', user(role)), role).toEqual({ ok: true });
        expect(decide('/self-change-password', user(role)), role).toEqual({ ok: true });
      }
      expect(decide('/home', user('ricevitore'))).toMatchObject({ redirect: '/unauthorized', reason: 'forbidden' });
      expect(decide('/account', user('ricevitore'))).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/self-change-password', user('ricevitore'))).toEqual({ ok: true });
      expect(decide('/unauthorized', user('ricevitore'))).toEqual({ ok: true });
    });

    it('permission routes follow the base permissions of each role', () => {
      const cases: [string, Role[]][] = [
        ['/amministratori', ['super_admin', 'admin', 'call_center_special', 'reader']],
        ['/gruppi', ['super_admin']],
        ['/notifications', ['super_admin']],
        ['/ricevitorie', ['super_admin', 'admin', 'ra', 'call_center', 'call_center_special', 'reader']],
        ['/anagrafiche', ['super_admin', 'admin', 'ra', 'call_center', 'call_center_special', 'reader']],
        ['/ricevitorie/R1/simulate', ['super_admin', 'admin', 'ra', 'call_center', 'call_center_special']],
        ['/syndicate-backoffice', ['super_admin', 'admin', 'ra', 'reader']],
        ['/superenalotto/strutture', ['super_admin', 'admin', 'ra', 'reader']],
        ['/totocalcio/crea-sistema', ['super_admin', 'admin', 'ra', 'reader']],
        ['/archivio-sistemi', ['super_admin', 'admin', 'ra', 'reader']],
      ];
      const roles: Role[] = [
        'super_admin',
        'admin',
        'ra',
        'call_center',
        'call_center_special',
        'reader',
        'ricevitore',
      ];
      for (const [path, allowed] of cases)
        for (const role of roles)
          expect(decide(path, user(role)).ok, `${role} on ${path}`).toBe(allowed.includes(role));
    });

    it('a permission granted on top of the role opens the route', () => {
      const cc: Principal = {
        roles: ['call_center'],
        permissions: [...DEFAULT_ROLE_PERMISSIONS.call_center, 'handle_ruolo_admin'],
      };
      expect(decide('/gruppi', cc)).toEqual({ ok: true });
    });

    it('a game not enabled, or unknown, goes to /unauthorized', () => {
      const enabled: GameSlug[] = ['superenalotto', 'totocalcio'];
      expect(decide('/superenalotto/sistemi', user('admin'), enabled)).toEqual({ ok: true });
      expect(decide('/eurojackpot/sistemi', user('admin'), enabled)).toMatchObject({
        redirect: '/unauthorized',
        reason: 'game',
      });
      expect(decide('/lotto/sistemi', user('admin'), enabled)).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/superenalotto/premi-straordinari', user('admin'), ['totocalcio'])).toMatchObject({
        redirect: '/unauthorized',
      });
      expect(decide('/totocalcio/crea-sistema', user('admin'), ['superenalotto'])).toMatchObject({
        redirect: '/unauthorized',
      });
    });

    it('graphics exist for every game but totocalcio', () => {
      expect(decide('/sivincetutto/grafica', user('admin'))).toEqual({ ok: true });
      expect(decide('/eurojackpot/grafica/7', user('admin'))).toEqual({ ok: true });
      expect(decide('/totocalcio/grafica', user('admin'))).toMatchObject({ ok: false, reason: 'notFound' });
      expect(decide('/totocalcio/grafica/7', user('admin'))).toMatchObject({ ok: false, reason: 'notFound' });
      expect(decide('/totocalcio/strutture', user('admin'))).toEqual({ ok: true });
    });

    it('the optional ?id= of a new system must be alphanumeric', () => {
      expect(decide('/superenalotto/sistemi/new', user('admin'), ALL_GAMES, {})).toEqual({ ok: true });
      expect(decide('/superenalotto/sistemi/new', user('admin'), ALL_GAMES, { id: 'S12' })).toEqual({ ok: true });
      expect(decide('/superenalotto/sistemi/new', user('admin'), ALL_GAMES, { id: 12 })).toEqual({ ok: true });
      expect(decide('/superenalotto/sistemi/new', user('admin'), ALL_GAMES, { id: '../x' })).toMatchObject({
        redirect: '/unauthorized',
      });
    });

    it('the simulation page: staff with impersonator, and the session simulating that very outlet', () => {
      const simulating = { roles: ['ricevitore' as Role], permissions: [], impersonatedBy: 'admin', ivrCode: '100001' };
      expect(decide('/ricevitorie/100001/simulate', simulating)).toEqual({ ok: true });
      expect(decide('/ricevitorie/100002/simulate', simulating)).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/ricevitorie/100001', simulating)).toMatchObject({ redirect: '/unauthorized' });
      expect(decide('/ricevitorie/100001/simulate', { ...simulating, impersonatedBy: null })).toMatchObject({
        redirect: '/unauthorized',
      });
    });

    it('the internal privacy page needs a session', () => {
      expect(decideAccess(routeDef('privacyInternal'), { user: null, enabledGames: [] })).toMatchObject({
        redirect: '/login',
      });
      expect(decideAccess(routeDef('privacyInternal'), { user: user('ricevitore'), enabledGames: [] })).toEqual({
        ok: true,
      });
    });
  });

  it('staff land on /home, outlet operators on their board', () => {
    expect(landingPath({ roles: ['admin'] })).toBe('/home');
    expect(landingPath({ roles: ['ricevitore'] })).toBe('/bacheca');
  });
});
