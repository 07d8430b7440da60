import { z } from 'zod';
import { JOB_OUTCOMES, JOB_SORT_FIELDS, JOB_STATUSES } from '@bacheca/domain';
import { dateParam, enumParam, pageParam, pageSizeParam, searchValidator, sortParam, textParam } from '../../lib/list-search';

const idParam = z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined);

/** The /{game}/job URL: spec §2 filters (id, author, contest, date, status), sort and page. */
export const jobsSearchSchema = z.object({
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
export type JobsSearch = z.output<typeof jobsSearchSchema>;
export const validateJobsSearch = searchValidator(jobsSearchSchema);
export const JOBS_FILTER_KEYS = ['id', 'author', 'contestId', 'dateFrom', 'dateTo', 'status'] as const;

/** The /{game}/job/{jobId} URL: the outcome filter and the page of rows. */
export const jobSearchSchema = z.object({
  outcome: enumParam(JOB_OUTCOMES),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type JobSearch = z.output<typeof jobSearchSchema>;
export const validateJobSearch = searchValidator(jobSearchSchema);
