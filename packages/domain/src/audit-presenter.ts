/**
 * The one presenter of audit-log entries: it turns an entry into Italian words — the action, the object,
 * the outcome, who did it (and on whose behalf in a simulation) and, per changed field, "label: before → after" with
 * dates in Europe/Rome, money in euro and reasons in words. The /registro-attivita page, its CSV/Excel export and the
 * "Storico delle modifiche" of the detail pages all use it, so an entry reads the same everywhere.
 *
 * Imported by path (`@bacheca/domain/audit-presenter`), not through the package's index, so it stays out of the
 * browser's entry bundle.
 */
import { formatCents } from './engine/result';
import { format } from './messages';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_OUTCOME_LABELS } from './messages-audit';
import {
  AUDIT_DELETED_LABELS,
  AUDIT_ENTITY_NAME_FORMATS,
  AUDIT_FIELD_LABELS,
  AUDIT_REASON_LABELS,
  AUDIT_TEXTS,
  AUDIT_VALUE_LABELS,
} from './messages-audit-fields';
import {
  AUDIT_ENTITY_REFS,
  AUDIT_REF_KEYED_FIELDS,
  auditRefFieldKind,
  auditRefKey,
  type AuditRefKind,
} from './audit-refs';
import { GAMES } from './games';
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
  /**
   * The names of the records the entry names by id (`audit-refs.ts`), as the server resolved them. Without it the
   * ids are shown as they are; with it an id it lacks is a record deleted since ("eliminato (228)").
   */
  names?: AuditNames | null;
}

/** Names by `kind:id` (auditRefKey). */
export type AuditNames = Record<string, string>;

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
  /** "Ricevitoria 100001 – Tabacchi Rossi", "Sistema SUPERENA-0042", or "" when the entry is about nothing in particular. */
  entity: string;
  /** "mrossi", "100001 (simulato da admin1)", "Sistema" for jobs. */
  actor: string;
  lines: AuditDetailLine[];
  /** The lines joined with "; " (exports, one cell). */
  summary: string;
}

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
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
  const words = field
    .replace(/Cents$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
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

/** "3 elementi", "1 elemento". */
const items = (n: number) => format(AUDIT_TEXTS.ITEMS, { n });

/** A value that says nothing: null, undefined, '', NaN, ±Infinity, or the words of those reaching the log as text. */
function isBlank(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  return typeof v === 'string' && /^(undefined|null|NaN|-?Infinity)$/.test(v.trim());
}

/** A record named by id: its name, or, when the names were resolved and it is not among them, "eliminato (id)". */
function refName(kind: AuditRefKind, id: string, names: AuditNames | null | undefined): string {
  if (!names) return id;
  return names[auditRefKey(kind, id)] ?? format(AUDIT_TEXTS.DELETED, { word: AUDIT_DELETED_LABELS[kind], id });
}

/** What a value's words may depend on beyond its field: the names the server resolved, the entry's object. */
export interface AuditValueContext {
  names?: AuditNames | null;
  entityType?: string | null;
}

/** The label of a key of a record: the name of the outlet an `assignments` key is, or the field's label. */
function keyLabel(field: string, key: string, ctx: AuditValueContext | undefined): string {
  const kind = AUDIT_REF_KEYED_FIELDS[field];
  return kind ? refName(kind, key, ctx?.names) : auditFieldLabel(key);
}

/**
 * One value in words, by its field: money in euro, instants in Rome time, roles, permissions and enums by label, the
 * records named by id by their names (when `names` is given).
 */
export function formatAuditValue(field: string, v: unknown, ctx?: AuditValueContext): string {
  if (isBlank(v)) return AUDIT_TEXTS.EMPTY;
  const refKind = auditRefFieldKind(field, ctx?.entityType);
  if (refKind && (typeof v === 'number' || typeof v === 'string'))
    return refName(refKind, String(v).trim(), ctx?.names);
  if (typeof v === 'boolean') return v ? AUDIT_TEXTS.YES : AUDIT_TEXTS.NO;
  if (typeof v === 'number') return /Cents$/.test(field) ? formatCents(v) : String(v);
  if (typeof v === 'string') {
    if (field === 'reason') return AUDIT_REASON_LABELS[v] ?? v;
    if (field === 'role') return (ROLE_LABELS as Record<string, string>)[v] ?? v;
    const enumLabel = AUDIT_VALUE_LABELS[field]?.[v];
    if (enumLabel) return enumLabel;
    // an image (a background, an icon) is never dumped as its data URL
    if (v.startsWith('data:')) return AUDIT_TEXTS.IMAGE;
    if (ISO_INSTANT.test(v)) return formatAuditInstant(v);
    const day = ISO_DAY.exec(v);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    return v;
  }
  if (Array.isArray(v)) {
    if (!v.length) return AUDIT_TEXTS.EMPTY;
    // a publication batch's items, first and last
    if (field === 'seq' && v.length === 2 && v.every((x) => typeof x === 'number'))
      return format(AUDIT_TEXTS.RANGE, { from: v[0], to: v[1] });
    if (field === 'permissions' || field === 'additionalPermissions')
      return v.map((p) => (PERMISSION_LABELS as Record<string, string>)[String(p)] ?? String(p)).join(', ');
    if (v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)))
      return v.map((x) => formatAuditValue(field, x, ctx)).join(', ');
    return items(v.length);
  }
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (!entries.length) return AUDIT_TEXTS.EMPTY;
    // one level of nesting in words; deeper structures are counted, never dumped as JSON
    return entries.map(([k, x]) => `${keyLabel(field, k, ctx)} ${nested(k, x, ctx)}`).join(', ');
  }
  return String(v);
}

