/**
 * API contract of notifications (banner and popup): staff CRUD, the overview, and the delivery to the back
 * office and to outlets. Dates are instants (ISO 8601 with offset); the browser enters them in Europe/Rome.
 */
import { z } from '../zod';
import { ERRORS } from '../messages';
import * as FIELD_ERRORS from '../messages-field-errors';
import * as TARGET from '../messages-notifications';
import { isExternalHttpUrl, isSitePath } from '../links';
import { REGIONS } from '../italy';
import { isProvinceCode } from '../provinces';
import { dayRange, idParam, isSafeText, listQueryBase, listResponse, text, listParamsShape } from './common';
import { NOTIFICATION_LIST_PARAMS } from '../list-params';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_SCOPE_LABELS,
  NOTIFICATION_SCOPES,
  NOTIFICATION_STATE_LABELS,
  NOTIFICATION_STATES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
} from '../enums';
import { registerOptionLabels } from './zod-messages';

registerOptionLabels(
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_SCOPE_LABELS,
  NOTIFICATION_STATE_LABELS,
  NOTIFICATION_TYPE_LABELS,
);
export type { NotificationCategory, NotificationScope, NotificationState, NotificationType } from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

export const NOTIFICATION_LIMITS = {
  title: 120,
  content: 20_000,
  url: 500,
  priority: { min: 1, max: 99 },
  /** A pasted list of IVR codes: enough for a large network's slice, small enough to check in one query. */
  ivrCodes: 5_000,
} as const;

export const notificationTypeParams = z.object({ type: z.enum(NOTIFICATION_TYPES) });
export const notificationParams = z.object({ type: z.enum(NOTIFICATION_TYPES), id: idParam });
export const notificationIdParams = z.object({ id: idParam });

/** A required text (the shared `text()` rules) whose missing or blank value reads the field's own message. */
export const requiredText = (code: keyof typeof ERRORS) =>
  z.string(msg(code)).refine(isSafeText, FIELD_ERRORS.TEXT_UNSAFE).trim().min(1, msg(code));

/** An instant with its offset; a missing one gets the field's own "required" text. */
const instant = (required: keyof typeof ERRORS) =>
  z.iso.datetime({
    offset: true,
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? ERRORS[required]
        : FIELD_ERRORS.DATETIME_INVALID,
  });

/** https://…, http://… or a path of this site (links.ts: not "//…" nor "/\…", no encoded slash). */
export const isNotificationUrl = (v: string) => isExternalHttpUrl(v) || isSitePath(v);

const notificationUrl = text(NOTIFICATION_LIMITS.url)
  .trim()
  .refine((v) => v === '' || isNotificationUrl(v), msg('NOTIFICATION_URL_INVALID'))
  .nullish()
  .transform((v) => (v ? v : null));

/** A list without repeats, in the order first given. */
const unique = <T>(list: T[]) => [...new Set(list)];

/**
 * The outlets a notification reaches beside its games (docs/decisions.md "Notification reach"): when any list is
 * given, an outlet of a scope game receives it if it is in one of the regions, OR one of the provinces, OR one of the
 * IVR codes. The IVR codes must exist (checked by the server against the registry).
 */
export const notificationTargetFields = {
  regions: z
    .array(z.enum(REGIONS, { error: TARGET.REGION_INVALID }), { error: TARGET.REGION_INVALID })
    .max(REGIONS.length, { error: TARGET.REGION_INVALID })
    .optional()
    .transform((v) => unique(v ?? [])),
  provinces: z
    .array(
      z
        .string({ error: TARGET.PROVINCE_INVALID })
        .trim()
        .toUpperCase()
        .refine(isProvinceCode, { error: TARGET.PROVINCE_INVALID }),
      { error: TARGET.PROVINCE_INVALID },
    )
    .max(200, { error: TARGET.PROVINCE_INVALID })
    .optional()
    .transform((v) => unique(v ?? [])),
  ivrCodes: z
    .array(
      z
        .string({ error: TARGET.IVR_CODE_INVALID })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{1,20}$/, { error: TARGET.IVR_CODE_INVALID }),
      { error: TARGET.IVR_CODE_INVALID },
    )
    .max(NOTIFICATION_LIMITS.ivrCodes, { error: TARGET.IVR_TOO_MANY })
    .optional()
    .transform((v) => unique(v ?? [])),
};

export const notificationUpsertRequest = z
  .object({
    category: z.enum(NOTIFICATION_CATEGORIES, msg('NOTIFICATION_CATEGORY_REQUIRED')),
    title: requiredText('NOTIFICATION_TITLE_REQUIRED').max(
      NOTIFICATION_LIMITS.title,
      msg('NOTIFICATION_TITLE_TOO_LONG'),
    ),
    /** Rich text (bold, italic, lists, links) as HTML; the server keeps only what its sanitizer allows. */
    content: requiredText('NOTIFICATION_CONTENT_REQUIRED').max(
      NOTIFICATION_LIMITS.content,
      msg('NOTIFICATION_CONTENT_TOO_LONG'),
    ),
    /** The staff's link (and the outlets', when it is a path they may open: links.ts `outletLinkOf`). */
    url: notificationUrl,
    /** The outlets' own link, when it differs from the staff's. */
    outletUrl: notificationUrl,
    ...notificationTargetFields,
    /** 1 is shown first. */
    priority: z
      .number(msg('NOTIFICATION_PRIORITY_INVALID'))
      .int(msg('NOTIFICATION_PRIORITY_INVALID'))
      .min(NOTIFICATION_LIMITS.priority.min, msg('NOTIFICATION_PRIORITY_INVALID'))
      .max(NOTIFICATION_LIMITS.priority.max, msg('NOTIFICATION_PRIORITY_INVALID')),
    scope: z
      .array(z.enum(NOTIFICATION_SCOPES))
      .min(1, msg('NOTIFICATION_SCOPE_REQUIRED'))
      .max(NOTIFICATION_SCOPES.length),
    visibleFrom: instant('NOTIFICATION_VISIBLE_FROM_REQUIRED'),
    expiresAt: instant('NOTIFICATION_EXPIRY_REQUIRED'),
    /** Optimistic lock on update. */
    version: z.number().int().optional(),
  })
  .superRefine((n, ctx) => {
    if (Date.parse(n.expiresAt) <= Date.parse(n.visibleFrom)) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: ERRORS.NOTIFICATION_EXPIRY_BEFORE_VISIBILITY });
    }
  });
