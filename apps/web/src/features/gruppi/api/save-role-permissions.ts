import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Permission, Role, RoleMatrixResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { gruppiKeys } from './role-matrix';

type Response = MessageResponse & { item: RoleMatrixResponse };

/** PUT /amministratori/roles/{role}: the role's base permissions (effective at its users' next request). */
export const saveRolePermissions = ({ role, permissions }: { role: Role; permissions: Permission[] }) =>
  api.put<Response>(`/amministratori/roles/${encodeURIComponent(role)}`, { permissions });

export function useSaveRolePermissions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveRolePermissions,
    meta: { silent: true },
    onSuccess: (res) => {
      qc.setQueryData(gruppiKeys.matrix(), res.item);
    },
  });
}
