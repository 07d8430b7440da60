/**
 * The reviewed access policy of every /api/v1 route: a test fixture written from the specification
 * (the screens and their permissions, the roles, the calls: docs/api.md; docs/decisions.md "Sessions, passwords,
 * access", "Staff and outlets", "The outlet's side") and deliberately NOT from the route declarations. route-table.test.ts
 * compares the running app's route table with it and computes who may call what from it and the role matrix below.
 *
 * When you add a route, add its entry here by reading the spec, not by copying `config.access`: the point of the
 * fixture is that a route declared with the wrong permission or kind fails a test.
 *
 * - `access`: `public` (no session), `self` (acts on the caller's own session or credentials: allowed to every role
 *   that reaches it, the read-only role included), `read` (changes nothing), `write` (changes business data: never
 *   for the read-only role, whatever permissions it holds).
 * - `permission`: the principal needs one of these (omitted: none needed).
 * - `roles`: only these roles may call it (omitted: any role holding the permission).
 * - `simulated`: whether a staff member simulating an outlet may call it. Simulated sessions act as the outlet
 *   (role ricevitore, no back-office permission) and never write; so it is `true` only for outlet-reachable reads
 *   and for the session's own refresh/logout/exit.
 */
import type { Permission, Role } from '@bacheca/domain';

export interface RoutePolicy {
  access: 'public' | 'self' | 'read' | 'write';
  permission?: Permission[];
  roles?: Role[];
  simulated: boolean;
  /** Where the spec says so. */
  spec: string;
}

/** Every permission of spec §6, in the spec's order. */
export const SPEC_PERMISSIONS: Permission[] = [
  'bacheca_gn',
  'bacheca_tcal',
  'bacheca_admin',
  'impersonator',
  'syndicate_access',
  'crud_read_admin',
  'crud_insert_admin',
  'crud_update_admin',
  'crud_delete_admin',
  'handle_ruolo_admin',
  'handle_ruolo_ricevitore',
  'read_ricevitore',
  'crud_insert_ricevitore',
  'crud_delete_ricevitore',
  'disable_ricevitore',
  'change_psw_ricevitore',
  'force_change_psw_ricevitore',
  'disable_amministratore',
  'change_psw_amministratore',
  'force_change_psw_amministratore',
  'update_failed_login_attemp_number',
  'update_last_access_date',
  'update_last_password_change_date',
  // the activity log (/registro-attivita), super_admin and admin only
  'read_audit',
  // draw results entered and confirmed (four eyes) by staff roles that write; never reader
  'handle_results',
  // saved views: sharing a view with every staff member, super_admin and admin only
  'share_views',
];

const CALL_CENTER: Permission[] = [
  'read_ricevitore',
  'impersonator',
  'change_psw_ricevitore',
  'force_change_psw_ricevitore',
  'update_failed_login_attemp_number',
];

/** decisions.md "Roles and base permissions", transcribed. */
export const SPEC_ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  super_admin: SPEC_PERMISSIONS,
  admin: [
    'bacheca_gn',
    'bacheca_tcal',
    'bacheca_admin',
    'impersonator',
    'syndicate_access',
    'crud_read_admin',
    'crud_insert_admin',
    'crud_update_admin',
    'disable_amministratore',
    'change_psw_amministratore',
    'force_change_psw_amministratore',
    'read_ricevitore',
    'crud_insert_ricevitore',
    'crud_delete_ricevitore',
    'disable_ricevitore',
    'change_psw_ricevitore',
    'force_change_psw_ricevitore',
    'handle_ruolo_ricevitore',
    'update_failed_login_attemp_number',
    'read_audit',
    'handle_results',
    'share_views',
  ],
  ra: ['bacheca_gn', 'bacheca_tcal', 'syndicate_access', 'read_ricevitore', 'impersonator', 'handle_results'],
  call_center: CALL_CENTER,
  call_center_special: [...CALL_CENTER, 'disable_ricevitore', 'handle_ruolo_ricevitore', 'crud_read_admin'],
  reader: ['crud_read_admin', 'read_ricevitore', 'bacheca_gn', 'bacheca_tcal', 'syndicate_access'],
  ricevitore: [],
};

/** Roles that never write (decisions.md: reader, "every write is refused, whatever permissions the user holds"). */
export const SPEC_READ_ONLY_ROLES: Role[] = ['reader'];

