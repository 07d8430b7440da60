import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AuditEntry as AuditEntryDto } from '@bacheca/domain';
import { auditLog } from '../db/schema';
import type { Db, DbOrTx } from '../db/client';
import { withAuditNames } from './audit-names';

export interface AuditActor {
  actor: string | null;
  onBehalfOf?: string | null;
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  entityType?: string;
  entityId?: string | number | null;
  outcome?: 'ok' | 'denied' | 'failed';
  before?: unknown;
  after?: unknown;
}

/** Append to the audit log, inside the caller's transaction when there is one. */
export async function audit(db: DbOrTx, who: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: who.actor,
    onBehalfOf: who.onBehalfOf ?? null,
    ip: who.ip ?? null,
    action: entry.action,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    outcome: entry.outcome ?? 'ok',
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The audit-log entries about these entities, newest first, paginated, with the names of what they name by id. */
export async function history(
  db: Db,
  keys: Array<{ entityType: string; entityId: string }>,
  page: number,
  pageSize: number,
) {
  const where = or(...keys.map((k) => and(eq(auditLog.entityType, k.entityType), eq(auditLog.entityId, k.entityId))));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  const items: AuditEntryDto[] = (await withAuditNames(db, rows)).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    onBehalfOf: r.onBehalfOf,
    action: r.action,
    outcome: r.outcome,
    before: r.before,
    after: r.after,
    names: r.names,
  }));
  return { items, total: n, page, pageSize };
}

/** Append many audit entries in one statement (generation and the CSV import write one per system). */
export async function auditMany(
  db: DbOrTx,
  who: AuditActor,
  entries: Array<{ action: string; entityType: string; entityId: string; before?: unknown; after?: unknown }>,
) {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actor: who.actor,
      onBehalfOf: who.onBehalfOf ?? null,
      ip: who.ip ?? null,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      outcome: 'ok',
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
