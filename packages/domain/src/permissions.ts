/** Roles and permissions (spec §6, decisions.md). */
/** Staff roles as a tuple (every role but ricevitore): the one list of them. */
export const STAFF_ROLE_VALUES = [
  'super_admin',
  'admin',
  'ra',
  'call_center',
  'call_center_special',
  'reader',
] as const;
export const ROLES = [...STAFF_ROLE_VALUES, 'ricevitore'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: Role[] = [...STAFF_ROLE_VALUES];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super amministratore',
  admin: 'Amministratore',
  ra: "Responsabile d'area",
  call_center: 'Call center',
  call_center_special: 'Call center special',
  reader: 'Sola lettura',
  ricevitore: 'Ricevitore',
};

export const PERMISSIONS = [
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
  'read_audit',
  'handle_results',
  'share_views',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  bacheca_gn: 'Area giochi (strutture, sistemi, job, preferenze)',
  bacheca_tcal: 'Bacheca Totocalcio',
  bacheca_admin: 'Bacheca dei Sistemi (link esterno)',
  impersonator: 'Simulazione ricevitorie',
  syndicate_access: 'Syndicate backoffice',
  crud_read_admin: 'Lettura amministratori',
  crud_insert_admin: 'Inserimento amministratori',
  crud_update_admin: 'Modifica amministratori',
  crud_delete_admin: 'Cancellazione amministratori',
  handle_ruolo_admin: 'Gestione ruoli, permessi e notifiche',
  handle_ruolo_ricevitore: 'Gestione dati ricevitorie',
  read_ricevitore: 'Lettura ricevitorie',
  crud_insert_ricevitore: 'Inserimento e modifica ricevitorie',
  crud_delete_ricevitore: 'Cancellazione ricevitorie',
  disable_ricevitore: 'Abilitazione ricevitorie',
  change_psw_ricevitore: 'Cambio password ricevitorie',
  force_change_psw_ricevitore: 'Cambio password forzato ricevitorie',
  disable_amministratore: 'Abilitazione amministratori',
  change_psw_amministratore: 'Cambio password amministratori',
  force_change_psw_amministratore: 'Cambio password forzato amministratori',
  update_failed_login_attemp_number: 'Sblocco tentativi di accesso falliti',
  update_last_access_date: 'Aggiornamento data ultimo accesso',
  update_last_password_change_date: 'Aggiornamento data ultimo cambio password',
  read_audit: 'Registro attività',
  handle_results: 'Risultati delle estrazioni',
  share_views: 'Condivisione delle viste salvate con tutto il personale',
};

const CALL_CENTER: Permission[] = [
  'read_ricevitore',
  'impersonator',
  'change_psw_ricevitore',
  'force_change_psw_ricevitore',
  'update_failed_login_attemp_number',
];

/** Base permissions per role as shipped; editable at runtime on /gruppi (stored in the database). */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  super_admin: [...PERMISSIONS],
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

/** Roles whose every write is refused, whatever permissions they hold. */
export const READ_ONLY_ROLES: Role[] = ['reader'];

export function isStaffRole(role: Role): boolean {
  return role !== 'ricevitore';
}

export interface Principal {
  roles: Role[];
  permissions: Permission[];
}

export function hasPermission(p: Principal, perm: Permission): boolean {
  return p.permissions.includes(perm);
}

export function isReadOnly(p: Principal): boolean {
  return p.roles.some((r) => READ_ONLY_ROLES.includes(r));
}

/**
 * Who may read a game's structures, systems, results and figures: the games area (bacheca_gn) reads every game, the
 * Totocalcio board (bacheca_tcal) reads Totocalcio. Whether the game is switched on is the configuration's to say.
 */
export function mayReadGame(permissions: readonly Permission[], game: string): boolean {
  return permissions.includes('bacheca_gn') || (game === 'totocalcio' && permissions.includes('bacheca_tcal'));
}

/** The decision every route makes: does this principal pass the route's declared requirement? */
export function canAccess(
  p: Principal,
  req: { permission?: Permission | null; roles?: Role[] | null; write?: boolean },
): boolean {
  if (req.write && isReadOnly(p)) return false;
  if (req.roles && req.roles.length && !p.roles.some((r) => req.roles!.includes(r))) return false;
  if (req.permission && !hasPermission(p, req.permission)) return false;
  return true;
}
