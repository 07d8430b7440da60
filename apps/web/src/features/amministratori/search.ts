import { ADMIN_SORT_FIELDS, STAFF_ROLE_VALUES } from '@bacheca/domain/enums';
import type { AdminListQuery } from '@bacheca/domain';
import { boolParam, enumParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /amministratori URL: filters, sort and page (absent = not filtered / server default). */
export const amministratoriSearchSchema = searchSchema({
  q: textParam(200),
  role: enumParam(STAFF_ROLE_VALUES),
  enabled: boolParam,
  blocked: boolParam,
  sort: sortParam(ADMIN_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type AmministratoriSearch = ParamOutput<typeof amministratoriSearchSchema>;

export const validateAmministratoriSearch = searchValidator(amministratoriSearchSchema);

/** The filters without paging: what the export takes. */
export function adminFilters(search: AmministratoriSearch): Omit<AmministratoriSearch, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...filters } = search;
  return filters;
}

/** The list call's query. */
export function adminListParams(search: AmministratoriSearch): Partial<AdminListQuery> {
  return { ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 };
}
