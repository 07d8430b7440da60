import { AWARD_LIST_PARAMS, listFilterKeys } from '@bacheca/domain/list-params';
import { listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** /superenalotto/premi-straordinari: text, which contests, sort and page in the URL. */
export const awardsSearchSchema = searchSchema(listSearchShape(AWARD_LIST_PARAMS));
export type AwardsSearch = ParamOutput<typeof awardsSearchSchema>;
export const validateAwardsSearch = searchValidator(awardsSearchSchema);
export const AWARDS_FILTER_KEYS = listFilterKeys(AWARD_LIST_PARAMS);
