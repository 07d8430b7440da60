/**
 * The publication worker: publishes a job's pending items batch by batch. Each batch is one transaction that locks
 * the job row, takes the next pending items in order, inserts their systems with one INSERT … SELECT FROM UNNEST
 * (ON CONFLICT DO NOTHING against the unique keys: same structure and numbers, or same SiCe name, on the contest),
 * writes the items' outcomes and the job's counters and one audit entry, and commits. A worker killed at any point
 * loses at most the batch in flight, which rolls back whole: the next worker starts from the first pending item, so
 * no system is published twice and none is lost. Two workers on one job take turns on the job row's lock.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ERRORS, JOB_STATUS_LABELS, jobCode, type GameSlug, type JobOutcome, type JobStatus } from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { publicationJobItems, publicationJobs, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { notifyUser } from '../../lib/inbox';
import type { MailService } from '../../lib/mail';
import { refreshStructure } from '../../lib/structures';
import { searchText } from '../../lib/system-numbers';
import { sqlArray } from '../../lib/sql-rows';
import { rowsOf } from '../../lib/sql-rows';
import { format } from '@bacheca/domain/messages';
import { JOB_MESSAGES, MAIL_TEXTS } from '@bacheca/domain/messages-server';

export interface WorkerOptions {
  /** Items per transaction. */
  batchSize: number;
  /** A pause after each batch (demo and crash tests only; 0 in production). */
  batchDelayMs?: number;
  mail?: MailService;
  publicUrl?: string;
  /** Aborted when the process shuts down (SIGTERM): the batch in flight commits, then the run stops (PublicationInterrupted). */
  signal?: AbortSignal;
}

/**
 * A run stopped between two batches because its process is shutting down: every committed batch stays, the rest of
 * the items are still pending, and the job is resumed by the queue's retry (another worker) or at the next start.
 */
export class PublicationInterrupted extends Error {
  constructor(readonly jobId: number) {
    super(`publication job ${jobId} interrupted by shutdown between batches`);
  }
}

/** A pause that ends early when the signal aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

type JobRow = typeof publicationJobs.$inferSelect;
type ItemRow = typeof publicationJobItems.$inferSelect;

interface SourceRow {
  id: number;
  game: string;
  status: string;
  contest_id: number | null;
  structure_id: number;
  numbers_hash: string;
  tags: string[];
  graphic_name: string | null;
  [k: string]: unknown;
}

/**
 * Run a job to its end (or until another worker finished it). Returns the job's final status. With `opts.signal`
 * aborted, stops after the batch in flight with PublicationInterrupted.
 */
export async function runPublicationJob(db: Db, jobId: number, opts: WorkerOptions): Promise<JobStatus | null> {
  for (;;) {
    if (opts.signal?.aborted) throw new PublicationInterrupted(jobId);
    const step = await db.transaction((tx) => publishNextBatch(tx, jobId, opts));
    if (step.done) {
      if (step.mailId && opts.mail) await opts.mail.deliver(step.mailId);
      return step.status;
    }
    if (opts.batchDelayMs) await pause(opts.batchDelayMs, opts.signal);
  }
}

/** One batch in the caller's transaction; when nothing is pending, close the job instead. */
export async function publishNextBatch(
  tx: DbOrTx,
  jobId: number,
  opts: WorkerOptions,
): Promise<{ done: false } | { done: true; status: JobStatus | null; mailId?: number }> {
  const [job] = await tx.select().from(publicationJobs).where(eq(publicationJobs.id, jobId)).for('update');
  if (!job) return { done: true, status: null };
  if (job.status !== 'IN_CORSO') return { done: true, status: job.status as JobStatus };
  const items = await tx
    .select()
    .from(publicationJobItems)
    .where(and(eq(publicationJobItems.jobId, jobId), isNull(publicationJobItems.outcome)))
    .orderBy(publicationJobItems.seq)
    .limit(opts.batchSize);
  if (!items.length) return finish(tx, job, opts);

  const results = await publishItems(tx, job, items);
  await tx.execute(sql`
    update publication_job_items i set outcome = u.outcome, message = u.message, published_system_id = u.published
    from unnest(${sqlArray(
      results.map((r) => r.seq),
      'int',
    )}, ${sqlArray(
      results.map((r) => r.outcome),
      'text',
    )},
                ${sqlArray(
                  results.map((r) => r.message),
                  'text',
                )}, ${sqlArray(
                  results.map((r) => r.publishedId),
                  'int',
                )}) as u(seq, outcome, message, published)
    where i.job_id = ${jobId} and i.seq = u.seq`);
  const count = (o: JobOutcome) => results.filter((r) => r.outcome === o).length;
  const processed = job.processed + results.length;
  await tx
    .update(publicationJobs)
    .set({
      processed,
      published: job.published + count('PUBBLICATO'),
      alreadyPresent: job.alreadyPresent + count('GIA_PRESENTE'),
      failed: job.failed + count('ERRORE'),
      // 100 only when the job is closed
      processingRate: Math.min(99, Math.floor((processed * 100) / Math.max(1, job.itemCount))),
      startedAt: job.startedAt ?? new Date(),
    })
    .where(eq(publicationJobs.id, jobId));
  await audit(
    tx,
    { actor: job.author, onBehalfOf: job.onBehalfOf },
    {
      action: 'publish_batch',
      entityType: 'publication_job',
      entityId: jobCode(job.game as GameSlug, job.id),
      after: {
        seq: [items[0].seq, items[items.length - 1].seq],
        published: count('PUBBLICATO'),
        alreadyPresent: count('GIA_PRESENTE'),
        failed: count('ERRORE'),
        publishedSystemIds: results.filter((r) => r.publishedId !== null).map((r) => r.publishedId),
      },
    },
  );
  return { done: false };
}