/** A value one level down: deeper records and lists of records are counted. */
function nested(field: string, x: unknown, ctx?: AuditValueContext): string {
  if (x && typeof x === 'object' && !Array.isArray(x)) return items(Object.keys(x).length);
  return formatAuditValue(field, x, ctx);
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** The same value in the log's JSON (key order aside): an update that did not change a field says nothing of it. */
function same(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  const ra = asRecord(a);
  const rb = asRecord(b);
  if (ra && rb) {
    const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
    return [...keys].every((k) => same(ra[k], rb[k]));
  }
  return false;
}

/** The detail lines: before → after for each field an update changed, the values of a creation or a fact. */
export function auditDetailLines(
  entry: Pick<AuditEntryInput, 'action' | 'before' | 'after' | 'names' | 'entityType'>,
): AuditDetailLine[] {
  const ctx: AuditValueContext = { names: entry.names, entityType: entry.entityType };
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const lines: AuditDetailLine[] = [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const field of keys) {
    const label = auditFieldLabel(field);
    const inBefore = !!before && field in before;
    const inAfter = !!after && field in after;
    if (field === 'reason' && inAfter) {
      if (isBlank(after![field])) continue;
      const value = formatAuditValue('reason', after![field]);
      lines.push({ field, label, after: value, text: format(AUDIT_TEXTS.REASON, { reason: value }) });
      continue;
    }
    if (field === 'attemptNumber' && entry.action === 'login' && inAfter && !inBefore) {
      const value = formatAuditValue(field, after![field]);
      lines.push({
        field,
        label: AUDIT_TEXTS.ATTEMPT_LABEL,
        after: format(AUDIT_TEXTS.ATTEMPT_NUMBER, { n: value }),
        text: format(AUDIT_TEXTS.ATTEMPT, { n: value }),
      });
      continue;
    }
    if (inBefore && inAfter) {
      // unchanged fields are left out: an update lists only what it changed
      if (same(before![field], after![field])) continue;
      const rb = asRecord(before![field]);
      const ra = asRecord(after![field]);
      if (rb && ra) {
        // a record on both sides (assignments, a graphic's design): only its changed parts, each in words
        const parts = [...new Set([...Object.keys(rb), ...Object.keys(ra)])].filter((k) => !same(rb[k], ra[k]));
        const kl = (k: string) => keyLabel(field, k, ctx);
        const b = parts.map((k) => `${kl(k)} ${nested(k, rb[k], ctx)}`).join(', ');
        const a = parts.map((k) => `${kl(k)} ${nested(k, ra[k], ctx)}`).join(', ');
        const text = `${label}: ${parts.map((k) => `${kl(k)} ${nested(k, rb[k], ctx)} → ${nested(k, ra[k], ctx)}`).join(', ')}`;
        lines.push({ field, label, before: b, after: a, text });
        continue;
      }
      const b = formatAuditValue(field, before![field], ctx);
      const a = formatAuditValue(field, after![field], ctx);
      lines.push({ field, label, before: b, after: a, text: `${label}: ${b} → ${a}` });
      continue;
    }
    const value = inAfter ? after![field] : before![field];
    // a creation or a deletion lists what the record held; its empty fields say nothing
    if (isBlank(value) || (Array.isArray(value) && !value.length)) continue;
    const shown = formatAuditValue(field, value, ctx);
    lines.push({ field, label, after: shown, text: `${label}: ${shown}` });
  }
  return lines;
}

/** Who acted, in words: a username, "Sistema" for the background work, "Anonimo" for nobody known. */
export function auditActorLabel(actor: string | null | undefined): string {
  return actor === 'sistema' ? AUDIT_TEXTS.SYSTEM_ACTOR : (actor ?? AUDIT_TEXTS.NO_ACTOR);
}

const GAME_LABELS: Record<string, string> = Object.fromEntries(Object.values(GAMES).map((g) => [g.slug, g.label]));

/**
 * What an entry is about, in words: a record named by id by its name ("Sistema SUPERENA-0042", "Risultato del
 * concorso 34/2026"), a role by its label, a tag with its game; a session by its kind alone (its id says nothing).
 */
export function auditEntityText(entry: Pick<AuditEntryInput, 'entityType' | 'entityId' | 'names'>): string {
  const type = entry.entityType;
  if (!type) return '';
  const label = auditEntityLabel(type);
  const id = entry.entityId;
  if (!id || type === 'session') return label;
  const kind = AUDIT_ENTITY_REFS[type];
  let name = id;
  if (kind) name = refName(kind, id, entry.names);
  else if (type === 'role') name = (ROLE_LABELS as Record<string, string>)[id] ?? id;
  else if (type === 'preferences') name = GAME_LABELS[id] ?? id;
  else if (type === 'tag') {
    // a tag is kept as `game:name`
    const at = id.indexOf(':');
    const game = at > 0 ? GAME_LABELS[id.slice(0, at)] : undefined;
    if (game) return format(AUDIT_TEXTS.TAG_OF_GAME, { label, name: id.slice(at + 1), game });
  }
  const named = AUDIT_ENTITY_NAME_FORMATS[type];
  return named ? format(named, { name }) : `${label} ${name}`;
}

/** An entry in Italian. */
export function presentAuditEntry(entry: AuditEntryInput): PresentedAuditEntry {
  const lines = auditDetailLines(entry);
  const who = auditActorLabel(entry.actor);
  return {
    at: formatAuditInstant(entry.at),
    action: auditActionLabel(entry.action),
    outcome: auditOutcomeLabel(entry.outcome),
    entity: auditEntityText(entry),
    actor: entry.onBehalfOf ? format(AUDIT_TEXTS.ON_BEHALF, { actor: who, onBehalfOf: entry.onBehalfOf }) : who,
    lines,
    summary: lines.length ? lines.map((l) => l.text).join('; ') : '',
  };
}
