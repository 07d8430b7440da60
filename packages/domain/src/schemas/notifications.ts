/**
 * API contract of notifications (banner and popup, issue 11): staff CRUD, the overview, and the delivery to the back
 * office and to outlets. Dates are instants (ISO 8601 with offset); the browser enters them in Europe/Rome.
 */
import { z } from '../zod';
import { ERRORS, FIELD_ERRORS } from '../messages';
import { isExternalHttpUrl, isSitePath } from '../links';
import { dayRange, idParam, isoDate, isSafeText, listQueryBase, listResponse, sortOf, text } from './common';
import {
  NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY_LABELS, NOTIFICATION_SCOPE_LABELS, NOTIFICATION_SCOPES, NOTIFICATION_SORT_FIELDS, NOTIFICATION_STATE_LABELS,
  NOTIFICATION_STATES, NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES,
} from '../enums';
import { registerOptionLabels } from './zod-messages';

registerOptionLabels(NOTIFICATION_CATEGORY_LABELS, NOTIFICATION_SCOPE_LABELS, NOTIFICATION_STATE_LABELS, NOTIFICATION_TYPE_LABELS);
export type { NotificationCategory, NotificationScope, NotificationState, NotificationType } from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

export const NOTIFICATION_LIMITS = { title: 120, content: 20_000, url: 500, priority: { min: 1, max: 99 } } as const;

export const notificationTypeParams = z.object({ type: z.enum(NOTIFICATION_TYPES) });
export const notificationParams = z.object({ type: z.enum(NOTIFICATION_TYPES), id: idParam });
export const notificationIdParams = z.object({ id: idParam });

/** A required text (the shared `text()` rules) whose missing or blank value reads the field's own message. */
export const requiredText = (code: keyof typeof ERRORS) => z.string(msg(code)).refine(isSafeText, FIELD_ERRORS.TEXT_UNSAFE).trim().min(1, msg(code));

/** An instant with its offset; a missing one gets the field's own "required" text. */
const instant = (required: keyof typeof ERRORS) =>
  z.iso.datetime({ offset: true, error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? ERRORS[required] : FIELD_ERRORS.DATETIME_INVALID) });

/** https://…, http://… or a path of this site (links.ts: not "//…" nor "/\…", no encoded slash). */
export const isNotificationUrl = (v: string) => isExternalHttpUrl(v) || isSitePath(v);

export const notificationUpsertRequest = z
  .object({
    category: z.enum(NOTIFICATION_CATEGORIES, msg('NOTIFICATION_CATEGORY_REQUIRED')),
    title: requiredText('NOTIFICATION_TITLE_REQUIRED').max(NOTIFICATION_LIMITS.title, msg('NOTIFICATION_TITLE_TOO_LONG')),
    /** Rich text (bold, italic, lists, links) as HTML; the server keeps only what its sanitizer allows. */
    content: requiredText('NOTIFICATION_CONTENT_REQUIRED').max(NOTIFICATION_LIMITS.content, msg('NOTIFICATION_CONTENT_TOO_LONG')),
    url: text(NOTIFICATION_LIMITS.url)
      .trim()
      .refine((v) => v === '' || isNotificationUrl(v), msg('NOTIFICATION_URL_INVALID'))
      .nullish()
      .transform((v) => (v ? v : null)),
    /** 1 is shown first. */
    priority: z
      .number(msg('NOTIFICATION_PRIORITY_INVALID'))
      .int(msg('NOTIFICATION_PRIORITY_INVALID'))
      .min(NOTIFICATION_LIMITS.priority.min, msg('NOTIFICATION_PRIORITY_INVALID'))
      .max(NOTIFICATION_LIMITS.priority.max, msg('NOTIFICATION_PRIORITY_INVALID')),
    scope: z.array(z.enum(NOTIFICATION_SCOPES)).min(1, msg('NOTIFICATION_SCOPE_REQUIRED')).max(NOTIFICATION_SCOPES.length),
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
  priority: z.number().int(),
  scope: z.array(z.enum(NOTIFICATION_SCOPES)),
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

export const notificationListQuery = listQueryBase.extend({
  sort: sortOf(NOTIFICATION_SORT_FIELDS).optional(),
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  scope: z.enum(NOTIFICATION_SCOPES).optional(),
  state: z.enum(NOTIFICATION_STATES).optional(),
  /** Shown on some day from `dateFrom` to `dateTo` (Europe/Rome calendar days). */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
}).superRefine(dayRange('dateFrom', 'dateTo'));
export const notificationListResponse = listResponse(notificationSchema);

const stateCounts = z.object({ SCHEDULED: z.number().int(), ACTIVE: z.number().int(), EXPIRED: z.number().int() });
export const notificationOverviewResponse = z.object({
  counts: z.object({ banner: stateCounts, popup: stateCounts }),
  /** Active notifications per scope and type. */
  activeByScope: z.array(z.object({ scope: z.enum(NOTIFICATION_SCOPES), banner: z.number().int(), popup: z.number().int() })),
  /** The active ones now, by priority. */
  active: z.array(notificationSchema),
  /** The next to start. */
  scheduled: z.array(notificationSchema),
});
export type NotificationOverview = z.infer<typeof notificationOverviewResponse>;

/** What a board shows: the active notifications of its scope, banners by priority, popups not yet acknowledged. */
export const deliveredNotification = notificationSchema.pick({
  id: true, type: true, category: true, title: true, content: true, url: true, priority: true, visibleFrom: true, expiresAt: true,
});
export type DeliveredNotification = z.infer<typeof deliveredNotification>;
export const notificationDeliveryResponse = z.object({ banners: z.array(deliveredNotification), popups: z.array(deliveredNotification) });
export type NotificationDelivery = z.infer<typeof notificationDeliveryResponse>;

/**
 * `GET /ricevitore/notifications/archive` (issue 28 item 2): every notification the outlet's board has shown it so
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
