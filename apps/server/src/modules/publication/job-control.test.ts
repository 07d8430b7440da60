/**
 * Job control (decisions.md "Power tools"): cancel a running job (pending rows ANNULLATO, what is published
 * stays), retry the failed rows in a new job, the dry run of the publish dialog. The worker's batches run here, one
 * at a time, so every state is reached deterministically; on PostgreSQL a cancel sent while a batch is in flight
 * waits for it (the job row's lock), and no row ends both published and annulled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { ERRORS, errorMessage, type JobDetail } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { makeCalendar, makeStaff } from '../../test/factories';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { submitLongJob } from '../../test/publish';
import type { Db } from '../../db/client';
import { auditLog, publicationJobItems, publicationJobs, systems } from '../../db/schema';
import { publishNextBatch, runPublicationJob } from './worker';

type Res = Awaited<ReturnType<TestApp['inject']>>;

describe.each(testDatabases())('publication job control on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let upcoming: Array<{ id: number; label: string }>;
  let seq = 0;

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const idOf = (code: string) => Number(code.split('_')[1]);
  const detail = async (code: string): Promise<JobDetail> =>
    (await api('GET', `games/superenalotto/jobs/${code}?pageSize=1000`)).json();
  const oneBatch = (jobId: number, batchSize: number) =>
    t.database.db.transaction((tx) => publishNextBatch(tx, jobId, { batchSize }));
  const publishedBy = async (jobId: number) =>
    (await t.database.db.select({ n: count() }).from(systems).where(eq(systems.publicationJobId, jobId)))[0].n;
  function expectError(res: Res, status: number, code: keyof typeof ERRORS) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code, message: ERRORS[code] });
  }
  /** `n` drafts of a new structure (8-number integrals), with their names. */
  async function drafts(n: number): Promise<number[]> {
    seq++;
    const st = await api('POST', 'games/superenalotto/structures', {
      name: `Controllo job ${seq}`,
      shortDescription: 'Controllo dei job',
      extendedDescription: 'Struttura dei test del controllo dei job',
      tags: ['jobctl'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    expect(st.statusCode, st.body).toBe(201);
    const gen = await api('POST', `games/superenalotto/structures/${st.json().id}/generate-systems`, {
      count: n,
      seed: `jobctl-${seq}`,
    });
    expect(gen.statusCode, gen.body).toBe(201);
    return gen.json().systemIds;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    await makeCalendar(t);
    admin = await (await makeStaff(t)).token();
    reader = await (await makeStaff(t, { role: 'reader' })).token();
    upcoming = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=2')).json().items;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('cancels a running job: the pending rows become ANNULLATO, the published stay, the worker stops', async () => {
    const job = await submitLongJob(
      t,
      admin,
      { name: 'Annullamento', description: 'job annullato', tag: 'annulla' },
      10,
    );
    await oneBatch(job.jobId, 6);
    // the reader never cancels
    expectError(await api('POST', `games/superenalotto/jobs/${job.code}/cancel`, undefined, reader), 403, 'READ_ONLY');
    const res = await api('POST', `games/superenalotto/jobs/${job.code}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: job.code,
      status: 'ANNULLATO',
      processingRate: 100,
      counts: { PUBBLICATO: 6, ANNULLATO: 14, pending: 0 },
    });
    const d = await detail(job.code);
    expect(d.items.filter((i) => i.outcome === 'PUBBLICATO')).toHaveLength(6);
    const annulled = d.items.filter((i) => i.outcome === 'ANNULLATO');
    expect(annulled).toHaveLength(14);
    for (const i of annulled)
      expect(i).toMatchObject({ publishedSystemId: null, boardName: null, message: ERRORS.PUBLISH_ITEM_CANCELLED });
    // the worker's next turn finds the job cancelled and publishes nothing more
    expect(await runPublicationJob(t.database.db, job.jobId, { batchSize: 100 })).toBe('ANNULLATO');
    expect(await publishedBy(job.jobId)).toBe(6);
    // a job that is not running cannot be cancelled; nothing changes
    expectError(await api('POST', `games/superenalotto/jobs/${job.code}/cancel`), 409, 'JOB_NOT_RUNNING');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish_cancel'), eq(auditLog.entityId, job.code)));
    expect(entry.after).toMatchObject({ status: 'ANNULLATO', cancelled: 14, published: 6 });
    // the list filters by the new status, with its Italian label in the options
    const list = await api('GET', 'games/superenalotto/jobs?status=ANNULLATO');
    expect(list.json().items.map((j: { id: string }) => j.id)).toContain(job.code);
    // and the dashboard answers the status (its page shows the catalogue's label)
    const dash = await api('GET', 'games/superenalotto/dashboard');
    if (dash.statusCode === 200)
      expect(dash.json().recentJobs.find((j: { id: string }) => j.id === job.code)?.status).toBe('ANNULLATO');
  }, 120_000);

  it('retries only the failed rows in a new job; the published ones are untouched', async () => {
    const [x, y, z] = await drafts(3);
    const c = upcoming[0].id;
    // two jobs accepted with the same name on the contest: the second one's row fails when the first one published
    const first = await api('POST', 'games/superenalotto/jobs', {
      systemIds: [x],
      contestIds: [c],
      names: { [x]: 'RIPROVA-1' },
    });
    const second = await api('POST', 'games/superenalotto/jobs', {
      systemIds: [y, z],
      contestIds: [c],
      names: { [y]: 'RIPROVA-1', [z]: 'RIPROVA-2' },
    });
    expect(second.statusCode, second.body).toBe(202);
    const code = second.json().id as string;
    // retrying a job still running is refused
    expectError(await api('POST', `games/superenalotto/jobs/${code}/retry`), 409, 'JOB_STILL_RUNNING');
    await runPublicationJob(t.database.db, idOf(first.json().id), { batchSize: 100 });
    expect(await runPublicationJob(t.database.db, idOf(code), { batchSize: 100 })).toBe('ERRORE');
    const before = await detail(code);
    expect(before.items.map((i) => [i.systemId, i.outcome])).toEqual([
      [y, 'ERRORE'],
      [z, 'PUBBLICATO'],
    ]);
    // the clash goes away (the first job's system is renamed), then the failed row is retried
    await t.database.db
      .update(systems)
      .set({ name: 'RINOMINATO-1' })
      .where(and(eq(systems.sourceSystemId, x), eq(systems.contestId, c)));
    expectError(await api('POST', `games/superenalotto/jobs/${code}/retry`, undefined, reader), 403, 'READ_ONLY');
    const retry = await api('POST', `games/superenalotto/jobs/${code}/retry`);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(retry.json()).toMatchObject({ status: 'IN_CORSO', retryOf: code, itemCount: 1, systemCount: 1 });
    const retryCode = retry.json().id as string;
    expect(await runPublicationJob(t.database.db, idOf(retryCode), { batchSize: 100 })).toBe('COMPLETATO');
    const after = await detail(retryCode);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ systemId: y, contestId: c, siceName: 'RIPROVA-1', outcome: 'PUBBLICATO' });
    // the original job is as it was; z is published once only
    expect((await detail(code)).items).toEqual(before.items);
    expect(
      (
        await t.database.db
          .select({ n: count() })
          .from(systems)
          .where(and(eq(systems.sourceSystemId, z), eq(systems.contestId, c)))
      )[0].n,
    ).toBe(1);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish_retry'), eq(auditLog.entityId, retryCode)));
    expect(entry.after).toMatchObject({ retryOf: code, items: 1 });
    // nothing left to retry on a completed job
    expectError(await api('POST', `games/superenalotto/jobs/${retryCode}/retry`), 409, 'JOB_NOTHING_TO_RETRY');
    expectError(await api('POST', 'games/superenalotto/jobs/SE_99999999/retry'), 404, 'JOB_NOT_FOUND');
    expectError(await api('POST', 'games/superenalotto/jobs/XX/cancel'), 400, 'JOB_ID_INVALID');
  }, 120_000);

  it('dry run: counts what the worker would do, writes nothing, same checks as publishing', async () => {
    const [a, b, d] = await drafts(3);
    const c = upcoming[0].id;
    const done = await api('POST', 'games/superenalotto/jobs', {
      systemIds: [a],
      contestIds: [c],
      names: { [a]: 'PROVA-A' },
    });
    await runPublicationJob(t.database.db, idOf(done.json().id), { batchSize: 100 });
    const jobs = async () => (await t.database.db.select({ n: count() }).from(publicationJobs))[0].n;
    const systemsNow = async () => (await t.database.db.select({ n: count() }).from(systems))[0].n;
    const [j0, s0] = [await jobs(), await systemsNow()];
    // a is already on c; b takes a's name there (a clash), and on the second contest a and b repeat one name (both
    // systems in conflict); on the second contest all three are publishable
    const res = await api('POST', 'games/superenalotto/jobs/dry-run', {
      systemIds: [a, b, d],
      contestIds: [c, upcoming[1].id],
      names: { [a]: 'PROVA-A', [b]: 'PROVA-A', [d]: 'PROVA-D' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ publishable: 5, alreadyPresent: 1, nameClashes: 2 });
    const clean = await api('POST', 'games/superenalotto/jobs/dry-run', {
      systemIds: [b, d],
      contestIds: [c],
      randomNames: true,
    });
    expect(clean.json()).toEqual({ publishable: 2, alreadyPresent: 0, nameClashes: 0 });
    expect([await jobs(), await systemsNow()]).toEqual([j0, s0]);
    // the publish rules answer the same Italian errors; the reader never
    const bad = await api('POST', 'games/superenalotto/jobs/dry-run', { systemIds: [a], contestIds: [] });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().fields.contestIds).toBe(ERRORS.CONTEST_REQUIRED);
    const published = (
      await t.database.db.select({ id: systems.id }).from(systems).where(eq(systems.sourceSystemId, a))
    )[0].id;
    const invalid = await api('POST', 'games/superenalotto/jobs/dry-run', { systemIds: [published], contestIds: [c] });
    expect(invalid.statusCode, invalid.body).toBe(422);
    expect(invalid.json()).toMatchObject({
      code: 'PUBLISH_SYSTEMS_INVALID',
      message: errorMessage('PUBLISH_SYSTEMS_INVALID', { count: 1 }),
    });
    expectError(
      await api('POST', 'games/superenalotto/jobs/dry-run', { systemIds: [b], contestIds: [c] }, reader),
      403,
      'READ_ONLY',
    );
    expect([await jobs(), await systemsNow()]).toEqual([j0, s0]);
  }, 120_000);

  it.skipIf(kind !== 'postgres')(
    'a cancel sent during a running batch waits for it: no row is both published and annulled',
    async () => {
      const job = await submitLongJob(
        t,
        admin,
        { name: 'Annullamento in corsa', description: 'annullato durante un lotto', tag: 'corsa' },
        10,
      );
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const ready = new Promise<void>((r) => (started = r));
      // a worker's batch, held open after publishing its rows
      const batch = t.database.db.transaction(async (tx) => {
        await publishNextBatch(tx as unknown as Db, job.jobId, { batchSize: 8 });
        started();
        await gate;
      });
      await ready;
      let answered: Res | undefined;
      const cancel = api('POST', `games/superenalotto/jobs/${job.code}/cancel`).then((r) => (answered = r));
      try {
        for (;;) {
          const [{ n }] = (
            await t.database.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows;
          if (n > 0) break;
          expect(answered, `the cancel answered without waiting for the batch: ${answered?.body}`).toBeUndefined();
          await new Promise((r) => setImmediate(r));
        }
      } finally {
        release();
      }
      await batch;
      const res = await cancel;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().counts).toMatchObject({ PUBBLICATO: 8, ANNULLATO: 12, pending: 0 });
      expect(await runPublicationJob(t.database.db, job.jobId, { batchSize: 100 })).toBe('ANNULLATO');
      const items = await t.database.db
        .select()
        .from(publicationJobItems)
        .where(eq(publicationJobItems.jobId, job.jobId));
      expect(items.filter((i) => i.outcome === null)).toHaveLength(0);
      for (const i of items)
        expect(i.outcome === 'ANNULLATO' ? i.publishedSystemId : 'ok').toBe(i.outcome === 'ANNULLATO' ? null : 'ok');
      // every published system belongs to a PUBBLICATO row, and there are exactly 8
      const rows = await t.database.db
        .select({ id: systems.id })
        .from(systems)
        .where(eq(systems.publicationJobId, job.jobId));
      expect(rows.map((r) => r.id).sort()).toEqual(
        items
          .filter((i) => i.outcome === 'PUBBLICATO')
          .map((i) => i.publishedSystemId!)
          .sort(),
      );
      expect(rows).toHaveLength(8);
      const pending = await t.database.db
        .select({ n: count() })
        .from(publicationJobItems)
        .where(and(eq(publicationJobItems.jobId, job.jobId), isNull(publicationJobItems.outcome)));
      expect(pending[0].n).toBe(0);
      void sql;
    },
    120_000,
  );
});
