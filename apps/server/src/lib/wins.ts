/**
 * Reading the wins of systems, shared by modules/wins (the winners, the outlet's holdings), modules/systems
 * (the list's "Vincite" column, sort and "solo vincenti" filter, the detail's section) and modules/dashboard (the last
 * result's figures). Wins show only for a contest's current confirmed result, once its job has finished:
 * {@link currentWinsJobs} is that one rule, and every reader goes through it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { prizeCategories, type GameSlug } from '@bacheca/domain';
import type { WinLine } from '@bacheca/domain/schemas/wins';
import type { DbOrTx } from '../db/client';
import { systems } from '../db/schema';
import { rowsOf, sqlArray } from './sql-rows';

/**
 * The finished job of each contest's current confirmed result (the only wins anyone is shown): at most one per
 * contest, since a confirmation withdraws the contest's earlier jobs (lib/wins-jobs.ts).
 */
export function currentWinsJobs(): SQL {
  return sql`(select j.id, j.contest_id from wins_jobs j
    join contest_results r on r.contest_id = j.contest_id and r.status = 'CONFERMATO' and r.version = j.result_version
    where j.status = 'COMPLETATO')`;
}

const systemId = systems.id;

/**
 * "Solo vincenti" over `systems` (true: the systems with a win on their contest's current confirmed result; false:
 * every other one, not computed included). An uncorrelated semi-join: the winners are few, read through the job.
 */
export function winningCondition(winning: boolean): SQL {
  const winners = sql`(select w.system_id from system_wins w join ${currentWinsJobs()} cj on cj.id = w.job_id where w.total_cents > 0)`;
  return winning ? sql`${systemId} in ${winners}` : sql`${systemId} not in ${winners}`;
}

/**
 * A system's total or per-quota win on its contest's current confirmed result, as a sort expression over `systems`
 * (null when none: the caller sorts them last). One index probe per row (system_wins_system_idx).
 */
export function winsSortExpression(field: 'winsTotalCents' | 'winsPerQuotaCents'): SQL {
  const col = field === 'winsTotalCents' ? sql`w.total_cents` : sql`w.per_quota_cents`;
  return sql`(select ${col} from system_wins w join ${currentWinsJobs()} cj on cj.id = w.job_id where w.system_id = ${systemId} order by w.job_id desc limit 1)`;
}

export interface SystemWinTotals {
  totalCents: number;
  perQuotaCents: number;
}

/** The totals of the given systems that have wins computed on their contest's current confirmed result. */
export async function winTotalsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SystemWinTotals>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ system_id: number; total_cents: string | number; per_quota_cents: string | number }>(
    db.execute(sql`
    select w.system_id, w.total_cents, w.per_quota_cents from system_wins w join ${currentWinsJobs()} cj on cj.id = w.job_id
    where w.system_id = any(${sqlArray([...ids], 'int')})`),
  );
  return new Map(
    rows.map((r) => [r.system_id, { totalCents: Number(r.total_cents), perQuotaCents: Number(r.per_quota_cents) }]),
  );
}

export interface SystemWinLine extends WinLine {
  /** The prize table's amount of one winning combination of the category. */
  amountCents: number;
  /** count × amountCents. */
  totalCents: number;
}

/**
 * A system's wins on its contest's current confirmed result (its detail's "Vincite" section): the won categories in
 * the bulletin's order, each with the amount the job was computed with, and the totals; null when none computed.
 */
export async function winsOfSystem(
  db: DbOrTx,
  game: GameSlug,
  id: number,
): Promise<(SystemWinTotals & { lines: SystemWinLine[] }) | null> {
  const [r] = await rowsOf<{
    wins: WinLine[];
    total_cents: string | number;
    per_quota_cents: string | number;
    prizes: Array<{ category: string; amountCents: number }>;
  }>(
    db.execute(sql`select w.wins, w.total_cents, w.per_quota_cents, j.prizes from system_wins w
      join ${currentWinsJobs()} cj on cj.id = w.job_id join wins_jobs j on j.id = w.job_id
      where w.system_id = ${id} order by w.job_id desc limit 1`),
  );
  if (!r) return null;
  const amount = new Map(r.prizes.map((p) => [p.category, p.amountCents]));
  const order = new Map(prizeCategories(game).map((c, i) => [c.code, i]));
  const lines = r.wins
    .filter((w) => w.count > 0)
    .map((w) => ({
      category: w.category,
      count: w.count,
      amountCents: amount.get(w.category) ?? 0,
      totalCents: w.count * (amount.get(w.category) ?? 0),
    }))
    .sort((a, b) => (order.get(a.category) ?? 999) - (order.get(b.category) ?? 999));
  return { totalCents: Number(r.total_cents), perQuotaCents: Number(r.per_quota_cents), lines };
}
