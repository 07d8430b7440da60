import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ERRORS, errorMessage, type ErrorCode } from '@bacheca/domain';
import { createTestApp, freshDatabase, testDatabases, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { loadConfig } from '../../config';
import { buildApp } from '../../app';
import { seedIfEmpty } from '../../demo/seed';
import { contests, publicationJobItems, systemQuotes, systems, users } from '../../db/schema';
import { runPublicationJob } from '../publication/worker';
import { completeClosedContests } from '../contests/calendar';
import { checkSystemNumbers, numbersHash, systemName } from '../../lib/system-numbers';
import { publishOne } from '../../test/publish';

type Res = Awaited<ReturnType<TestApp['inject']>>;

function expectError(res: Res, status: number, code: ErrorCode, params: Record<string, string | number> = {}) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code, params));
  return body as { code: string; message: string; fields: Record<string, string> };
}

describe('system numbers', () => {
  it('names systems within 15 characters', () => {
    expect(systemName('Integrale 8 numeri', 42)).toBe('INTEGRALE8-0042');
    expect(systemName('Più è meglio', 123456)).toBe('PIUE-123456');
    expect(systemName('!!!', 1)).toBe('SISTEMA-0001');
    // whole words, a game's name as its key: never "EUROJACKPO-0026"
    expect(systemName('EuroJackpot 7+3', 26)).toBe('EJ73-0026');
    expect(systemName('Superenalotto Stella cometa', 26)).toBe('SESTELLA-0026');
    expect(systemName('Stella cometa', 1)).toBe('STELLA-0001');
    expect(systemName('Precipitevolissimevolmente', 1)).toBe('PRECIPITEV-0001');
    for (const n of [1, 99, 9999, 10_000, 999_999])
      expect(systemName('x'.repeat(50), n).length).toBeLessThanOrEqual(15);
  });
  it('fingerprints numbers, not their order or the grid arrangement', () => {
    expect(numbersHash([{ numbers: [3, 1, 2] }])).toBe(numbersHash([{ numbers: [1, 2, 3], grid: [[3, 2, 1]] }]));
    expect(numbersHash([{ numbers: [1, 2, 3], euronumbers: [1, 2] }])).not.toBe(
      numbersHash([{ numbers: [1, 2, 3], euronumbers: [1, 3] }]),
    );
    expect(numbersHash([{ numbers: [1, 2, 3], base: [1] }])).not.toBe(numbersHash([{ numbers: [1, 2, 3], base: [2] }]));
  });
  it('checks numbers against the modules: count, range, repeats, Euronumeri, SuperStar, bases, grid', () => {
    const fields = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { fields: Record<string, string> }).fields;
      }
      throw new Error('no error');
    };
    const se = [{ type: 'INTEGRALE' as const, numerosity: 7, superstar: 1 }];
    expect(fields(() => checkSystemNumbers('superenalotto', se, [{ numbers: [1, 2, 3], superstars: [5] }]))).toEqual({
      'modules.0.numbers': errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 7, value: 3 }),
    });
    expect(
      fields(() => checkSystemNumbers('superenalotto', se, [{ numbers: [1, 2, 3, 4, 5, 6, 91], superstars: [] }])),
    ).toEqual({
      'modules.0.numbers': errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 91, min: 1, max: 90 }),
      'modules.0.superstars': errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 1, value: 0 }),
    });
    expect(
      fields(() => checkSystemNumbers('superenalotto', se, [{ numbers: [1, 2, 3, 4, 5, 6, 6], superstars: [5] }])),
    ).toEqual({
      'modules.0.numbers': errorMessage('DETAIL_SYSTEM_NUMBER_REPEATED', { value: 6 }),
    });
    expect(fields(() => checkSystemNumbers('superenalotto', se, []))).toEqual({
      modules: errorMessage('DETAIL_SYSTEM_MODULES_COUNT', { expected: 1, value: 0 }),
    });
    const ej = [{ type: 'EUROJACKPOT' as const, numerosity: 5, euronumbers: 2 }];
    expect(
      fields(() => checkSystemNumbers('eurojackpot', ej, [{ numbers: [1, 2, 3, 4, 5], euronumbers: [1, 13] }])),
    ).toEqual({
      'modules.0.euronumbers': errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 13, min: 1, max: 12 }),
    });
    const bv = [{ type: 'BASI_VARIANTI' as const, base: 2, varianti: 5 }];
    expect(checkSystemNumbers('superenalotto', bv, [{ numbers: [9, 4, 1, 2, 3, 5, 6] }])[0]).toEqual({
      numbers: [1, 2, 3, 4, 5, 6, 9],
      base: [4, 9],
      varianti: [1, 2, 3, 5, 6],
    });
    expect(
      fields(() => checkSystemNumbers('superenalotto', bv, [{ numbers: [9, 4, 1, 2, 3, 5, 6], base: [9, 10] }])),
    ).toEqual({
      'modules.0.base': errorMessage('DETAIL_SYSTEM_BASE', { expected: 2 }),
    });
    const grid = checkSystemNumbers(
      'superenalotto',
      [{ type: 'CRUCIVERBA', dimension: 6 }],
      [{ numbers: Array.from({ length: 36 }, (_, i) => 36 - i) }],
    )[0];
    expect(grid.grid![0]).toEqual([36, 35, 34, 33, 32, 31]);
    expect(grid.numbers[0]).toBe(1);
  });
});

