/**
 * Reading the wins: the winners of a contest, a system's wins, the outlet's winning holdings. Wins show
 * only for a contest's current confirmed result, once its job has finished: `currentWinsJobs` (lib/wins.ts) is that
 * one rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { prizeCategories, type GameSlug } from '@bacheca/domain';
import { formatCents } from '@bacheca/domain/engine/result';
import type {
  contestWinsExportQuery,
  contestWinsQuery,
  outletContestWinsQuery,
  outletWinsQuery,
  ContestWinsResponse,
  OutletContestWinsResponse,
  OutletWinsContest,
  OutletWinsResponse,
  SystemWinsItem,
  WinLine,
} from '@bacheca/domain/schemas/wins';
import { ERRORS } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { audit, type AuditActor } from '../../lib/audit';
import { contestLabel } from '../../lib/contests';
import { notFound } from '../../lib/errors';
import { idSnapshotReader, type Column } from '../../lib/export';
import { rowsOf, sqlArray } from '../../lib/sql-rows';
import { currentWinsJobs } from '../../lib/wins';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

interface WinRow {
  system_id: number;
  name: string;
  board_name: string | null;
  wins: WinLine[];
  total_cents: string | number;
  per_quota_cents: string | number;
}

const toItem = (r: WinRow): SystemWinsItem => ({
  systemId: r.system_id,
  name: r.name,
  boardName: r.board_name,
  wins: r.wins,
  totalCents: Number(r.total_cents),
  perQuotaCents: Number(r.per_quota_cents),
});

const SORTS: Record<string, SQL> = {
  totalCents: sql`w.total_cents`,
  perQuotaCents: sql`w.per_quota_cents`,
  name: sql`s.name`,
};

function orderOf(sort: string | undefined): SQL {
  const s = sort ?? '-totalCents';
  const desc = s.startsWith('-');
  const col = SORTS[desc ? s.slice(1) : s] ?? SORTS.totalCents;
  return desc ? sql`${col} desc, s.id asc` : sql`${col} asc, s.id asc`;
}

interface AwardRow {
  label: string;
  icon: string | null;
  show_icon: boolean;
  associated_win_cents: number;
}
const toAward = (a: AwardRow | undefined) =>
  a ? { label: a.label, icon: a.icon, showIcon: a.show_icon, associatedWinCents: a.associated_win_cents } : null;

/** A category's label for the exports and screens ("Punti 5+1"). */
export function categoryLabel(game: GameSlug, code: string): string {
  return prizeCategories(game).find((c) => c.code === code)?.label ?? code;
}

export class WinsService {
  constructor(private readonly db: Db) {}

  private async contest(game: GameSlug, contestId: number) {
    const [c] = await rowsOf<{ id: number; number: number; year: number; draw_date: string }>(
      this.db.execute(
        sql`select id, number, year, draw_date::text as draw_date from contests where id = ${contestId} and game = ${game}`,
      ),
    );
    if (!c) throw notFound('NOT_FOUND');
    return c;
  }

  /** The contest's wins job for its current confirmed result (in progress or finished), or null. */
  private async job(contestId: number) {
    const [j] = await rowsOf<{
      id: number;
      status: 'IN_CORSO' | 'COMPLETATO' | 'ANNULLATO';
      processing_rate: number;
      system_count: number;
      processed: number;
      result_version: number;
      winning: number;
      total_cents: string | number;
    }>(
      this.db
        .execute(sql`select j.id, j.status, j.processing_rate, j.system_count, j.processed, j.result_version, j.winning, j.total_cents from wins_jobs j
        join contest_results r on r.contest_id = j.contest_id and r.status = 'CONFERMATO' and r.version = j.result_version
        where j.contest_id = ${contestId} and j.status in ('IN_CORSO', 'COMPLETATO') order by j.id desc limit 1`),
    );
    return j;
  }

  private where(jobId: number, all: boolean | undefined, q?: string): SQL {
    const parts = [sql`w.job_id = ${jobId}`];
    if (!all) parts.push(sql`w.total_cents > 0`);
    if (q) parts.push(sql`(s.name ilike ${`%${q}%`} or coalesce(s.board_name, '') ilike ${`%${q}%`})`);
    return sql.join(parts, sql` and `);
  }

