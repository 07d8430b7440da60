import { WINS_LIST_PARAMS } from '@bacheca/domain/list-params';
import { listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /{game}/concorsi/{contestId}/vincite URL: "tutti i sistemi" (all), sort and page. */
export const winsSearchSchema = searchSchema(listSearchShape(WINS_LIST_PARAMS));
export type WinsSearch = ParamOutput<typeof winsSearchSchema>;
export const validateWinsSearch = searchValidator(winsSearchSchema);
