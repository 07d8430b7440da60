import { queryOptions } from '@tanstack/react-query';
import type { AvailablePermissionsResponse, AvailableRolesResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { amministratoriKeys } from './amministratori-list';

/** GET /amministratori/roles/available: roles and whether the caller may assign them. */
export const availableRolesQueryOptions = queryOptions({
  queryKey: [...amministratoriKeys.all, 'roles', 'available'] as const,
  queryFn: ({ signal }) => api.get<AvailableRolesResponse>('/amministratori/roles/available', { signal }),
  staleTime: 5 * 60_000,
});

/** GET /amministratori/perms/available: permissions with `grantable` (the caller holds them). */
export const availablePermissionsQueryOptions = queryOptions({
  queryKey: [...amministratoriKeys.all, 'perms', 'available'] as const,
  queryFn: ({ signal }) => api.get<AvailablePermissionsResponse>('/amministratori/perms/available', { signal }),
  staleTime: 5 * 60_000,
});
