import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ERRORS,
  SUCCESS,
  errorMessage,
  parseEuroCents,
  type ErrorCode,
  type JobDetail,
  jobCode,
} from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { publishNow } from '../../test/publish';
import { runPublicationJob } from './worker';
import { contests, gamePreferences, mailOutbox, publicationJobs, staffNotifications, systems } from '../../db/schema';
import { startJobs, type Jobs } from '../../jobs/boss';
import { MailService } from '../../lib/mail';
import { PublicationService, boardName, randomSiceName } from './service';

type Res = Awaited<ReturnType<TestApp['inject']>>;

function expectError(res: Res, status: number, code: ErrorCode, params: Record<string, string | number> = {}) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code, params));
  return body as { code: string; message: string; fields: Record<string, string> };
}

describe('publication names', () => {
  it('draws random SiCe names of at most 15 characters and board names of at most 50', () => {
    for (let i = 0; i < 50; i++) expect(randomSiceName('sivincetutto')).toMatch(/^SVT-[A-Z2-9]{8}$/);
    expect(boardName('Integrale 8 numeri', 3)).toBe('Integrale 8 numeri n. 3');
    expect(boardName('x'.repeat(50), 12345).length).toBeLessThanOrEqual(50);
  });
  it('reads the premium threshold as euro,cents with optional cents', () => {
    expect(parseEuroCents('50')).toBe(5000);
    expect(parseEuroCents('50,5')).toBe(5050);
    expect(parseEuroCents('50,05')).toBe(5005);
    expect(parseEuroCents('1.000,00')).toBe(100_000);
    for (const bad of ['50.5', '50,123', '', 'abc', '-1', '1,000']) expect(parseEuroCents(bad)).toBeNull();
  });
});

