/**
 * Publication on contests (decisions.md "Publication on contests"): the request is checked
 * whole and stored as a job with one item per system × contest, all or nothing; the worker (./worker.ts) publishes.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  GAMES,
  jobOutcomeLabel,
  PUBLICATION_LIMITS,
  errorMessage,
  jobCode,
  parseJobCode,
  type GameSlug,
  type JobDetail,
  type PublishDryRun,
  type JobItem,
  type JobOutcome,
  type JobStatus,
  type JobSummary,
  type jobDetailQuery,
  type jobListQuery,
  type publishRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { contests, publicationJobItems, publicationJobs, structures, systems } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { contestLabel } from '../../lib/contests';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import type { Column } from '../../lib/export';
import { PUBLICATION_QUEUE, type JobQueue } from '../../lib/job-queue';
import { pageOffset, whitelistedOrder } from '../../lib/list-query';
import { readPreferences } from '../../lib/preferences';
import { rowsOf, sqlArray } from '../../lib/sql-rows';
import { EXPORT_HEADERS as H } from '@bacheca/domain/messages-export-headers';

type PublishInput = z.output<typeof publishRequest>;
type JobRow = typeof publicationJobs.$inferSelect;
type ItemRow = typeof publicationJobItems.$inferSelect;

const RANDOM_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random SiCe name: the game key, a dash and 8 characters without look-alikes (SE-7K3Q9XA2). */
export function randomSiceName(game: GameSlug): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)];
  return `${GAMES[game].key}-${s}`.slice(0, PUBLICATION_LIMITS.siceName);
}

/** The board name players see: the structure's name and a progressive, at most 50 characters. */
export function boardName(structureName: string, progressive: number): string {
  const suffix = ` n. ${progressive}`;
  return `${structureName.slice(0, PUBLICATION_LIMITS.boardName - suffix.length).trim()}${suffix}`;
}

const key = (...parts: (string | number | null)[]) => parts.join('|');

export class PublicationService {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Check the whole request, then store the job and its items in one transaction (nothing is written when a rule
   * fails): at least one contest, open and of the game, at most the preference "contests selectable in
   * administration", and among the game's next open contests as many as that preference (those the dialog offers);
   * drafts of the game only; names ≤ 15 and unique on each contest (systems already present on a
   * contest are skipped there, so their names do not count). Random names are drawn unique on the contests.
   */
  async publish(game: GameSlug, input: PublishInput, who: AuditActor & { userId: number }): Promise<JobSummary> {
    const job = await this.db.transaction(async (tx) => {
      const { open, drafts, names, nameFields, progressive } = await this.prepare(tx, game, input);
      if (Object.keys(nameFields).length) throw unprocessable('PUBLISH_NAMES_DUPLICATE', nameFields);

      const [job] = await tx
        .insert(publicationJobs)
        .values({
          game,
          authorId: who.userId,
          author: who.actor ?? 'sistema',
          onBehalfOf: who.onBehalfOf ?? null,
          contestIds: open.map((c) => c.id),
          randomNames: input.randomNames,
          systemCount: drafts.length,
          itemCount: drafts.length * open.length,
        })
        .returning();
      // items system by system, each on every contest; inserted from arrays, a few thousand rows a statement
      const items: Array<{ seq: number; systemId: number; contestId: number; siceName: string; boardName: string }> =
        [];
      for (const d of drafts) {
        for (const c of open) {
          const pk = key(c.id, d.structureId);
          const n = (progressive.get(pk) ?? 0) + 1;
          progressive.set(pk, n);
          items.push({
            seq: items.length + 1,
            systemId: d.id,
            contestId: c.id,
            siceName: names.get(d.id)!,
            boardName: boardName(d.structureName, n),
          });
        }
      }
      for (let i = 0; i < items.length; i += 5000) {
        const part = items.slice(i, i + 5000);
        await tx.execute(sql`
          insert into publication_job_items (job_id, seq, system_id, contest_id, sice_name, board_name)
          select ${job.id}, * from unnest(
            ${sqlArray(
              part.map((p) => p.seq),
              'int',
            )}, ${sqlArray(
              part.map((p) => p.systemId),
              'int',
            )}, ${sqlArray(
              part.map((p) => p.contestId),
              'int',
            )},
            ${sqlArray(
              part.map((p) => p.siceName),
              'text',
            )}, ${sqlArray(
              part.map((p) => p.boardName),
              'text',
            )})`);
      }
      await audit(tx, who, {
        action: 'publish_request',
        entityType: 'publication_job',
        entityId: jobCode(game, job.id),
        after: {
          systems: drafts.length,
          contests: open.map((c) => contestLabel(c)),
          randomNames: input.randomNames,
          items: items.length,
        },
      });
      return job;
    });
    await this.queue.send(PUBLICATION_QUEUE, { jobId: job.id });
    return (await this.summaries(this.db, [job]))[0];
  }

