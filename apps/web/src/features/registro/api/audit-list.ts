import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_OUTCOMES } from '@bacheca/domain/messages-audit';
import type { AuditFilters, AuditListResponse } from '@bacheca/domain/schemas/audit';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import type { RegistroSearch } from '../search';

export const auditKeys = {
  all: ['audit'] as const,
  list: (search: RegistroSearch) => ['audit', 'list', search] as const,
};

const among = <T extends string>(values: readonly T[], v: string | undefined): T | undefined =>
  (values as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/**
 * The API's filters from the URL: a hand-edited link's unknown codes and an IP with stray characters are dropped, and
 * a range that ends before it starts keeps its start, rather than a list the server refuses.
 */
export function auditFilters(search: RegistroSearch): AuditFilters {
  return {
    actor: search.actor,
    onBehalfOf: search.onBehalfOf,
    entityType: among(AUDIT_ENTITY_TYPES, search.entityType),
    entityId: search.entityId,
    action: among(AUDIT_ACTIONS, search.action),
    outcome: among(AUDIT_OUTCOMES, search.outcome),
    dateFrom: search.dateFrom,
    dateTo: search.dateFrom && search.dateTo && search.dateFrom > search.dateTo ? undefined : search.dateTo,
    ip: search.ip && /^[0-9A-Fa-f:.]{1,45}$/.test(search.ip) ? search.ip : undefined,
  };
}

/** One page of the activity log under the URL's filters. */
export const auditListQueryOptions = (search: RegistroSearch) =>
  queryOptions({
    queryKey: auditKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<AuditListResponse>(
        `/audit${toQueryString({ ...auditFilters(search), page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