describe.each(testDatabases())('systems on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let ivr: string[];
  let upcoming: Array<{ id: number; game: string }>;
  let structureId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ignoreDropOfTestDatabase(t.database);
    [admin, reader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('reader')]);
    // active, enabled outlets: the others receive no new quote
    ivr = (
      await t.database.db
        .select({ c: users.ivrCode })
        .from(users)
        .where(and(eq(users.role, 'ricevitore'), eq(users.active, true), eq(users.enabled, true)))
        .orderBy(users.ivrCode)
    ).map((r) => r.c!);
    upcoming = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=5')).json().items;
    const s = await api('POST', 'games/superenalotto/structures', structure());
    expect(s.statusCode, s.body).toBe(201);
    structureId = s.json().id;
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  let seq = 0;
  /** SE integral of 10 numbers: 210 €, 30 quote of 7 €. */
  const structure = (over: object = {}) => ({
    name: `Quote ${++seq}`,
    shortDescription: 'Per le quote',
    extendedDescription: 'Struttura per i test dei sistemi',
    tags: ['test'],
    proposalChannels: ['WEB'],
    salesChannel: 'RICEVITORIA',
    modules: [{ type: 'INTEGRALE', numerosity: 10 }],
    quotes: 30,
    preassignedQuotesPercentage: 10,
    graphicTemplate: 'CLASSICO',
    ...over,
  });
  let n0 = 0;
  /** Ten different numbers each call. */
  const numbers = () => {
    n0 = (n0 % 80) + 1;
    return Array.from({ length: 10 }, (_, i) => ((n0 + i * 7) % 90) + 1);
  };
  async function newSystem(over: object = {}) {
    const res = await api('POST', 'games/superenalotto/systems', {
      structureId,
      modules: [{ numbers: numbers() }],
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  /** A draft published on the contest through the publication job (the one way onto a contest): the published system. */
  async function publishedSystem(contestId: number, over: object = {}) {
    const draft = await newSystem(over);
    const id = await publishOne(t, admin, 'superenalotto', draft.id, contestId);
    return (await api('GET', `games/superenalotto/systems/${id}`)).json();
  }

  describe('create', () => {
    it('creates a draft with the structure totals and an automatic name', async () => {
      const s = await newSystem({ tags: ['a', 'a', 'b'], evidence: true });
      expect(s).toMatchObject({
        structureId,
        status: 'BOZZA',
        contest: null,
        quotesTotal: 30,
        quotesAssigned: 0,
        quotesAvailable: 30,
        totalPriceCents: 21_000,
        quotaPriceCents: 700,
        combinations: 210,
        cedole: 1,
        accumulation: false,
        tags: ['a', 'b'],
        evidence: true,
        boSystem: true,
        assignments: [],
        version: 1,
      });
      expect(s.name).toMatch(/^QUOTE\d+-\d{4}$/);
      expect(s.modules[0].numbers).toEqual([...s.modules[0].numbers].sort((a: number, b: number) => a - b));
    });

    it('creates drafts only (a contest is reached through publication) and answers every rule', async () => {
      // a contest field in the body is ignored: a system reaches a contest only through a publication job
      const s = await newSystem({ name: 'CON CONCORSO', contestId: upcoming[0].id });
      expect(s).toMatchObject({
        name: 'CON CONCORSO',
        status: 'BOZZA',
        contest: null,
        boardName: null,
        sourceSystemId: null,
        jobId: null,
      });
      const p = await publishedSystem(upcoming[0].id);
      expect(p).toMatchObject({
        status: 'ASSOCIATA',
        contest: { id: upcoming[0].id, status: 'APERTO' },
        jobId: expect.stringMatching(/^SE_\d+$/),
      });
      expect(p.boardName).toMatch(/^Quote \d+ n\. 1$/);
      expect((await api('GET', `games/superenalotto/structures/${structureId}`)).json().status).toBe('ASSOCIATA');
      expectError(
        await api('POST', 'games/superenalotto/systems', { modules: [{ numbers: numbers() }] }),
        400,
        'STRUCTURE_ID_REQUIRED',
      );
      expectError(
        await api('POST', 'games/superenalotto/systems', {
          structureId,
          name: 'X'.repeat(16),
          modules: [{ numbers: numbers() }],
        }),
        400,
        'SYSTEM_NAME_TOO_LONG',
      );
      const bad = expectError(
        await api('POST', 'games/superenalotto/systems', { structureId, modules: [{ numbers: [1, 2, 3] }] }),
        422,
        'SYSTEM_NUMBERS_INVALID',
      );
      expect(bad.fields['modules.0.numbers']).toBe(
        errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 10, value: 3 }),
      );
      expectError(
        await api('POST', 'games/superenalotto/systems', { structureId, modules: s.modules }),
        409,
        'SYSTEM_DUPLICATE',
      );
      expectError(
        await api('POST', 'games/superenalotto/systems', { structureId: 999999, modules: [{ numbers: numbers() }] }),
        404,
        'STRUCTURE_NOT_FOUND',
      );
      expectError(
        await api('POST', 'games/superenalotto/systems', { structureId, modules: [{ numbers: numbers() }] }, reader),
        403,
        'READ_ONLY',
      );
      // a structure of another game is not found from this game
      expectError(
        await api('POST', 'games/eurojackpot/systems', { structureId, modules: [{ numbers: numbers() }] }),
        404,
        'STRUCTURE_NOT_FOUND',
      );
    });

    it("refuses hand-picked numbers that break the structure's constraints, as generation never would", async () => {
      // "Solo pari, seconda metà" with 88 fixed and 50 excluded: even numbers 46–90 but 50, always 88
      const st = await api(
        'POST',
        'games/superenalotto/structures',
        structure({
          modules: [
            {
              type: 'INTEGRALE',
              numerosity: 10,
              constraints: { automatic: { onlyEven: true, secondHalf: true }, manual: { fixed: [88], excluded: [50] } },
            },
          ],
        }),
      );
      expect(st.statusCode, st.body).toBe(201);
      const good = [46, 48, 52, 54, 56, 58, 60, 62, 64, 88];
      const count = async () =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(systems)
            .where(eq(systems.structureId, st.json().id))
        )[0].n;
      const refuse = async (nums: number[], message: string) => {
        const err = expectError(
          await api('POST', 'games/superenalotto/systems', { structureId: st.json().id, modules: [{ numbers: nums }] }),
          422,
          'SYSTEM_NUMBERS_INVALID',
        );
        expect(err.fields['modules.0.numbers']).toBe(message);
      };
      await refuse([47, ...good.slice(1)], errorMessage('DETAIL_SYSTEM_CONSTRAINT_AUTOMATIC', { values: '47' }));
      await refuse([2, 4, ...good.slice(2)], errorMessage('DETAIL_SYSTEM_CONSTRAINT_AUTOMATIC', { values: '2, 4' }));
      await refuse([50, ...good.slice(1)], errorMessage('DETAIL_SYSTEM_CONSTRAINT_EXCLUDED', { values: '50' }));
      await refuse([...good.slice(0, 9), 66], errorMessage('DETAIL_SYSTEM_CONSTRAINT_FIXED', { values: '88' }));
      expect(await count()).toBe(0);
      const ok = await api('POST', 'games/superenalotto/systems', {
        structureId: st.json().id,
        modules: [{ numbers: good }],
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(await count()).toBe(1);
    });
  });

  describe('update', () => {
    it('edits name, tags and evidence with the version check and the history (never the contest)', async () => {
      const s = await newSystem();
      const url = `games/superenalotto/systems/${s.id}`;
      expectError(await api('PUT', url, { name: '', version: 1 }), 400, 'SYSTEM_NAME_REQUIRED');
      expectError(await api('PUT', url, { name: 'Sedici caratteri', version: 1 }), 400, 'SYSTEM_NAME_TOO_LONG');
      // a contest sent here is not a way onto it: the system stays a draft
      const res = await api('PUT', url, {
        name: 'Nuovo nome',
        contestId: upcoming[1].id,
        tags: ['x'],
        evidence: true,
        version: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Nuovo nome',
        status: 'BOZZA',
        contest: null,
        tags: ['x'],
        evidence: true,
        version: 2,
      });
      expectError(await api('PUT', url, { name: 'Vecchio', version: 1 }), 409, 'VERSION_CONFLICT');
      const hist = (await api('GET', `${url}/history`)).json();
      expect(hist.items.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
      expect(hist.items[0]).toMatchObject({
        before: { name: s.name, tags: [], evidence: false },
        after: { name: 'Nuovo nome', tags: ['x'], evidence: true },
      });
      expect(hist.items[0].after).not.toHaveProperty('contestId');
      expectError(await api('GET', 'games/superenalotto/systems/999999'), 404, 'SYSTEM_NOT_FOUND');
      expectError(await api('GET', `games/eurojackpot/systems/${s.id}`), 404, 'SYSTEM_NOT_FOUND');
    });

    it('keeps SiCe names unique on a contest when a published system is renamed', async () => {
      const a = await publishedSystem(upcoming[2].id);
      const b = await publishedSystem(upcoming[2].id);
      const body = expectError(
        await api('PUT', `games/superenalotto/systems/${b.id}`, { name: a.name.toLowerCase(), version: b.version }),
        409,
        'PUBLISH_ITEM_NAME_TAKEN',
      );
      expect(body.fields.name).toBe(ERRORS.PUBLISH_ITEM_NAME_TAKEN);
      expect(
        (await api('PUT', `games/superenalotto/systems/${b.id}`, { name: 'ALTRO NOME', version: b.version }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('quote', () => {
    const quotes = (id: number, body: object, token = admin) => api('PUT', `systems/${id}/quotes`, body, token);

    it('assigns, changes and removes quote atomically with the success message', async () => {
      const s = await publishedSystem(upcoming[1].id);
      const res = await quotes(s.id, {
        add: [
          { ivrCode: ivr[0], quantity: 5 },
          { ivrCode: ivr[1], quantity: 10 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        ok: true,
        message: 'Quote salvate: 15 assegnate, 15 disponibili',
        quotesTotal: 30,
        quotesAssigned: 15,
        quotesAvailable: 15,
      });
      expect(res.json().assignments.map((a: { ivrCode: string; quantity: number }) => [a.ivrCode, a.quantity])).toEqual(
        [
          [ivr[0], 5],
          [ivr[1], 10],
        ],
      );
      const changed = (
        await quotes(s.id, {
          set: [
            { ivrCode: ivr[0], quantity: 20 },
            { ivrCode: ivr[1], quantity: 0 },
          ],
        })
      ).json();
      expect(changed).toMatchObject({ quotesAssigned: 20, quotesAvailable: 10 });
      expect(changed.assignments).toHaveLength(1);
      const d = (await api('GET', `games/superenalotto/systems/${s.id}`)).json();
      expect(d).toMatchObject({
        quotesAssigned: 20,
        quotesAvailable: 10,
        assignments: [{ ivrCode: ivr[0], quantity: 20, assignedBy: 'admin' }],
      });
      const hist = (await api('GET', `games/superenalotto/systems/${s.id}/history`)).json();
      expect(hist.items[0]).toMatchObject({
        action: 'quote_change',
        before: { quotesAssigned: 15, assignments: { [ivr[0]]: 5, [ivr[1]]: 10 } },
        after: { quotesAssigned: 20, assignments: { [ivr[0]]: 20, [ivr[1]]: 0 } },
      });
    });

    it('answers every rule of spec §5 with its message and saves nothing of a refused request', async () => {
      const s = await publishedSystem(upcoming[1].id);
      await quotes(s.id, { add: [{ ivrCode: ivr[2], quantity: 10 }] });
      expectError(await quotes(s.id, { add: [{ ivrCode: '', quantity: 1 }] }), 400, 'QUOTE_IVR_REQUIRED');
      expectError(await quotes(s.id, { add: [{ ivrCode: ivr[3], quantity: 0 }] }), 400, 'QUOTE_AMOUNT_INVALID');
      expectError(await quotes(s.id, { add: [{ ivrCode: ivr[3], quantity: -2 }] }), 400, 'QUOTE_AMOUNT_INVALID');
      const over = expectError(
        await quotes(s.id, { add: [{ ivrCode: ivr[3], quantity: 21 }] }),
        422,
        'QUOTE_NOT_AVAILABLE',
      );
      expect(over.fields['add.0.quantity']).toBe(errorMessage('DETAIL_QUOTE_AVAILABLE', { value: 21, max: 20 }));
      const assoc = expectError(
        await quotes(s.id, { add: [{ ivrCode: ivr[2], quantity: 1 }] }),
        422,
        'QUOTE_ALREADY_ASSOCIATED',
      );
      expect(assoc.fields['add.0.ivrCode']).toBe(errorMessage('DETAIL_QUOTE_ASSOCIATED', { code: ivr[2], value: 10 }));
      const unknown = expectError(
        await quotes(s.id, {
          add: [
            { ivrCode: ivr[4], quantity: 1 },
            { ivrCode: 'NESSUNO1', quantity: 1 },
            { ivrCode: 'NESSUNO2', quantity: 1 },
          ],
        }),
        422,
        'QUOTE_IVR_UNKNOWN',
        { codes: 'NESSUNO1, NESSUNO2' },
      );
      expect(unknown.fields).toEqual({
        'add.1.ivrCode': errorMessage('DETAIL_IVR_UNKNOWN', { code: 'NESSUNO1' }),
        'add.2.ivrCode': errorMessage('DETAIL_IVR_UNKNOWN', { code: 'NESSUNO2' }),
      });
      // a staff username is not an outlet
      expectError(await quotes(s.id, { add: [{ ivrCode: 'admin', quantity: 1 }] }), 422, 'QUOTE_IVR_UNKNOWN', {
        codes: 'admin',
      });
      const dup = expectError(
        await quotes(s.id, { add: [{ ivrCode: ivr[4], quantity: 1 }], set: [{ ivrCode: ivr[4], quantity: 2 }] }),
        400,
        'QUOTE_IVR_DUPLICATE',
      );
      expect(dup.fields).toEqual({ 'set.0.ivrCode': errorMessage('DETAIL_IVR_DUPLICATE', { code: ivr[4] }) });
      expectError(await quotes(s.id, { add: [{ ivrCode: ivr[4], quantity: 1 }] }, reader), 403, 'READ_ONLY');
      expectError(await quotes(999999, { add: [{ ivrCode: ivr[4], quantity: 1 }] }), 404, 'SYSTEM_NOT_FOUND');
      // a request mixing a good line with a bad one changed nothing
      const d = (await api('GET', `games/superenalotto/systems/${s.id}`)).json();
      expect(d).toMatchObject({ quotesAssigned: 10, quotesAvailable: 20, version: 2 });
      expect(d.assignments.map((a: { ivrCode: string }) => a.ivrCode)).toEqual([ivr[2]]);
      // releasing and taking in one request counts the released quote
      const swap = await quotes(s.id, {
        set: [{ ivrCode: ivr[2], quantity: 0 }],
        add: [{ ivrCode: ivr[3], quantity: 30 }],
      });
      expect(swap.statusCode, swap.body).toBe(200);
      expect(swap.json()).toMatchObject({ quotesAssigned: 30, quotesAvailable: 0 });
    });

    it('completes a published system when every quota is assigned, and reopens it when some are released', async () => {
      const s = await publishedSystem(upcoming[0].id);
      expect((await quotes(s.id, { add: [{ ivrCode: ivr[5], quantity: 30 }] })).statusCode).toBe(200);
      expect((await api('GET', `games/superenalotto/systems/${s.id}`)).json().status).toBe('COMPLETATA');
      expect((await quotes(s.id, { set: [{ ivrCode: ivr[5], quantity: 29 }] })).statusCode).toBe(200);
      expect((await api('GET', `games/superenalotto/systems/${s.id}`)).json().status).toBe('ASSOCIATA');
    });

    it('refuses changes once the contest has closed (the job completes its systems)', async () => {
      // the fourth open contest: the last the publish dialog offers (preference 4; the API refuses the fifth)
      const s = await publishedSystem(upcoming[3].id);
      await quotes(s.id, { add: [{ ivrCode: ivr[6], quantity: 3 }] });
      await t.database.db
        .update(contests)
        .set({ closesAt: new Date(Date.now() - 1000) })
        .where(eq(contests.id, upcoming[3].id));
      try {
        const done = await t.database.db.transaction((tx) => completeClosedContests(tx));
        expect(done).toBeGreaterThanOrEqual(1);
        const d = (await api('GET', `games/superenalotto/systems/${s.id}`)).json();
        expect(d).toMatchObject({ status: 'COMPLETATA', contest: { status: 'CHIUSO' } });
        expectError(await quotes(s.id, { add: [{ ivrCode: ivr[7], quantity: 1 }] }), 422, 'SYSTEM_NOT_EDITABLE');
        // name and evidence still change
        expect(
          (await api('PUT', `games/superenalotto/systems/${s.id}`, { evidence: true, version: d.version })).statusCode,
        ).toBe(200);
      } finally {
        await t.database.db
          .update(contests)
          .set({ closesAt: new Date(Date.now() + 86_400_000) })
          .where(eq(contests.id, upcoming[3].id));
      }
    });

    it('keeps assigned + available = total and no negative count anywhere', async () => {
      const bad = await t.database.query(
        `select count(*)::int as n from systems y where y.quotes_assigned + y.quotes_available <> y.quotes_total or y.quotes_available < 0
           or y.quotes_assigned <> coalesce((select sum(quantity) from system_quotes q where q.system_id = y.id), 0)`,
        [],
      );
      expect(bad.rows[0].n).toBe(0);
      // the database refuses an oversell even if a service forgot to check
      await expect(
        t.database.db
          .update(systems)
          .set({ quotesAssigned: sql`${systems.quotesTotal} + 1` })
          .where(eq(systems.structureId, structureId)),
      ).rejects.toThrow();
      await expect(
        t.database.db
          .insert(systemQuotes)
          .values({ systemId: (await newSystem()).id, userId: 1, quantity: 0, assignedBy: 'x' }),
      ).rejects.toThrow();
    });
  });

  describe('list', () => {
    type Item = {
      id: number;
      name: string;
      status: string;
      contest: { id: number } | null;
      structureId: number;
      structureName: string;
      tags: string[];
      evidence: boolean;
      quotesAvailable: number;
      quotaPriceCents: number;
      totalPriceCents: number;
    };
    let all: Item[];
    beforeAll(async () => {
      all = [];
      for (let page = 1; ; page++) {
        const body = (await api('GET', `games/superenalotto/systems?pageSize=100&page=${page}`)).json();
        all.push(...body.items);
        if (all.length >= body.total) break;
      }
      expect(all.length).toBeGreaterThan(100);
    });
    const ids = (items: Item[]) => items.map((i) => i.id).sort((a, b) => a - b);
    async function fetchAll(query: string): Promise<Item[]> {
      const out: Item[] = [];
      for (let page = 1; ; page++) {
        const body = (await api('GET', `games/superenalotto/systems?${query}&pageSize=100&page=${page}`)).json();
        out.push(...body.items);
        if (out.length >= body.total || !body.items.length) return out;
      }
    }
    const cases: Array<[string, (i: Item) => boolean]> = [
      ['status=ASSOCIATA', (i) => i.status === 'ASSOCIATA'],
      ['evidence=true', (i) => i.evidence],
      ['availableFrom=25', (i) => i.quotesAvailable >= 25],
      ['quotaPriceFrom=1000', (i) => i.quotaPriceCents >= 1000],
      ['totalPriceTo=3000', (i) => i.totalPriceCents <= 3000],
      ['q=ridotto', (i) => /ridotto/i.test(i.structureName) || i.tags.includes('ridotto')],
      ['q=accumulo', (i) => /accumulo/i.test(i.structureName) || i.tags.includes('accumulo')],
    ];
    it.each(cases)('filters %s on the server', async (query, keep) => {
      expect(ids(await fetchAll(query))).toEqual(ids(all.filter(keep)));
    });
    it('filters by contest, structure, name prefix and ID; CANCELLATA only when asked', async () => {
      const withContest = all.find((i) => i.contest)!;
      expect(ids(await fetchAll(`contestId=${withContest.contest!.id}`))).toEqual(
        ids(all.filter((i) => i.contest?.id === withContest.contest!.id)),
      );
      expect(ids(await fetchAll(`structureId=${structureId}`))).toEqual(
        ids(all.filter((i) => i.structureId === structureId)),
      );
      const one = all[7];
      expect(ids(await fetchAll(`q=${encodeURIComponent(one.name.slice(0, 6).toLowerCase())}`))).toContain(one.id);
      expect(ids(await fetchAll(`q=${one.id}`))).toContain(one.id);
      expect(all.some((i) => i.status === 'CANCELLATA')).toBe(false);
      const sorted = (await api('GET', 'games/superenalotto/systems?sort=-quotesAvailable&pageSize=50'))
        .json()
        .items.map((i: Item) => i.quotesAvailable);
      expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
      expectError(
        await api('GET', 'games/superenalotto/systems?quotaPriceFrom=9&quotaPriceTo=1'),
        400,
        'QUOTE_RANGE_INVALID',
      );
      // absurd input is a 4xx or an empty page, never a database error
      expect((await api('GET', 'games/superenalotto/systems?contestId=99999999999')).statusCode).toBe(400);
      expect((await api('GET', 'archive/systems?contestId=99999999999')).statusCode).toBe(400);
      const far = await api('GET', 'games/superenalotto/systems?page=1000000000000000');
      expect(far.statusCode).toBe(200);
      expect(far.json().items).toEqual([]);
      expect((await api('GET', 'games/superenalotto/structures?page=1000000000000000')).json().items).toEqual([]);
      expect(
        (await api('PUT', `games/superenalotto/systems/${all[0].id}`, { name: 'x', version: 99999999999 })).statusCode,
      ).toBe(409);
      expect(
        (await api('POST', 'games/superenalotto/systems', { structureId: 99999999999, modules: [{ numbers: [1] }] }))
          .statusCode,
      ).toBe(400);
      expect((await api('GET', 'games/superenalotto/systems/99999999999')).statusCode).toBe(400);
      expectError(
        await api('GET', 'games/superenalotto/systems?totalPriceFrom=9&totalPriceTo=1'),
        400,
        'TOTAL_RANGE_INVALID',
      );
    });
  });
});

/**
 * Quote never oversell: at least 50 concurrent saves at one system through the real app on PostgreSQL,
 * each on its own connection of a 20-connection pool.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent quote saves on postgres', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres', 20);
    ignoreDropOfTestDatabase(fresh.database);
    await seedIfEmpty(fresh.database.db, { outlets: 80 });
    const config = loadConfig({
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    });
    app = await buildApp({ config, database: fresh.database, logger: false });
    await app.ready();
    const [u] = await fresh.database.db.select().from(users).where(eq(users.username, 'admin'));
    token = (await app.tokens.open(fresh.database.db, u, {})).accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.drop();
  });

  it('60 outlets ask for 180 quote of a 66-quote system at once: assigned + available = total, every refusal says why', async () => {
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v1/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
    // SE integral of 11 numbers: 462 €, 66 quote of 7 €
    const s = await inject('POST', 'games/superenalotto/structures', {
      name: 'Concorrenza',
      shortDescription: 'Prova di concorrenza',
      extendedDescription: 'Molte richieste contemporanee',
      tags: ['concorrenza'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      modules: [{ type: 'INTEGRALE', numerosity: 11 }],
      quotes: 66,
      preassignedQuotesPercentage: 10,
      graphicTemplate: 'CLASSICO',
    });
    expect(s.statusCode, s.body).toBe(201);
    const gen = (
      await inject('POST', `games/superenalotto/structures/${s.json().id}/generate-systems`, { count: 1, seed: 1 })
    ).json();
    // quote only on a published system: the draft goes on the next contest first
    const [next] = (await inject('GET', 'games/superenalotto/contests?when=upcoming&limit=1')).json().items;
    const job = await inject('POST', 'games/superenalotto/jobs', {
      systemIds: [gen.systemIds[0]],
      contestIds: [next.id],
    });
    expect(job.statusCode, job.body).toBe(202);
    const jobId = Number(job.json().id.split('_')[1]);
    await runPublicationJob(fresh.database.db, jobId, { batchSize: 100 });
    const [item] = await fresh.database.db
      .select()
      .from(publicationJobItems)
      .where(eq(publicationJobItems.jobId, jobId));
    const systemId = item.publishedSystemId!;
    const total = 66;
    // active, enabled outlets (an outlet that is not receives no new quote)
    const outlets = (
      await fresh.database.db
        .select({ c: users.ivrCode })
        .from(users)
        .where(
          and(
            eq(users.role, 'ricevitore'),
            ne(users.username, 'ricevitore1'),
            eq(users.active, true),
            eq(users.enabled, true),
          ),
        )
        .limit(60)
    ).map((r) => r.c!);
    expect(outlets).toHaveLength(60);
    const asked = outlets.map((_, i) => 1 + (i % 5)); // 1…5 quote each: 180 in all for 66 available
    const results = await Promise.all(
      outlets.map((ivrCode, i) =>
        inject('PUT', `systems/${systemId}/quotes`, { add: [{ ivrCode, quantity: asked[i] }] }),
      ),
    );
    const ok = results.map((r, i) => ({ r, i })).filter((x) => x.r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.length + refused.length).toBe(60);
    expect(ok.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({ code: 'QUOTE_NOT_AVAILABLE', message: ERRORS.QUOTE_NOT_AVAILABLE });
    }
    const [row] = await fresh.database.db.select().from(systems).where(eq(systems.id, systemId));
    const granted = ok.reduce((sum, x) => sum + asked[x.i], 0);
    expect(row.quotesAssigned).toBe(granted);
    expect(row.quotesAssigned + row.quotesAvailable!).toBe(total);
    expect(row.quotesAvailable!).toBeGreaterThanOrEqual(0);
    expect(row.quotesAssigned).toBeLessThanOrEqual(total);
    const held = await fresh.database.db.select().from(systemQuotes).where(eq(systemQuotes.systemId, systemId));
    expect(held.length).toBe(ok.length);
    expect(held.every((h) => h.quantity > 0)).toBe(true);
    expect(held.reduce((sum, h) => sum + h.quantity, 0)).toBe(granted);
    // every refused outlet asked for more than what was left when its turn came: at the end nothing it asked fits
    const smallestRefused = Math.min(...results.map((r, i) => (r.statusCode === 200 ? Infinity : asked[i])));
    expect(row.quotesAvailable!).toBeLessThan(smallestRefused);

    // second wave: everyone holding quote releases one while new outlets take them, all at once
    const holders = ok.map((x) => outlets[x.i]);
    const wave = await Promise.all([
      ...holders.map((ivrCode) =>
        inject('PUT', `systems/${systemId}/quotes`, {
          set: [{ ivrCode, quantity: asked[outlets.indexOf(ivrCode)] - 1 }],
        }),
      ),
      ...outlets
        .filter((c) => !holders.includes(c))
        .slice(0, 20)
        .map((ivrCode) => inject('PUT', `systems/${systemId}/quotes`, { add: [{ ivrCode, quantity: 2 }] })),
    ]);
    for (const r of wave) if (r.statusCode !== 200) expect(r.json().code).toBe('QUOTE_NOT_AVAILABLE');
    const [after] = await fresh.database.db.select().from(systems).where(eq(systems.id, systemId));
    const heldAfter = await fresh.database.db.select().from(systemQuotes).where(eq(systemQuotes.systemId, systemId));
    expect(after.quotesAssigned + after.quotesAvailable!).toBe(total);
    expect(after.quotesAvailable!).toBeGreaterThanOrEqual(0);
    expect(heldAfter.reduce((sum, h) => sum + h.quantity, 0)).toBe(after.quotesAssigned);
    expect(heldAfter.every((h) => h.quantity > 0)).toBe(true);
  });
});