  /** GET /games/{g}/contests/{id}/wins: one page of the winning systems (all=true: every system computed). */
  async contestWins(
    game: GameSlug,
    contestId: number,
    q: z.output<typeof contestWinsQuery>,
  ): Promise<ContestWinsResponse> {
    const c = await this.contest(game, contestId);
    const job = await this.job(contestId);
    const [award] = await rowsOf<AwardRow>(
      this.db.execute(
        sql`select label, icon, show_icon, associated_win_cents from extraordinary_awards where contest_id = ${contestId}`,
      ),
    );
    const base = {
      contest: { id: c.id, label: contestLabel(c), drawDate: c.draw_date },
      award: toAward(award),
      page: q.page,
      pageSize: q.pageSize,
    };
    if (!job) return { ...base, job: null, items: [], total: 0, winning: 0, totalCents: 0 };
    const jobDto = {
      id: job.id,
      status: job.status,
      processingRate: job.processing_rate,
      systemCount: job.system_count,
      processed: job.processed,
      resultVersion: job.result_version,
    };
    if (job.status !== 'COMPLETATO') return { ...base, job: jobDto, items: [], total: 0, winning: 0, totalCents: 0 };
    const where = this.where(job.id, q.all, q.q);
    const [rows, [{ n }]] = await Promise.all([
      rowsOf<WinRow>(
        this.db.execute(sql`select w.system_id, s.name, s.board_name, w.wins, w.total_cents, w.per_quota_cents
        from system_wins w join systems s on s.id = w.system_id where ${where}
        order by ${orderOf(q.sort)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
      ),
      rowsOf<{ n: number }>(
        this.db.execute(
          sql`select count(*)::int as n from system_wins w join systems s on s.id = w.system_id where ${where}`,
        ),
      ),
    ]);
    return {
      ...base,
      job: jobDto,
      items: rows.map(toItem),
      total: n,
      winning: job.winning,
      totalCents: Number(job.total_cents),
    };
  }

  /** The winners' export: every row the list counts, in its order. */
  async exportOf(game: GameSlug, contestId: number, q: z.output<typeof contestWinsExportQuery>) {
    const c = await this.contest(game, contestId);
    const job = await this.job(contestId);
    const jobId = job?.status === 'COMPLETATO' ? job.id : 0;
    const where = this.where(jobId, q.all);
    const reader = idSnapshotReader<SystemWinsItem>(
      async () =>
        (
          await rowsOf<{ system_id: number }>(
            this.db.execute(
              sql`select w.system_id from system_wins w join systems s on s.id = w.system_id where ${where} order by ${orderOf(q.sort)}`,
            ),
          )
        ).map((r) => r.system_id),
      async (ids) =>
        (
          await rowsOf<WinRow>(
            this.db.execute(sql`select w.system_id, s.name, s.board_name, w.wins, w.total_cents, w.per_quota_cents
        from system_wins w join systems s on s.id = w.system_id where w.job_id = ${jobId} and w.system_id = any(${sqlArray(ids, 'int')})`),
          )
        ).map(toItem),
      (r) => r.systemId,
    );
    return { name: `vincite-${game}-${c.number}-${c.year}`, columns: winsExportColumns(game), read: reader };
  }

  /** GET /ricevitore/wins: the outlet's holdings of winning systems on confirmed results, newest contest first. */
  async outletWins(
    userId: number,
    games: readonly GameSlug[],
    q: z.output<typeof outletWinsQuery>,
  ): Promise<OutletWinsResponse> {
    if (!games.length) return { items: [], total: 0, page: q.page, pageSize: q.pageSize, notices: [] };
    const from = sql`from system_wins w
      join ${currentWinsJobs()} cj on cj.id = w.job_id
      join systems s on s.id = w.system_id and s.status <> 'CANCELLATA' and s.game = any(${sqlArray([...games], 'text')})
      join system_quotes q on q.system_id = s.id and q.user_id = ${userId} and q.quantity > 0
      join contests c on c.id = w.contest_id
      left join extraordinary_awards a on a.contest_id = w.contest_id
      where w.total_cents > 0`;
    const [rows, [{ n }], notices] = await Promise.all([
      rowsOf<
        WinRow & {
          game: GameSlug;
          contest_id: number;
          number: number;
          year: number;
          quantity: number;
        } & Partial<AwardRow> & { award_label: string | null }
      >(
        this.db.execute(sql`
        select w.system_id, s.name, s.board_name, w.wins, w.total_cents, w.per_quota_cents, s.game, w.contest_id, c.number, c.year, q.quantity,
               a.label as award_label, a.icon, a.show_icon, a.associated_win_cents
        ${from} order by c.draw_date desc, w.contest_id desc, w.total_cents desc, s.id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
      ),
      rowsOf<{ n: number }>(this.db.execute(sql`select count(*)::int as n ${from}`)),
      rowsOf<{ contest_id: number; game: GameSlug; number: number; year: number }>(
        this.db.execute(sql`
        select n.contest_id, c.game, c.number, c.year from outlet_win_notices n join contests c on c.id = n.contest_id
        where n.user_id = ${userId} and n.seen_at is null and c.game = any(${sqlArray([...games], 'text')}) order by c.draw_date desc, c.id desc`),
      ),
    ]);
    return {
      items: rows.map((r) => ({
        ...toItem(r),
        game: r.game,
        contestId: r.contest_id,
        contestLabel: contestLabel(r),
        quantity: r.quantity,
        holdingCents: r.quantity * Number(r.per_quota_cents),
        award: r.award_label
          ? toAward({
              label: r.award_label,
              icon: r.icon ?? null,
              show_icon: !!r.show_icon,
              associated_win_cents: r.associated_win_cents ?? 0,
            })
          : null,
      })),
      total: n,
      page: q.page,
      pageSize: q.pageSize,
      notices: notices.map((x) => ({ contestId: x.contest_id, game: x.game, contestLabel: contestLabel(x) })),
    };
  }
}

/** How many contests the board's "Vincite" tab offers (the latest ones with computed wins). */
const OUTLET_WINS_CONTESTS = 20;

interface OutletContestRow extends Partial<AwardRow> {
  contest_id: number;
  game: GameSlug;
  number: number;
  year: number;
  draw_date: string;
  winning: number;
  total_cents: string | number;
  job_id: number;
  award_label: string | null;
}

/**
 * The outlet's side of the winners: the contests of its games whose current confirmed result has
 * finished computing, each contest's winning published systems (what every outlet of the game saw on its board while
 * the contest was on sale), and its board notices. Another game's contest is not found, as an unknown id.
 */
export class OutletWinsService {
  constructor(private readonly db: Db) {}

