import { queryOptions } from '@tanstack/react-query';
import type { GameSlug, JobSummary, PreferencesResponse, PublishDryRun, PublishRequest } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';

/** Query keys of publication jobs and preferences, shared by the publish dialog, the job pages and the preferences. */
export const publicationKeys = {
  jobs: ['jobs'] as const,
  jobList: (game: GameSlug, search: object) => ['jobs', 'list', game, search] as const,
  job: (game: GameSlug, id: string, search: object) => ['jobs', 'detail', game, id, search] as const,
  preferences: (game: GameSlug) => ['preferences', game] as const,
  selection: (game: GameSlug, filters: object) => ['systems', 'selection', game, filters] as const,
};

/** POST /games/{gameSlug}/jobs → 202 with the job. */
export function publishSystems(game: GameSlug, body: PublishRequest): Promise<JobSummary> {
  return api.post<JobSummary>(`/games/${game}/jobs`, body);
}

/** POST /games/{gameSlug}/jobs/dry-run (the publish body) → what publishing would do, nothing written. */
export function dryRunPublication(game: GameSlug, body: PublishRequest): Promise<PublishDryRun> {
  return api.post<PublishDryRun>(`/games/${game}/jobs/dry-run`, body);
}

/** POST …/jobs/{jobId}/cancel: the pending rows become ANNULLATO, what is published stays. */
export function cancelJob(game: GameSlug, jobId: string): Promise<JobSummary> {
  return api.post<JobSummary>(`/games/${game}/jobs/${jobId}/cancel`, {});
}

/** POST …/jobs/{jobId}/retry → 202 with a new job over the failed rows. */
export function retryJob(game: GameSlug, jobId: string): Promise<JobSummary> {
  return api.post<JobSummary>(`/games/${game}/jobs/${jobId}/retry`, {});
}

export const preferencesQueryOptions = (game: GameSlug) =>
  queryOptions({
    queryKey: publicationKeys.preferences(game),
    queryFn: ({ signal }) => api.get<PreferencesResponse>(`/games/${game}/preferences`, { signal }),
  });

export interface SelectionRow {
  id: number;
  name: string;
  status: string;
}

/** GET /games/{gameSlug}/systems/selection: every system matching the list's filters (ids and names, ≤ 10.000). */
export const selectionQueryOptions = (game: GameSlug, filters: Record<string, unknown>) =>
  queryOptions({
    queryKey: publicationKeys.selection(game, filters),
    queryFn: ({ signal }) =>
      api.get<{ items: SelectionRow[]; total: number }>(
        `/games/${game}/systems/selection${toQueryString({ ...filters, page: undefined, pageSize: undefined, sort: undefined })}`,
        { signal },
      ),
  });
