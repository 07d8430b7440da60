/**
 * The one presenter of audit-log entries (issue 16): it turns an entry into Italian words — the action, the object,
 * the outcome, who did it (and on whose behalf in a simulation) and, per changed field, "label: before → after" with
 * dates in Europe/Rome, money in euro and reasons in words. The /registro-attivita page, its CSV/Excel export and the
 * "Storico delle modifiche" of the detail pages all use it, so an entry reads the same everywhere.
 *
 * Imported by path (`@bacheca/domain/audit-presenter`), not through the package's index, so it stays out of the
 * browser's entry bundle.
 */
import { formatCents } from './engine/result';
import { format } from './messages';
import {
  AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS, AUDIT_OUTCOME_LABELS, AUDIT_REASON_LABELS, AUDIT_TEXTS,
} from './messages-audit';
import { PERMISSION_LABELS, ROLE_LABELS } from './permissions';

/** What the presenter reads of an entry (the list item and the detail pages' history item both fit). */
export interface AuditEntryInput {
  at: string;
  actor: string | null;
  onBehalfOf: string | null;
  action: string;
  outcome: string;
  entityType?: string | null;
  entityId?: string | null;
  before: unknown;
  after: unknown;
}

/** One line of the details: a changed field ("Nome: Mario → Luigi") or a fact ("Motivo: password errata"). */
export interface AuditDetailLine {
  /** The field's key in the entry (for tests and test ids), or `reason` / `attemptNumber`. */
  field: string;
  label: string;
  /** The value before, when the entry holds one (updates). */
  before?: string;
  /** The value after (or the only value). */
  after: string;
  /** The whole line in words. */
  text: string;
}

export interface PresentedAuditEntry {
  /** `dd/mm/yyyy, HH:mm` in Europe/Rome. */
  at: string;
  action: string;
  outcome: string;
  /** "Ricevitoria 100001", "Sistema 42", or "" when the entry is about nothing in particular. */
  entity: string;
  /** "mrossi", "100001 (simulato da admin1)", "Sistema" for jobs. */
  actor: string;
  lines: AuditDetailLine[];
  /** The lines joined with "; " (exports, one cell). */
  summary: string;
}

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant as `dd/mm/yyyy, HH:mm` in Europe/Rome. */
export function formatAuditInstant(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** A field's label from the catalogue; an unknown key is split into words ("quotaPrice" → "quota price"). */
export function auditFieldLabel(field: string): string {
  const known = AUDIT_FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/Cents$/, '').replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

export function auditEntityLabel(entityType: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entityType] ?? entityType;
}

export function auditOutcomeLabel(outcome: string): string {
  return (AUDIT_OUTCOME_LABELS as Record<string, string>)[outcome] ?? outcome;
}

/** One value in words, by its field: money in euro, instants in Rome time, roles and permissions by label. */
export function formatAuditValue(field: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return AUDIT_TEXTS.EMPTY;
  if (typeof v === 'boolean') return v ? AUDIT_TEXTS.YES : AUDIT_TEXTS.NO;
  if (typeof v === 'number') return /Cents$/.test(field) ? formatCents(v) : String(v);
  if (typeof v === 'string') {
    if (field === 'reason') return AUDIT_REASON_LABELS[v] ?? v;
    if (field === 'role') return (ROLE_LABELS as Record<string, string>)[v] ?? v;
    if (ISO_INSTANT.test(v)) return formatAuditInstant(v);
    const day = ISO_DAY.exec(v);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    return v;
  }
  if (Array.isArray(v)) {
    if (!v.length) return AUDIT_TEXTS.EMPTY;
    if (field === 'permissions') return v.map((p) => (PERMISSION_LABELS as Record<string, string>)[String(p)] ?? String(p)).join(', ');
    if (v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) return v.map((x) => formatAuditValue(field, x)).join(', ');
    return format(AUDIT_TEXTS.ITEMS, { n: v.length });
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (!entries.length) return AUDIT_TEXTS.EMPTY;
    // one level of nesting in words; deeper structures are counted, never dumped as JSON
    return entries
      .map(([k, x]) => `${auditFieldLabel(k)} ${typeof x === 'object' && x !== null && !Array.isArray(x) ? format(AUDIT_TEXTS.ITEMS, { n: Object.keys(x).length }) : formatAuditValue(k, x)}`)
      .join(', ');
  }
  return String(v);
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** The detail lines: before → after for each field an update changed, the values of a creation or a fact. */
export function auditDetailLines(entry: Pick<AuditEntryInput, 'action' | 'before' | 'after'>): AuditDetailLine[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const lines: AuditDetailLine[] = [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const field of keys) {
    const label = auditFieldLabel(field);
    const inBefore = !!before && field in before;
    const inAfter = !!after && field in after;
    if (field === 'reason' && inAfter) {
      const value = formatAuditValue('reason', after![field]);
      lines.push({ field, label, after: value, text: format(AUDIT_TEXTS.REASON, { reason: value }) });
      continue;
    }
    if (field === 'attemptNumber' && entry.action === 'login' && inAfter && !inBefore) {
      const value = formatAuditValue(field, after![field]);
      lines.push({ field, label: AUDIT_TEXTS.ATTEMPT_LABEL, after: format(AUDIT_TEXTS.ATTEMPT_NUMBER, { n: value }), text: format(AUDIT_TEXTS.ATTEMPT, { n: value }) });
      continue;
    }
    if (inBefore && inAfter) {
      const b = formatAuditValue(field, before![field]);
      const a = formatAuditValue(field, after![field]);
      lines.push({ field, label, before: b, after: a, text: `${label}: ${b} → ${a}` });
      continue;
    }
    const value = inAfter ? after![field] : before![field];
    // a creation or a deletion lists what the record held; its empty fields say nothing
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) continue;
    const shown = formatAuditValue(field, value);
    lines.push({ field, label, after: shown, text: `${label}: ${shown}` });
  }
  return lines;
}

/** An entry in Italian. */
export function presentAuditEntry(entry: AuditEntryInput): PresentedAuditEntry {
  const lines = auditDetailLines(entry);
  const who = entry.actor === 'sistema' ? AUDIT_TEXTS.SYSTEM_ACTOR : entry.actor ?? AUDIT_TEXTS.NO_ACTOR;
  return {
    at: formatAuditInstant(entry.at),
    action: auditActionLabel(entry.action),
    outcome: auditOutcomeLabel(entry.outcome),
    entity: entry.entityType ? `${auditEntityLabel(entry.entityType)}${entry.entityId ? ` ${entry.entityId}` : ''}` : '',
    actor: entry.onBehalfOf ? format(AUDIT_TEXTS.ON_BEHALF, { actor: who, onBehalfOf: entry.onBehalfOf }) : who,
    lines,
    summary: lines.length ? lines.map((l) => l.text).join('; ') : '',
  };
}
