/**
 * The names of the records activity-log entries name by id (`@bacheca/domain/audit-refs`): one query per kind of
 * record for a whole page of entries, never one per entry. The log keeps ids (a name changes, an id does not); the
 * page, the export and the detail pages' histories show names. A record deleted since is simply absent: the presenter
 * then says "eliminato (id)".
 */
import { eq, inArray } from 'drizzle-orm';
import { auditEntryRefs, auditRefKey, type AuditRefKind } from '@bacheca/domain/audit-refs';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  contests,
  extraordinaryAwards,
  graphics,
  notifications,
  structures,
  systems,
  users,
  winsJobs,
} from '../db/schema';

interface Referring {
  entityType?: string | null;
  entityId?: string | null;
  before: unknown;
  after: unknown;
}

const contestName = (c: { number: number; year: number }) => `${c.number}/${c.year}`;

/** Ids of serial columns: a text that is not a 32-bit integer names no row (and would fail the cast). */
function intIds(ids: Set<string>): string[] {
  return [...ids].filter((s) => /^\d{1,10}$/.test(s) && Number(s) <= 2_147_483_647);
}

/** Ids already fit for the column: integers in text, or the outlets' IVR codes. */
type Lookup = (db: DbOrTx, ids: string[]) => Promise<Array<[string, string]>>;

/** The lookup of a table whose serial `id` names a row by one text column. */
function byIntId(table: PgTable, id: AnyPgColumn, name: AnyPgColumn): Lookup {
  return async (db, ids) =>
    (
      await db
        .select({ id, name })
        .from(table)
        .where(inArray(id, ids.map(Number)))
    ).map((r) => [String(r.id), String(r.name)]);
}

const LOOKUPS: Record<AuditRefKind, Lookup> = {
  system: byIntId(systems, systems.id, systems.name),
  structure: byIntId(structures, structures.id, structures.name),
  contest: async (db, ids) =>
    (
      await db
        .select({ id: contests.id, number: contests.number, year: contests.year })
        .from(contests)
        .where(inArray(contests.id, ids.map(Number)))
    ).map((r) => [String(r.id), contestName(r)]),
  ricevitore: async (db, ids) =>
    (
      await db
        .select({ ivrCode: users.ivrCode, denomination: users.denomination })
        .from(users)
        .where(inArray(users.ivrCode, ids))
    ).map((r) => [r.ivrCode!, r.denomination ? `${r.ivrCode} – ${r.denomination}` : r.ivrCode!]),
  graphic: byIntId(graphics, graphics.id, graphics.name),
  award: byIntId(extraordinaryAwards, extraordinaryAwards.id, extraordinaryAwards.label),
  notification: byIntId(notifications, notifications.id, notifications.title),
  // a wins job is known by the contest it computed
  wins_job: async (db, ids) =>
    (
      await db
        .select({ id: winsJobs.id, number: contests.number, year: contests.year })
        .from(winsJobs)
        .innerJoin(contests, eq(contests.id, winsJobs.contestId))
        .where(inArray(winsJobs.id, ids.map(Number)))
    ).map((r) => [String(r.id), contestName(r)]),
};

/**
 * The entries, each with the names of the records it names by id (only those: an entry carries its own). One query
 * per kind of record the page names.
 */
export async function withAuditNames<T extends Referring>(
  db: DbOrTx,
  entries: T[],
): Promise<Array<T & { names: Record<string, string> }>> {
  const refsOf = entries.map((e) => auditEntryRefs(e));
  const wanted = new Map<AuditRefKind, Set<string>>();
  for (const refs of refsOf)
    for (const r of refs) {
      let set = wanted.get(r.kind);
      if (!set) wanted.set(r.kind, (set = new Set()));
      set.add(r.id);
    }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const list = kind === 'ricevitore' ? [...ids] : intIds(ids);
      if (!list.length) return;
      for (const [id, name] of await LOOKUPS[kind](db, list)) found.set(auditRefKey(kind, id), name);
    }),
  );
  return entries.map((e, i) => {
    const names: Record<string, string> = {};
    for (const r of refsOf[i]) {
      const key = auditRefKey(r.kind, r.id);
      const name = found.get(key);
      if (name !== undefined) names[key] = name;
    }
    return { ...e, names };
  });
}
