import type { Permission } from '@bacheca/domain';
import { canWrite } from './access';
import { useCurrentUser } from './session/current-user';

/**
 * Whether the structure and system screens offer write actions: the permission (bacheca_gn by default), and never
 * for the read-only role (Sola lettura) or a simulation. The server refuses those writes anyway.
 */
export function useCanWrite(permission: Permission = 'bacheca_gn'): boolean {
  const { data: me } = useCurrentUser();
  return canWrite(me, permission);
}
