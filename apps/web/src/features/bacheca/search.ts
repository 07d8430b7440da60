import { BOARD_LIST_PARAMS, QUOTA_PRICE_RANGE } from '@bacheca/domain/list-params';
import {
  dropInvertedRanges,
  enumParam,
  idParam,
  listParamParsers,
  pageParam,
  searchSchema,
  searchValidator,
} from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /bacheca URL: free text over name, board name and structure, and the board's filters and page. */
export const bachecaSearchSchema = searchSchema(
  {
    ...listParamParsers(BOARD_LIST_PARAMS),
    page: pageParam,
    /** the "Vincite" tab and its contest. */
    tab: enumParam(['vincite'] as const),
    winsContest: idParam,
    winsPage: pageParam,
  },
  dropInvertedRanges(QUOTA_PRICE_RANGE),
);
export type BachecaSearch = ParamOutput<typeof bachecaSearchSchema>;

export const validateBachecaSearch = searchValidator(bachecaSearchSchema);
