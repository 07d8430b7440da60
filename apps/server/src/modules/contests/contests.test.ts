import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, max } from 'drizzle-orm';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { makeCalendar, makeStaff } from '../../test/factories';
import { contests } from '../../db/schema';
import { startJobs } from '../../jobs/boss';
import { addDays, romeDay, romeInstant } from '@bacheca/domain/rome-time';
import { GAME_SLUGS } from '@bacheca/domain';
import { CONTEST_CALENDAR, contestNumber, ensureCalendar, plannedContests } from './calendar';

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

describe('contest calendar rules', () => {
  it('draws on the weekdays of each game (docs/domain.md §2)', () => {
    const from = '2026-03-01';
    const to = '2026-05-31';
    expect(new Set(plannedContests('superenalotto', from, to).map((c) => weekday(c.drawDate)))).toEqual(
      new Set([2, 4, 5, 6]),
    );
    expect(new Set(plannedContests('sivincetutto', from, to).map((c) => weekday(c.drawDate)))).toEqual(new Set([3]));
    expect(new Set(plannedContests('eurojackpot', from, to).map((c) => weekday(c.drawDate)))).toEqual(new Set([2, 5]));
    expect(new Set(plannedContests('totocalcio', from, to).map((c) => weekday(c.drawDate)))).toEqual(new Set([0]));
    expect(plannedContests('superenalotto', '2026-03-02', '2026-03-08')).toHaveLength(4);
  });

  it('numbers contests progressively per year, starting again at 1 in January', () => {
    const list = plannedContests('eurojackpot', '2025-12-20', '2026-01-10');
    // 2025 began on a Wednesday: 52 Tuesdays and 52 Fridays
    expect(list.map((c) => `${c.drawDate} ${c.number}/${c.year}`)).toEqual([
      '2025-12-23 102/2025',
      '2025-12-26 103/2025',
      '2025-12-30 104/2025',
      '2026-01-02 1/2026',
      '2026-01-06 2/2026',
      '2026-01-09 3/2026',
    ]);
    expect(contestNumber('superenalotto', '2026-01-01')).toBe(1);
    // the same day always gets the same number, whatever range it was planned in
    const a = plannedContests('superenalotto', '2026-02-01', '2026-06-30').find((c) => c.drawDate === '2026-06-30')!;
    const b = plannedContests('superenalotto', '2026-06-29', '2026-06-30')[0];
    expect(a.number).toBe(b.number);
    expect(a.number).toBe(contestNumber('superenalotto', '2026-06-30'));
  });

  it('closes sales at the configured local time in Europe/Rome, daylight saving included', () => {
    expect(romeInstant('2026-01-13', '19:30').toISOString()).toBe('2026-01-13T18:30:00.000Z');
    expect(romeInstant('2026-07-14', '19:30').toISOString()).toBe('2026-07-14T17:30:00.000Z');
    expect(plannedContests('superenalotto', '2026-07-14', '2026-07-14')[0].closesAt.toISOString()).toBe(
      '2026-07-14T17:30:00.000Z',
    );
    // Totocalcio: the Sunday round closes on Saturday
    expect(plannedContests('totocalcio', '2026-01-11', '2026-01-11')[0].closesAt.toISOString()).toBe(
      '2026-01-10T13:30:00.000Z',
    );
    expect(romeDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe.each(testDatabases())('contests on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    ignoreDropOfTestDatabase(t.database);
    // the calendar a real start writes, and nothing else: every count below is the calendar's
    await makeCalendar(t);
    admin = await (await makeStaff(t, { role: 'reader' })).token();
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token: admin });

  it('keeps contests from weeksBehind to weeksAhead for every game; generation is idempotent', async () => {
    const before = (await t.database.db.select({ n: count() }).from(contests))[0].n;
    const today = romeDay(new Date());
    const from = addDays(today, -7 * CONTEST_CALENDAR.weeksBehind);
    const to = addDays(today, 7 * CONTEST_CALENDAR.weeksAhead);
    expect(before).toBe(GAME_SLUGS.reduce((n, g) => n + plannedContests(g, from, to).length, 0));
    expect(before).toBeGreaterThan(100);
    expect(await ensureCalendar(t.database.db)).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(contests))[0].n).toBe(before);
    const [{ last }] = await t.database.db
      .select({ last: max(contests.drawDate) })
      .from(contests)
      .where(eq(contests.game, 'superenalotto'));
    expect(last! >= addDays(romeDay(new Date()), 7 * CONTEST_CALENDAR.weeksAhead - 7)).toBe(true);
    // a later day extends the calendar by the days that are missing only
    const added = await ensureCalendar(t.database.db, new Date(Date.now() + 7 * 86_400_000));
    expect(added).toBe(4 + 1 + 2 + 1);
  });

  it('lists upcoming (open, soonest first), past (closed, latest first) and all', async () => {
    const up = (await get('games/superenalotto/contests?when=upcoming&limit=5')).json().items;
    expect(up).toHaveLength(5);
    expect(up.every((c: { status: string }) => c.status === 'APERTO')).toBe(true);
    expect(up.map((c: { closesAt: string }) => c.closesAt)).toEqual(
      [...up.map((c: { closesAt: string }) => c.closesAt)].sort(),
    );
    expect(up[0]).toMatchObject({ game: 'superenalotto', label: `Concorso ${up[0].number}/${up[0].year}` });
    expect(new Date(up[0].closesAt).getTime()).toBeGreaterThan(Date.now());
    const past = (await get('games/superenalotto/contests?when=past')).json().items;
    expect(past).toHaveLength(20);
    expect(past.every((c: { status: string }) => c.status === 'CHIUSO')).toBe(true);
    expect(past.map((c: { closesAt: string }) => c.closesAt)).toEqual(
      [...past.map((c: { closesAt: string }) => c.closesAt)].sort().reverse(),
    );
    const all = (await get('games/eurojackpot/contests?when=all&limit=100')).json().items;
    expect(all.every((c: { game: string }) => c.game === 'eurojackpot')).toBe(true);
    expect(new Set(all.map((c: { status: string }) => c.status))).toEqual(new Set(['APERTO', 'CHIUSO']));
    // one order wherever contests are picked or filtered: the nearest open contest first, the later open ones, then
    // the closed ones from the latest back (never the farthest contest first)
    const statuses = all.map((c: { status: string }) => c.status);
    const firstClosed = statuses.indexOf('CHIUSO');
    expect(statuses.slice(firstClosed).every((s: string) => s === 'CHIUSO')).toBe(true);
    const closes = all.map((c: { closesAt: string }) => c.closesAt);
    expect(closes.slice(0, firstClosed)).toEqual([...closes.slice(0, firstClosed)].sort());
    expect(closes.slice(firstClosed)).toEqual([...closes.slice(firstClosed)].sort().reverse());
    const nearest = (await get('games/eurojackpot/contests?when=upcoming&limit=1')).json().items[0];
    expect(all[0].id).toBe(nearest.id);
    expect((await get('games/lotto/contests')).statusCode).toBe(400);
    expect((await get('games/superenalotto/contests?limit=500')).statusCode).toBe(400);
  });

  it('runs the calendar jobs on pg-boss in the same database', async () => {
    const lines: string[] = [];
    const jobs = await startJobs(t.database, {
      info: (_o, m) => lines.push(m ?? ''),
      error: (o, m) => lines.push(`ERR ${m} ${JSON.stringify(o)}`),
    });
    try {
      const schedules = (await t.database.query('select name, cron, timezone from pgboss.schedule order by name', []))
        .rows;
      expect(schedules).toEqual([
        { name: 'contests-calendar', cron: '15 3 * * *', timezone: 'Europe/Rome' },
        { name: 'contests-close', cron: '*/15 * * * *', timezone: 'Europe/Rome' },
        // embedded PGlite has no autovacuum
        ...(kind === 'pglite' ? [{ name: 'db-maintenance', cron: '45 3 * * *', timezone: 'Europe/Rome' }] : []),
        // the login's shared state (rate-limit counters, captcha solutions used once) purged hourly, on both databases
        { name: 'login-state-purge', cron: '5 * * * *', timezone: 'Europe/Rome' },
      ]);
      // a job sent now is worked by the worker of this process: the furthest contest of today's window, removed
      // after the start-up catch-up, is planned again by the job (and only by the job)
      const today = romeDay(new Date());
      const target = plannedContests('eurojackpot', today, addDays(today, 7 * CONTEST_CALENDAR.weeksAhead)).at(-1)!;
      const [last] = await t.database.db
        .select()
        .from(contests)
        .where(and(eq(contests.game, 'eurojackpot'), eq(contests.drawDate, target.drawDate)));
      expect(last).toMatchObject({ number: target.number, year: target.year });
      await t.database.db.delete(contests).where(eq(contests.id, last.id));
      const id = await jobs.boss.send('contests-calendar', {});
      expect(id).toEqual(expect.any(String));
      // wait for the worker's outcome (no fixed sleep: the state is polled until it settles)
      await vi.waitFor(
        async () => {
          const job = await jobs.boss.getJobById('contests-calendar', id!);
          expect(job?.state).toBe('completed');
        },
        { timeout: 60_000, interval: 200 },
      );
      const [again] = await t.database.db
        .select()
        .from(contests)
        .where(and(eq(contests.game, 'eurojackpot'), eq(contests.drawDate, last.drawDate)));
      expect(again).toMatchObject({
        game: 'eurojackpot',
        year: last.year,
        number: last.number,
        drawDate: last.drawDate,
        closesAt: last.closesAt,
      });
      expect(lines).toContain('calendario dei concorsi esteso');
    } finally {
      await jobs.stop();
    }
    expect(lines.filter((l) => l.startsWith('ERR'))).toEqual([]);
  });
});
