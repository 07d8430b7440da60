import { hasPermission, isReadOnly } from '@bacheca/domain/permissions';
import type { Permission, Principal } from '@bacheca/domain';

/** Who acts: roles and effective permissions from /me, and whether the session is a simulation. */
export interface Actor extends Principal {
  username?: string;
  impersonatedBy?: string | null;
}

/**
 * Whether the screen offers a write action: the user holds its permission, is not of the read-only role (Sola
 * lettura sees no write action at all, whatever it holds) and is not simulating an outlet. The server checks the
 * same on every call: this only decides what is shown.
 */
export function canWrite(actor: Actor | null | undefined, permission: Permission): boolean {
  if (!actor) return false;
  if (isReadOnly(actor) || actor.impersonatedBy) return false;
  return hasPermission(actor, permission);
}

/** Whether the screen shows something that only needs reading. */
export function canRead(actor: Actor | null | undefined, permission: Permission): boolean {
  return !!actor && hasPermission(actor, permission);
}
