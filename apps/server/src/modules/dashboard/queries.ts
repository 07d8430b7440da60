/**
 * The dashboards' aggregate SQL, in one place. Each statement reads one game through an index and groups, never a
 * page of rows: systems by status on (game, status, id); the quote of the next contests on systems_contest_id_idx (contest_id, id) for a
 * handful of contest ids; jobs on (game, id) newest first; top structures on (structure_id, status). Measured in
 * bench (docs/performance.md).
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { jobCode, type GameSlug, type JobStatus, type SystemStatus } from '@bacheca/domain';
import { AUDIT_OUTCOME_LABELS, type AuditOutcome } from '@bacheca/domain/messages-audit';
import { AUDIT_REASON_LABELS } from '@bacheca/domain/messages-audit-fields';
import type { DashboardLastResult } from '@bacheca/domain/schemas/dashboard';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  contestResults,
  contests,
  proposals,
  publicationJobs,
  structures,
  systems,
  users,
  winsJobs,
} from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { toContest } from '../../lib/contests';

const notCancelled = ne(systems.status, 'CANCELLATA');

export async function nextContests(db: DbOrTx, game: GameSlug, limit: number, now: Date) {
  const rows = await db
    .select()
    .from(contests)
    .where(and(eq(contests.game, game), gt(contests.closesAt, now)))
    .orderBy(asc(contests.closesAt))
    .limit(limit);
  if (!rows.length) return [];
  const sums = await db
    .select({
      contestId: systems.contestId,
      systems: sql<number>`count(*)::int`,
      sold: sql<number>`coalesce(sum(${systems.quotesAssigned}), 0)::int`,
      available: sql<number>`coalesce(sum(${systems.quotesTotal} - ${systems.quotesAssigned}), 0)::int`,
    })
    .from(systems)
    .where(
      and(
        inArray(
          systems.contestId,
          rows.map((c) => c.id),
        ),
        notCancelled,
      ),
    )
    .groupBy(systems.contestId);
  const by = new Map(sums.map((s) => [s.contestId, s]));
  return rows.map((c) => ({
    contest: toContest(c, now),
    systems: by.get(c.id)?.systems ?? 0,
    quotesSold: by.get(c.id)?.sold ?? 0,
    quotesAvailable: by.get(c.id)?.available ?? 0,
  }));
}

/** Systems of the game per status (CANCELLATA included: the list shows them when asked). */
/** Proposals of the game waiting for an evaluation (DA_VALUTARE): the head of /{game}/proposals?status=DA_VALUTARE. */
export async function proposalsWaiting(db: DbOrTx, game: GameSlug): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(proposals)
    .where(and(eq(proposals.game, game), eq(proposals.status, 'DA_VALUTARE')));
  return row?.n ?? 0;
}

