import { GAME_SLUGS } from '@bacheca/domain/games';
import { boolParam, centsParam, enumParam, idParam, intParam, pageParam, rangeUpperBound, searchSchema, searchValidator, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /bacheca URL (issue 27): free text over name, board name and structure, and the board's filters and page. */
export const bachecaSearchSchema = searchSchema(
  {
    q: textParam(200),
    game: enumParam(GAME_SLUGS),
    contestId: idParam,
    quotaPriceFrom: centsParam,
    quotaPriceTo: centsParam,
    availableFrom: intParam(0, 125),
    held: boolParam,
    page: pageParam,
    /** issue 26 item 3: the "Vincite" tab and its contest. */
    tab: enumParam(['vincite'] as const),
    winsContest: idParam,
    winsPage: pageParam,
  },
  (s) => ({ ...s, quotaPriceTo: rangeUpperBound(s.quotaPriceFrom, s.quotaPriceTo) }),
);
export type BachecaSearch = ParamOutput<typeof bachecaSearchSchema>;

export const validateBachecaSearch = searchValidator(bachecaSearchSchema);
