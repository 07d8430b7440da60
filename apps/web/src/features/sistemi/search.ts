import { SYSTEM_SORT_FIELDS, SYSTEM_STATUSES } from '@bacheca/domain/enums';
import { boolParam, centsParam, enumParam, idParam, intParam, pageParam, pageSizeParam, rangeUpperBound, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/sistemi URL (spec §2 filters: text, status, contest, advanced), plus the structure from its detail. */
export const sistemiSearchSchema = searchSchema({
    q: textParam(200),
    status: enumParam(SYSTEM_STATUSES),
    contestId: idParam,
    structureId: idParam,
    quotaPriceFrom: centsParam,
    quotaPriceTo: centsParam,
    totalPriceFrom: centsParam,
    totalPriceTo: centsParam,
    availableFrom: intParam(0, 125),
    evidence: boolParam,
    winning: boolParam,
    sort: sortParam(SYSTEM_SORT_FIELDS),
    page: pageParam,
    pageSize: pageSizeParam,
  },
  (s) => ({
    ...s,
    quotaPriceTo: rangeUpperBound(s.quotaPriceFrom, s.quotaPriceTo),
    totalPriceTo: rangeUpperBound(s.totalPriceFrom, s.totalPriceTo),
  }),
);
export type SistemiSearch = ParamOutput<typeof sistemiSearchSchema>;

export const validateSistemiSearch = searchValidator(sistemiSearchSchema);

export const ADVANCED_FILTER_KEYS = ['quotaPriceFrom', 'quotaPriceTo', 'totalPriceFrom', 'totalPriceTo', 'availableFrom', 'evidence'] as const;
export const SISTEMI_FILTER_KEYS = ['q', 'status', 'contestId', 'structureId', 'winning', ...ADVANCED_FILTER_KEYS] as const;
