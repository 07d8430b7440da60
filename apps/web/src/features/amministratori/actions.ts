import type { Role } from '@bacheca/domain';
import { canWrite, type Actor } from '../../lib/access';

/** What the detail screen may offer on a staff user. */
export type AdminAction =
  | 'edit'
  | 'changeRole'
  | 'enable'
  | 'disable'
  | 'forcePasswordChange'
  | 'changePassword'
  | 'unblock'
  | 'editPermissions'
  | 'delete';

export interface AdminTarget {
  username: string;
  role: Role;
  enabled: boolean;
  blocked: boolean;
  attemptNumber: number;
}

/**
 * The actions shown for `target`, each only with its permission (spec §6) and never to the read-only role or in a
 * simulation (canWrite). Mirrors the server's other refusals so that no button leads to a sure error: only a
 * super_admin acts on a super_admin; one's own account cannot be disabled, deleted, forced, given a password,
 * permissions or another role here (the own password has its page).
 */
export function adminActions(
  actor: (Actor & { username?: string }) | null | undefined,
  target: AdminTarget,
): Set<AdminAction> {
  const out = new Set<AdminAction>();
  if (!actor) return out;
  if (target.role === 'super_admin' && !actor.roles.includes('super_admin')) return out;
  const self = !!actor.username && actor.username.toLowerCase() === target.username.toLowerCase();
  if (canWrite(actor, 'crud_update_admin')) {
    out.add('edit');
    if (!self) {
      out.add('changeRole');
      out.add('editPermissions');
    }
  }
  if (!self && canWrite(actor, 'disable_amministratore')) out.add(target.enabled ? 'disable' : 'enable');
  if (!self && canWrite(actor, 'force_change_psw_amministratore')) out.add('forcePasswordChange');
  if (!self && canWrite(actor, 'change_psw_amministratore')) out.add('changePassword');
  if ((target.blocked || target.attemptNumber > 0) && canWrite(actor, 'update_failed_login_attemp_number'))
    out.add('unblock');
  if (!self && canWrite(actor, 'crud_delete_admin')) out.add('delete');
  return out;
}

/** "Forza cambio password" on a selection of the list. */
export function canBulkForceAdmins(actor: Actor | null | undefined): boolean {
  return canWrite(actor, 'force_change_psw_amministratore');
}

/**
 * Whether a row of the list can join a bulk force: never one's own account, and a super_admin only for a super_admin
 * (the server refuses the whole selection otherwise).
 */
export function isBulkForceTarget(
  actor: (Actor & { username?: string }) | null | undefined,
  target: Pick<AdminTarget, 'username' | 'role'>,
): boolean {
  return adminActions(actor, { ...target, enabled: true, blocked: false, attemptNumber: 0 }).has('forcePasswordChange');
}

/** "Nuovo amministratore" on the list. */
export function canCreateAdmin(actor: Actor | null | undefined): boolean {
  return canWrite(actor, 'crud_insert_admin');
}
