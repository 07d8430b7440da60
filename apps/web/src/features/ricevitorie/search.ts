import { RICEVITORE_FILTER_PARAMS, RICEVITORE_LIST_PARAMS, listFilterKeys } from '@bacheca/domain/list-params';
import type { RicevitoreListQuery } from '@bacheca/domain';
import { listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /ricevitorie URL: every filter of the outlet list, sort and page. */
export const ricevitorieSearchSchema = searchSchema(listSearchShape(RICEVITORE_LIST_PARAMS));
export type RicevitorieSearch = ParamOutput<typeof ricevitorieSearchSchema>;

export const validateRicevitorieSearch = searchValidator(ricevitorieSearchSchema);

/** The filter keys (what "Azzera filtri" clears; sort and page size stay). */
export const RICEVITORIE_FILTER_KEYS = listFilterKeys(RICEVITORE_FILTER_PARAMS);

export function hasRicevitorieFilters(search: RicevitorieSearch): boolean {
  return RICEVITORIE_FILTER_KEYS.some((k) => search[k] !== undefined);
}

/** Filters and sort without paging: the export and the active count take these. */
export function ricevitorieFilters(search: RicevitorieSearch): Omit<RicevitorieSearch, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...filters } = search;
  return filters;
}

/** The filters alone (the active count knows no sort). */
export function ricevitorieCountFilters(
  search: RicevitorieSearch,
): Omit<RicevitorieSearch, 'page' | 'pageSize' | 'sort'> {
  const { sort: _sort, ...filters } = ricevitorieFilters(search);
  return filters;
}

export function ricevitorieListParams(search: RicevitorieSearch): Partial<RicevitoreListQuery> {
  return { ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 };
}
