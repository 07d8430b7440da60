import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_COUNT_CAP, type AuditFilters, type AuditListQuery, type AuditListResponse, type AuditLogItem } from '@bacheca/domain/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { nextDay, romeMidnight } from '../../lib/rome-time';
import { countUpTo } from '../../lib/list-query';

type AuditRow = typeof auditLog.$inferSelect;

/** The WHERE of the activity log: each filter is an equality or a time bound, each served by an index ending in (at, id). */
export function auditConditions(f: AuditFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (f.actor) conds.push(eq(auditLog.actor, f.actor));
  if (f.onBehalfOf) conds.push(eq(auditLog.onBehalfOf, f.onBehalfOf));
  if (f.entityType) conds.push(eq(auditLog.entityType, f.entityType));
  if (f.entityId) conds.push(eq(auditLog.entityId, f.entityId));
  if (f.action) conds.push(eq(auditLog.action, f.action));
  if (f.outcome) conds.push(eq(auditLog.outcome, f.outcome));
  if (f.ip) conds.push(eq(auditLog.ip, f.ip));
  // days as Italian staff mean them: from midnight to midnight in Europe/Rome, as constant instants (index range)
  if (f.dateFrom) conds.push(gte(auditLog.at, romeMidnight(f.dateFrom)));
  if (f.dateTo) conds.push(lt(auditLog.at, romeMidnight(nextDay(f.dateTo))));
  return conds.length ? and(...conds) : undefined;
}

export function toAuditItem(r: AuditRow): AuditLogItem {
  return {
    id: r.id, at: r.at.toISOString(), actor: r.actor, onBehalfOf: r.onBehalfOf, action: r.action, outcome: r.outcome,
    entityType: r.entityType, entityId: r.entityId, ip: r.ip, before: r.before, after: r.after,
  };
}

/** The activity log (issue 16): every change and login event, newest first. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /**
   * One page, newest first (time, then id). The total is counted up to AUDIT_COUNT_CAP entries: an exact count of
   * millions of rows would cost more than the page itself, and past ten thousand entries staff narrow the filters.
   */
  async list(q: AuditListQuery): Promise<AuditListResponse> {
    const { page, pageSize, ...filters } = q;
    const where = auditConditions(filters);
    const [rows, n] = await Promise.all([
      this.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
      countUpTo(this.db, this.db.select({ one: sql`1` }).from(auditLog).where(where), AUDIT_COUNT_CAP),
    ]);
    return { items: rows.map(toAuditItem), total: Math.min(n, AUDIT_COUNT_CAP), totalCapped: n > AUDIT_COUNT_CAP, page, pageSize };
  }

  /** The SQL of a first page (for EXPLAIN in the benchmark): the very statement `list` runs. */
  explainFirstPage(q: AuditListQuery): { sql: string; params: unknown[] } {
    const { page: _p, pageSize, ...filters } = q;
    return this.db.select().from(auditLog).where(auditConditions(filters)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(pageSize).toSQL();
  }

  /**
   * The export's page reader: keyset on (at, id) from the last row read, so the 500th page costs what the first
   * does (the export helper's offset only says how many were read). The last row's time is carried as PostgreSQL's
   * own text (`at::text`, microseconds and offset) and read back as timestamptz: a JavaScript Date keeps milliseconds
   * only, and every entry of the boundary's millisecond after the first page would be skipped (issue 24).
   */
  exportRows(filters: AuditFilters) {
    let last: { at: string; id: number } | null = null;
    return async (_offset: number, limit: number): Promise<AuditLogItem[]> => {
      const lastAt = last ? sql`${last.at}::timestamptz` : undefined;
      const after: SQL | undefined = last && lastAt
        ? or(lt(auditLog.at, lastAt), and(eq(auditLog.at, lastAt), lt(auditLog.id, last.id)))
        : undefined;
      const rows = await this.db
        .select({ row: auditLog, atText: sql<string>`${auditLog.at}::text` })
        .from(auditLog)
        .where(and(auditConditions(filters), after))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      const end = rows[rows.length - 1];
      if (end) last = { at: end.atText, id: end.row.id };
      return rows.map((r) => toAuditItem(r.row));
    };
  }
}
