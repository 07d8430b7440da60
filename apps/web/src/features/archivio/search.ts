import { ARCHIVE_LIST_PARAMS, QUOTA_PRICE_RANGE, listFilterKeys } from '@bacheca/domain/list-params';
import { dropInvertedRanges, listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

const dropInvertedQuotaRange = dropInvertedRanges(QUOTA_PRICE_RANGE);

/** The /archivio-sistemi URL: every game's systems ("Gestione Sistemi Si.ce."). */
export const archivioSearchSchema = searchSchema(listSearchShape(ARCHIVE_LIST_PARAMS), (s) =>
  // A contest belongs to one game: without the game the contest filter is dropped.
  dropInvertedQuotaRange({ ...s, contestId: s.game ? s.contestId : undefined }),
);
export type ArchivioSearch = ParamOutput<typeof archivioSearchSchema>;

export const validateArchivioSearch = searchValidator(archivioSearchSchema);

export const ARCHIVIO_FILTER_KEYS = listFilterKeys(ARCHIVE_LIST_PARAMS);
