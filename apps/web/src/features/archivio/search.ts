import { z } from 'zod';
import { GAME_SLUGS, SYSTEM_SORT_FIELDS, SYSTEM_STATUSES } from '@bacheca/domain';
import { boolParam, centsParam, enumParam, pageParam, pageSizeParam, rangeUpperBound, searchValidator, sortParam, textParam } from '../../lib/list-search';

/** The /archivio-sistemi URL: every game's systems ("Gestione Sistemi Si.ce."). */
export const archivioSearchSchema = z
  .object({
    q: textParam(200),
    game: enumParam(GAME_SLUGS),
    status: enumParam(SYSTEM_STATUSES),
    contestId: z.coerce.number().int().min(1).optional().catch(undefined),
    boSystem: boolParam,
    quotaPriceFrom: centsParam,
    quotaPriceTo: centsParam,
    sort: sortParam(SYSTEM_SORT_FIELDS),
    page: pageParam,
    pageSize: pageSizeParam,
  })
  // A contest belongs to one game: without the game the contest filter is dropped.
  .transform((s) => ({
    ...s,
    contestId: s.game ? s.contestId : undefined,
    quotaPriceTo: rangeUpperBound(s.quotaPriceFrom, s.quotaPriceTo),
  }) as typeof s);
export type ArchivioSearch = z.output<typeof archivioSearchSchema>;

export const validateArchivioSearch = searchValidator(archivioSearchSchema);

export const ARCHIVIO_FILTER_KEYS = ['q', 'game', 'status', 'contestId', 'boSystem', 'quotaPriceFrom', 'quotaPriceTo'] as const;
