import { queryOptions } from '@tanstack/react-query';
import type { RoleCountResponse, RoleMatrixResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';

export const gruppiKeys = {
  all: ['gruppi'] as const,
  matrix: () => [...gruppiKeys.all, 'matrix'] as const,
  counts: () => [...gruppiKeys.all, 'counts'] as const,
};

/** GET /amministratori/roles: the roles × base permissions matrix. */
export const roleMatrixQueryOptions = queryOptions({
  queryKey: gruppiKeys.matrix(),
  queryFn: ({ signal }) => api.get<RoleMatrixResponse>('/amministratori/roles', { signal }),
});

/** GET /amministratori/roles/available/count: users holding each role. */
export const roleCountsQueryOptions = queryOptions({
  queryKey: gruppiKeys.counts(),
  queryFn: ({ signal }) => api.get<RoleCountResponse>('/amministratori/roles/available/count', { signal }),
});