  /**
   * The request checked whole against the rules of publish (throws the same 422s), without writing: the open
   * contests, the drafts, the names per system, the name clashes per field, what is already on the contests and the
   * next board progressive per contest and structure.
   */
  private async prepare(tx: DbOrTx, game: GameSlug, input: PublishInput) {
    const systemIds = [...new Set(input.systemIds)];
    const contestIds = [...new Set(input.contestIds)];
    const prefs = await readPreferences(tx, game);
    if (contestIds.length > prefs.contestsSelectableAdmin) {
      throw unprocessable(
        'PUBLISH_CONTESTS_TOO_MANY',
        { contestIds: errorMessage('PUBLISH_CONTESTS_TOO_MANY', { max: prefs.contestsSelectableAdmin }) },
        { max: prefs.contestsSelectableAdmin },
      );
    }
    const open = await tx
      .select()
      .from(contests)
      .where(and(inArray(contests.id, contestIds), eq(contests.game, game), sql`${contests.closesAt} > now()`))
      .orderBy(asc(contests.closesAt), asc(contests.id));
    if (open.length !== contestIds.length) {
      const ok = new Set(open.map((c) => c.id));
      throw unprocessable(
        'CONTEST_NOT_FOUND',
        Object.fromEntries(
          contestIds
            .map((id, i) => [`contestIds.${i}`, id])
            .filter(([, id]) => !ok.has(id as number))
            .map(([k]) => [k as string, ERRORS.CONTEST_NOT_FOUND]),
        ),
      );
    }
    // only the contests the dialog offers: the game's next open ones, as many as the preference
    const max = prefs.contestsSelectableAdmin;
    const offered = new Set(
      (
        await tx
          .select({ id: contests.id })
          .from(contests)
          .where(and(eq(contests.game, game), sql`${contests.closesAt} > now()`))
          .orderBy(asc(contests.closesAt), asc(contests.id))
          .limit(max)
      ).map((c) => c.id),
    );
    const beyond = contestIds
      .map((id, i) => ({ i, c: open.find((o) => o.id === id)! }))
      .filter(({ c }) => !offered.has(c.id));
    if (beyond.length) {
      throw unprocessable(
        'PUBLISH_CONTEST_NOT_OFFERED',
        Object.fromEntries(
          beyond.map(({ i, c }) => [
            `contestIds.${i}`,
            errorMessage('PUBLISH_CONTEST_NOT_OFFERED', { max, contest: contestLabel(c) }),
          ]),
        ),
        { max, contest: contestLabel(beyond[0].c) },
      );
    }
    // the drafts' structures, locked for share (in id order) before the drafts are read: a structure's deletion
    // (which locks its row for update) either finished first, and its drafts read CANCELLATA here, or waits for
    // this job to commit, and then sees its items pending (modules/structures `deletionBlock`)
    await tx.execute(
      sql`select id from structures where id in (select structure_id from systems where id = any(${sqlArray(systemIds, 'int')})) order by id for share`,
    );
    const rows = await tx
      .select({
        id: systems.id,
        name: systems.name,
        game: systems.game,
        status: systems.status,
        contestId: systems.contestId,
        structureId: systems.structureId,
        numbersHash: systems.numbersHash,
        structureName: structures.name,
      })
      .from(systems)
      .innerJoin(structures, eq(structures.id, systems.structureId))
      .where(inArray(systems.id, systemIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const invalid = systemIds.filter((id) => {
      const r = byId.get(id);
      return !r || r.game !== game || r.status !== 'BOZZA' || r.contestId !== null;
    });
    if (invalid.length) {
      throw unprocessable(
        'PUBLISH_SYSTEMS_INVALID',
        { systemIds: `ID ${invalid.slice(0, 20).join(', ')}${invalid.length > 20 ? '…' : ''}` },
        { count: invalid.length },
      );
    }
    const drafts = systemIds.map((id) => byId.get(id)!);
    const structureIds = [...new Set(drafts.map((d) => d.structureId))];

    // what is already on the contests: the same structure and numbers ("già presente"), names, board progressives
    const onContests = await tx
      .select({
        contestId: systems.contestId,
        structureId: systems.structureId,
        numbersHash: systems.numbersHash,
        name: systems.name,
      })
      .from(systems)
      .where(and(inArray(systems.contestId, contestIds), ne(systems.status, 'CANCELLATA')));
    const present = new Set(onContests.map((r) => key(r.contestId!, r.structureId, r.numbersHash)));
    const takenNames = new Set(onContests.map((r) => key(r.contestId!, r.name.toLowerCase())));
    const progressive = new Map<string, number>();
    for (const r of onContests)
      if (structureIds.includes(r.structureId))
        progressive.set(key(r.contestId!, r.structureId), (progressive.get(key(r.contestId!, r.structureId)) ?? 0) + 1);

    // names: one per system (the same on every contest), unique where the system is not already present
    const names = new Map<number, string>();
    const nameFields: Record<string, string> = {};
    const used = new Map<string, number>();
    for (const d of drafts) {
      const toPublish = open.filter((c) => !present.has(key(c.id, d.structureId, d.numbersHash)));
      let name: string;
      if (input.randomNames) {
        do name = randomSiceName(game);
        while (
          toPublish.some(
            (c) => takenNames.has(key(c.id, name.toLowerCase())) || used.has(key(c.id, name.toLowerCase())),
          )
        );
      } else {
        // the schema checked the names sent (1–15); a system's own name is 1–15 by the database's CHECK
        name = (input.names?.[String(d.id)] ?? d.name).trim();
      }
      names.set(d.id, name);
      for (const c of toPublish) {
        const k = key(c.id, name.toLowerCase());
        if (takenNames.has(k))
          nameFields[`names.${d.id}`] ??= errorMessage('DETAIL_NAME_TAKEN', { name, contest: contestLabel(c) });
        else if (used.has(k)) {
          nameFields[`names.${d.id}`] ??= errorMessage('DETAIL_NAME_REPEATED', { name });
          nameFields[`names.${used.get(k)}`] ??= errorMessage('DETAIL_NAME_REPEATED', { name });
        } else used.set(k, d.id);
      }
    }
    return { open, drafts, names, nameFields, progressive, present };
  }

  /**
   * The dry run of the publish dialog (decisions.md "Power tools"): the same checks as publish and the worker's
   * outcomes counted, nothing written: rows (system × contest) that would be published, rows "già presente" (the
   * same structure and numbers on the contest, or twice in the request), systems whose SiCe name clashes.
   */
  async dryRun(game: GameSlug, input: PublishInput): Promise<PublishDryRun> {
    return this.db.transaction(async (tx) => {
      const { open, drafts, nameFields, present } = await this.prepare(tx, game, input);
      const seen = new Set(present);
      let publishable = 0;
      let alreadyPresent = 0;
      for (const d of drafts) {
        for (const c of open) {
          const k = key(c.id, d.structureId, d.numbersHash);
          if (seen.has(k)) alreadyPresent++;
          else {
            seen.add(k);
            publishable++;
          }
        }
      }
      return { publishable, alreadyPresent, nameClashes: Object.keys(nameFields).length };
    });
  }

  /**
   * Cancel a running job (decisions.md "Power tools"): its pending rows become ANNULLATO, what is published stays.
   * The job row is locked for update as every worker batch locks it: a batch in flight commits first, then the
   * pending rows are annulled, and the worker's next batch finds the job ANNULLATO and stops; so no row is ever
   * both published and annulled.
   */
  async cancel(game: GameSlug, code: string, who: AuditActor): Promise<JobSummary> {
    const found = await this.find(game, code);
    const row = await this.db.transaction(async (tx) => {
      const [job] = await tx.select().from(publicationJobs).where(eq(publicationJobs.id, found.id)).for('update');
      if (job.status !== 'IN_CORSO') throw conflict('JOB_NOT_RUNNING', { jobId: ERRORS.JOB_NOT_RUNNING });
      const [{ n }] = await rowsOf<{ n: number }>(
        tx.execute(sql`
          with annulled as (
            update publication_job_items set outcome = 'ANNULLATO', message = ${ERRORS.PUBLISH_ITEM_CANCELLED}
            where job_id = ${job.id} and outcome is null returning 1)
          select count(*)::int as n from annulled`),
      );
      const [updated] = await tx
        .update(publicationJobs)
        .set({
          status: 'ANNULLATO',
          cancelled: job.cancelled + n,
          processed: job.processed + n,
          processingRate: 100,
          finishedAt: new Date(),
          startedAt: job.startedAt ?? new Date(),
        })
        .where(eq(publicationJobs.id, job.id))
        .returning();
      await audit(tx, who, {
        action: 'publish_cancel',
        entityType: 'publication_job',
        entityId: jobCode(game, job.id),
        before: { status: job.status },
        after: {
          status: 'ANNULLATO',
          cancelled: n,
          published: job.published,
          alreadyPresent: job.alreadyPresent,
          failed: job.failed,
        },
      });
      return updated;
    });
    return (await this.summaries(this.db, [row]))[0];
  }

  /**
   * Retry the failed rows of a closed job (decisions.md "Power tools"): a new job over its ERRORE rows only, the same
   * system on the same contest with the same SiCe and board names (a job with random names draws new ones, unique on
   * the contests); the published rows are untouched. The worker applies its rules again (già presente, name taken).
   */
  async retry(game: GameSlug, code: string, who: AuditActor & { userId: number }): Promise<JobSummary> {
    const found = await this.find(game, code);
    const job = await this.db.transaction(async (tx) => {
      const [source] = await tx.select().from(publicationJobs).where(eq(publicationJobs.id, found.id)).for('share');
      if (source.status === 'IN_CORSO') throw conflict('JOB_STILL_RUNNING', { jobId: ERRORS.JOB_STILL_RUNNING });
      const failed = await tx
        .select()
        .from(publicationJobItems)
        .where(and(eq(publicationJobItems.jobId, source.id), eq(publicationJobItems.outcome, 'ERRORE')))
        .orderBy(asc(publicationJobItems.seq));
      if (!failed.length) throw conflict('JOB_NOTHING_TO_RETRY', { jobId: ERRORS.JOB_NOTHING_TO_RETRY });
      const contestIds = source.contestIds.filter((id) => failed.some((f) => f.contestId === id));
      const names = new Map<number, string>();
      if (source.randomNames) {
        const taken = new Set(
          (
            await tx
              .select({ contestId: systems.contestId, name: systems.name })
              .from(systems)
              .where(and(inArray(systems.contestId, contestIds), ne(systems.status, 'CANCELLATA')))
          ).map((r) => key(r.contestId!, r.name.toLowerCase())),
        );
        for (const f of failed) {
          if (names.has(f.systemId)) continue;
          let name: string;
          do name = randomSiceName(game);
          while (contestIds.some((c) => taken.has(key(c, name.toLowerCase()))));
          for (const c of contestIds) taken.add(key(c, name.toLowerCase()));
          names.set(f.systemId, name);
        }
      }
      const [job] = await tx
        .insert(publicationJobs)
        .values({
          game,
          authorId: who.userId,
          author: who.actor ?? 'sistema',
          onBehalfOf: who.onBehalfOf ?? null,
          contestIds,
          retryOf: source.id,
          randomNames: source.randomNames,
          systemCount: new Set(failed.map((f) => f.systemId)).size,
          itemCount: failed.length,
        })
        .returning();
      await tx.execute(sql`
        insert into publication_job_items (job_id, seq, system_id, contest_id, sice_name, board_name)
        select ${job.id}, * from unnest(
          ${sqlArray(
            failed.map((_f, i) => i + 1),
            'int',
          )}, ${sqlArray(
            failed.map((f) => f.systemId),
            'int',
          )}, ${sqlArray(
            failed.map((f) => f.contestId),
            'int',
          )},
          ${sqlArray(
            failed.map((f) => names.get(f.systemId) ?? f.siceName),
            'text',
          )}, ${sqlArray(
            failed.map((f) => f.boardName),
            'text',
          )})`);
      await audit(tx, who, {
        action: 'publish_retry',
        entityType: 'publication_job',
        entityId: jobCode(game, job.id),
        after: { retryOf: jobCode(game, source.id), items: failed.length, systems: job.systemCount },
      });
      return job;
    });
    await this.queue.send(PUBLICATION_QUEUE, { jobId: job.id });
    return (await this.summaries(this.db, [job]))[0];
  }

  /** Publication job filters (spec §2): id, author, contest, date (Europe/Rome days), status. */
  async list(game: GameSlug, q: z.output<typeof jobListQuery>) {
    const conds: SQL[] = [eq(publicationJobs.game, game)];
    if (q.id?.trim()) {
      const t = q.id.trim().toUpperCase();
      const n = /^[0-9]+$/.test(t) ? Number(t) : parseJobCode(game, t);
      conds.push(n !== null && n <= 2_147_483_647 ? eq(publicationJobs.id, n) : sql`false`);
    }
    if (q.author?.trim())
      conds.push(
        sql`lower(${publicationJobs.author}) like ${`%${q.author
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
      );
    if (q.contestId) conds.push(sql`${q.contestId} = any(${publicationJobs.contestIds})`);
    if (q.dateFrom)
      conds.push(gte(publicationJobs.createdAt, sql`(${q.dateFrom}::date)::timestamp at time zone 'Europe/Rome'`));
    if (q.dateTo)
      conds.push(lt(publicationJobs.createdAt, sql`(${q.dateTo}::date + 1)::timestamp at time zone 'Europe/Rome'`));
    if (q.status) conds.push(eq(publicationJobs.status, q.status));
    const where = and(...conds);
    const order = whitelistedOrder<'id' | 'createdAt' | 'status' | 'author'>({
      columns: {
        id: publicationJobs.id,
        createdAt: publicationJobs.createdAt,
        status: publicationJobs.status,
        author: publicationJobs.author,
      },
      sort: q.sort ?? '-id',
      defaultKey: 'id',
      tieBreak: publicationJobs.id,
      tieBreakKey: 'id',
    });
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(publicationJobs)
        .where(where)
        .orderBy(...order)
        .limit(q.pageSize)
        .offset(pageOffset(q.page, q.pageSize)),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(publicationJobs)
        .where(where),
    ]);
    return { items: await this.summaries(this.db, rows), total: n, page: q.page, pageSize: q.pageSize };
  }

  private async find(game: GameSlug, code: string): Promise<JobRow> {
    const id = parseJobCode(game, code);
    if (id === null) throw badRequest('JOB_ID_INVALID', { jobId: ERRORS.JOB_ID_INVALID });
    const [row] = await this.db
      .select()
      .from(publicationJobs)
      .where(and(eq(publicationJobs.id, id), eq(publicationJobs.game, game)));
    if (!row) throw notFound('JOB_NOT_FOUND', { jobId: ERRORS.JOB_NOT_FOUND });
    return row;
  }

  async detail(game: GameSlug, code: string, q: z.output<typeof jobDetailQuery>): Promise<JobDetail> {
    const job = await this.find(game, code);
    const [summary] = await this.summaries(this.db, [job]);
    const where = itemWhere(job.id, q.outcome);
    const [rows, [{ n }]] = await Promise.all([
      this.items(where, pageOffset(q.page, q.pageSize), q.pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(publicationJobItems)
        .where(where),
    ]);
    return { ...summary, items: rows, itemsTotal: n, page: q.page, pageSize: q.pageSize };
  }

  /** The export of a job's items (same outcome filter as the detail). */
  async exportOf(game: GameSlug, code: string, outcome: JobOutcome | undefined) {
    const job = await this.find(game, code);
    const where = itemWhere(job.id, outcome);
    // keyset on the item's seq (unique in its job): the worker changes outcomes meanwhile, so an offset under an
    // outcome filter would skip or repeat rows; each page starts exactly after the last row read
    let lastSeq: number | null = null;
    return {
      code: jobCode(game, job.id),
      read: async (_offset: number, limit: number) => {
        const rows = await this.itemRows(
          lastSeq === null ? where : and(where, gt(publicationJobItems.seq, lastSeq)),
          0,
          limit,
        );
        if (rows.length) lastSeq = rows[rows.length - 1].i.seq;
        return rows.map(({ i, c }) => toItem(i, contestLabel(c)));
      },
    };
  }

  private async items(where: SQL | undefined, offset: number, limit: number): Promise<JobItem[]> {
    return (await this.itemRows(where, offset, limit)).map(({ i, c }) => toItem(i, contestLabel(c)));
  }

  private itemRows(where: SQL | undefined, offset: number, limit: number) {
    return this.db
      .select({ i: publicationJobItems, c: { number: contests.number, year: contests.year } })
      .from(publicationJobItems)
      .innerJoin(contests, eq(contests.id, publicationJobItems.contestId))
      .where(where)
      .orderBy(asc(publicationJobItems.seq))
      .limit(limit)
      .offset(offset);
  }

  /** Summaries with the contests' labels and the counts per outcome (kept on the job row by the worker). */
  private async summaries(db: DbOrTx, rows: JobRow[]): Promise<JobSummary[]> {
    const ids = [...new Set(rows.flatMap((r) => r.contestIds))];
    const cs = ids.length ? await db.select().from(contests).where(inArray(contests.id, ids)) : [];
    const byId = new Map(cs.map((c) => [c.id, c]));
    return rows.map((r) => ({
      id: jobCode(r.game as GameSlug, r.id),
      game: r.game as GameSlug,
      author: r.author,
      contests: r.contestIds
        .map((id) => byId.get(id))
        .filter((c) => !!c)
        .map((c) => ({ id: c.id, label: contestLabel(c), drawDate: c.drawDate })),
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      status: r.status as JobStatus,
      processingRate: r.processingRate,
      systemCount: r.systemCount,
      itemCount: r.itemCount,
      counts: {
        PUBBLICATO: r.published,
        GIA_PRESENTE: r.alreadyPresent,
        ERRORE: r.failed,
        ANNULLATO: r.cancelled,
        pending: r.itemCount - r.processed,
      },
      retryOf: r.retryOf === null ? null : jobCode(r.game as GameSlug, r.retryOf),
    }));
  }
}

function itemWhere(jobId: number, outcome: JobOutcome | undefined): SQL | undefined {
  return and(eq(publicationJobItems.jobId, jobId), outcome ? eq(publicationJobItems.outcome, outcome) : undefined);
}

function toItem(i: ItemRow, label: string): JobItem {
  return {
    seq: i.seq,
    systemId: i.systemId,
    publishedSystemId: i.publishedSystemId,
    contestId: i.contestId,
    contestLabel: label,
    // a row that published nothing shows no board name: its planned name was never created (decisions.md)
    boardName: i.outcome === 'GIA_PRESENTE' || i.outcome === 'ERRORE' || i.outcome === 'ANNULLATO' ? null : i.boardName,
    siceName: i.siceName,
    outcome: i.outcome as JobOutcome | null,
    message: i.message,
  };
}

/** Columns of the job export (Italian headers). */
export const JOB_EXPORT_COLUMNS: Column<JobItem>[] = [
  { header: H.ROW, value: (r) => r.seq, width: 8 },
  { header: H.SYSTEM, value: (r) => r.systemId, width: 10 },
  { header: H.CONTEST, value: (r) => r.contestLabel, width: 20 },
  { header: H.BOARD_NAME, value: (r) => r.boardName ?? '', width: 40 },
  { header: H.SICE_NAME, value: (r) => r.siceName, width: 18 },
  { header: H.OUTCOME, value: (r) => jobOutcomeLabel(r.outcome), width: 16 },
  { header: H.MESSAGE, value: (r) => r.message ?? '', width: 50 },
  { header: H.PUBLISHED_SYSTEM, value: (r) => r.publishedSystemId, width: 18 },
];
