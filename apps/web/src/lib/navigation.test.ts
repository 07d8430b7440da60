import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type GameSlug, type Principal, type Role } from '@bacheca/domain';
import {
  allSidebarEntries,
  currentGame,
  sidebarEntries,
  sidebarFooter,
  syndicateGame,
  type NavEntry,
} from './navigation';

const ALL_GAMES: GameSlug[] = ['eurojackpot', 'superenalotto', 'sivincetutto', 'totocalcio'];

function user(role: Role): Principal {
  return { roles: [role], permissions: [...DEFAULT_ROLE_PERMISSIONS[role]] };
}

/** Test ids in display order, children after their section. */
function ids(entries: NavEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === 'link' ? [e.testId] : [e.testId, ...e.children.map((c) => c.testId)]));
}

function gameIds(game: string, withAwards = false) {
  return [
    `nav-section-${game}`,
    `nav-${game}-strutture`,
    `nav-${game}-sistemi`,
    `nav-${game}-proposte`,
    // the draw results of the game
    `nav-${game}-risultati`,
    `nav-${game}-job`,
    ...(withAwards ? [`nav-${game}-premi-straordinari`] : []),
    `nav-${game}-preferenze`,
    `nav-${game}-grafica`,
  ];
}

const STAFF_LINKS = ['nav-home', 'nav-amministratori', 'nav-ricevitorie', 'nav-anagrafiche'];
const NOTIFICATIONS = ['nav-section-notifiche', 'nav-notifiche-banner', 'nav-notifiche-popup'];
const TOTOCALCIO_BOARD = ['nav-section-totocalcio', 'nav-totocalcio-crea-sistema', 'nav-totocalcio-archivio-sistemi'];
/** Totocalcio's draw results are in the games area (bacheca_gn), like the other per-game pages. */
const TOTOCALCIO = [...TOTOCALCIO_BOARD, 'nav-totocalcio-risultati'];
/** Every game section (all games enabled), then the Syndicate backoffice link. */
const GAMES_AND_SYNDICATE = [
  ...gameIds('superenalotto', true),
  ...gameIds('sivincetutto'),
  ...gameIds('eurojackpot'),
  ...TOTOCALCIO,
  'nav-syndicate-backoffice',
];

/** The activity log: super_admin and admin. */
const AUDIT = ['nav-registro-attivita'];
const FULL = [...STAFF_LINKS, ...NOTIFICATIONS, ...GAMES_AND_SYNDICATE, ...AUDIT];
/** The outlet's own entries: first in the list, seen only by role ricevitore. */
const OUTLET = [
  'nav-bacheca',
  'nav-bacheca-proposte',
  'nav-bacheca-estratto',
  'nav-bacheca-avvisi',
  'nav-bacheca-dati',
  'nav-cambia-password',
];

