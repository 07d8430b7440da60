import { JOB_OUTCOMES, JOB_SORT_FIELDS, JOB_STATUSES } from '@bacheca/domain/enums';
import { dateParam, enumParam, idParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/job URL: spec §2 filters (id, author, contest, date, status), sort and page. */
export const jobsSearchSchema = searchSchema({
  id: textParam(30),
  author: textParam(100),
  contestId: idParam,
  dateFrom: dateParam,
  dateTo: dateParam,
  status: enumParam(JOB_STATUSES),
  sort: sortParam(JOB_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type JobsSearch = ParamOutput<typeof jobsSearchSchema>;
export const validateJobsSearch = searchValidator(jobsSearchSchema);
export const JOBS_FILTER_KEYS = ['id', 'author', 'contestId', 'dateFrom', 'dateTo', 'status'] as const;

/** The /{game}/job/{jobId} URL: the outcome filter and the page of rows. */
export const jobSearchSchema = searchSchema({
  outcome: enumParam(JOB_OUTCOMES),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type JobSearch = ParamOutput<typeof jobSearchSchema>;
export const validateJobSearch = searchValidator(jobSearchSchema);