  private contestsSql(games: readonly GameSlug[], contestId?: number): SQL {
    return sql`select c.id as contest_id, c.game, c.number, c.year, c.draw_date::text as draw_date, j.winning, j.total_cents, j.id as job_id,
        a.label as award_label, a.icon, a.show_icon, a.associated_win_cents
      from ${currentWinsJobs()} cj join wins_jobs j on j.id = cj.id join contests c on c.id = cj.contest_id
      left join extraordinary_awards a on a.contest_id = c.id
      where c.game = any(${sqlArray([...games], 'text')}) ${contestId === undefined ? sql`` : sql`and c.id = ${contestId}`}
      order by c.draw_date desc, c.id desc limit ${OUTLET_WINS_CONTESTS}`;
  }

  private toContest(r: OutletContestRow): OutletWinsContest {
    return {
      contestId: r.contest_id,
      game: r.game,
      contestLabel: contestLabel(r),
      drawDate: r.draw_date,
      winning: r.winning,
      totalCents: Number(r.total_cents),
      award: r.award_label
        ? toAward({
            label: r.award_label,
            icon: r.icon ?? null,
            show_icon: !!r.show_icon,
            associated_win_cents: r.associated_win_cents ?? 0,
          })
        : null,
    };
  }

  /** GET /ricevitore/wins/contests: the latest contests of the outlet's games with computed wins. */
  async contests(games: readonly GameSlug[]): Promise<{ items: OutletWinsContest[] }> {
    if (!games.length) return { items: [] };
    const rows = await rowsOf<OutletContestRow>(this.db.execute(this.contestsSql(games)));
    return { items: rows.map((r) => this.toContest(r)) };
  }

