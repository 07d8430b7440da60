import { AWARD_SORT_FIELDS } from '@bacheca/domain/enums';
import { enumParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** /superenalotto/premi-straordinari: text, which contests, sort and page in the URL. */
export const awardsSearchSchema = searchSchema({
  q: textParam(200),
  when: enumParam(['upcoming', 'past', 'all'] as const),
  sort: sortParam(AWARD_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type AwardsSearch = ParamOutput<typeof awardsSearchSchema>;
export const validateAwardsSearch = searchValidator(awardsSearchSchema);
export const AWARDS_FILTER_KEYS = ['q', 'when'] as const;
