import { SYSTEM_SORT_FIELDS, SYSTEM_STATUSES } from '@bacheca/domain/enums';
import { GAME_SLUGS } from '@bacheca/domain/games';
import { boolParam, centsParam, enumParam, idParam, pageParam, pageSizeParam, rangeUpperBound, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /archivio-sistemi URL: every game's systems ("Gestione Sistemi Si.ce."). */
export const archivioSearchSchema = searchSchema({
    q: textParam(200),
    game: enumParam(GAME_SLUGS),
    status: enumParam(SYSTEM_STATUSES),
    contestId: idParam,
    boSystem: boolParam,
    quotaPriceFrom: centsParam,
    quotaPriceTo: centsParam,
    winning: boolParam,
    sort: sortParam(SYSTEM_SORT_FIELDS),
    page: pageParam,
    pageSize: pageSizeParam,
  },
  // A contest belongs to one game: without the game the contest filter is dropped.
  (s) => ({
    ...s,
    contestId: s.game ? s.contestId : undefined,
    quotaPriceTo: rangeUpperBound(s.quotaPriceFrom, s.quotaPriceTo),
  }),
);
export type ArchivioSearch = ParamOutput<typeof archivioSearchSchema>;

export const validateArchivioSearch = searchValidator(archivioSearchSchema);

export const ARCHIVIO_FILTER_KEYS = ['q', 'game', 'status', 'contestId', 'boSystem', 'quotaPriceFrom', 'quotaPriceTo', 'winning'] as const;
