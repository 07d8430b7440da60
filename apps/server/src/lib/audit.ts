import { auditLog } from '../db/schema';
import type { DbOrTx } from '../db/client';

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
    before: (entry.before ?? null) as any,
    after: (entry.after ?? null) as any,
  });
}
