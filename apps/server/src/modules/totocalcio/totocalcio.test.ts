import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { ERRORS, TOTOCALCIO_CONFIG, TOTOCALCIO_SIGNS, type TotocalcioSign } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { contests, publicationJobs, systems } from '../../db/schema';
import { makeCalendar, makeContest, makeOutlet, makeStaff, openContests, type MadeUser } from '../../test/factories';

interface EventIn {
  eventNumber: number;
  mandatory: boolean;
  signs: TotocalcioSign[];
}

/**
 * The oracle: every column of the system written out. A column plays every mandatory event and exactly r of the
 * optional ones (r = 4 for formula 11, 5 for formula 13), one sign each; the distinct columns are counted.
 */
function bruteForceColumns(formula: 11 | 13, events: EventIn[]): number {
  const r = TOTOCALCIO_CONFIG.formulas[formula].optionalEvents;
  const optional = events.filter((e) => !e.mandatory);
  const columns = new Set<string>();
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    let bits = 0;
    for (let m = mask; m; m >>= 1) bits += m & 1;
    if (bits !== r) continue;
    const played = events.filter((e) => e.mandatory || (mask >> optional.indexOf(e)) & 1);
    let partial = [''];
    for (const e of played) partial = partial.flatMap((p) => e.signs.map((s) => `${p}${e.eventNumber}:${s} `));
    for (const c of partial) columns.add(c);
  }
  return columns.size;
}

/** Events 1…n: the first `mandatory` fixed, all with the given signs. */
function events(mandatory: number, optional: number, signs: (i: number) => TotocalcioSign[] = () => ['1']): EventIn[] {
  return Array.from({ length: mandatory + optional }, (_, i) => ({
    eventNumber: i + 1,
    mandatory: i < mandatory,
    signs: signs(i),
  }));
}

