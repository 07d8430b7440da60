import { ERRORS } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';

/** What the notification screens say (the catalogue's texts; the server's own message wins when it has one). */
export const NOTIFICATION_MESSAGES = {
  created: SUCCESS.NOTIFICATION_CREATED,
  updated: SUCCESS.NOTIFICATION_UPDATED,
  saveError: ERRORS.NOTIFICATION_SAVE_ERROR,
  deleteError: ERRORS.NOTIFICATION_DELETE_ERROR,
} as const;
