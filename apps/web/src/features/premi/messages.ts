import { ERRORS } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';

/** What the award screens say when the server gives no message of its own (spec §8 award errors). */
export const AWARD_FALLBACK = {
  create: ERRORS.AWARD_CREATE_ERROR,
  update: ERRORS.AWARD_UPDATE_ERROR,
  delete: ERRORS.AWARD_DELETE_ERROR,
  duplicate: ERRORS.AWARD_DUPLICATE_ERROR,
} as const;

/** The award screens' success toasts. */
export const AWARD_SUCCESS = {
  created: SUCCESS.AWARD_CREATED,
  updated: SUCCESS.AWARD_UPDATED,
  duplicated: SUCCESS.AWARD_DUPLICATED,
} as const;
