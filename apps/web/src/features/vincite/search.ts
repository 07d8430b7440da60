import { WINS_SORT_FIELDS } from '@bacheca/domain/enums';
import { boolParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/concorsi/{contestId}/vincite URL: "tutti i sistemi" (all), sort and page. */
export const winsSearchSchema = searchSchema({
  all: boolParam,
  sort: sortParam(WINS_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type WinsSearch = ParamOutput<typeof winsSearchSchema>;
export const validateWinsSearch = searchValidator(winsSearchSchema);