export type NotificationUpsertRequest = z.input<typeof notificationUpsertRequest>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  url: z.string().nullable(),
  outletUrl: z.string().nullable(),
  priority: z.number().int(),
  scope: z.array(z.enum(NOTIFICATION_SCOPES)),
  /** Outlet targeting beside the games: empty lists mean every outlet of the games. */
  regions: z.array(z.string()),
  provinces: z.array(z.string()),
  ivrCodes: z.array(z.string()),
  visibleFrom: z.string(),
  expiresAt: z.string(),
  state: z.enum(NOTIFICATION_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
  /** "Ultimo aggiornamento" (spec §3 last update). */
  updatedAt: z.string(),
  version: z.number().int(),
});
export type NotificationRecord = z.infer<typeof notificationSchema>;

export const notificationListQuery = listQueryBase
  .extend(listParamsShape(NOTIFICATION_LIST_PARAMS))
  .superRefine(dayRange('dateFrom', 'dateTo'));
/** Whom a notification reaches among the outlets (see `notificationReachResponse`), without the pending list. */
export const notificationReachCounts = z.object({
  targeted: z.number().int(),
  seen: z.number().int(),
  acknowledged: z.number().int(),
});
export type NotificationReachCounts = z.infer<typeof notificationReachCounts>;
/** A row of the staff list: the notification and its reach, counted for the whole page at once. */
export const notificationListItem = notificationSchema.extend({ reach: notificationReachCounts });
export type NotificationListItem = z.infer<typeof notificationListItem>;
export const notificationListResponse = listResponse(notificationListItem);
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

const stateCounts = z.object({ SCHEDULED: z.number().int(), ACTIVE: z.number().int(), EXPIRED: z.number().int() });
export const notificationOverviewResponse = z.object({
  counts: z.object({ banner: stateCounts, popup: stateCounts }),
  /** Active notifications per scope and type. */
  activeByScope: z.array(
    z.object({ scope: z.enum(NOTIFICATION_SCOPES), banner: z.number().int(), popup: z.number().int() }),
  ),
  /** The active ones now, by priority. */
  active: z.array(notificationSchema),
  /** The next to start. */
  scheduled: z.array(notificationSchema),
});
export type NotificationOverview = z.infer<typeof notificationOverviewResponse>;

/** What a board shows: the active notifications of its scope, banners by priority, popups not yet acknowledged. */
export const deliveredNotification = notificationSchema.pick({
  id: true,
  type: true,
  category: true,
  title: true,
  content: true,
  url: true,
  priority: true,
  visibleFrom: true,
  expiresAt: true,
});
export type DeliveredNotification = z.infer<typeof deliveredNotification>;
export const notificationDeliveryResponse = z.object({
  banners: z.array(deliveredNotification),
  popups: z.array(deliveredNotification),
});
export type NotificationDelivery = z.infer<typeof notificationDeliveryResponse>;

/**
 * `GET /ricevitore/notifications/archive`: every notification the outlet's board has shown it so
 * far (its games, started, active or expired), newest first, popups with when the outlet acknowledged them.
 */
export const outletNotificationArchiveQuery = listQueryBase.pick({ page: true, pageSize: true }).extend({
  type: z.enum(NOTIFICATION_TYPES).optional(),
});
export type OutletNotificationArchiveQuery = z.input<typeof outletNotificationArchiveQuery>;
export const archivedNotification = deliveredNotification.extend({
  /** Still shown on the board (not expired). */
  active: z.boolean(),
  /** Popups: when the outlet answered "Ho letto"; null for banners and popups never acknowledged. */
  acknowledgedAt: z.string().nullable(),
});
export type ArchivedNotification = z.infer<typeof archivedNotification>;
export const outletNotificationArchiveResponse = listResponse(archivedNotification);
export type OutletNotificationArchive = z.infer<typeof outletNotificationArchiveResponse>;

/**
 * `GET /notifications/{type}/{id}/reach`: the outlets the notification is for (its games and targeting, active
 * accounts), how many have seen it on their board and how many have read it (popups: "Ho letto"; a banner has no
 * acknowledgement, so seeing it is reading it). With `pending=true`, a page of the targeted outlets still to read it.
 */
export const notificationReachQuery = listQueryBase.pick({ page: true, pageSize: true }).extend({
  pending: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const pendingOutlet = z.object({
  id: z.number().int(),
  ivrCode: z.string().nullable(),
  denomination: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
});
export type PendingOutlet = z.infer<typeof pendingOutlet>;
export const notificationReachResponse = notificationReachCounts.extend({
  pending: listResponse(pendingOutlet).optional(),
});
export type NotificationReach = z.infer<typeof notificationReachResponse>;

/** `POST /ricevitore/notifications/seen`: the board has shown these notifications to the outlet. */
export const notificationSeenRequest = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
});