  /** GET /ricevitore/contests/{id}/wins: one page of the contest's winning published systems, with the outlet's quote. */
  async contestWins(
    userId: number,
    games: readonly GameSlug[],
    contestId: number,
    q: z.output<typeof outletContestWinsQuery>,
  ): Promise<OutletContestWinsResponse> {
    const [c] = games.length ? await rowsOf<OutletContestRow>(this.db.execute(this.contestsSql(games, contestId))) : [];
    if (!c) throw notFound('NOT_FOUND', { contestId: ERRORS.NOT_FOUND });
    const where = sql`w.job_id = ${c.job_id} and w.total_cents > 0 and s.status in ('ASSOCIATA', 'COMPLETATA')`;
    const [rows, [{ n }]] = await Promise.all([
      rowsOf<WinRow & { held: number | null }>(
        this.db
          .execute(sql`select w.system_id, s.name, s.board_name, w.wins, w.total_cents, w.per_quota_cents, q.quantity as held
        from system_wins w join systems s on s.id = w.system_id
        left join system_quotes q on q.system_id = s.id and q.user_id = ${userId}
        where ${where} order by ${orderOf(q.sort)} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
      ),
      rowsOf<{ n: number }>(
        this.db.execute(
          sql`select count(*)::int as n from system_wins w join systems s on s.id = w.system_id where ${where}`,
        ),
      ),
    ]);
    return {
      items: rows.map((r) => ({ ...toItem(r), held: r.held ?? 0 })),
      total: n,
      page: q.page,
      pageSize: q.pageSize,
      contest: this.toContest(c),
    };
  }

  /**
   * POST /ricevitore/wins/notices/{contestId}/seen: the outlet's own notice of a contest of its games leaves its board.
   * Marking it again changes nothing (and writes no second audit entry); another outlet's notice is not found.
   */
  async markSeen(
    userId: number,
    games: readonly GameSlug[],
    contestId: number,
    who: AuditActor,
  ): Promise<{ ok: true; contestId: number; seenAt: string }> {
    return this.db.transaction(async (tx) => {
      const [n] = games.length
        ? await rowsOf<{ seen_at: string | Date | null }>(
            tx.execute(sql`select n.seen_at from outlet_win_notices n join contests c on c.id = n.contest_id
            where n.user_id = ${userId} and n.contest_id = ${contestId} and c.game = any(${sqlArray([...games], 'text')}) for update of n`),
          )
        : [];
      if (!n) throw notFound('NOT_FOUND', { contestId: ERRORS.NOT_FOUND });
      if (n.seen_at) return { ok: true as const, contestId, seenAt: new Date(n.seen_at).toISOString() };
      const [u] = await rowsOf<{ seen_at: string | Date }>(
        tx.execute(
          sql`update outlet_win_notices set seen_at = now() where user_id = ${userId} and contest_id = ${contestId} returning seen_at`,
        ),
      );
      await audit(tx, who, {
        action: 'win_notice_seen',
        entityType: 'win_notice',
        entityId: contestId,
        after: { contestId },
      });
      return { ok: true as const, contestId, seenAt: new Date(u.seen_at).toISOString() };
    });
  }
}

export function winsExportColumns(game: GameSlug): Column<SystemWinsItem>[] {
  return [
    { header: H.ID_SHORT, value: (r) => r.systemId, width: 10 },
    { header: H.NAME, value: (r) => r.name, width: 18 },
    { header: H.NAME_ON_BOARD, value: (r) => r.boardName ?? '', width: 30 },
    {
      header: H.WINS,
      value: (r) => r.wins.map((w) => `${categoryLabel(game, w.category)}: ${w.count}`).join('; '),
      width: 40,
    },
    { header: H.WIN_TOTAL, value: (r) => formatCents(r.totalCents), width: 16 },
    { header: H.WIN_PER_QUOTA_TRUNCATED, value: (r) => formatCents(r.perQuotaCents), width: 20 },
  ];
}