export async function systemsByStatus(db: DbOrTx, game: GameSlug) {
  const rows = await db
    .select({ status: systems.status, count: sql<number>`count(*)::int` })
    .from(systems)
    .where(eq(systems.game, game))
    .groupBy(systems.status);
  return rows
    .map((r) => ({ status: r.status as SystemStatus, count: r.count }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

export async function jobs(db: DbOrTx, game: GameSlug, running: boolean, limit: number) {
  const rows = await db
    .select()
    .from(publicationJobs)
    .where(
      running
        ? and(eq(publicationJobs.game, game), eq(publicationJobs.status, 'IN_CORSO'))
        : eq(publicationJobs.game, game),
    )
    .orderBy(desc(publicationJobs.id))
    .limit(limit);
  return rows.map((j) => ({
    id: jobCode(game, j.id),
    status: j.status as JobStatus,
    processingRate: j.processingRate,
    systemCount: j.systemCount,
    author: j.author,
    createdAt: j.createdAt.toISOString(),
  }));
}

/** Structures of the game whose systems sold the most quote (not cancelled). */
export async function topStructures(db: DbOrTx, game: GameSlug, limit: number) {
  const rows = await db
    .select({
      structureId: systems.structureId,
      name: structures.name,
      quotesSold: sql<number>`sum(${systems.quotesAssigned})::int`,
    })
    .from(systems)
    .innerJoin(structures, eq(structures.id, systems.structureId))
    .where(and(eq(systems.game, game), isNotNull(systems.structureId), notCancelled))
    .groupBy(systems.structureId, structures.name)
    .having(sql`sum(${systems.quotesAssigned}) > 0`)
    .orderBy(desc(sql`sum(${systems.quotesAssigned})`), asc(systems.structureId))
    .limit(limit);
  return rows.map((r) => ({ structureId: r.structureId!, name: r.name, quotesSold: r.quotesSold }));
}

export async function outletCounts(db: DbOrTx) {
  const [r] = await db
    .select({ total: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${users.active}))::int` })
    .from(users)
    .where(eq(users.role, 'ricevitore'));
  return r;
}

/** The last refused logins (audit log, newest first). */
/** A refused login in words: why (password errata, utente bloccato…) or, without a reason, the outcome. */
export function failedLoginLabel(reason: string | null, outcome: string): string {
  return (reason ? AUDIT_REASON_LABELS[reason] : undefined) ?? AUDIT_OUTCOME_LABELS[outcome as AuditOutcome] ?? outcome;
}

export async function failedLogins(db: DbOrTx, limit: number) {
  const rows = await db
    .select({
      at: auditLog.at,
      username: auditLog.entityId,
      outcome: auditLog.outcome,
      after: auditLog.after,
      actor: auditLog.actor,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'login'), inArray(auditLog.outcome, ['failed', 'denied'])))
    .orderBy(desc(auditLog.at))
    .limit(limit);
  return rows
    .map((r) => ({
      at: r.at.toISOString(),
      username: r.username ?? r.actor,
      outcome: r.outcome,
      reason: ((r.after as { reason?: string } | null)?.reason as string | undefined) ?? null,
    }))
    .map((f) => ({ ...f, label: failedLoginLabel(f.reason, f.outcome) }));
}

/**
 * The game's last contest (latest draw) with a confirmed result, its draw and, once the wins job of that version has
 * finished, the winning systems and the total won: the same rows the systems list (`winning=true`, not CANCELLATA)
 * and the winners page read (lib/wins.ts `currentWinsJobs`).
 */
export async function lastResult(db: DbOrTx, game: GameSlug, now: Date): Promise<DashboardLastResult | null> {
  const [r] = await db
    .select({
      contest: contests,
      numbers: contestResults.numbers,
      jolly: contestResults.jolly,
      superstar: contestResults.superstar,
      euronumbers: contestResults.euronumbers,
      signs: contestResults.signs,
      version: contestResults.version,
    })
    .from(contestResults)
    .innerJoin(contests, eq(contests.id, contestResults.contestId))
    .where(and(eq(contests.game, game), eq(contestResults.status, 'CONFERMATO')))
    .orderBy(desc(contests.drawDate), desc(contests.id))
    .limit(1);
  if (!r) return null;
  const [job] = await db
    .select({ id: winsJobs.id, status: winsJobs.status, processingRate: winsJobs.processingRate })
    .from(winsJobs)
    .where(
      and(
        eq(winsJobs.contestId, r.contest.id),
        eq(winsJobs.resultVersion, r.version),
        inArray(winsJobs.status, ['IN_CORSO', 'COMPLETATO']),
      ),
    )
    .orderBy(desc(winsJobs.id))
    .limit(1);
  let figures: { winning: number; total: string } | undefined;
  if (job?.status === 'COMPLETATO') {
    [figures] = await rowsOf<{ winning: number; total: string }>(
      db.execute(sql`
      select (count(*) filter (where w.total_cents > 0))::int as winning, coalesce(sum(w.total_cents), 0)::text as total
      from system_wins w join systems s on s.id = w.system_id and s.status <> 'CANCELLATA' where w.job_id = ${job.id}`),
    );
  }
  return {
    contest: toContest(r.contest, now),
    numbers: r.numbers,
    jolly: r.jolly,
    superstar: r.superstar,
    euronumbers: r.euronumbers,
    signs: r.signs
      ? r.signs.map((sign, i) => ({
          eventNumber: i + 1,
          sign: sign as NonNullable<DashboardLastResult['signs']>[number]['sign'],
        }))
      : null,
    winsStatus: (job?.status as 'IN_CORSO' | 'COMPLETATO' | undefined) ?? null,
    processingRate: job?.processingRate ?? null,
    winningSystems: figures ? figures.winning : null,
    totalWonCents: figures ? Number(figures.total) : null,
  };
}
