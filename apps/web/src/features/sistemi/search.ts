import { SYSTEM_LIST_PARAMS, QUOTA_PRICE_RANGE, TOTAL_PRICE_RANGE, listFilterKeys } from '@bacheca/domain/list-params';
import { dropInvertedRanges, listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/sistemi URL (spec §2 filters: text, status, contest, advanced), plus the structure from its detail. */
export const sistemiSearchSchema = searchSchema(
  listSearchShape(SYSTEM_LIST_PARAMS),
  dropInvertedRanges(QUOTA_PRICE_RANGE, TOTAL_PRICE_RANGE),
);
export type SistemiSearch = ParamOutput<typeof sistemiSearchSchema>;

export const validateSistemiSearch = searchValidator(sistemiSearchSchema);

/** The filters behind "Filtri avanzati" (the panel opens when one is set). */
export const ADVANCED_FILTER_KEYS = [
  'quotaPriceFrom',
  'quotaPriceTo',
  'totalPriceFrom',
  'totalPriceTo',
  'availableFrom',
  'evidence',
] as const;
export const SISTEMI_FILTER_KEYS = listFilterKeys(SYSTEM_LIST_PARAMS);
