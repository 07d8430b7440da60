import { ADMIN_LIST_PARAMS } from '@bacheca/domain/list-params';
import type { AdminListQuery } from '@bacheca/domain';
import { listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /amministratori URL: filters, sort and page (absent = not filtered / server default). */
export const amministratoriSearchSchema = searchSchema(listSearchShape(ADMIN_LIST_PARAMS));
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
