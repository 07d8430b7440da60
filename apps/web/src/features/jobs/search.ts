import { JOB_OUTCOMES } from '@bacheca/domain/enums';
import { JOB_LIST_PARAMS, listFilterKeys } from '@bacheca/domain/list-params';
import {
  enumParam,
  listSearchShape,
  pageParam,
  pageSizeParam,
  searchSchema,
  searchValidator,
} from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/job URL: spec §2 filters (id, author, contest, date, status), sort and page. */
export const jobsSearchSchema = searchSchema(listSearchShape(JOB_LIST_PARAMS));
export type JobsSearch = ParamOutput<typeof jobsSearchSchema>;
export const validateJobsSearch = searchValidator(jobsSearchSchema);
export const JOBS_FILTER_KEYS = listFilterKeys(JOB_LIST_PARAMS);

/** The /{game}/job/{jobId} URL: the outcome filter and the page of rows. */
export const jobSearchSchema = searchSchema({
  outcome: enumParam(JOB_OUTCOMES),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type JobSearch = ParamOutput<typeof jobSearchSchema>;
export const validateJobSearch = searchValidator(jobSearchSchema);