describe.each(testDatabases())('publication on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let simulated: string;
  let ra: string;
  let upcoming: Array<{ id: number; label: string }>;
  let drafts: Array<{ id: number; name: string }>;
  let jobs: Jobs | undefined;

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const jobCount = async () => (await t.database.db.select({ n: count() }).from(publicationJobs))[0].n;
  const systemCount = async () => (await t.database.db.select({ n: count() }).from(systems))[0].n;
  /** The worker's run of one job, here and now (as pg-boss would run it). */
  const runJob = (code: string) => runPublicationJob(t.database.db, Number(code.split('_')[1]), { batchSize: 100 });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ignoreDropOfTestDatabase(t.database);
    [admin, reader, ra, simulated] = await Promise.all([
      t.tokenFor('admin'),
      t.tokenFor('reader'),
      t.tokenFor('ra'),
      t.tokenFor('ricevitore1', 'admin'),
    ]);
    upcoming = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=6')).json().items;
    const st = await api('POST', 'games/superenalotto/structures', {
      name: 'Pubblicazione test',
      shortDescription: 'Per la pubblicazione',
      extendedDescription: 'Struttura dei test di pubblicazione',
      tags: ['pub'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 8 }],
      quotes: 4,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    expect(st.statusCode, st.body).toBe(201);
    const gen = await api('POST', `games/superenalotto/structures/${st.json().id}/generate-systems`, {
      count: 30,
      seed: 'pub',
    });
    expect(gen.statusCode, gen.body).toBe(201);
    const sel = await api('GET', `games/superenalotto/systems/selection?structureId=${st.json().id}&status=BOZZA`);
    expect(sel.statusCode, sel.body).toBe(200);
    expect(sel.json().total).toBe(30);
    drafts = sel.json().items;
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  it('answers 202 with the job (Game_ID), the pg-boss worker publishes, notifies the author and queues the e-mail', async () => {
    const before = await systemCount();
    const res = await api('POST', 'games/superenalotto/jobs', {
      systemIds: drafts.slice(0, 20).map((d) => d.id),
      contestIds: [upcoming[0].id, upcoming[1].id],
      randomNames: true,
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({
      id: expect.stringMatching(/^SE_[1-9][0-9]*$/),
      game: 'superenalotto',
      author: 'admin',
      status: 'IN_CORSO',
      systemCount: 20,
      itemCount: 40,
    });
    expect(job.contests.map((c: { id: number }) => c.id)).toEqual([upcoming[0].id, upcoming[1].id]);
    // the queue was not attached when it was accepted: the worker picks up every job still in progress when it starts
    jobs = await startJobs(
      t.database,
      { info: () => {}, error: () => {} },
      {
        publication: {
          batchSize: 7,
          batchDelayMs: 0,
          mail: new MailService(t.database.db, { mailFrom: 'test@example.it' }, { info: () => {}, error: () => {} }),
        },
      },
    );
    t.app.jobQueue.attach(jobs.boss);
    let detail: JobDetail | undefined;
    for (let i = 0; i < 600; i++) {
      detail = (await api('GET', `games/superenalotto/jobs/${job.id}`)).json();
      if (detail!.status !== 'IN_CORSO') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(detail).toMatchObject({
      status: 'COMPLETATO',
      processingRate: 100,
      counts: { PUBBLICATO: 40, GIA_PRESENTE: 0, ERRORE: 0, pending: 0 },
      itemsTotal: 40,
    });
    expect(detail!.finishedAt).not.toBeNull();
    expect(await systemCount()).toBe(before + 40);
    const names = new Set(detail!.items.map((i) => i.siceName));
    expect(names.size).toBe(20);
    for (const n of names) expect(n).toMatch(/^SE-[A-Z2-9]{8}$/);
    const item = detail!.items[0];
    const published = (await api('GET', `games/superenalotto/systems/${item.publishedSystemId}`)).json();
    expect(published).toMatchObject({
      status: 'ASSOCIATA',
      name: item.siceName,
      boardName: item.boardName,
      sourceSystemId: item.systemId,
      jobId: job.id,
      contest: { id: item.contestId },
      quotesAvailable: 4,
    });
    expect(item.boardName).toMatch(/^Pubblicazione test n\. \d+$/);
    // the sources stay drafts
    expect((await api('GET', `games/superenalotto/systems/${item.systemId}`)).json()).toMatchObject({
      status: 'BOZZA',
      contest: null,
    });
    // the list shows the published systems with their contest and job
    const listed = (await api('GET', `games/superenalotto/systems?contestId=${upcoming[0].id}&pageSize=100`)).json();
    expect(listed.items.filter((s: { jobId: string | null }) => s.jobId === job.id)).toHaveLength(20);
    // one audit entry per batch: 40 items in batches of 7 → 6
    const batches = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'publish_batch' and entity_id = ${job.id}`,
    );
    expect((batches as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(6);

    // the bell: an unread notification with a link to the job; marked read
    const inbox = (await api('GET', 'me/notifications')).json();
    expect(inbox.unread).toBeGreaterThanOrEqual(1);
    const note = inbox.items.find((n: { url: string }) => n.url === `/superenalotto/job/${job.id}`);
    expect(note).toMatchObject({ kind: 'JOB_FINISHED', read: false, title: `Job ${job.id}: completato` });
    expect(note.body).toContain('Pubblicati 40');
    expectError(await api('PUT', `me/notifications/${note.id}/read`, undefined, ra), 404, 'NOTIFICATION_NOT_FOUND');
    expect((await api('PUT', `me/notifications/${note.id}/read`)).json()).toEqual({ ok: true });
    expect((await api('GET', 'me/notifications')).json().items.find((n: { id: number }) => n.id === note.id).read).toBe(
      true,
    );
    expect((await api('PUT', 'me/notifications/read-all')).statusCode).toBe(200);
    expect((await api('GET', 'me/notifications')).json().unread).toBe(0);
    // and the e-mail, in the outbox (no SMTP in tests)
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@bachecaricevitori.it'));
    expect(mails.some((m) => m.subject.includes(job.id) && m.body.includes(`/superenalotto/job/${job.id}`))).toBe(true);

    // publishing again: every row "già presente", nothing duplicated
    const again = await publishNow(t, admin, 'superenalotto', {
      systemIds: drafts.slice(0, 20).map((d) => d.id),
      contestIds: [upcoming[0].id, upcoming[1].id],
      randomNames: true,
    });
    expect(again).toMatchObject({ status: 'COMPLETATO', counts: { PUBBLICATO: 0, GIA_PRESENTE: 40, ERRORE: 0 } });
    expect(
      again.items.every(
        (i) =>
          i.outcome === 'GIA_PRESENTE' && i.message === ERRORS.SYSTEM_ALREADY_PRESENT && i.publishedSystemId === null,
      ),
    ).toBe(true);
    // a skipped row names no board name: the one planned for it was never created
    expect(again.items.map((i) => i.boardName)).toEqual(again.items.map(() => null));
    const againCsv = (await api('GET', `games/superenalotto/jobs/${again.id}/export?format=csv`)).body
      .trim()
      .split(/\r?\n/);
    expect(againCsv).toHaveLength(41);
    expect(againCsv.slice(1).every((line) => !line.includes('Pubblicazione test n.'))).toBe(true);
    expect(await systemCount()).toBe(before + 40);
    // From here on the tests run the worker themselves (runJob): a live pg-boss worker would race the changes they
    // make between the request and the run.
    t.app.jobQueue.detach();
    await jobs.stop();
    jobs = undefined;
  });

  it('refuses the reader and simulated sessions, and writes nothing', async () => {
    const body = { systemIds: [drafts[25].id], contestIds: [upcoming[2].id] };
    const [j, s] = [await jobCount(), await systemCount()];
    expectError(await api('POST', 'games/superenalotto/jobs', body, reader), 403, 'READ_ONLY');
    expectError(await api('POST', 'games/superenalotto/jobs', body, simulated), 403, 'FORBIDDEN');
    expectError(await api('PUT', 'games/superenalotto/preferences', { version: 1 }, reader), 403, 'READ_ONLY');
    expectError(await api('GET', 'me/notifications', undefined, simulated), 403, 'FORBIDDEN');
    expect([await jobCount(), await systemCount()]).toEqual([j, s]);
  });

  it('refuses zero contests, closed or foreign contests, too many contests, long and duplicate names, non-drafts — writing nothing', async () => {
    const [j, s] = [await jobCount(), await systemCount()];
    const a = drafts[21];
    const b = drafts[22];
    const zero = expectError(
      await api('POST', 'games/superenalotto/jobs', { systemIds: [a.id], contestIds: [] }),
      400,
      'CONTEST_REQUIRED',
    );
    expect(zero.fields.contestIds).toBe(ERRORS.CONTEST_REQUIRED);
    const [past] = (await api('GET', 'games/superenalotto/contests?when=past&limit=1')).json().items;
    const closed = expectError(
      await api('POST', 'games/superenalotto/jobs', { systemIds: [a.id], contestIds: [upcoming[2].id, past.id] }),
      422,
      'CONTEST_NOT_FOUND',
    );
    expect(closed.fields).toEqual({ 'contestIds.1': ERRORS.CONTEST_NOT_FOUND });
    const [ej] = (await api('GET', 'games/eurojackpot/contests?limit=1')).json().items;
    expectError(
      await api('POST', 'games/superenalotto/jobs', { systemIds: [a.id], contestIds: [ej.id] }),
      422,
      'CONTEST_NOT_FOUND',
    );
    const five = upcoming.slice(0, 5).map((c) => c.id);
    const many = expectError(
      await api('POST', 'games/superenalotto/jobs', { systemIds: [a.id], contestIds: five }),
      422,
      'PUBLISH_CONTESTS_TOO_MANY',
      { max: 4 },
    );
    expect(many.fields.contestIds).toBe(errorMessage('PUBLISH_CONTESTS_TOO_MANY', { max: 4 }));
    // the dialog offers the next 4 open contests: the fifth is refused alone too, and with an offered one
    for (const ids of [[upcoming[4].id], [upcoming[0].id, upcoming[4].id]]) {
      const params = { max: 4, contest: upcoming[4].label };
      const beyond = expectError(
        await api('POST', 'games/superenalotto/jobs', { systemIds: [a.id], contestIds: ids }),
        422,
        'PUBLISH_CONTEST_NOT_OFFERED',
        params,
      );
      expect(beyond.fields).toEqual({
        [`contestIds.${ids.length - 1}`]: errorMessage('PUBLISH_CONTEST_NOT_OFFERED', params),
      });
    }
    expect(errorMessage('PUBLISH_CONTEST_NOT_OFFERED', { max: 4, contest: 'Concorso 12/2026' })).toBe(
      'Il Concorso 12/2026 non è selezionabile: si pubblica sui prossimi concorsi aperti, al massimo 4 concorsi.',
    );
    const long = expectError(
      await api('POST', 'games/superenalotto/jobs', {
        systemIds: [a.id],
        contestIds: [upcoming[2].id],
        names: { [a.id]: 'Sedici caratteri' },
      }),
      400,
      'SYSTEM_NAME_TOO_LONG',
    );
    expect(long.fields[`names.${a.id}`]).toBe(ERRORS.SYSTEM_NAME_TOO_LONG);
    const empty = expectError(
      await api('POST', 'games/superenalotto/jobs', {
        systemIds: [a.id],
        contestIds: [upcoming[2].id],
        names: { [a.id]: ' ' },
      }),
      400,
      'SYSTEM_NAME_REQUIRED',
    );
    expect(empty.fields[`names.${a.id}`]).toBe(ERRORS.SYSTEM_NAME_REQUIRED);
    const dup = expectError(
      await api('POST', 'games/superenalotto/jobs', {
        systemIds: [a.id, b.id],
        contestIds: [upcoming[2].id],
        names: { [a.id]: 'GEMELLI', [b.id]: 'gemelli' },
      }),
      422,
      'PUBLISH_NAMES_DUPLICATE',
    );
    expect(dup.fields).toEqual({
      [`names.${b.id}`]: errorMessage('DETAIL_NAME_REPEATED', { name: 'gemelli' }),
      [`names.${a.id}`]: errorMessage('DETAIL_NAME_REPEATED', { name: 'gemelli' }),
    });
    // a name already used on the contest by another published system
    const [taken] = await t.database.db
      .select({ name: systems.name })
      .from(systems)
      .where(and(eq(systems.contestId, upcoming[0].id), isNotNull(systems.sourceSystemId)))
      .limit(1);
    const label = upcoming[0].label;
    const onContest = expectError(
      await api('POST', 'games/superenalotto/jobs', {
        systemIds: [a.id],
        contestIds: [upcoming[0].id],
        names: { [a.id]: taken.name },
      }),
      422,
      'PUBLISH_NAMES_DUPLICATE',
    );
    expect(onContest.fields[`names.${a.id}`]).toBe(
      errorMessage('DETAIL_NAME_TAKEN', { name: taken.name, contest: label }),
    );
    // published systems, other games' systems and unknown ids are not drafts to publish
    const [pub] = await t.database.db
      .select({ id: systems.id })
      .from(systems)
      .where(isNotNull(systems.sourceSystemId))
      .limit(1);
    const notDraft = expectError(
      await api('POST', 'games/superenalotto/jobs', {
        systemIds: [a.id, pub.id, 99999999],
        contestIds: [upcoming[2].id],
      }),
      422,
      'PUBLISH_SYSTEMS_INVALID',
      { count: 2 },
    );
    expect(notDraft.fields.systemIds).toBe(`ID ${pub.id}, 99999999`);
    expectError(
      await api('POST', 'games/superenalotto/jobs', { systemIds: [], contestIds: [upcoming[2].id] }),
      400,
      'INVALID_INPUT',
    );
    expect([await jobCount(), await systemCount()]).toEqual([j, s]);
  });

  it('ends in ERRORE (partly completed) with an Italian reason per failed row', async () => {
    const [x, y, z] = [drafts[23], drafts[24], drafts[26]];
    const res = await api('POST', 'games/superenalotto/jobs', {
      systemIds: [x.id, y.id, z.id],
      contestIds: [upcoming[3].id],
    });
    expect(res.statusCode, res.body).toBe(202);
    const code = res.json().id as string;
    // before the worker gets to it: a source is cancelled and another name is taken on the contest
    await t.database.db.update(systems).set({ status: 'CANCELLATA' }).where(eq(systems.id, x.id));
    const [w] = (
      await api('GET', `games/superenalotto/systems/selection?status=BOZZA&q=${encodeURIComponent(drafts[27].name)}`)
    ).json().items;
    await publishNow(t, admin, 'superenalotto', {
      systemIds: [w.id],
      contestIds: [upcoming[3].id],
      names: { [w.id]: z.name },
    });
    await runJob(code);
    const detail: JobDetail = (await api('GET', `games/superenalotto/jobs/${code}`)).json();
    expect(detail).toMatchObject({
      status: 'ERRORE',
      processingRate: 100,
      counts: { PUBBLICATO: 1, GIA_PRESENTE: 0, ERRORE: 2 },
    });
    expect(detail.items.map((i) => [i.systemId, i.outcome, i.message])).toEqual([
      [x.id, 'ERRORE', ERRORS.PUBLISH_ITEM_SYSTEM_GONE],
      [y.id, 'PUBBLICATO', null],
      [z.id, 'ERRORE', ERRORS.PUBLISH_ITEM_NAME_TAKEN],
    ]);
    // only the published row has a board name
    expect(detail.items.map((i) => i.boardName === null)).toEqual([true, false, true]);
    const errorsOnly: JobDetail = (await api('GET', `games/superenalotto/jobs/${code}?outcome=ERRORE`)).json();
    expect(errorsOnly.itemsTotal).toBe(2);
    const csv = await api('GET', `games/superenalotto/jobs/${code}/export?format=csv&outcome=ERRORE`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Nome Si.ce.');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(ERRORS.PUBLISH_ITEM_NAME_TAKEN);
    const xlsx = await api('GET', `games/superenalotto/jobs/${code}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // the bell names the partial outcome
    const inbox = (await api('GET', 'me/notifications?unread=true')).json();
    expect(inbox.items.find((n: { url: string }) => n.url === `/superenalotto/job/${code}`)?.title).toBe(
      `Job ${code}: errore (completato in parte)`,
    );
  });

  it('marks rows whose contest closed before the worker ran', async () => {
    const d = drafts[28];
    // the fourth open contest: the last the dialog offers (preference 4)
    const res = await api('POST', 'games/superenalotto/jobs', { systemIds: [d.id], contestIds: [upcoming[3].id] });
    expect(res.statusCode, res.body).toBe(202);
    const code = res.json().id as string;
    const closesAt = (await t.database.db.select().from(contests).where(eq(contests.id, upcoming[3].id)))[0].closesAt;
    await t.database.db
      .update(contests)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(contests.id, upcoming[3].id));
    try {
      await runJob(code);
      const detail: JobDetail = (await api('GET', `games/superenalotto/jobs/${code}`)).json();
      expect(detail.status).toBe('ERRORE');
      expect(detail.items[0]).toMatchObject({ outcome: 'ERRORE', message: ERRORS.PUBLISH_ITEM_CONTEST_CLOSED });
    } finally {
      await t.database.db.update(contests).set({ closesAt }).where(eq(contests.id, upcoming[3].id));
    }
  });

  it('lists jobs with the spec filters and answers a malformed or unknown job id', async () => {
    const all = (await api('GET', 'games/superenalotto/jobs?pageSize=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(5);
    const first = all.items[all.items.length - 1];
    expect(
      (await api('GET', `games/superenalotto/jobs?id=${first.id}`)).json().items.map((j: { id: string }) => j.id),
    ).toEqual([first.id]);
    expect((await api('GET', `games/superenalotto/jobs?id=${first.id.split('_')[1]}`)).json().total).toBe(1);
    expect((await api('GET', 'games/superenalotto/jobs?author=ADM')).json().total).toBe(all.total);
    expect((await api('GET', 'games/superenalotto/jobs?author=nessuno')).json().total).toBe(0);
    const onContest = (await api('GET', `games/superenalotto/jobs?contestId=${upcoming[3].id}`)).json();
    expect(
      onContest.items.every((j: { contests: Array<{ id: number }> }) =>
        j.contests.some((c) => c.id === upcoming[3].id),
      ),
    ).toBe(true);
    expect(onContest.total).toBeGreaterThanOrEqual(2);
    const failed = (await api('GET', 'games/superenalotto/jobs?status=ERRORE')).json();
    expect(failed.items.length).toBeGreaterThanOrEqual(1);
    expect(failed.items.every((j: { status: string }) => j.status === 'ERRORE')).toBe(true);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    expect((await api('GET', `games/superenalotto/jobs?dateFrom=${today}&dateTo=${today}`)).json().total).toBe(
      all.total,
    );
    expect((await api('GET', 'games/superenalotto/jobs?dateTo=2000-01-01')).json().total).toBe(0);
    expectError(await api('GET', 'games/superenalotto/jobs?dateFrom=2026-02-30'), 400, 'INVALID_INPUT');
    expect((await api('GET', `games/eurojackpot/jobs?id=${first.id}`)).json().total).toBe(0);
    expectError(await api('GET', 'games/superenalotto/jobs/SE-1'), 400, 'JOB_ID_INVALID');
    expectError(await api('GET', 'games/superenalotto/jobs/EJ_1'), 400, 'JOB_ID_INVALID');
    expectError(await api('GET', 'games/superenalotto/jobs/SE_01'), 400, 'JOB_ID_INVALID');
    const missing = expectError(await api('GET', 'games/superenalotto/jobs/SE_999999'), 404, 'JOB_NOT_FOUND');
    expect(missing.fields.jobId).toBe(ERRORS.JOB_NOT_FOUND);
    expect((await api('GET', `games/superenalotto/jobs/${first.id}`, undefined, reader)).statusCode).toBe(200);
  });

  it('keeps the preferences with the spec §5 rules and the optimistic lock', async () => {
    const prefs = (await api('GET', 'games/sivincetutto/preferences')).json();
    expect(prefs).toMatchObject({
      game: 'sivincetutto',
      contestsSelectableAdmin: 4,
      upsellingContests: 5,
      premiumThreshold: '50,00',
      premiumThresholdCents: 5000,
      version: 1,
    });
    const base = {
      ...prefs,
      game: undefined,
      premiumThresholdCents: undefined,
      updatedAt: undefined,
      updatedBy: undefined,
    };
    const put = (over: object) => api('PUT', 'games/sivincetutto/preferences', { ...base, ...over });
    for (const field of ['contestsSelectableAdmin', 'contestsSelectableShowcase', 'featuredContests']) {
      // too small and too large both say the range, the maximum included (999 must not read "almeno 1")
      for (const v of [0, 101, 999])
        expect(expectError(await put({ [field]: v }), 400, 'PREFERENCES_COUNT_RANGE').fields[field]).toBe(
          ERRORS.PREFERENCES_COUNT_RANGE,
        );
    }
    expect(ERRORS.PREFERENCES_COUNT_RANGE).toContain('100');
    for (const v of [2, 16])
      expect(
        expectError(await put({ upsellingContests: v }), 400, 'PREFERENCES_UPSELLING_RANGE').fields.upsellingContests,
      ).toBe(ERRORS.PREFERENCES_UPSELLING_RANGE);
    expect(
      expectError(await put({ autoAssignPercentage: 101 }), 400, 'PREFERENCES_PERCENTAGE_RANGE').fields
        .autoAssignPercentage,
    ).toBe(ERRORS.PREFERENCES_PERCENTAGE_RANGE);
    for (const v of ['50.5', '50,123', 'cinquanta', ''])
      expect(
        expectError(await put({ premiumThreshold: v }), 400, 'PREFERENCES_THRESHOLD_FORMAT').fields.premiumThreshold,
      ).toBe(ERRORS.PREFERENCES_THRESHOLD_FORMAT);
    expect((await api('GET', 'games/sivincetutto/preferences')).json().version).toBe(1);
    const saved = await put({
      contestsSelectableAdmin: 1,
      upsellingContests: 15,
      premiumThreshold: '1.250,5',
      multiPurchase: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: SUCCESS.PREFERENCES_SAVED,
      contestsSelectableAdmin: 1,
      upsellingContests: 15,
      premiumThresholdCents: 125_050,
      premiumThreshold: '1.250,50',
      multiPurchase: false,
      version: 2,
      updatedBy: 'admin',
    });
    expectError(await put({ upsellingContests: 3 }), 409, 'VERSION_CONFLICT');
    // publication reads them: one contest at most after this change
    const [svt1, svt2] = (await api('GET', 'games/sivincetutto/contests?when=upcoming&limit=2')).json().items;
    expectError(
      await api('POST', 'games/sivincetutto/jobs', { systemIds: [1], contestIds: [svt1.id, svt2.id] }),
      422,
      'PUBLISH_CONTESTS_TOO_MANY',
      { max: 1 },
    );
    expectError(
      await api('POST', 'games/sivincetutto/jobs', { systemIds: [1], contestIds: [svt2.id] }),
      422,
      'PUBLISH_CONTEST_NOT_OFFERED',
      { max: 1, contest: svt2.label },
    );
    const rows = await t.database.db.select().from(gamePreferences).where(eq(gamePreferences.game, 'sivincetutto'));
    expect(rows[0].premiumThresholdCents).toBe(125_050);
  });

  it('counts unread notifications per user only', async () => {
    const n = await t.database.db.select({ n: count() }).from(staffNotifications);
    expect(n[0].n).toBeGreaterThan(0);
    expect((await api('GET', 'me/notifications', undefined, ra)).json()).toEqual({ items: [], unread: 0 });
    expect((await api('GET', 'me/notifications', undefined, reader)).statusCode).toBe(200);
  });
  it('exports every row of a job larger than a page, each page after exactly the last row read', async () => {
    const [job] = await t.database.db
      .insert(publicationJobs)
      .values({
        game: 'superenalotto',
        author: 'admin',
        contestIds: [upcoming[0].id],
        status: 'ERRORE',
        systemCount: 600,
        itemCount: 600,
        processed: 600,
      })
      .returning();
    // odd rows failed, even rows published
    await t.database
      .query(`insert into publication_job_items (job_id, seq, system_id, contest_id, sice_name, board_name, outcome, message)
      select ${job.id}, g, 1, ${upcoming[0].id}, 'R' || g, 'Riga ' || g, case when g % 2 = 1 then 'ERRORE' else 'PUBBLICATO' end, null
      from generate_series(1, 600) g`);
    const code = jobCode('superenalotto', job.id);
    const seqs = (body: string) =>
      body
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((l) => Number(l.replace(/^\uFEFF/, '').split(';')[0]));
    const all = await api('GET', `games/superenalotto/jobs/${code}/export?format=csv`);
    expect(all.statusCode, all.body).toBe(200);
    expect(seqs(all.body)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    const failed = await api('GET', `games/superenalotto/jobs/${code}/export?format=csv&outcome=ERRORE`);
    expect(seqs(failed.body)).toEqual(Array.from({ length: 300 }, (_, i) => 2 * i + 1));

    // rows entering the filter behind the reader (the worker writing meanwhile) neither shift nor repeat the next page
    const { read } = await new PublicationService(t.database.db, null as never).exportOf(
      'superenalotto',
      code,
      'ERRORE',
    );
    const first = await read(0, 250);
    await t.database.query(
      `update publication_job_items set outcome = 'ERRORE' where job_id = ${job.id} and seq in (2, 4, 6)`,
    );
    const rest = [...(await read(250, 250)), ...(await read(500, 250))];
    expect([...first, ...rest].map((r) => r.seq)).toEqual(Array.from({ length: 300 }, (_, i) => 2 * i + 1));
  });
});
