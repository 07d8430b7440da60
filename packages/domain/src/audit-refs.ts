/**
 * The records an activity-log entry names by id: the object it is about (a system by its id, an outlet by its IVR
 * code…) and the fields of its details that hold ids (`structureId`, `contestIds`, the outlets of `assignments`). The
 * server resolves them to names in one lookup per kind for a page of entries and sends them with each entry
 * (`names`); the presenter shows the name where the id stood. Imported by path, like the presenter.
 */

/** The kinds of record the log names by id. */
export const AUDIT_REF_KINDS = [
  'system',
  'structure',
  'contest',
  'ricevitore',
  'graphic',
  'award',
  'notification',
  'wins_job',
] as const;
export type AuditRefKind = (typeof AUDIT_REF_KINDS)[number];

/** The object of an entry (`entity_type`) that is a record named by id, and which kind. */
export const AUDIT_ENTITY_REFS: Partial<Record<string, AuditRefKind>> = {
  system: 'system',
  structure: 'structure',
  ricevitore: 'ricevitore',
  graphic: 'graphic',
  award: 'award',
  notification: 'notification',
  contest_result: 'contest',
  win_notice: 'contest',
  wins_job: 'wins_job',
};

/** Detail fields whose value (a number, or a list of them) is the id of a record of this kind. */
export const AUDIT_REF_FIELDS: Partial<Record<string, AuditRefKind>> = {
  systemId: 'system',
  systemIds: 'system',
  firstSystemId: 'system',
  lastSystemId: 'system',
  publishedSystemIds: 'system',
  // the systems a bulk action left as they were
  refused: 'system',
  structureId: 'structure',
  contestId: 'contest',
  contestIds: 'contest',
  graphicId: 'graphic',
};

/** Fields that hold an id only on entries about one kind of object: a copy's original. */
export const AUDIT_ENTITY_REF_FIELDS: Partial<Record<string, Partial<Record<string, AuditRefKind>>>> = {
  graphic: { from: 'graphic' },
  award: { sourceId: 'award' },
  notification: { sourceId: 'notification' },
};

/** The kind of record a detail field of an entry about `entityType` names by id, if it does. */
export function auditRefFieldKind(field: string, entityType?: string | null): AuditRefKind | undefined {
  return AUDIT_REF_FIELDS[field] ?? (entityType ? AUDIT_ENTITY_REF_FIELDS[entityType]?.[field] : undefined);
}

/** Detail fields holding a record keyed by ids (the quote of each outlet by IVR code). */
export const AUDIT_REF_KEYED_FIELDS: Partial<Record<string, AuditRefKind>> = {
  assignments: 'ricevitore',
};

/** The key of a record in an entry's `names`. */
export const auditRefKey = (kind: AuditRefKind, id: string | number) => `${kind}:${id}`;

/** An id as the log holds it: a number or a text that is one (JSON numbers, ids written as text). */
function asId(v: unknown): string | null {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  return null;
}

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

export interface AuditRef {
  kind: AuditRefKind;
  id: string;
}

/** Every record an entry names by id: its object and the ids in its details (before and after). */
export function auditEntryRefs(entry: {
  entityType?: string | null;
  entityId?: string | null;
  before: unknown;
  after: unknown;
}): AuditRef[] {
  const refs: AuditRef[] = [];
  const entityKind = entry.entityType ? AUDIT_ENTITY_REFS[entry.entityType] : undefined;
  if (entityKind && entry.entityId) refs.push({ kind: entityKind, id: entry.entityId });
  for (const side of [entry.before, entry.after]) {
    const rec = asRecord(side);
    if (!rec) continue;
    for (const [field, value] of Object.entries(rec)) {
      const kind = auditRefFieldKind(field, entry.entityType);
      if (kind) {
        for (const v of Array.isArray(value) ? value : [value]) {
          const id = asId(v);
          if (id) refs.push({ kind, id });
        }
        continue;
      }
      const keyedKind = AUDIT_REF_KEYED_FIELDS[field];
      const keyed = asRecord(value);
      if (keyedKind && keyed) for (const k of Object.keys(keyed)) refs.push({ kind: keyedKind, id: k });
    }
  }
  return refs;
}
