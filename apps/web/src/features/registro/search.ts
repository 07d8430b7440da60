import { AUDIT_FILTER_KEYS } from '@bacheca/domain/list-params';
import { dateParam, pageParam, pageSizeParam, searchSchema, searchValidator, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** One text parameter for every filter. */
const param = textParam(100);

/**
 * The /registro-attivita URL: the activity log's filters and page. Codes (action, object, outcome, IP) are checked
 * against the catalogue by the page's API call (`api/audit-list.ts`, in the page's own chunk), not here.
 */
export const registroSearchSchema = searchSchema({
  actor: param,
  onBehalfOf: param,
  entityType: param,
  entityId: param,
  action: param,
  outcome: param,
  dateFrom: dateParam,
  dateTo: dateParam,
  ip: param,
  page: pageParam,
  pageSize: pageSizeParam,
});
export type RegistroSearch = ParamOutput<typeof registroSearchSchema>;
export const validateRegistroSearch = searchValidator(registroSearchSchema);

export const REGISTRO_FILTER_KEYS = AUDIT_FILTER_KEYS;
