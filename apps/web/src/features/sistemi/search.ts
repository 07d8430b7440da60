import { z } from 'zod';
import { SYSTEM_SORT_FIELDS, SYSTEM_STATUSES } from '@bacheca/domain';
import { boolParam, centsParam, enumParam, pageParam, pageSizeParam, rangeUpperBound, searchValidator, sortParam, textParam } from '../../lib/list-search';

const idParam = z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined);

/** The /{game}/sistemi URL (spec §2 filters: text, status, contest, advanced), plus the structure from its detail. */
export const sistemiSearchSchema = z
  .object({
    q: textParam(200),
    status: enumParam(SYSTEM_STATUSES),
    contestId: idParam,
    structureId: idParam,
    quotaPriceFrom: centsParam,
    quotaPriceTo: centsParam,
    totalPriceFrom: centsParam,
    totalPriceTo: centsParam,
    availableFrom: z.coerce.number().int().min(0).max(125).optional().catch(undefined),
    evidence: boolParam,
    sort: sortParam(SYSTEM_SORT_FIELDS),
    page: pageParam,
    pageSize: pageSizeParam,
  })
  .transform((s) => ({
    ...s,
    quotaPriceTo: rangeUpperBound(s.quotaPriceFrom, s.quotaPriceTo),
    totalPriceTo: rangeUpperBound(s.totalPriceFrom, s.totalPriceTo),
  }) as typeof s);
export type SistemiSearch = z.output<typeof sistemiSearchSchema>;

export const validateSistemiSearch = searchValidator(sistemiSearchSchema);

export const ADVANCED_FILTER_KEYS = ['quotaPriceFrom', 'quotaPriceTo', 'totalPriceFrom', 'totalPriceTo', 'availableFrom', 'evidence'] as const;
export const SISTEMI_FILTER_KEYS = ['q', 'status', 'contestId', 'structureId', ...ADVANCED_FILTER_KEYS] as const;
