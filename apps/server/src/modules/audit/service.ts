import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_COUNT_CAP,
  type AuditFilters,
  type AuditListQuery,
  type AuditListResponse,
  type AuditLogItem,
} from '@bacheca/domain/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { withAuditNames } from '../../lib/audit-names';
import { nextDay, romeMidnight } from '@bacheca/domain/rome-time';
import { countUpTo } from '../../lib/list-query';
import { containsPattern } from '../../lib/search';

type AuditRow = typeof auditLog.$inferSelect;

/**
 * How an "Autore" or "Simulato da" filter matches: the accounts whose username contains the text (any case), or, when
 * they are too many for an index lookup, the pattern itself.
 */
export type WhoMatch = { names: string[] } | { pattern: string };

/** The filters with "Autore" and "Simulato da" resolved to what they match. */
export type ResolvedAuditFilters = Omit<AuditFilters, 'actor' | 'onBehalfOf'> & {
  actor?: WhoMatch;
  onBehalfOf?: WhoMatch;
};

/** Past this many matching accounts the filter scans by pattern: a broad text matches most entries anyway. */
export const WHO_NAMES_CAP = 200;

function whoCondition(column: typeof auditLog.actor | typeof auditLog.onBehalfOf, m: WhoMatch): SQL {
  return 'names' in m ? inArray(column, m.names) : sql`lower(${column}) like ${m.pattern}`;
}

/**
 * The WHERE of the activity log: each filter is a match list, an equality or a time bound, each served by an index
 * ending in (at, id).
 */
export function auditConditions(f: ResolvedAuditFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (f.actor) conds.push(whoCondition(auditLog.actor, f.actor));
  if (f.onBehalfOf) conds.push(whoCondition(auditLog.onBehalfOf, f.onBehalfOf));
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
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    onBehalfOf: r.onBehalfOf,
    action: r.action,
    outcome: r.outcome,
    entityType: r.entityType,
    entityId: r.entityId,
    ip: r.ip,
    before: r.before,
    after: r.after,
  };
}

/** The activity log: every change and login event, newest first. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /**
   * One page, newest first (time, then id), each entry with the names of the records it names by id. The total is counted up to AUDIT_COUNT_CAP entries: an exact count of
   * millions of rows would cost more than the page itself, and past ten thousand entries staff narrow the filters.
   */
  async list(q: AuditListQuery): Promise<AuditListResponse> {
    const { page, pageSize, ...filters } = q;
    const where = auditConditions(await this.resolve(filters));
    const [rows, n] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countUpTo(
        this.db,
        this.db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(where),
        AUDIT_COUNT_CAP,
      ),
    ]);
    return {
      items: await withAuditNames(this.db, rows.map(toAuditItem)),
      total: Math.min(n, AUDIT_COUNT_CAP),
      totalCapped: n > AUDIT_COUNT_CAP,
      page,
      pageSize,
    };
  }

  /**
   * "Autore" and "Simulato da" are partial, case-insensitive matches. The log's actors are the accounts' usernames,
   * so the text is first matched against the accounts (a few thousand rows) and the log read through its actor
   * index with the names found, plus the text itself in any case (an actor with no account, such as an unknown
   * username of a failed login or a removed account, is found by its whole name). When more than WHO_NAMES_CAP
   * accounts match, the text is broad: the log is filtered by the pattern itself, and its newest page is near.
   */
  async resolve(f: AuditFilters): Promise<ResolvedAuditFilters> {
    const { actor, onBehalfOf, ...rest } = f;
    const [a, b] = await Promise.all([this.who(actor), this.who(onBehalfOf)]);
    return { ...rest, ...(a ? { actor: a } : {}), ...(b ? { onBehalfOf: b } : {}) };
  }

  private async who(text: string | undefined): Promise<WhoMatch | undefined> {
    if (!text) return undefined;
    const pattern = containsPattern(text);
    const rows = await this.db
      .select({ username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) like ${pattern}`)
      .limit(WHO_NAMES_CAP + 1);
    if (rows.length > WHO_NAMES_CAP) return { pattern };
    return { names: [...new Set([text, text.toLowerCase(), ...rows.map((r) => r.username)])] };
  }

  /** The SQL of a first page (for EXPLAIN in the benchmark): the very statement `list` runs. */
  async explainFirstPage(q: AuditListQuery): Promise<{ sql: string; params: unknown[] }> {
    const { page: _p, pageSize, ...filters } = q;
    const where = auditConditions(await this.resolve(filters));
    return this.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .toSQL();
  }

  /**
   * The export's page reader: keyset on (at, id) from the last row read, so the 500th page costs what the first
   * does (the export helper's offset only says how many were read). The last row's time is carried as PostgreSQL's
   * own text (`at::text`, microseconds and offset) and read back as timestamptz: a JavaScript Date keeps milliseconds
   * only, and every entry of the boundary's millisecond after the first page would be skipped.
   */
  exportRows(filters: AuditFilters) {
    let last: { at: string; id: number } | null = null;
    let resolved: ResolvedAuditFilters | undefined;
    return async (_offset: number, limit: number): Promise<AuditLogItem[]> => {
      resolved ??= await this.resolve(filters);
      const lastAt = last ? sql`${last.at}::timestamptz` : undefined;
      const after: SQL | undefined =
        last && lastAt
          ? or(lt(auditLog.at, lastAt), and(eq(auditLog.at, lastAt), lt(auditLog.id, last.id)))
          : undefined;
      const rows = await this.db
        .select({ row: auditLog, atText: sql<string>`${auditLog.at}::text` })
        .from(auditLog)
        .where(and(auditConditions(resolved), after))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      const end = rows[rows.length - 1];
      if (end) last = { at: end.atText, id: end.row.id };
      return withAuditNames(
        this.db,
        rows.map((r) => toAuditItem(r.row)),
      );
    };
  }
}
