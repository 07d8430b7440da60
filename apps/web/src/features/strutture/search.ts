import { STRUCTURE_SORT_FIELDS, STRUCTURE_STATUSES } from '@bacheca/domain/enums';
import { BOARD_TYPES } from '@bacheca/domain/engine/config';
import { centsParam, enumParam, pageParam, pageSizeParam, rangeUpperBound, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/strutture URL (spec §2 filters): absent = not filtered / server default. */
export const struttureSearchSchema = searchSchema({
    q: textParam(200),
    boardType: enumParam(BOARD_TYPES),
    status: enumParam(STRUCTURE_STATUSES),
    visibility: enumParam(['BACKOFFICE', 'VETRINA', 'NESSUNA'] as const),
    quotaPriceFrom: centsParam,
    quotaPriceTo: centsParam,
    totalPriceFrom: centsParam,
    totalPriceTo: centsParam,
    sort: sortParam(STRUCTURE_SORT_FIELDS),
    page: pageParam,
    pageSize: pageSizeParam,
  },
  // A hand-edited URL with from > to keeps "from" only, rather than a list the server refuses.
  (s) => ({
    ...s,
    quotaPriceTo: rangeUpperBound(s.quotaPriceFrom, s.quotaPriceTo),
    totalPriceTo: rangeUpperBound(s.totalPriceFrom, s.totalPriceTo),
  }),
);
export type StruttureSearch = ParamOutput<typeof struttureSearchSchema>;

export const validateStruttureSearch = searchValidator(struttureSearchSchema);

export const STRUTTURE_FILTER_KEYS = [
  'q',
  'boardType',
  'status',
  'visibility',
  'quotaPriceFrom',
  'quotaPriceTo',
  'totalPriceFrom',
  'totalPriceTo',
] as const;