const STAFF: Role[] = ['super_admin', 'admin', 'ra', 'call_center', 'call_center_special', 'reader'];
const EVERYONE: Role[] = [...STAFF, 'ricevitore'];

const PUBLIC = (spec: string): RoutePolicy => ({ access: 'public', simulated: true, spec });
const staffRead = (permission: Permission[], spec: string): RoutePolicy => ({
  access: 'read',
  permission,
  simulated: false,
  spec,
});
const staffWrite = (permission: Permission[], spec: string): RoutePolicy => ({
  access: 'write',
  permission,
  simulated: false,
  spec,
});

const GAMES = 'spec §2 per-game routes: all need bacheca_gn';
const ADMINS = 'spec §2 /amministratori (crud_read_admin), §6 crud_*_admin, decisions.md roles';
const OUTLETS = 'spec §2 /ricevitorie (read_ricevitore), §6 *_ricevitore, decisions.md roles';
const NOTIFICATIONS = 'spec §2 notifications (handle_ruolo_admin), §6 "handle_ruolo_admin (roles, notifications…)"';
const SYNDICATE = 'spec §2 /syndicate-backoffice (syndicate_access), §7 syndicate paths';
const RESULTS =
  'decisions.md "Draw results and wins" (reading in the games area, handle_results to enter and confirm, never reader)';
const AWARDS = 'spec §2 /superenalotto/premi-straordinari (per-game routes need bacheca_gn)';