interface ItemResult {
  seq: number;
  outcome: JobOutcome;
  message: string | null;
  publishedId: number | null;
}

/** Insert the batch's systems in one statement; the rest are "già presente" or an error with its Italian reason. */
async function publishItems(tx: DbOrTx, job: JobRow, items: ItemRow[]): Promise<ItemResult[]> {
  const sourceIds = [...new Set(items.map((i) => i.systemId))];
  const sources = new Map(
    (
      await rowsOf<SourceRow>(
        tx.execute(
          sql`select id, game, status, contest_id, structure_id, numbers_hash, tags, graphic_name from systems where id = any(${sqlArray(sourceIds, 'int')})`,
        ),
      )
    ).map((r) => [r.id, r]),
  );
  const openIds = new Set(
    (
      await rowsOf<{ id: number }>(
        tx.execute(
          sql`select id from contests where id = any(${sqlArray(job.contestIds, 'int')}) and closes_at > now()`,
        ),
      )
    ).map((r) => r.id),
  );
  const results = new Map<number, ItemResult>();
  const candidates: ItemRow[] = [];
  for (const i of items) {
    const src = sources.get(i.systemId);
    if (!src || src.game !== job.game || src.status !== 'BOZZA' || src.contest_id !== null) {
      results.set(i.seq, {
        seq: i.seq,
        outcome: 'ERRORE',
        message: ERRORS.PUBLISH_ITEM_SYSTEM_GONE,
        publishedId: null,
      });
    } else if (!openIds.has(i.contestId)) {
      results.set(i.seq, {
        seq: i.seq,
        outcome: 'ERRORE',
        message: ERRORS.PUBLISH_ITEM_CONTEST_CLOSED,
        publishedId: null,
      });
    } else candidates.push(i);
  }
  if (candidates.length) {
    const inserted = await rowsOf<{ id: number; source_system_id: number; contest_id: number }>(
      tx.execute(sql`
        insert into systems (game, structure_id, name, contest_id, modules, numbers_hash, quotes_total, quota_price_cents, total_price_cents,
                             cedole, combinations, accumulation, tags, status, evidence, bo_system, graphic_name, board_name, source_system_id,
                             publication_job_id, search_text, created_by)
        select s.game, s.structure_id, u.name, u.contest_id, s.modules, s.numbers_hash, s.quotes_total, s.quota_price_cents, s.total_price_cents,
               s.cedole, s.combinations, s.accumulation, s.tags, 'ASSOCIATA', s.evidence, true, s.graphic_name, u.board_name, s.id,
               ${job.id}, u.search_text, ${job.author}
        from unnest(${sqlArray(
          candidates.map((c) => c.systemId),
          'int',
        )}, ${sqlArray(
          candidates.map((c) => c.contestId),
          'int',
        )},
                    ${sqlArray(
                      candidates.map((c) => c.siceName),
                      'text',
                    )}, ${sqlArray(
                      candidates.map((c) => c.boardName),
                      'text',
                    )},
                    ${sqlArray(
                      candidates.map((c) => {
                        const s = sources.get(c.systemId)!;
                        return searchText({ name: c.siceName, graphicName: s.graphic_name, tags: s.tags });
                      }),
                      'text',
                    )})
             as u(source_id, contest_id, name, board_name, search_text)
        join systems s on s.id = u.source_id
        on conflict do nothing
        returning id, source_system_id, contest_id`),
    );
    const made = new Map(inserted.map((r) => [`${r.source_system_id}|${r.contest_id}`, r.id]));
    const missed = candidates.filter((c) => !made.has(`${c.systemId}|${c.contestId}`));
    // not inserted: the same structure and numbers already on the contest, or the name taken meanwhile
    const present = new Set<string>();
    if (missed.length) {
      const rows = await rowsOf<{ source_id: number; contest_id: number }>(
        tx.execute(sql`
          select u.source_id, u.contest_id from unnest(${sqlArray(
            missed.map((m) => m.systemId),
            'int',
          )}, ${sqlArray(
            missed.map((m) => m.contestId),
            'int',
          )}) as u(source_id, contest_id)
          join systems src on src.id = u.source_id
          where exists (select 1 from systems p where p.contest_id = u.contest_id and p.structure_id = src.structure_id
                        and p.numbers_hash = src.numbers_hash and p.status <> 'CANCELLATA')`),
      );
      for (const r of rows) present.add(`${r.source_id}|${r.contest_id}`);
    }
    for (const c of candidates) {
      const k = `${c.systemId}|${c.contestId}`;
      const id = made.get(k);
      if (id !== undefined) results.set(c.seq, { seq: c.seq, outcome: 'PUBBLICATO', message: null, publishedId: id });
      else if (present.has(k))
        results.set(c.seq, {
          seq: c.seq,
          outcome: 'GIA_PRESENTE',
          message: ERRORS.SYSTEM_ALREADY_PRESENT,
          publishedId: null,
        });
      else
        results.set(c.seq, {
          seq: c.seq,
          outcome: 'ERRORE',
          message: ERRORS.PUBLISH_ITEM_NAME_TAKEN,
          publishedId: null,
        });
    }
    if (inserted.length) {
      const structureIds = new Set(
        candidates
          .filter((c) => made.has(`${c.systemId}|${c.contestId}`))
          .map((c) => sources.get(c.systemId)!.structure_id),
      );
      for (const id of structureIds) await refreshStructure(tx, id);
    }
  }
  return items.map((i) => results.get(i.seq)!);
}

