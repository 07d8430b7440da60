import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FIELD_ERRORS, format } from '@bacheca/domain';
import { RESULT_ERRORS } from '@bacheca/domain/messages-results';
import { categoryCodes } from '@bacheca/domain/engine/wins/categories';
import { expectError } from '../../test/expect-error';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { makeContest, makeOutlet, makeStaff, type MadeUser } from '../../test/factories';
import { auditLog, contestResults } from '../../db/schema';

type Method = 'GET' | 'PUT' | 'POST';
const prizes = (
  game: 'superenalotto' | 'eurojackpot' | 'sivincetutto' | 'totocalcio',
  over: Record<string, number> = {},
) => categoryCodes(game).map((category, i) => ({ category, amountCents: over[category] ?? 1_000_000 - i * 1000 }));
const SE = { numbers: [7, 15, 22, 38, 61, 84], jolly: 40, superstar: 12, prizes: prizes('superenalotto') };

describe.each(testDatabases())('draw results with four eyes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let ra: string;
  let reader: string;
  let outlet: string;
  /** The made users: an admin who enters, an ra and a superadmin who confirm, a reader, an outlet. */
  let users: Record<'admin' | 'ra' | 'superadmin' | 'reader' | 'outlet', MadeUser>;
  const past: Record<string, number> = {};
  let open: number;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    users = {
      admin: await makeStaff(t, { role: 'admin' }),
      ra: await makeStaff(t, { role: 'ra' }),
      superadmin: await makeStaff(t, { role: 'super_admin' }),
      reader: await makeStaff(t, { role: 'reader' }),
      outlet: await makeOutlet(t),
    };
    [admin, ra, reader, outlet] = await Promise.all([
      users.admin.token(),
      users.ra.token(),
      users.reader.token(),
      users.outlet.token(),
    ]);
    // contests whose sales closed, one per game
    for (const game of ['superenalotto', 'eurojackpot', 'sivincetutto', 'totocalcio'] as const) {
      const c = await makeContest(t, game, { drawDate: '2001-03-10' });
      past[game] = c.id;
    }
    open = (await makeContest(t, 'superenalotto', { daysFromNow: 30 })).id;
  });
  afterAll(async () => t?.close());
  const api = (method: Method, url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const resultUrl = (game: string, id: number) => `games/${game}/contests/${id}/result`;
  const stored = async (id: number) =>
    (await t.database.db.select().from(contestResults).where(eq(contestResults.contestId, id)))[0] ?? null;

  it("lists each game's prize categories in the bulletin's order", async () => {
    const res = await api('GET', 'games/superenalotto/prize-categories', reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((c: { code: string }) => c.code)).toEqual(categoryCodes('superenalotto'));
    expect(res.json().items[0]).toEqual({ code: '6', label: 'Punti 6', superstar: false });
    const ej = (await api('GET', 'games/eurojackpot/prize-categories', reader)).json();
    expect(ej.items.map((c: { code: string }) => c.code)).toEqual([
      '5+2',
      '5+1',
      '5+0',
      '4+2',
      '4+1',
      '4+0',
      '3+2',
      '2+2',
      '3+1',
      '3+0',
      '1+2',
      '2+1',
    ]);
  });

  it('refuses every invalid entry with its Italian message and stores nothing', async () => {
    const id = past.superenalotto;
    const cases: Array<[object, string]> = [
      [{ ...SE, numbers: [7, 7, 22, 38, 61, 84] }, format(RESULT_ERRORS.NUMBER_REPEATED, { value: 7 })],
      [{ ...SE, jolly: 22 }, format(RESULT_ERRORS.JOLLY_AMONG_NUMBERS, { value: 22 })],
      [{ ...SE, numbers: [7, 15, 22, 38, 61, 91] }, format(RESULT_ERRORS.NUMBER_RANGE, { value: 91, min: 1, max: 90 })],
      [{ ...SE, numbers: [7, 15, 22] }, format(RESULT_ERRORS.NUMBERS_COUNT, { expected: 6, value: 3 })],
      [{ ...SE, superstar: 0 }, format(RESULT_ERRORS.NUMBER_RANGE, { value: 0, min: 1, max: 90 })],
      [{ ...SE, jolly: null }, RESULT_ERRORS.JOLLY_REQUIRED],
      [
        { ...SE, prizes: SE.prizes.filter((p) => p.category !== '5+1') },
        format(RESULT_ERRORS.PRIZE_MISSING, { category: '5+1' }),
      ],
      [
        { ...SE, prizes: [...SE.prizes, { category: '7', amountCents: 1 }] },
        format(RESULT_ERRORS.PRIZE_UNKNOWN, { category: '7', game: 'SuperEnalotto' }),
      ],
      [{ ...SE, euronumbers: [1, 2] }, format(RESULT_ERRORS.NOT_FOR_GAME, { game: 'SuperEnalotto' })],
    ];
    for (const [body, message] of cases) {
      const res = await api('PUT', resultUrl('superenalotto', id), admin, body);
      const err = expectError(res, 400, 'INVALID_INPUT');
      expect(Object.values(err.fields), JSON.stringify(body)).toContain(message);
    }
    // a negative amount or a fraction of a cent is refused at the edge
    const cents = await api('PUT', resultUrl('superenalotto', id), admin, {
      ...SE,
      prizes: [{ category: '6', amountCents: 1.5 }, ...SE.prizes.slice(1)],
    });
    expectError(cents, 400, 'INVALID_INPUT');
    // EuroJackpot: 5 of 1–50 and two different Euronumeri of 1–12
    const ej = { numbers: [3, 9, 21, 33, 50], euronumbers: [4, 4], prizes: prizes('eurojackpot') };
    const ejRes = expectError(
      await api('PUT', resultUrl('eurojackpot', past.eurojackpot), admin, ej),
      400,
      'INVALID_INPUT',
    );
    expect(Object.values(ejRes.fields)).toContain(format(RESULT_ERRORS.EURONUMBER_REPEATED, { value: 4 }));
    const ej13 = expectError(
      await api('PUT', resultUrl('eurojackpot', past.eurojackpot), admin, { ...ej, euronumbers: [4, 13] }),
      400,
      'INVALID_INPUT',
    );
    expect(Object.values(ej13.fields)).toContain(format(RESULT_ERRORS.NUMBER_RANGE, { value: 13, min: 1, max: 12 }));
    // Totocalcio: every event of the contest once
    const toto = {
      signs: Array.from({ length: 13 }, (_, i) => ({ eventNumber: i + 1, sign: '1' })),
      prizes: prizes('totocalcio'),
    };
    const totoRes = expectError(
      await api('PUT', resultUrl('totocalcio', past.totocalcio), admin, toto),
      400,
      'INVALID_INPUT',
    );
    expect(Object.values(totoRes.fields)).toContain(format(RESULT_ERRORS.EVENTS_MISSING, { n: 1, events: '14' }));
    // a contest still on sale has no result yet
    expectError(await api('PUT', resultUrl('superenalotto', open), admin, SE), 422, 'RESULT_CONTEST_OPEN');
    // a contest of another game is not found
    expectError(await api('PUT', resultUrl('sivincetutto', id), admin, SE), 404, 'NOT_FOUND');
    for (const c of [id, past.eurojackpot, past.totocalcio, open]) expect(await stored(c)).toBeNull();
    expectError(await api('GET', resultUrl('superenalotto', id), reader), 404, 'RESULT_NOT_FOUND');
  });

  it('reader, outlets and simulated sessions never write a result', async () => {
    const id = past.sivincetutto;
    const body = { numbers: [1, 2, 3, 4, 5, 6], prizes: prizes('sivincetutto') };
    expectError(await api('PUT', resultUrl('sivincetutto', id), reader, body), 403, 'FORBIDDEN');
    expectError(await api('PUT', resultUrl('sivincetutto', id), outlet, body), 403, 'FORBIDDEN');
    const sim = await users.outlet.token(users.admin.username);
    expectError(await api('PUT', resultUrl('sivincetutto', id), sim, body), 403, 'FORBIDDEN');
    expect(await stored(id)).toBeNull();
  });

  it('one user enters, a different one confirms the version seen; a confirmed result is locked until reopened with a reason', async () => {
    const id = past.superenalotto;
    const url = resultUrl('superenalotto', id);
    const saved = await api('PUT', url, admin, { ...SE, numbers: [84, 7, 61, 15, 38, 22] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      contestId: id,
      status: 'BOZZA',
      numbers: [7, 15, 22, 38, 61, 84],
      jolly: 40,
      superstar: 12,
      enteredBy: users.admin.username,
      confirmedBy: null,
      version: 1,
    });
    expect(saved.json().prizes).toEqual(SE.prizes);
    expect((await api('GET', url, reader)).json()).toEqual(saved.json());
    const list = (await api('GET', 'games/superenalotto/results?limit=100', reader)).json();
    expect(list.items.find((i: { contest: { id: number } }) => i.contest.id === id)).toMatchObject({
      status: 'BOZZA',
      enteredBy: users.admin.username,
      version: 1,
    });
    expect(list.items.map((i: { contest: { id: number } }) => i.contest.id)).not.toContain(open);

    // four eyes: the author cannot confirm
    expectError(await api('POST', `${url}/confirm`, admin, { version: 1 }), 403, 'RESULT_SAME_USER');
    // the author corrects the draft: version 2; confirming version 1 is stale
    const fixed = await api('PUT', url, admin, { ...SE, superstar: 13 });
    expect(fixed.json()).toMatchObject({ version: 2, superstar: 13 });
    expectError(await api('POST', `${url}/confirm`, ra, { version: 1 }), 409, 'VERSION_CONFLICT');
    expect((await stored(id))!.status).toBe('BOZZA');
    expectError(await api('POST', `${url}/confirm`, reader, { version: 2 }), 403, 'FORBIDDEN');

    const confirmed = await api('POST', `${url}/confirm`, ra, { version: 2 });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json()).toHaveProperty('jobId');
    const after = (await api('GET', url, reader)).json();
    expect(after).toMatchObject({
      status: 'CONFERMATO',
      enteredBy: users.admin.username,
      confirmedBy: users.ra.username,
      version: 3,
      superstar: 13,
    });
    expect(after.confirmedAt).toEqual(expect.any(String));
    expectError(await api('POST', `${url}/confirm`, ra, { version: 3 }), 409, 'RESULT_NOT_DRAFT');

    // locked: no change until reopened
    expectError(await api('PUT', url, ra, { ...SE, jolly: 41 }), 409, 'RESULT_CONFIRMED');
    expect((await stored(id))!.jolly).toBe(40);

    // reopen needs a reason
    const noReason = expectError(await api('POST', `${url}/reopen`, ra, { reason: '  ' }), 400, 'INVALID_INPUT');
    expect(noReason.fields.reason).toBe(FIELD_ERRORS.REQUIRED);
    expect((await stored(id))!.status).toBe('CONFERMATO');
    const reopened = await api('POST', `${url}/reopen`, ra, { reason: 'SuperStar errata sul bollettino' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'BOZZA', confirmedBy: null, confirmedAt: null, version: 4 });
    expectError(await api('POST', `${url}/reopen`, ra, { reason: 'ancora' }), 409, 'RESULT_NOT_CONFIRMED');

    // ra corrects it; now admin (not the author any more) confirms it
    expect((await api('PUT', url, ra, { ...SE, superstar: 14 })).json()).toMatchObject({
      version: 5,
      enteredBy: users.ra.username,
    });
    expectError(await api('POST', `${url}/confirm`, ra, { version: 5 }), 403, 'RESULT_SAME_USER');
    expect((await api('POST', `${url}/confirm`, admin, { version: 5 })).statusCode).toBe(202);

    // the history keeps both versions of the reopening and its reason
    const log = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'contest_result'), eq(auditLog.entityId, String(id))));
    expect(log.map((l) => l.action)).toEqual([
      'result_save',
      'result_save',
      'result_confirm',
      'result_reopen',
      'result_save',
      'result_confirm',
    ]);
    const reopen = log.find((l) => l.action === 'result_reopen')!;
    expect(reopen.actor).toBe(users.ra.username);
    expect(reopen.before).toMatchObject({
      status: 'CONFERMATO',
      superstar: 13,
      version: 3,
      confirmedBy: users.ra.username,
    });
    expect(reopen.after).toEqual({ status: 'BOZZA', version: 4, reason: 'SuperStar errata sul bollettino' });
    expect(log[4].before).toMatchObject({ superstar: 13 });
    expect(log[4].after).toMatchObject({ superstar: 14 });
    const history = (await api('GET', `${url}/history`, reader)).json();
    expect(history.total).toBe(6);
    expect(history.items[0].action).toBe('result_confirm');
  });

  it.runIf(kind === 'postgres')(
    'two confirmations of the same version at once: exactly one wins, the other is told',
    async () => {
      const id = past.eurojackpot;
      const url = resultUrl('eurojackpot', id);
      const saved = await api('PUT', url, admin, {
        numbers: [3, 9, 21, 33, 50],
        euronumbers: [4, 11],
        prizes: prizes('eurojackpot'),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const superadmin = await users.superadmin.token();
      const answers = await Promise.all(
        [ra, superadmin].map((tok) => api('POST', `${url}/confirm`, tok, { version: saved.json().version })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
      const row = (await stored(id))!;
      expect(row.status).toBe('CONFERMATO');
      expect(row.version).toBe(saved.json().version + 1);
      const confirms = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'result_confirm')));
      expect(confirms).toHaveLength(1);
    },
  );

  it("stores Totocalcio's signs per event, the void match included", async () => {
    const signs = Array.from({ length: 14 }, (_, i) => ({
      eventNumber: 14 - i,
      sign: i === 3 ? 'annullata' : (['1', 'X', '2'] as const)[i % 3],
    }));
    const res = await api('PUT', resultUrl('totocalcio', past.totocalcio), admin, {
      signs,
      prizes: prizes('totocalcio'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signs).toEqual([...signs].sort((a, b) => a.eventNumber - b.eventNumber));
    expect(res.json().numbers).toEqual([]);
    expect((await stored(past.totocalcio))!.signs).toHaveLength(14);
  });
});