describe.each(testDatabases())('Totocalcio events and systems on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let contestId: number;
  let closedId: number;
  let seId: number;
  let staff: MadeUser;
  /** An outlet whose board has Totocalcio, to be assigned quote. */
  let outlet: MadeUser;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    staff = await makeStaff(t);
    admin = await staff.token();
    outlet = await makeOutlet(t, { games: ['totocalcio'] });
    // the calendar (every game's next contests, Totocalcio's with their rounds), a closed round, a SuperEnalotto contest
    await makeCalendar(t);
    [{ id: contestId }] = await openContests(t, 'totocalcio');
    closedId = (await makeContest(t, 'totocalcio', { daysFromNow: -1 })).id;
    seId = (await makeContest(t, 'superenalotto')).id;
  });
  afterAll(async () => t?.close());
  const post = (payload: object, token = admin) =>
    t.inject({ method: 'POST', url: '/api/v1/games/totocalcio/systems', token, payload });
  const countSystems = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(systems)
        .where(eq(systems.game, 'totocalcio'))
    )[0].n;

  it('gives every contest of the round 14 matches: 28 different clubs, kick-offs after sales close', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/v1/games/totocalcio/contests/${contestId}/events`,
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contest.id).toBe(contestId);
    expect(body.events.map((e: { eventNumber: number }) => e.eventNumber)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    const clubs = body.events.flatMap((e: { home: string; away: string }) => [e.home, e.away]);
    expect(new Set(clubs).size).toBe(28);
    for (const e of body.events) expect(Date.parse(e.kickOff)).toBeGreaterThan(Date.parse(body.contest.closesAt));
    // every Totocalcio contest of the calendar has its round
    const [{ bare }] = await t.database.db
      .select({ bare: sql<number>`count(*)::int` })
      .from(contests)
      .where(and(eq(contests.game, 'totocalcio'), sql`${contests.events} is null`));
    expect(bare).toBe(0);
    // not a Totocalcio contest: not found
    const se = await t.inject({ method: 'GET', url: `/api/v1/games/totocalcio/contests/${seId}/events`, token: admin });
    expect(se.statusCode).toBe(404);
    expect(se.json().code).toBe('CONTEST_NOT_FOUND');
  });

  it('creates a formula 13 system on an open contest with its columns and prices, shown in the archive with its detail', async () => {
    // 8 fixed (two doubles) and 6 optional singles: 2 × 2 × C(6, 5) = 24 columns, 24 €, 3 quote of 8 €
    const evs = events(8, 6, (i) => (i === 0 ? ['1', 'X'] : i === 5 ? ['X', '2'] : ['2']));
    const res = await post({ name: 'PROVA13', contestId, formula: 13, concession: 'PGS', quotes: 3, events: evs });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'PROVA13',
      formula: 13,
      concession: 'PGS',
      quotesTotal: 3,
      status: 'ASSOCIATA',
    });
    expect(body.columns).toBe(bruteForceColumns(13, evs));
    expect(body.columns).toBe(24);
    expect(body.totalPriceCents).toBe(2400);
    expect(body.quotaPriceCents).toBe(800);

    const archive = (
      await t.inject({ method: 'GET', url: '/api/v1/archive/systems?game=totocalcio&q=PROVA13', token: admin })
    ).json();
    expect(archive.items.map((i: { id: number }) => i.id)).toContain(body.id);
    const row = archive.items.find((i: { id: number }) => i.id === body.id);
    expect(row).toMatchObject({
      typeName: 'Totocalcio formula 13 (PGS)',
      structureId: null,
      combinations: 24,
      quotesAvailable: 3,
    });

    const detail = (await t.inject({ method: 'GET', url: `/api/v1/systems/${body.id}`, token: admin })).json();
    expect(detail.totocalcio.formula).toBe(13);
    expect(detail.totocalcio.events).toHaveLength(14);
    const round = (
      await t.inject({ method: 'GET', url: `/api/v1/games/totocalcio/contests/${contestId}/events`, token: admin })
    ).json().events;
    expect(detail.totocalcio.events[0]).toMatchObject({
      eventNumber: 1,
      mandatory: true,
      signs: ['1', 'X'],
      home: round[0].home,
      away: round[0].away,
    });

    // the archive's quote dialog assigns its quote like any system's
    const ivr = outlet.row.ivrCode!;
    const q = await t.inject({
      method: 'PUT',
      url: `/api/v1/systems/${body.id}/quotes`,
      token: admin,
      payload: { add: [{ ivrCode: ivr, quantity: 2 }] },
    });
    expect(q.statusCode).toBe(200);
    expect(q.json()).toMatchObject({ quotesAssigned: 2, quotesAvailable: 1 });
  });

  it('answers every §5 rule with its code, in the engine order, and stores nothing', async () => {
    const before = await countSystems();
    const base = { name: 'ERRATO', contestId, formula: 13, concession: 'TEL', quotes: 2 };
    const cases: Array<[object, number, string]> = [
      // formula 13: 8 fixed and only 4 optional
      [{ ...base, events: events(8, 4) }, 422, 'TOTOCALCIO_OPTIONAL_EVENTS'],
      // formula 13 with 7 fixed events
      [{ ...base, events: events(7, 7) }, 422, 'TOTOCALCIO_MANDATORY_EVENTS'],
      // formula 11 needs exactly 7 fixed
      [{ ...base, formula: 11, events: events(8, 6) }, 422, 'TOTOCALCIO_MANDATORY_EVENTS'],
      // 6 columns (C(6,5)) < 16
      [{ ...base, events: events(8, 6) }, 422, 'TOTOCALCIO_COLUMNS_OUT_OF_RANGE'],
      // 3^7 × C(7,4) = 76.545 > 7.776 (formula 11)
      [
        { ...base, formula: 11, events: events(7, 7, (i) => (i < 7 ? ['1', 'X', '2'] : ['1'])) },
        422,
        'TOTOCALCIO_COLUMNS_OUT_OF_RANGE',
      ],
      // 24 columns in 126 quote
      [{ ...base, quotes: 126, events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) }, 422, 'QUOTES_OUT_OF_RANGE'],
      // 24 € in 5 quote: 4,80 € each is fine, 24 € in 7 quote is not divisible
      [{ ...base, quotes: 7, events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) }, 422, 'INVALID_QUOTES_NUMBER'],
      // 24 € in 8 quote: 3 € < 4 €
      [{ ...base, quotes: 8, events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) }, 422, 'QUOTA_PRICE_TOO_LOW'],
      // 3^7 × C(6,4)... formula 11 with 3^6 × 2 × 15 = 21.870 > 7.776; within 13's bound: 3^6 × 2 × 6 = 8.748 € in 2 quote > 999 €
      [
        { ...base, events: events(8, 6, (i) => (i < 6 ? ['1', 'X', '2'] : i < 8 ? ['1', 'X'] : ['1'])) },
        422,
        'QUOTA_PRICE_TOO_HIGH',
      ],
      // name required
      [
        { ...base, name: '  ', events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) },
        400,
        'TOTOCALCIO_NAME_REQUIRED',
      ],
      // a closed contest, or another game's
      [
        { ...base, contestId: closedId, events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) },
        404,
        'CONTEST_NOT_FOUND',
      ],
      [
        { ...base, contestId: seId, events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) },
        404,
        'CONTEST_NOT_FOUND',
      ],
      // a sign twice, an event twice, an unknown sign
      [{ ...base, events: [{ eventNumber: 1, mandatory: true, signs: ['1', '1'] }] }, 400, 'INVALID_INPUT'],
      [
        { ...base, events: [...events(8, 6), { eventNumber: 1, mandatory: false, signs: ['1'] }] },
        400,
        'INVALID_INPUT',
      ],
      [{ ...base, events: [{ eventNumber: 1, mandatory: true, signs: ['3'] }] }, 400, 'INVALID_INPUT'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const noName = await post({ ...base, name: '', events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])) });
    expect(noName.json().fields.name).toBe(ERRORS.TOTOCALCIO_NAME_REQUIRED);
    expect(await countSystems()).toBe(before);
  });

  it('records the creation as a completed NTCL job with one row for the system, listed on the job pages', async () => {
    const jobs = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(publicationJobs)
          .where(eq(publicationJobs.game, 'totocalcio'))
      )[0].n;
    const before = await jobs();
    const evs = events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X']));
    const res = await post({ name: 'CONJOB', contestId, formula: 13, concession: 'TEL', quotes: 2, events: evs });
    expect(res.statusCode).toBe(201);
    const { id, jobId } = res.json();
    expect(jobId).toMatch(/^NTCL_[1-9][0-9]*$/);
    expect(await jobs()).toBe(before + 1);

    const list = (
      await t.inject({ method: 'GET', url: `/api/v1/games/totocalcio/jobs?id=${jobId}`, token: admin })
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: jobId,
      game: 'totocalcio',
      author: staff.username,
      status: 'COMPLETATO',
      processingRate: 100,
      systemCount: 1,
      itemCount: 1,
      counts: { PUBBLICATO: 1, GIA_PRESENTE: 0, ERRORE: 0, pending: 0 },
    });
    expect(list.items[0].contests.map((c: { id: number }) => c.id)).toEqual([contestId]);
    expect(list.items[0].finishedAt).not.toBeNull();

    const detail = (
      await t.inject({ method: 'GET', url: `/api/v1/games/totocalcio/jobs/${jobId}`, token: admin })
    ).json();
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({
      seq: 1,
      systemId: id,
      publishedSystemId: id,
      contestId,
      siceName: 'CONJOB',
      outcome: 'PUBBLICATO',
    });
    expect(detail.items[0].boardName).toMatch(/^Totocalcio 13 n\. [1-9][0-9]*$/);
    const [row] = await t.database.db.select().from(systems).where(eq(systems.id, id));
    expect(row.boardName).toBe(detail.items[0].boardName);
    expect(`NTCL_${row.publicationJobId}`).toBe(jobId);
    // another game's job list does not show it
    const se = await t.inject({ method: 'GET', url: `/api/v1/games/superenalotto/jobs/${jobId}`, token: admin });
    expect(se.statusCode).not.toBe(200);

    // a refused creation (422, 409) records no job
    expect(
      (await post({ name: 'NOJOB', contestId, formula: 13, concession: 'TEL', quotes: 2, events: events(8, 4) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post({ name: 'CONJOB', contestId, formula: 13, concession: 'TEL', quotes: 2, events: evs })).statusCode,
    ).toBe(409);
    expect(await jobs()).toBe(before + 1);
  });

  it('refuses the read-only role and a second system with the same name on the contest', async () => {
    const ok = {
      name: 'DOPPIO',
      contestId,
      formula: 13,
      concession: 'TEL',
      quotes: 2,
      events: events(8, 6, (i) => (i < 2 ? ['1', '2'] : ['X'])),
    };
    expect((await post(ok, await (await makeStaff(t, { role: 'reader' })).token())).statusCode).toBe(403);
    expect((await post(ok)).statusCode).toBe(201);
    const again = await post(ok);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PUBLISH_ITEM_NAME_TAKEN');
  });

  it('stores the columns a brute-force enumeration of the signs counts (property)', async () => {
    const sign = fc.subarray([...TOTOCALCIO_SIGNS], { minLength: 1, maxLength: 3 });
    let seq = 0;
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(11 as const, 13 as const),
        fc.integer({ min: 0, max: 3 }),
        fc.array(sign, { minLength: 14, maxLength: 14 }),
        async (formula, extra, signs) => {
          const f = TOTOCALCIO_CONFIG.formulas[formula];
          const optional = Math.min(14 - f.mandatoryEvents, f.optionalEvents + extra);
          const evs = events(f.mandatoryEvents, optional, (i) => signs[i]);
          const expected = bruteForceColumns(formula, evs);
          // a quote count that makes the price valid when one exists (else 2: the answer is then a quote error)
          let quotes = 2;
          for (let q = 2; q <= 125; q++)
            if ((expected * 100) % q === 0 && (expected * 100) / q >= 400 && (expected * 100) / q <= 99_900) {
              quotes = q;
              break;
            }
          const res = await post({ name: `P${++seq}`, contestId, formula, concession: 'PGS', quotes, events: evs });
          const inRange = expected >= f.columns.min && expected <= f.columns.max;
          if (res.statusCode === 201) {
            created++;
            expect(inRange).toBe(true);
            const [row] = await t.database.db.select().from(systems).where(eq(systems.id, res.json().id));
            expect(row.combinations).toBe(expected);
            expect(row.totalPriceCents).toBe(expected * TOTOCALCIO_CONFIG.columnPriceCents);
            expect(row.quotaPriceCents * row.quotesTotal).toBe(row.totalPriceCents);
          } else {
            expect(res.statusCode).toBe(422);
            if (res.json().code === 'TOTOCALCIO_COLUMNS_OUT_OF_RANGE') expect(inRange).toBe(false);
            else expect(inRange).toBe(true);
          }
        },
      ),
      { numRuns: 40, seed: 14 },
    );
    expect(created).toBeGreaterThan(5);
  });
});