export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/v1/config': PUBLIC('spec §2 the login page knows the enabled games and the captcha before any session'),

  // --- sessions (spec §7, decisions.md "Sessions, passwords, access")
  'GET /api/v1/captcha/challenge': PUBLIC(
    'decisions.md captcha: the login page asks for a challenge before any session',
  ),
  'POST /api/v1/login': PUBLIC('spec §7 login'),
  'GET /api/v1/change-password/:token': PUBLIC('spec §2 public /change-password/{token}'),
  'POST /api/v1/change-password/:token': PUBLIC('spec §2 public /change-password/{token}; decisions.md forced change'),
  'DELETE /api/v1/logout-user': {
    access: 'self',
    roles: EVERYONE,
    simulated: true,
    spec: 'spec §7 logout: every logged-in user, a simulation included',
  },
  'POST /api/v1/refresh/token': {
    access: 'self',
    roles: EVERYONE,
    simulated: true,
    spec: 'spec §4 refresh every 25 s while logged in, a simulation included',
  },
  'POST /api/v1/impersonate/ricevitore': {
    access: 'self',
    permission: ['impersonator'],
    roles: STAFF,
    simulated: false,
    spec: 'spec §2 simulation (permission impersonator), staff only; opening a simulation changes no business data',
  },
  'POST /api/v1/impersonate/exit': {
    access: 'self',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'spec §1 simulation: the simulating staff member goes back to the back office',
  },
  'PUT /api/v1/user/password': {
    access: 'self',
    roles: EVERYONE,
    simulated: false,
    spec: 'spec §2 /self-change-password for every role (ricevitore included); a simulation never changes the outlet password',
  },
  'GET /api/v1/amministratori/me': {
    access: 'read',
    roles: EVERYONE,
    simulated: true,
    spec: 'spec §3 current user (username, roles), for every role',
  },

  // --- amministratori (spec §7 paths)
  'GET /api/v1/amministratori': staffRead(['crud_read_admin'], ADMINS),
  'GET /api/v1/amministratori/export': staffRead(['crud_read_admin'], ADMINS),

  // --- the activity log (/registro-attivita, permission read_audit held by super_admin and admin)
  'GET /api/v1/audit': staffRead(['read_audit'], 'activity log: read_audit (super_admin, admin)'),
  'GET /api/v1/audit/export': staffRead(['read_audit'], 'activity log: CSV/XLSX export, read_audit'),
  'GET /api/v1/amministratori/:username': staffRead(['crud_read_admin'], ADMINS),
  'GET /api/v1/amministratori/:username/history': staffRead(['crud_read_admin'], `${ADMINS}; decisions.md audit log`),
  'GET /api/v1/amministratori/perms/available': staffRead(
    ['crud_read_admin'],
    `${ADMINS}: the permissions of the user form`,
  ),
  'GET /api/v1/amministratori/roles/available': staffRead(['crud_read_admin'], `${ADMINS}: the roles of the user form`),
  'GET /api/v1/amministratori/roles/available/count': staffRead(
    ['handle_ruolo_admin', 'crud_read_admin'],
    'spec §7; users per role, shown on /gruppi (handle_ruolo_admin) and on /amministratori (crud_read_admin)',
  ),
  'GET /api/v1/amministratori/roles': staffRead(['handle_ruolo_admin'], 'spec §2 /gruppi (handle_ruolo_admin)'),
  'PUT /api/v1/amministratori/roles/:role': staffWrite(
    ['handle_ruolo_admin'],
    'decisions.md: base permissions editable by handle_ruolo_admin on /gruppi',
  ),
  'POST /api/v1/amministratori': staffWrite(['crud_insert_admin'], ADMINS),
  'POST /api/v1/amministratori/insert': staffWrite(['crud_insert_admin'], ADMINS),
  'PUT /api/v1/amministratori/:username': staffWrite(['crud_update_admin'], ADMINS),
  'PUT /api/v1/amministratori/:username/perms': staffWrite(
    ['crud_update_admin'],
    `${ADMINS}: a user's additional permissions are part of the user's edit form`,
  ),
  'DELETE /api/v1/amministratori/:username': staffWrite(['crud_delete_admin'], ADMINS),
  'PUT /api/v1/amministratori/:username/abilitation': staffWrite(['disable_amministratore'], ADMINS),
  'POST /api/v1/amministratori/:username/force-change-password': staffWrite(
    ['force_change_psw_amministratore'],
    ADMINS,
  ),
  'POST /api/v1/amministratori/password/force': staffWrite(['force_change_psw_amministratore'], ADMINS),
  'PUT /api/v1/amministratori/:username/password': staffWrite(['change_psw_amministratore'], ADMINS),
  'POST /api/v1/amministratori/:username/reset-attempts': staffWrite(
    ['update_failed_login_attemp_number'],
    'decisions.md: staff with update_failed_login_attemp_number unblock',
  ),

  // --- ricevitori (spec §7 paths)
  'GET /api/v1/ricevitori': staffRead(['read_ricevitore'], OUTLETS),
  'GET /api/v1/ricevitori/export': staffRead(['read_ricevitore'], OUTLETS),
  'GET /api/v1/ricevitori/active-count': staffRead(['read_ricevitore'], OUTLETS),
  'GET /api/v1/ricevitori/:ivrCode': staffRead(['read_ricevitore'], OUTLETS),
  'GET /api/v1/ricevitori/:ivrCode/history': staffRead(['read_ricevitore'], `${OUTLETS}; decisions.md audit log`),
  'GET /api/v1/ricevitori/:ivrCode/change-requests': staffRead(
    ['read_ricevitore'],
    `${OUTLETS}; spec §3 retailer change requests`,
  ),
  'POST /api/v1/ricevitori': staffWrite(['crud_insert_ricevitore'], OUTLETS),
  'PUT /api/v1/ricevitori/:ivrCode': staffWrite(
    ['crud_insert_ricevitore', 'handle_ruolo_ricevitore'],
    `${OUTLETS}: no update permission exists; insert ("Inserimento e modifica") or outlet data management (handle_ruolo_ricevitore)`,
  ),
  'DELETE /api/v1/ricevitori/:ivrCode': staffWrite(['crud_delete_ricevitore'], OUTLETS),
  'PUT /api/v1/ricevitori/:ivrCode/abilitation': staffWrite(['disable_ricevitore'], OUTLETS),
  'POST /api/v1/ricevitori/:ivrCode/force-change-password': staffWrite(['force_change_psw_ricevitore'], OUTLETS),
  'POST /api/v1/ricevitori/password/force': staffWrite(['force_change_psw_ricevitore'], OUTLETS),
  'PUT /api/v1/ricevitori/:ivrCode/password': staffWrite(['change_psw_ricevitore'], OUTLETS),
  'POST /api/v1/ricevitori/:ivrCode/reset-attempts': staffWrite(
    ['update_failed_login_attemp_number'],
    'decisions.md: staff with update_failed_login_attemp_number unblock',
  ),
  'POST /api/v1/ricevitori/:ivrCode/change-requests/:id/approve': staffWrite(
    ['handle_ruolo_ricevitore'],
    `${OUTLETS}: handle_ruolo_ricevitore manages outlet data`,
  ),
  'POST /api/v1/ricevitori/:ivrCode/change-requests/:id/reject': staffWrite(
    ['handle_ruolo_ricevitore'],
    `${OUTLETS}: handle_ruolo_ricevitore manages outlet data`,
  ),

  // --- the outlet's own side (decisions.md "The outlet's side"; docs/decisions.md change requests)
  'GET /api/v1/ricevitore/profile': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: "decisions.md: staff simulating an outlet see exactly the outlet's side",
  },
  'POST /api/v1/ricevitore/change-requests': {
    access: 'write',
    roles: ['ricevitore'],
    simulated: false,
    spec: 'spec §3 retailer change request; docs/decisions.md: outlets file change requests of their own registry data; a simulation never writes',
  },

  'GET /api/v1/ricevitore/board': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'decisions.md "The outlet\'s side": the board /bacheca; staff simulating an outlet see exactly it',
  },
  'GET /api/v1/ricevitore/holdings': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'decisions.md "The outlet\'s side": the quote the outlet holds, also in a simulation',
  },
  'GET /api/v1/ricevitore/statement': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'the statement of the quote the outlet holds, by contest, also in a simulation',
  },
  'GET /api/v1/ricevitore/statement/export': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'the statement exported (CSV/Excel), a read like the page',
  },
  'GET /api/v1/ricevitore/wins': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: "the outlet's winning holdings on confirmed results, also in a simulation",
  },
  'GET /api/v1/ricevitore/wins/contests': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'the contests of the board\'s "Vincite", also in a simulation',
  },
  'GET /api/v1/ricevitore/contests/:contestId/wins': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: "the contest's winning systems on the outlet's board, also in a simulation",
  },
  'POST /api/v1/ricevitore/wins/notices/:contestId/seen': {
    access: 'write',
    roles: ['ricevitore'],
    simulated: false,
    spec: 'the outlet marks its own win notice seen; a simulation never writes',
  },
  'GET /api/v1/ricevitore/systems/:systemId/graphic': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'each board system as its graphic card, also in a simulation',
  },
  'GET /api/v1/ricevitore/systems/:systemId/odds': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: "the odds on the outlet board's card, only of a system it reads, also in a simulation",
  },
  'POST /api/v1/ricevitore/systems/:systemId/quotes': {
    access: 'write',
    roles: ['ricevitore'],
    simulated: false,
    spec: 'decisions.md "The outlet\'s side": the outlet requests quote of a published system; a simulation never writes',
  },

  'GET /api/v1/ricevitore/proposals/options': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'decisions.md "The outlet\'s side": propose a system (structures in the showcase, open contests)',
  },
  'GET /api/v1/ricevitore/proposals': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'decisions.md "The outlet\'s side": the outlet sees its proposals, also in a simulation',
  },
  'POST /api/v1/ricevitore/proposals': {
    access: 'write',
    roles: ['ricevitore'],
    simulated: false,
    spec: 'decisions.md "The outlet\'s side": POST ricevitore/proposals; a simulation never writes',
  },

  // --- syndicate (spec §2 /syndicate-backoffice: syndicate_access; §7 syndicate paths)
  'GET /api/v1/syndicate/proposals/list': staffRead(['syndicate_access'], SYNDICATE),
  'GET /api/v1/syndicate/contests/listing': staffRead(['syndicate_access'], SYNDICATE),
  'POST /api/v1/syndicate/proposals/evaluate': staffWrite(['syndicate_access'], SYNDICATE),
  'POST /api/v1/syndicate/proposals/multiple/approval': staffWrite(['syndicate_access'], SYNDICATE),
  'POST /api/v1/syndicate/proposals/multiple/reject': staffWrite(['syndicate_access'], SYNDICATE),
  'POST /api/v1/syndicate/proposals/:id/develop': staffWrite(['syndicate_access'], SYNDICATE),
  'GET /api/v1/games/:gameSlug/proposals': staffRead(['bacheca_gn'], `${GAMES}; /{game}/proposals`),
  'GET /api/v1/games/:gameSlug/proposals/:proposalId': staffRead(
    ['bacheca_gn'],
    `${GAMES}; /{game}/proposals/{proposalId}`,
  ),
  'GET /api/v1/games/:gameSlug/proposals/:proposalId/history': staffRead(
    ['bacheca_gn'],
    `${GAMES}; proposal detail history`,
  ),

  // --- draw results (decisions.md "Draw results and wins": the games area reads, handle_results enters and confirms)
  'GET /api/v1/games/:gameSlug/prize-categories': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    `${RESULTS}; prize categories`,
  ),
  'GET /api/v1/games/:gameSlug/results': staffRead(['bacheca_gn', 'bacheca_tcal'], `${RESULTS}; /{game}/risultati`),
  'GET /api/v1/games/:gameSlug/contests/:contestId/result': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    `${RESULTS}; /{game}/risultati/{contestId}`,
  ),
  'GET /api/v1/games/:gameSlug/contests/:contestId/result/history': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    `${RESULTS}; the result's history`,
  ),
  'PUT /api/v1/games/:gameSlug/contests/:contestId/result': staffWrite(
    ['handle_results'],
    `${RESULTS}; PUT result (draft)`,
  ),
  'POST /api/v1/games/:gameSlug/contests/:contestId/result/confirm': staffWrite(
    ['handle_results'],
    `${RESULTS}; confirm (four eyes)`,
  ),
  'POST /api/v1/games/:gameSlug/contests/:contestId/result/reopen': staffWrite(
    ['handle_results'],
    `${RESULTS}; reopen with a reason`,
  ),

  // --- anagrafiche (spec §2 /anagrafiche: read_ricevitore)
  'GET /api/v1/anagrafiche/export': staffRead(['read_ricevitore'], 'spec §2 /anagrafiche (read_ricevitore)'),
  'POST /api/v1/anagrafiche/import/preview': staffRead(
    ['crud_insert_ricevitore'],
    'importing outlets is inserting them (crud_insert_ricevitore); the preview changes nothing',
  ),
  'POST /api/v1/anagrafiche/import/apply': staffWrite(
    ['crud_insert_ricevitore'],
    'importing outlets is inserting them (crud_insert_ricevitore)',
  ),

  // --- games area (spec §2 per-game routes: bacheca_gn)
  'GET /api/v1/games/:gameSlug/contests': staffRead(['bacheca_gn'], GAMES),
  'POST /api/v1/games/:gameSlug/calculate': staffRead(['bacheca_gn'], `${GAMES}; a cost calculation changes nothing`),
  'GET /api/v1/games/:gameSlug/structures': staffRead(['bacheca_gn'], GAMES),
  'GET /api/v1/games/:gameSlug/structures/export': staffRead(
    ['bacheca_gn'],
    `${GAMES}; decisions.md power tools, the structures export`,
  ),
  'GET /api/v1/games/:gameSlug/structures/:structureId': staffRead(['bacheca_gn'], GAMES),
  'GET /api/v1/games/:gameSlug/structures/:structureId/history': staffRead(['bacheca_gn'], GAMES),
  'POST /api/v1/games/:gameSlug/structures': staffWrite(['bacheca_gn'], GAMES),
  'PUT /api/v1/games/:gameSlug/structures/:structureId': staffWrite(['bacheca_gn'], GAMES),
  'DELETE /api/v1/games/:gameSlug/structures/:structureId': staffWrite(['bacheca_gn'], GAMES),
  'POST /api/v1/games/:gameSlug/structures/:structureId/generate-systems': staffWrite(['bacheca_gn'], GAMES),
  'GET /api/v1/games/:gameSlug/tags': staffRead(['bacheca_gn'], `${GAMES}; spec §2 tag management dialog`),
  'PUT /api/v1/games/:gameSlug/tags/rename': staffWrite(['bacheca_gn'], `${GAMES}; spec §2 tag management dialog`),
  'POST /api/v1/games/:gameSlug/tags/delete': staffWrite(['bacheca_gn'], `${GAMES}; spec §2 tag management dialog`),
  'GET /api/v1/games/:gameSlug/systems': staffRead(['bacheca_gn'], GAMES),
  'GET /api/v1/games/:gameSlug/systems/:systemId': staffRead(['bacheca_gn'], GAMES),
  'GET /api/v1/games/:gameSlug/systems/:systemId/history': staffRead(['bacheca_gn'], GAMES),
  'POST /api/v1/games/:gameSlug/systems': staffWrite(['bacheca_gn'], GAMES),
  'PUT /api/v1/games/:gameSlug/systems/:systemId': staffWrite(['bacheca_gn'], GAMES),
  'POST /api/v1/games/:gameSlug/systems/:systemId/cancel': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; decisions.md cancelling and withdrawing systems (as editing them)`,
  ),
  'POST /api/v1/games/:gameSlug/systems/analysis': staffRead(
    ['bacheca_gn'],
    `${GAMES}; batch analysis (decisions.md power tools): computes, changes nothing`,
  ),
  'POST /api/v1/games/:gameSlug/structures/:structureId/systems/import': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; import of systems from CSV into a structure (creating systems)`,
  ),
  'POST /api/v1/games/:gameSlug/systems/cancel': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; decisions.md cancelling and withdrawing systems, a selection`,
  ),
  'GET /api/v1/games/:gameSlug/systems/export': staffRead(
    ['bacheca_gn'],
    `${GAMES}; decisions.md power tools, the systems export`,
  ),
  'POST /api/v1/games/:gameSlug/systems/bulk': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; decisions.md power tools, bulk on systems (never reader)`,
  ),

  // --- graphics (spec §2 /{game}/grafica, games area: bacheca_gn; decisions.md "Graphics")
  'GET /api/v1/games/:gameSlug/graphics': staffRead(['bacheca_gn'], `${GAMES}; spec §2 graphics list`),
  'POST /api/v1/games/:gameSlug/graphics': staffWrite(['bacheca_gn'], `${GAMES}; spec §2 graphics: create`),
  'GET /api/v1/games/:gameSlug/graphics/:graphicId': staffRead(['bacheca_gn'], `${GAMES}; spec §2 /{game}/grafica/{x}`),
  'PUT /api/v1/games/:gameSlug/graphics/:graphicId': staffWrite(['bacheca_gn'], `${GAMES}; spec §2 graphics editor`),
  'DELETE /api/v1/games/:gameSlug/graphics/:graphicId': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; spec §2 graphics: delete`,
  ),
  'POST /api/v1/games/:gameSlug/graphics/:graphicId/duplicate': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; spec §2 graphics: duplicate`,
  ),
  'GET /api/v1/games/:gameSlug/graphics/:graphicId/preview': staffRead(
    ['bacheca_gn'],
    `${GAMES}; spec §2 graphics: preview (changes nothing)`,
  ),

  // --- archive "Gestione Sistemi Si.ce." and quote assignment: the games area or the Totocalcio board
  'GET /api/v1/archive/systems': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    'spec §2 archive (all games, Totocalcio included: bacheca_gn or bacheca_tcal)',
  ),
  'GET /api/v1/archive/systems/export': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    'decisions.md power tools, the archive export (as the archive list)',
  ),
  'GET /api/v1/systems/:systemId': staffRead(['bacheca_gn', 'bacheca_tcal'], 'spec §2 archive detail'),
  'GET /api/v1/systems/:systemId/odds': staffRead(
    ['bacheca_gn'],
    'decisions.md "Draw results and wins": odds on the system detail (games area)',
  ),
  'GET /api/v1/games/:gameSlug/structures/:structureId/odds': staffRead(
    ['bacheca_gn'],
    'odds on the structure detail (games area); docs/decisions.md "Odds on screen"',
  ),
  'PUT /api/v1/systems/:systemId/quotes': staffWrite(
    ['bacheca_gn', 'bacheca_tcal'],
    'spec §2 quota management dialog, archive "assign quotes"',
  ),

  // --- dashboards: a game's figures need the games area; the home answers every staff role with only what
  // its permissions reach (the service filters), never to a simulated outlet
  'GET /api/v1/games/:gameSlug/dashboard': staffRead(['bacheca_gn'], `${GAMES}; spec §2 /{game}`),
  // the header's global search (decisions.md "…search…"): every staff role, each finding only what it may read
  'GET /api/v1/search': {
    access: 'read',
    roles: STAFF,
    simulated: false,
    spec: 'decisions.md global search: staff, results filtered by what the caller may read',
  },
  'GET /api/v1/dashboard': {
    access: 'read',
    roles: STAFF,
    simulated: false,
    spec: 'spec §2 /home (any logged-in staff role); figures filtered by permission',
  },

  // --- Totocalcio board (spec §6 bacheca_tcal: totocalcio board; decisions.md "… Totocalcio")
  'GET /api/v1/games/totocalcio/contests/:contestId/events': staffRead(
    ['bacheca_tcal'],
    'decisions.md Totocalcio: the 14 events of a contest (Crea sistema)',
  ),
  'POST /api/v1/games/totocalcio/systems': staffWrite(
    ['bacheca_tcal'],
    'spec §2 Totocalcio create-system page, §5 Totocalcio rules; decisions.md Totocalcio',
  ),

  // --- notifications (spec §2 /notifications…: handle_ruolo_admin; decisions.md "Notifications and extraordinary awards")
  'GET /api/v1/notifications': staffRead(['handle_ruolo_admin'], NOTIFICATIONS),
  'GET /api/v1/notifications/:type': staffRead(['handle_ruolo_admin'], NOTIFICATIONS),
  'POST /api/v1/notifications/:type': staffWrite(['handle_ruolo_admin'], NOTIFICATIONS),
  'GET /api/v1/notifications/:type/:id': staffRead(['handle_ruolo_admin'], NOTIFICATIONS),
  'GET /api/v1/notifications/:type/:id/reach': staffRead(['handle_ruolo_admin'], NOTIFICATIONS),
  'PUT /api/v1/notifications/:type/:id': staffWrite(['handle_ruolo_admin'], NOTIFICATIONS),
  'DELETE /api/v1/notifications/:type/:id': staffWrite(['handle_ruolo_admin'], NOTIFICATIONS),
  'GET /api/v1/backoffice/notifications': {
    access: 'read',
    roles: STAFF,
    simulated: false,
    spec: 'delivery: the back-office header shows every staff user the notifications scoped backoffice',
  },
  'POST /api/v1/backoffice/notifications/:id/ack': {
    access: 'self',
    roles: STAFF,
    simulated: false,
    spec: "a popup once per user until acknowledged; the acknowledgement is the user's own state (the reader too)",
  },
  'GET /api/v1/ricevitore/notifications': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: "decisions.md: outlets read theirs at ricevitore/notifications; staff simulating an outlet see exactly the outlet's board",
  },
  'GET /api/v1/ricevitore/notifications/archive': {
    access: 'read',
    roles: ['ricevitore'],
    simulated: true,
    spec: 'the outlet reads again the notifications of its games it was shown (closed, acknowledged, expired)',
  },
  'POST /api/v1/ricevitore/notifications/seen': {
    access: 'self',
    roles: ['ricevitore'],
    simulated: false,
    spec: "decisions.md notification reach: the outlet's board records what it showed; never from a simulation",
  },
  'POST /api/v1/ricevitore/notifications/:id/ack': {
    access: 'self',
    roles: ['ricevitore'],
    simulated: false,
    spec: 'decisions.md: the outlet acknowledges a popup; its own state, never from a simulation',
  },

  // --- SuperEnalotto's extraordinary awards (spec §2 /superenalotto/premi-straordinari: a games-area screen, bacheca_gn)
  'GET /api/v1/games/superenalotto/awards': staffRead(['bacheca_gn'], AWARDS),
  'POST /api/v1/games/superenalotto/awards': staffWrite(['bacheca_gn'], AWARDS),
  'GET /api/v1/games/superenalotto/awards/:id': staffRead(['bacheca_gn'], AWARDS),
  'PUT /api/v1/games/superenalotto/awards/:id': staffWrite(['bacheca_gn'], AWARDS),
  'DELETE /api/v1/games/superenalotto/awards/:id': staffWrite(['bacheca_gn'], AWARDS),
  'POST /api/v1/games/superenalotto/awards/:id/duplicate': staffWrite(
    ['bacheca_gn'],
    `${AWARDS}; spec §2 duplicate to another contest`,
  ),

  // --- publication, jobs, preferences (decisions.md "Publication on contests"; spec §2 per-game routes)
  'GET /api/v1/games/:gameSlug/systems/selection': staffRead(
    ['bacheca_gn'],
    `${GAMES}; spec §2 publish dialog: every system matching the filters`,
  ),
  'POST /api/v1/games/:gameSlug/jobs': staffWrite(['bacheca_gn'], `${GAMES}; spec §2 publish systems dialog`),
  'GET /api/v1/games/:gameSlug/jobs': staffRead(['bacheca_gn'], `${GAMES}; spec §2 /{game}/job`),
  'GET /api/v1/games/:gameSlug/jobs/:jobId': staffRead(['bacheca_gn'], `${GAMES}; spec §2 /{game}/job/{jobId}`),
  'GET /api/v1/games/:gameSlug/jobs/:jobId/export': staffRead(['bacheca_gn'], `${GAMES}; the job detail's export`),
  'GET /api/v1/games/:gameSlug/contests/:contestId/wins': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    `${GAMES}; the winners of a contest's confirmed result (decisions.md "Draw results and wins")`,
  ),
  'GET /api/v1/games/:gameSlug/contests/:contestId/wins/export': staffRead(
    ['bacheca_gn', 'bacheca_tcal'],
    `${GAMES}; the winners' export`,
  ),
  'POST /api/v1/games/:gameSlug/jobs/dry-run': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; the publish dialog's dry run (the publication permission, reader never)`,
  ),
  'POST /api/v1/games/:gameSlug/jobs/:jobId/cancel': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; job control: cancel a running job`,
  ),
  'POST /api/v1/games/:gameSlug/jobs/:jobId/retry': staffWrite(
    ['bacheca_gn'],
    `${GAMES}; job control: retry the failed rows`,
  ),
  'GET /api/v1/games/:gameSlug/preferences': staffRead(['bacheca_gn'], `${GAMES}; spec §2 /{game}/preferenze`),
  'PUT /api/v1/games/:gameSlug/preferences': staffWrite(['bacheca_gn'], `${GAMES}; spec §2 /{game}/preferenze`),

  // --- the staff notification centre: the caller's own messages (decisions.md: the job author, staff, is notified)
  'GET /api/v1/me/notifications': {
    access: 'read',
    roles: STAFF,
    simulated: false,
    spec: 'decisions.md: the job author (staff) is notified; the bell in the header',
  },
  'PUT /api/v1/me/notifications/:id/read': {
    access: 'self',
    roles: STAFF,
    simulated: false,
    spec: "decisions.md: mark as read; one's own messages, not business data",
  },
  'PUT /api/v1/me/notifications/read-all': {
    access: 'self',
    roles: STAFF,
    simulated: false,
    spec: "decisions.md: mark as read; one's own messages, not business data",
  },

  // --- saved views (decisions.md "Power tools"): the caller's own settings, every staff role; sharing one
  // needs share_views (super_admin, admin), checked on the body and walked in modules/views/views.test.ts
  'GET /api/v1/views': {
    access: 'read',
    roles: STAFF,
    simulated: false,
    spec: 'decisions.md Power tools: own and shared views of a list',
  },
  'POST /api/v1/views': {
    access: 'self',
    roles: STAFF,
    simulated: false,
    spec: "decisions.md Power tools: a view is one's own setting, not business data",
  },
  'PUT /api/v1/views/:id': {
    access: 'self',
    roles: STAFF,
    simulated: false,
    spec: "decisions.md Power tools: only one's own view",
  },
  'DELETE /api/v1/views/:id': {
    access: 'self',
    roles: STAFF,
    simulated: false,
    spec: "decisions.md Power tools: only one's own view",
  },
};

/** The line to add to ROUTE_POLICY for a route that has none, filled from its declaration for convenience. */
export function policyTemplate(
  method: string,
  url: string,
  declared: {
    kind: string;
    public?: boolean;
    permission?: Permission | Permission[];
    roles?: Role[];
    impersonated?: boolean;
  },
): string {
  const key = `${method} ${url}`;
  if (declared.public) return `'${key}': PUBLIC('<spec reference>'),`;
  const perms = declared.permission == null ? undefined : ([] as Permission[]).concat(declared.permission);
  const simulated =
    (declared.impersonated ?? declared.kind === 'read') &&
    !perms &&
    (!declared.roles || declared.roles.includes('ricevitore'));
  if (perms && !declared.roles && !simulated && (declared.kind === 'read' || declared.kind === 'write')) {
    return `'${key}': ${declared.kind === 'read' ? 'staffRead' : 'staffWrite'}(${JSON.stringify(perms).replace(/"/g, "'")}, '<spec reference>'),`;
  }
  const parts = [`access: '${declared.kind}'`];
  if (perms) parts.push(`permission: ${JSON.stringify(perms).replace(/"/g, "'")}`);
  if (declared.roles) parts.push(`roles: ${JSON.stringify(declared.roles).replace(/"/g, "'")}`);
  parts.push(`simulated: ${simulated}`, `spec: '<spec reference>'`);
  return `'${key}': { ${parts.join(', ')} },`;
}
