/**
 * The activity log's API contract (`/registro-attivita`): every change and login event, newest first,
 * paged on the server, with filters on who, on whose behalf, the object, the action, the outcome, the day range
 * (Europe/Rome) and the IP. Imported by path (`@bacheca/domain/schemas/audit`) so it stays out of the browser's
 * entry bundle.
 */
import { z } from 'zod';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  AUDIT_FIELD_ERRORS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_OUTCOMES,
} from '../messages-audit';
import { registerOptionLabels } from './zod-messages';

registerOptionLabels(AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_OUTCOME_LABELS);
import { dayRange, exportFormat, isoDate, listQueryBase, listResponse, text } from './common';

/** The total is counted up to this many entries: past it the page says "oltre 10.000" and asks for filters. */
export const AUDIT_COUNT_CAP = 10_000;

const who = text()
  .trim()
  .max(100)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const auditFilterShape = {
  /** Username of who did it: any part of it, in any case. */
  actor: who,
  /** The staff user who was simulating the actor: any part of the username, in any case. */
  onBehalfOf: who,
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  /** The object's id: username, IVR code or number (exact). */
  entityId: text()
    .trim()
    .max(100)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  /** First day, `YYYY-MM-DD`, from its midnight in Europe/Rome. */
  dateFrom: isoDate.optional(),
  /** Last day, `YYYY-MM-DD`, up to its end in Europe/Rome. */
  dateTo: isoDate.optional(),
  /** The caller's IP address (exact). */
  ip: text()
    .trim()
    .max(45)
    .regex(/^[0-9A-Fa-f:.]+$/, AUDIT_FIELD_ERRORS.IP_INVALID)
    .optional(),
};

/** The last day may not precede the first (the rule of every date-range filter, schemas/common.ts). */
const checkRange = dayRange('dateFrom', 'dateTo');

export const auditListQuery = listQueryBase
  .pick({ page: true, pageSize: true })
  .extend(auditFilterShape)
  .superRefine(checkRange);
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const auditExportQuery = z.object({ ...auditFilterShape, format: exportFormat }).superRefine(checkRange);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;
/** The filters alone (no paging, no format). */
export type AuditFilters = Omit<AuditListQuery, 'page' | 'pageSize'>;

/** One audit-log entry about a record (its change history). */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Username of who did it. */
  actor: z.string().nullable(),
  /** The staff user simulating the actor, when the action happened in a simulation. */
  onBehalfOf: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  /** The changed fields before and after (null for creation / deletion sides). */
  before: z.unknown(),
  after: z.unknown(),
  /**
   * The names of the records the entry names by id, by `kind:id` (`@bacheca/domain/audit-refs`): a system's SiCe
   * name, a structure's name, a contest as `34/2026`, an outlet as IVR code and denominazione. A record deleted since
   * is absent.
   */
  names: z.record(z.string(), z.string()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const historyQuery = listQueryBase.pick({ page: true, pageSize: true });
export const historyResponse = listResponse(auditEntry);
export type HistoryResponse = z.infer<typeof historyResponse>;

/** An entry of the activity log: the history entry, plus what it is about and where it came from. */
export const auditLogItem = auditEntry.extend({
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItem>;

export const auditListResponse = listResponse(auditLogItem).extend({
  /** True when `total` is the cap (AUDIT_COUNT_CAP) and more entries match. */
  totalCapped: z.boolean(),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;
