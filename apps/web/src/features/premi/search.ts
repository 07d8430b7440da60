import { z } from 'zod';
import { AWARD_SORT_FIELDS } from '@bacheca/domain';
import { enumParam, pageParam, pageSizeParam, searchValidator, sortParam, textParam } from '../../lib/list-search';

/** /superenalotto/premi-straordinari: text, which contests, sort and page in the URL. */
export const awardsSearchSchema = z.object({
  q: textParam(200),
  when: enumParam(['upcoming', 'past', 'all'] as const),
  sort: sortParam(AWARD_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type AwardsSearch = z.output<typeof awardsSearchSchema>;
export const validateAwardsSearch = searchValidator(awardsSearchSchema);
export const AWARDS_FILTER_KEYS = ['q', 'when'] as const;
