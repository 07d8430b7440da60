import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameSlug, JobDetail, JobSummary } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { publicationKeys } from './publication-api';
import type { JobSearch, JobsSearch } from '../search';

/** While a job runs its progress is read again every second (polling; SSE would need a second channel). */
export const RUNNING_POLL_MS = 1000;

export const jobsListQueryOptions = (game: GameSlug, search: JobsSearch) =>
  queryOptions({
    queryKey: publicationKeys.jobList(game, search),
    queryFn: ({ signal }) =>
      api.get<{ items: JobSummary[]; total: number; page: number; pageSize: number }>(
        `/games/${game}/jobs${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((j) => j.status === 'IN_CORSO') ? RUNNING_POLL_MS : false),
  });

export const jobDetailQueryOptions = (game: GameSlug, jobId: string, search: JobSearch) =>
  queryOptions({
    queryKey: publicationKeys.job(game, jobId, search),
    queryFn: ({ signal }) =>
      api.get<JobDetail>(
        `/games/${game}/jobs/${jobId}${toQueryString({ outcome: search.outcome, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.status === 'IN_CORSO' ? RUNNING_POLL_MS : false),
  });
