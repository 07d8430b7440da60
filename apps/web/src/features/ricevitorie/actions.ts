import { ERRORS } from '@bacheca/domain/messages';
import { canRead, canWrite, type Actor } from '../../lib/access';

/** What the outlet screens may offer. */
export type RicevitoriaAction =
  | 'edit'
  | 'enable'
  | 'disable'
  | 'activate'
  | 'deactivate'
  | 'forcePasswordChange'
  | 'changePassword'
  | 'unblock'
  | 'decideChangeRequests'
  | 'delete'
  | 'simulate';

export interface RicevitoriaTarget {
  enabled: boolean;
  active: boolean;
  blocked: boolean;
  attemptNumber: number;
}

/**
 * The actions shown on an outlet, each with its permission (decisions.md) and never a write for the
 * read-only role or inside a simulation. "Simula" only needs `impersonator`: it writes nothing, and a simulated
 * session cannot write either.
 */
export function ricevitoriaActions(actor: Actor | null | undefined, target: RicevitoriaTarget): Set<RicevitoriaAction> {
  const out = new Set<RicevitoriaAction>();
  if (!actor) return out;
  if (canWrite(actor, 'crud_insert_ricevitore') || canWrite(actor, 'handle_ruolo_ricevitore')) out.add('edit');
  if (canWrite(actor, 'disable_ricevitore')) {
    out.add(target.enabled ? 'disable' : 'enable');
    out.add(target.active ? 'deactivate' : 'activate');
  }
  if (canWrite(actor, 'force_change_psw_ricevitore')) out.add('forcePasswordChange');
  if (canWrite(actor, 'change_psw_ricevitore')) out.add('changePassword');
  if ((target.blocked || target.attemptNumber > 0) && canWrite(actor, 'update_failed_login_attemp_number'))
    out.add('unblock');
  if (canWrite(actor, 'handle_ruolo_ricevitore')) out.add('decideChangeRequests');
  if (canWrite(actor, 'crud_delete_ricevitore')) out.add('delete');
  if (canRead(actor, 'impersonator') && !actor.impersonatedBy) out.add('simulate');
  return out;
}

/**
 * Why "Simula" cannot start on this outlet (the server's own refusal, in its words), or null when it can: inactive or
 * disabled, else blocked.
 */
export function simulationRefusal(target: Pick<RicevitoriaTarget, 'enabled' | 'active' | 'blocked'>): string | null {
  if (!target.active || !target.enabled) return ERRORS.IMPERSONATION_NOT_ALLOWED;
  if (target.blocked) return ERRORS.IMPERSONATION_BLOCKED;
  return null;
}

/** Multi-select with "Forza cambio password" on the list. */
export function canBulkForce(actor: Actor | null | undefined): boolean {
  return canWrite(actor, 'force_change_psw_ricevitore');
}