/** Close the job: status, 100 %, the author's notification and e-mail (outbox, delivered after commit). */
async function finish(
  tx: DbOrTx,
  job: JobRow,
  opts: WorkerOptions,
): Promise<{ done: true; status: JobStatus; mailId?: number }> {
  const status: JobStatus = job.failed > 0 ? 'ERRORE' : 'COMPLETATO';
  await tx
    .update(publicationJobs)
    .set({ status, processingRate: 100, finishedAt: new Date(), startedAt: job.startedAt ?? new Date() })
    .where(eq(publicationJobs.id, job.id));
  const code = jobCode(job.game as GameSlug, job.id);
  const title = format(JOB_MESSAGES.PUBLICATION_TITLE, { code, status: JOB_STATUS_LABELS[status].toLowerCase() });
  const body = format(JOB_MESSAGES.PUBLICATION_BODY, {
    published: job.published,
    alreadyPresent: job.alreadyPresent,
    failed: job.failed,
    items: job.itemCount,
    systems: job.systemCount,
  });
  const url = `/${job.game}/job/${code}`;
  let mailId: number | undefined;
  if (job.authorId !== null) {
    await notifyUser(tx, job.authorId, { kind: 'JOB_FINISHED', title, body, url });
    const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, job.authorId));
    if (author?.email && opts.mail) {
      mailId = await opts.mail.enqueue(tx, {
        to: author.email,
        subject: format(MAIL_TEXTS.JOB_SUBJECT, { title }),
        body: format(MAIL_TEXTS.JOB_BODY, { body, link: `${opts.publicUrl ?? ''}${url}` }),
      });
    }
  }
  await audit(
    tx,
    { actor: job.author, onBehalfOf: job.onBehalfOf },
    {
      action: 'publish_finished',
      entityType: 'publication_job',
      entityId: code,
      after: { status, published: job.published, alreadyPresent: job.alreadyPresent, failed: job.failed },
    },
  );
  return { done: true, status, mailId };
}

/** Jobs a worker must (re)start: every job still in progress (after a crash, or queued while no worker ran). */
export async function pendingJobIds(db: Db): Promise<number[]> {
  return (
    await db.select({ id: publicationJobs.id }).from(publicationJobs).where(eq(publicationJobs.status, 'IN_CORSO'))
  ).map((r) => r.id);
}
