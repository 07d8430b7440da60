import {
  STRUCTURE_LIST_PARAMS,
  QUOTA_PRICE_RANGE,
  TOTAL_PRICE_RANGE,
  listFilterKeys,
} from '@bacheca/domain/list-params';
import { dropInvertedRanges, listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/strutture URL (spec §2 filters): absent = not filtered / server default. */
export const struttureSearchSchema = searchSchema(
  listSearchShape(STRUCTURE_LIST_PARAMS),
  dropInvertedRanges(QUOTA_PRICE_RANGE, TOTAL_PRICE_RANGE),
);
export type StruttureSearch = ParamOutput<typeof struttureSearchSchema>;

export const validateStruttureSearch = searchValidator(struttureSearchSchema);

export const STRUTTURE_FILTER_KEYS = listFilterKeys(STRUCTURE_LIST_PARAMS);
