import { NOTIFICATION_LIST_PARAMS, listFilterKeys } from '@bacheca/domain/list-params';
import { listSearchShape, searchSchema, searchValidator } from '../../lib/list-search';
import type { ParamOutput } from '../../lib/list-search';

/** The /notifications/{type} URL: text, category, scope, state, date range, sort and page. */
export const notificationsSearchSchema = searchSchema(listSearchShape(NOTIFICATION_LIST_PARAMS));
export type NotificationsSearch = ParamOutput<typeof notificationsSearchSchema>;

export const validateNotificationsSearch = searchValidator(notificationsSearchSchema);

export const NOTIFICATIONS_FILTER_KEYS = listFilterKeys(NOTIFICATION_LIST_PARAMS);
