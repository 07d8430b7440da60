import { NOTIFICATION_CATEGORIES, NOTIFICATION_SCOPES, NOTIFICATION_SORT_FIELDS, NOTIFICATION_STATES } from '@bacheca/domain/enums';
import { dateParam, enumParam, pageParam, pageSizeParam, searchSchema, searchValidator, sortParam, textParam } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /notifications/{type} URL: text, category, scope, state, date range, sort and page. */
export const notificationsSearchSchema = searchSchema({
  q: textParam(200),
  category: enumParam(NOTIFICATION_CATEGORIES),
  scope: enumParam(NOTIFICATION_SCOPES),
  state: enumParam(NOTIFICATION_STATES),
  dateFrom: dateParam,
  dateTo: dateParam,
  sort: sortParam(NOTIFICATION_SORT_FIELDS),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type NotificationsSearch = ParamOutput<typeof notificationsSearchSchema>;

export const validateNotificationsSearch = searchValidator(notificationsSearchSchema);

export const NOTIFICATIONS_FILTER_KEYS = ['q', 'category', 'scope', 'state', 'dateFrom', 'dateTo'] as const;
