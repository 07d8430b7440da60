import { ERRORS } from '@bacheca/domain/messages';
import { NOTIFICATION_SCOPES } from '@bacheca/domain/enums';
import { notificationUpsertRequest } from '@bacheca/domain/schemas/notifications';
import { parseIvrCodes } from '@bacheca/domain/schemas/structures';
import type {
  NotificationCategory,
  NotificationRecord,
  NotificationScope,
  NotificationUpsertRequest,
} from '@bacheca/domain';
import { isoToRomeLocal, romeLocalToIso } from '@bacheca/domain/rome-time';

/** What the notification form edits: dates as Europe/Rome wall-clock times, priority as text. */
export interface NotificationFormValues {
  category: NotificationCategory | '';
  title: string;
  content: string;
  url: string;
  /** The outlets' own link (empty: the staff link when outlets may open it). */
  outletUrl: string;
  priority: string;
  scope: NotificationScope[];
  /** Outlet targeting beside the games (any list matching lets an outlet in; all empty: every outlet). */
  regions: string[];
  provinces: string[];
  /** Pasted IVR codes: one a line, or separated by commas, semicolons or spaces. */
  ivrCodes: string;
  visibleFrom: string;
  expiresAt: string;
}

export const NOTIFICATION_FORM_FIELDS = [
  'category',
  'title',
  'content',
  'url',
  'outletUrl',
  'priority',
  'scope',
  'regions',
  'provinces',
  'ivrCodes',
  'visibleFrom',
  'expiresAt',
] as const;

/** A new notification: shown from the next full hour for a week, on the back office. */
export function emptyNotificationValues(now: Date = new Date()): NotificationFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const end = new Date(start.getTime() + 7 * 24 * 3_600_000);
  return {
    category: 'GENERAL',
    title: '',
    content: '',
    url: '',
    outletUrl: '',
    priority: '1',
    scope: ['backoffice'],
    regions: [],
    provinces: [],
    ivrCodes: '',
    visibleFrom: isoToRomeLocal(start.toISOString()),
    expiresAt: isoToRomeLocal(end.toISOString()),
  };
}

export function valuesOfNotification(n: NotificationRecord): NotificationFormValues {
  return {
    category: n.category,
    title: n.title,
    content: n.content,
    url: n.url ?? '',
    outletUrl: n.outletUrl ?? '',
    priority: String(n.priority),
    scope: n.scope,
    regions: n.regions,
    provinces: n.provinces,
    ivrCodes: n.ivrCodes.join('\n'),
    visibleFrom: isoToRomeLocal(n.visibleFrom),
    expiresAt: isoToRomeLocal(n.expiresAt),
  };
}

export type NotificationCheck =
  | { ok: true; body: NotificationUpsertRequest }
  | { ok: false; errors: Partial<Record<(typeof NOTIFICATION_FORM_FIELDS)[number], string>> };

/** The form's values as the API body, checked with the shared schema (the same messages the server answers). */
export function checkNotification(values: NotificationFormValues, version?: number): NotificationCheck {
  const priority = values.priority.trim() === '' ? Number.NaN : Number(values.priority);
  const body = {
    category: values.category || undefined,
    title: values.title,
    content: values.content,
    url: values.url.trim() || null,
    outletUrl: values.outletUrl.trim() || null,
    priority: Number.isFinite(priority) ? priority : undefined,
    scope: NOTIFICATION_SCOPES.filter((s) => values.scope.includes(s)),
    regions: values.regions,
    provinces: values.provinces,
    ivrCodes: pastedIvrCodes(values.ivrCodes),
    visibleFrom: values.visibleFrom ? romeLocalToIso(values.visibleFrom) : '',
    expiresAt: values.expiresAt ? romeLocalToIso(values.expiresAt) : '',
    ...(version != null ? { version } : {}),
  };
  const parsed = notificationUpsertRequest.safeParse(body);
  const errors: Partial<Record<(typeof NOTIFICATION_FORM_FIELDS)[number], string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as (typeof NOTIFICATION_FORM_FIELDS)[number];
      if ((NOTIFICATION_FORM_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
    }
  }
  // a content of only empty markup is empty (the server says the same after sanitizing)
  const text = values.content
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
  if (!text) errors.content = ERRORS.NOTIFICATION_CONTENT_REQUIRED;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: body as NotificationUpsertRequest };
}

/** The IVR codes recognised in the pasted text, upper case, without repeats (what the form counts and sends). */
export function pastedIvrCodes(text: string): string[] {
  return [...new Set(parseIvrCodes(text).map((c) => c.toUpperCase()))];
}
