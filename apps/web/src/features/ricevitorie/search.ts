import { CONCESSIONS, RICEVITORE_SORT_FIELDS } from '@bacheca/domain/enums';
import type { RicevitoreListQuery } from '@bacheca/domain';
import { boolParam, param, dateParam, enumParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** A province code, e.g. RM (capitals in the URL whatever was typed). */
const provinceParam = param((v) => {
  if (typeof v !== 'string') return undefined;
  const code = v.trim().toUpperCase();
  return /^[A-Z]{1,2}$/.test(code) ? code : undefined;
});

/** The /ricevitorie URL: every filter of the outlet list, sort and page. */
export const ricevitorieSearchSchema = searchSchema({
  q: textParam(200),
  ivrCode: textParam(20),
  denomination: textParam(100),
  city: textParam(100),
  province: provinceParam,
  region: textParam(60),
  zone: textParam(30),
  concession: enumParam(CONCESSIONS),
  enabled: boolParam,
  active: boolParam,
  blocked: boolParam,
  sip: boolParam,
  tcal: boolParam,
  tgol: boolParam,
  lastAccessFrom: dateParam,
  lastAccessTo: dateParam,
  sort: sortParam(RICEVITORE_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type RicevitorieSearch = ParamOutput<typeof ricevitorieSearchSchema>;

export const validateRicevitorieSearch = searchValidator(ricevitorieSearchSchema);

/** The filter keys (what "Azzera filtri" clears; sort and page size stay). */
export const RICEVITORIE_FILTER_KEYS = [
  'q',
  'ivrCode',
  'denomination',
  'city',
  'province',
  'region',
  'zone',
  'concession',
  'enabled',
  'active',
  'blocked',
  'sip',
  'tcal',
  'tgol',
  'lastAccessFrom',
  'lastAccessTo',
] as const satisfies ReadonlyArray<keyof RicevitorieSearch>;

export function hasRicevitorieFilters(search: RicevitorieSearch): boolean {
  return RICEVITORIE_FILTER_KEYS.some((k) => search[k] !== undefined);
}

/** Filters and sort without paging: the export and the active count take these. */
export function ricevitorieFilters(search: RicevitorieSearch): Omit<RicevitorieSearch, 'page' | 'pageSize'> {
  const { page: _page, pageSize: _pageSize, ...filters } = search;
  return filters;
}

/** The filters alone (the active count knows no sort). */
export function ricevitorieCountFilters(search: RicevitorieSearch): Omit<RicevitorieSearch, 'page' | 'pageSize' | 'sort'> {
  const { sort: _sort, ...filters } = ricevitorieFilters(search);
  return filters;
}

export function ricevitorieListParams(search: RicevitorieSearch): Partial<RicevitoreListQuery> {
  return { ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 };
}