describe('sidebar', () => {
  it('has the order of decisions.md', () => {
    expect(ids(allSidebarEntries())).toEqual([...OUTLET, ...FULL]);
    const labels = allSidebarEntries().map((e) => e.label);
    expect(labels).toEqual([
      'Bacheca',
      'Le mie proposte',
      'Estratto quote',
      'Archivio avvisi',
      'I miei dati',
      'Cambia password',
      'Home',
      'Amministratori',
      'Ricevitorie',
      'Anagrafiche',
      'Notifiche',
      'SuperEnalotto',
      'SiVinceTutto',
      'EuroJackpot',
      'Totocalcio',
      'Syndicate backoffice',
      'Registro attività',
    ]);
    const se = allSidebarEntries().find((e) => e.key === 'superenalotto');
    expect(se?.kind === 'section' && se.children.map((c) => c.label)).toEqual([
      'Strutture',
      'Sistemi',
      'Proposte',
      'Risultati',
      'Job di pubblicazione',
      'Premi straordinari',
      'Preferenze',
      'Grafica',
    ]);
  });

  it('super_admin sees everything for the enabled games', () => {
    expect(ids(sidebarEntries({ user: user('super_admin'), enabledGames: ALL_GAMES }))).toEqual(FULL);
  });

  it('game sections only for enabled games (default superenalotto + totocalcio)', () => {
    const got = ids(sidebarEntries({ user: user('super_admin'), enabledGames: ['superenalotto', 'totocalcio'] }));
    expect(got).toEqual([
      ...STAFF_LINKS,
      ...NOTIFICATIONS,
      ...gameIds('superenalotto', true),
      ...TOTOCALCIO,
      'nav-syndicate-backoffice',
      ...AUDIT,
    ]);
    const noToto = ids(sidebarEntries({ user: user('super_admin'), enabledGames: ['eurojackpot'] }));
    expect(noToto).not.toContain('nav-section-totocalcio');
    expect(noToto).not.toContain('nav-section-superenalotto');
    expect(noToto).toContain('nav-section-eurojackpot');
  });

  it.each<[Role, string[]]>([
    ['admin', [...STAFF_LINKS, ...GAMES_AND_SYNDICATE, ...AUDIT]],
    ['ra', ['nav-home', 'nav-ricevitorie', 'nav-anagrafiche', ...GAMES_AND_SYNDICATE]],
    ['call_center', ['nav-home', 'nav-ricevitorie', 'nav-anagrafiche']],
    ['call_center_special', STAFF_LINKS],
    ['reader', [...STAFF_LINKS, ...GAMES_AND_SYNDICATE]],
    ['ricevitore', OUTLET],
  ])('%s sees exactly its entries', (role, expected) => {
    expect(ids(sidebarEntries({ user: user(role), enabledGames: ALL_GAMES }))).toEqual(expected);
  });

  it('a section needs at least one visible child', () => {
    const onlyToto: Principal = { roles: ['call_center'], permissions: ['bacheca_tcal'] };
    expect(ids(sidebarEntries({ user: onlyToto, enabledGames: ALL_GAMES }))).toEqual(['nav-home', ...TOTOCALCIO_BOARD]);
  });

  it('the expanded game comes from the first path segment; unknown slugs resolve to eurojackpot', () => {
    expect(currentGame('/superenalotto/strutture')).toBe('superenalotto');
    expect(currentGame('/superenalotto/premi-straordinari')).toBe('superenalotto');
    expect(currentGame('/totocalcio/crea-sistema')).toBe('totocalcio');
    expect(currentGame('/home')).toBe('eurojackpot');
    expect(currentGame('/')).toBe('eurojackpot');
  });

  describe('footer', () => {
    const config = {
      syndicateUrl: 'https://syn.example.it/?t={token}&g={game}',
      boardUrl: 'https://board.example.it/',
      boardSite: 'bdr',
    };
    const footer = (role: Role) =>
      sidebarFooter({ user: user(role), enabledGames: ALL_GAMES, config, token: 'JWT', game: 'superenalotto' });

    it('super_admin: Ruoli e permessi, Syndicate, Privacy, Bacheca dei Sistemi, Esci', () => {
      const f = footer('super_admin');
      expect(f.map((i) => i.label)).toEqual([
        'Ruoli e permessi',
        'Syndicate',
        'Privacy',
        'Bacheca dei Sistemi',
        'Esci',
      ]);
      expect(f.map((i) => i.testId)).toEqual([
        'nav-ruoli-permessi',
        'nav-syndicate',
        'nav-privacy',
        'nav-bacheca-sistemi',
        'nav-esci',
      ]);
      expect(f.find((i) => i.key === 'syndicate')).toMatchObject({
        kind: 'external',
        href: 'https://syn.example.it/?t=JWT&g=superenalotto',
      });
      expect(f.find((i) => i.key === 'bacheca-sistemi')).toMatchObject({
        kind: 'external',
        href: 'https://board.example.it/?token=JWT&site=bdr',
      });
      expect(f.find((i) => i.key === 'privacy')).toMatchObject({ href: '/privacy?isInternalPrivacyLink=true' });
    });

    it('the Syndicate link names an enabled game: the page game, else EuroJackpot, else the first enabled; none without games', () => {
      const href = (game: GameSlug, enabledGames: readonly GameSlug[]) => {
        const item = sidebarFooter({ user: user('super_admin'), enabledGames, config, token: 'JWT', game }).find(
          (i) => i.key === 'syndicate',
        );
        return item && 'href' in item ? item.href : undefined;
      };
      expect(href('superenalotto', ['superenalotto', 'eurojackpot'])).toBe(
        'https://syn.example.it/?t=JWT&g=superenalotto',
      );
      // off game pages the page's game is the default, EuroJackpot
      expect(href('eurojackpot', ['superenalotto', 'eurojackpot'])).toBe('https://syn.example.it/?t=JWT&g=eurojackpot');
      expect(href('eurojackpot', ['sivincetutto', 'superenalotto'])).toBe(
        'https://syn.example.it/?t=JWT&g=superenalotto',
      );
      expect(syndicateGame('superenalotto', ['totocalcio'])).toBe('totocalcio');
      expect(href('eurojackpot', [])).toBeUndefined();
    });

    it('admin has the board link but not Ruoli e permessi', () => {
      expect(footer('admin').map((i) => i.testId)).toEqual([
        'nav-syndicate',
        'nav-privacy',
        'nav-bacheca-sistemi',
        'nav-esci',
      ]);
    });

    it.each<[string, Role[], string[]]>([
      ['ra and reader: Syndicate, Privacy, Esci', ['ra', 'reader'], ['nav-syndicate', 'nav-privacy', 'nav-esci']],
      ['call center and ricevitore: Privacy and Esci', ['call_center', 'ricevitore'], ['nav-privacy', 'nav-esci']],
    ])('%s', (_title, roles, expected) => {
      for (const role of roles) expect(footer(role).map((i) => i.testId)).toEqual(expected);
    });
  });
});
