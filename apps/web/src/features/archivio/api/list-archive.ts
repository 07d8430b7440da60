import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { archiveListResponse } from '@bacheca/domain';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/list-search';
import { systemsKeys } from '../../../shared-features/systems/systems-api';
import type { ArchivioSearch } from '../search';

export type ArchiveListResponse = z.infer<typeof archiveListResponse>;
export type ArchiveListItem = ArchiveListResponse['items'][number];

/** GET /archive/systems: systems of every game ("Gestione Sistemi Si.ce."). */
export function fetchArchive(search: ArchivioSearch, signal?: AbortSignal): Promise<ArchiveListResponse> {
  return api.get<ArchiveListResponse>(
    `/archive/systems${toQueryString({ ...search, page: search.page ?? 1, pageSize: search.pageSize ?? 25 })}`,
    {
      signal,
    },
  );
}

export const archiveListQueryOptions = (search: ArchivioSearch) =>
  queryOptions({
    queryKey: [...systemsKeys.archive(), search] as const,
    queryFn: ({ signal }) => fetchArchive(search, signal),
    placeholderData: keepPreviousData,
  });
