/**
 * The CSV import of systems into a structure and the batch analysis (decisions.md "Power tools"),
 * on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERRORS, errorMessage, format, reducedSystemLowerBound, reducedSystemSize } from '@bacheca/domain';
import { IMPORT_ROW_MESSAGES } from '@bacheca/domain/messages-system-tools';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { expectError } from '../../test/expect-error';
import { auditLog, structures, systems } from '../../db/schema';
import { analyse, analysisTargetIds } from './analysis';
import { bulkTargetIds } from './bulk';
import { targetSystemIds } from './queries';
import { parseSystemsCsv } from './import';

describe('the CSV of systems', () => {
  it('reads modules, Euronumeri and SuperStar; skips blanks, comments and a header', () => {
    expect(parseSystemsCsv('numeri\n\n# commento\n1,2;3 4\t5\n1 2 | 3 4\n1 2 3 + 4 5 * 6\n')).toEqual([
      { line: 4, modules: [{ numbers: [1, 2, 3, 4, 5] }] },
      { line: 5, modules: [{ numbers: [1, 2] }, { numbers: [3, 4] }] },
      { line: 6, modules: [{ numbers: [1, 2, 3], euronumbers: [4, 5], superstars: [6] }] },
    ]);
    expect(parseSystemsCsv('1 2 x3')).toEqual([
      { line: 1, modules: null, error: format(IMPORT_ROW_MESSAGES.UNREADABLE, { value: 'x3' }) },
    ]);
  });
  it('says a wrong separator and a wrong encoding as such', () => {
    expect(parseSystemsCsv('1.2.3.4.5.6.7.8\n1-2 3\n1 2 3 + 4/5')).toEqual([
      { line: 1, modules: null, error: format(IMPORT_ROW_MESSAGES.SEPARATOR, { value: '1.2.3.4.5.6.7.8' }) },
      { line: 2, modules: null, error: format(IMPORT_ROW_MESSAGES.SEPARATOR, { value: '1-2' }) },
      { line: 3, modules: null, error: format(IMPORT_ROW_MESSAGES.SEPARATOR, { value: '4/5' }) },
    ]);
    // Latin-1 bytes decoded as UTF-8 (U+FFFD) and a UTF-16 file read as UTF-8 (NUL between the digits); a header
    // without digits is still a header
    const utf16 = Buffer.from('numeri\n1 2 3\n', 'utf16le').toString('utf8');
    expect(parseSystemsCsv(`1 2 3 \uFFFD\n${'1 2'}`)).toEqual([
      { line: 1, modules: null, error: IMPORT_ROW_MESSAGES.ENCODING },
      { line: 2, modules: [{ numbers: [1, 2] }] },
    ]);
    expect(parseSystemsCsv(utf16)).toEqual([
      { line: 2, modules: null, error: IMPORT_ROW_MESSAGES.ENCODING },
      { line: 3, modules: null, error: IMPORT_ROW_MESSAGES.ENCODING },
    ]);
    expect(parseSystemsCsv('n\uFFFDmeri\n4 5')).toEqual([{ line: 2, modules: [{ numbers: [4, 5] }] }]);
  });
});

describe('the analysis of numbers', () => {
  it('counts frequencies, the overlap of every pair and the closest pair (lowest ids on a tie)', () => {
    const out = analyse(
      [
        { id: 1, numbers: [1, 2, 3, 4] },
        { id: 2, numbers: [3, 4, 5, 6] },
        { id: 5, numbers: [1, 2, 3, 90] },
        { id: 7, numbers: [10, 20, 30, 40] },
      ],
      90,
    );
    expect(out.count).toBe(4);
    expect(out.frequency).toEqual({ 1: 2, 2: 2, 3: 3, 4: 2, 5: 1, 6: 1, 10: 1, 20: 1, 30: 1, 40: 1, 90: 1 });
    // pairs: (1,2)=2 (1,5)=3 (1,7)=0 (2,5)=1 (2,7)=0 (5,7)=0
    expect(out.overlap).toEqual([
      { shared: 0, pairs: 3 },
      { shared: 1, pairs: 1 },
      { shared: 2, pairs: 1 },
      { shared: 3, pairs: 1 },
    ]);
    expect(out.closestPair).toEqual({ ids: [1, 5], shared: 3 });
    expect(analyse([{ id: 3, numbers: [1] }], 90)).toMatchObject({ count: 1, overlap: [], closestPair: null });
  });
  it('agrees with the definition on random systems (numbers up to 90, across word boundaries)', () => {
    let x = 12345;
    const rnd = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      numbers: [...new Set(Array.from({ length: 12 }, () => 1 + Math.floor(rnd() * 90)))],
    }));
    const out = analyse(rows, 90);
    const hist = new Map<number, number>();
    let best = { ids: [0, 0], shared: -1 };
    for (let i = 0; i < rows.length; i++)
      for (let j = i + 1; j < rows.length; j++) {
        const shared = rows[i].numbers.filter((n) => rows[j].numbers.includes(n)).length;
        hist.set(shared, (hist.get(shared) ?? 0) + 1);
        if (shared > best.shared) best = { ids: [rows[i].id, rows[j].id], shared };
      }
    expect(out.overlap).toEqual(
      [...hist.entries()].sort((a, b) => a[0] - b[0]).map(([shared, pairs]) => ({ shared, pairs })),
    );
    expect(out.closestPair).toEqual(best);
    // a range past three words takes the general loop: the same answer
    expect(analyse(rows, 130)).toEqual(out);
    // ties: the first pair in id order, whichever row holds it
    expect(
      analyse(
        [
          { id: 1, numbers: [1, 2] },
          { id: 2, numbers: [3, 4] },
          { id: 3, numbers: [3, 4] },
          { id: 4, numbers: [1, 2] },
        ],
        90,
      ).closestPair,
    ).toEqual({ ids: [1, 4], shared: 2 });
  });
});

describe.each(testDatabases())('import and analysis on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let reader: string;
  let structureId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, reader] = await Promise.all([t.tokenFor('admin'), t.tokenFor('reader')]);
    structureId = await newStructure({
      modules: [{ type: 'INTEGRALE', numerosity: 8, constraints: { manual: { fixed: [], excluded: [90] } } }],
    });
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  let seq = 0;
  async function newStructure(over: object) {
    const res = await api('POST', 'games/superenalotto/structures', {
      name: `Import ${++seq}`,
      shortDescription: 'Import',
      extendedDescription: 'Struttura per i test di import',
      tags: ['imp'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      quotes: 2,
      preassignedQuotesPercentage: 50,
      graphicTemplate: 'CLASSICO',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  const importCsv = (csv: string, confirm = false, id = structureId, token = admin) =>
    api('POST', `games/superenalotto/structures/${id}/systems/import`, { csv, confirm }, token);
  const countOf = async (id = structureId) =>
    (await t.database.db.select({ id: systems.id }).from(systems).where(eq(systems.structureId, id))).length;

  it('previews every row with its reason and writes nothing, even when confirmed, while a row is wrong', async () => {
    const csv = [
      'numeri',
      '1 2 3 4 5 6 7 8',
      '1 2 3',
      '1 2 3 4 5 6 7 91',
      '1 2 3 4 5 6 7 7',
      '8 7 6 5 4 3 2 1',
      '1 2 3 4 5 6 7 90',
      '10,11;12 13 14 15 16 17',
      'a b',
    ].join('\n');
    for (const confirm of [false, true]) {
      const res = await importCsv(csv, confirm);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rows).toEqual([
        { line: 2, numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }], ok: true },
        {
          line: 3,
          numbers: [{ numbers: [1, 2, 3] }],
          ok: false,
          message: errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 8, value: 3 }),
        },
        {
          line: 4,
          numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 91] }],
          ok: false,
          message: errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 91, min: 1, max: 90 }),
        },
        {
          line: 5,
          numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 7] }],
          ok: false,
          message: errorMessage('DETAIL_SYSTEM_NUMBER_REPEATED', { value: 7 }),
        },
        {
          line: 6,
          numbers: [{ numbers: [8, 7, 6, 5, 4, 3, 2, 1] }],
          ok: false,
          message: format(IMPORT_ROW_MESSAGES.DUPLICATE_IN_FILE, { line: 2 }),
        },
        {
          line: 7,
          numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 90] }],
          ok: false,
          message: errorMessage('DETAIL_SYSTEM_CONSTRAINT_EXCLUDED', { values: '90' }),
        },
        { line: 8, numbers: [{ numbers: [10, 11, 12, 13, 14, 15, 16, 17] }], ok: true },
        { line: 9, numbers: [], ok: false, message: format(IMPORT_ROW_MESSAGES.UNREADABLE, { value: 'a' }) },
      ]);
    }
    expect(await countOf()).toBe(0);
  });

  it('with confirm and no error creates the drafts in one go, audited, and then refuses the same numbers again', async () => {
    const before = (await t.database.db.select().from(structures).where(eq(structures.id, structureId)))[0];
    const res = await importCsv('1 2 3 4 5 6 7 8\n20 21 22 23 24 25 26 27\n', true);
    expect(res.statusCode, res.body).toBe(201);
    const { systemIds } = res.json() as { systemIds: number[] };
    expect(systemIds).toHaveLength(2);
    const rows = await t.database.db
      .select()
      .from(systems)
      .where(eq(systems.structureId, structureId))
      .orderBy(systems.id);
    expect(rows.map((r) => r.id)).toEqual(systemIds);
    expect(rows[1]).toMatchObject({
      status: 'BOZZA',
      contestId: null,
      modules: [{ numbers: [20, 21, 22, 23, 24, 25, 26, 27] }],
      quotesTotal: 2,
      combinations: 28,
      tags: ['imp'],
      createdBy: 'admin',
      totalPriceCents: before.totalPriceCents,
      quotaPriceCents: before.quotaPriceCents,
    });
    expect(rows.map((r) => r.name)).toEqual([
      `IMPORT${seqOf(before.name)}-${pad(before.systemsSeq + 1)}`,
      `IMPORT${seqOf(before.name)}-${pad(before.systemsSeq + 2)}`,
    ]);
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'systems_import'), eq(auditLog.entityId, String(structureId))));
    expect(log).toMatchObject({ actor: 'admin', entityType: 'structure', after: { count: 2, systemIds } });
    const perSystem = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'import_system'));
    expect(perSystem.filter((l) => systemIds.map(String).includes(l.entityId!))).toHaveLength(2);
    // the same numbers again: against the structure's systems, nothing written
    const again = await importCsv('8 7 6 5 4 3 2 1\n30 31 32 33 34 35 36 37', true);
    expect(again.statusCode).toBe(200);
    expect(again.json().rows[0]).toEqual({
      line: 1,
      numbers: [{ numbers: [8, 7, 6, 5, 4, 3, 2, 1] }],
      ok: false,
      message: format(IMPORT_ROW_MESSAGES.DUPLICATE_EXISTING, { id: systemIds[0] }),
    });
    expect(again.json().rows[1].ok).toBe(true);
    expect(await countOf()).toBe(2);
    // manual creation follows the same rule
    expectError(
      await api('POST', 'games/superenalotto/systems', {
        structureId,
        modules: [{ numbers: [20, 21, 22, 23, 24, 25, 26, 27] }],
      }),
      409,
      'SYSTEM_DUPLICATE',
    );
  });

  it('refuses a wrong separator, a wrong encoding and a file over the size limit, writing nothing', async () => {
    const before = await countOf();
    const latin1 = new TextDecoder('utf-8').decode(
      Buffer.from('1 2 3 4 5 6 7 8 \xe8\n30 31 32 33 34 35 36 37\n', 'latin1'),
    );
    const csv = `numeri\n40.41.42.43.44.45.46.47\n40;41;42;43;44;45;46;47\n${latin1}`;
    for (const confirm of [false, true]) {
      const res = await importCsv(csv, confirm);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().rows).toEqual([
        {
          line: 2,
          numbers: [],
          ok: false,
          message: format(IMPORT_ROW_MESSAGES.SEPARATOR, { value: '40.41.42.43.44.45.46' }),
        },
        { line: 3, numbers: [{ numbers: [40, 41, 42, 43, 44, 45, 46, 47] }], ok: true },
        { line: 4, numbers: [], ok: false, message: IMPORT_ROW_MESSAGES.ENCODING },
        { line: 5, numbers: [{ numbers: [30, 31, 32, 33, 34, 35, 36, 37] }], ok: true },
      ]);
    }
    const big = await importCsv(`${'1 2 3 4 5 6 7 8 '.repeat(62_500)}9`);
    const refused = expectError(big, 422, 'IMPORT_TOO_LARGE', { max: '1.000.000' });
    expect(refused.fields.csv).toBe(errorMessage('IMPORT_TOO_LARGE', { max: '1.000.000' }));
    expect(await countOf()).toBe(before);
  });

  it("checks each row against the structure's fixed numbers and the count of every module", async () => {
    const fixed = await newStructure({
      modules: [{ type: 'INTEGRALE', numerosity: 9, constraints: { manual: { fixed: [5, 9], excluded: [] } } }],
    });
    const res = await importCsv('1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 10\n1 2 3 4 5 6 7 9', true, fixed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { line: 1, numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9] }], ok: true },
      {
        line: 2,
        numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8, 10] }],
        ok: false,
        message: errorMessage('DETAIL_SYSTEM_CONSTRAINT_FIXED', { values: '9' }),
      },
      {
        line: 3,
        numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 9] }],
        ok: false,
        message: errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 9, value: 8 }),
      },
    ]);
    expect(await countOf(fixed)).toBe(0);
  });

  it('names the module of a structure with several, reads Euronumeri, and refuses empty, oversize, unknown and cancelled targets', async () => {
    const two = await newStructure({
      structureType: 'ACCUMULO',
      modules: [
        { type: 'INTEGRALE', numerosity: 8 },
        { type: 'INTEGRALE', numerosity: 9 },
      ],
    });
    const res = await importCsv('1 2 3 4 5 6 7 8 | 1 2 3', false, two);
    expect(res.json().rows[0]).toMatchObject({
      ok: false,
      message: format(IMPORT_ROW_MESSAGES.MODULE, {
        n: 2,
        message: errorMessage('DETAIL_SYSTEM_NUMBERS_COUNT', { expected: 9, value: 3 }),
      }),
    });
    const one = await importCsv('1 2 3 4 5 6 7 8', false, two);
    expect(one.json().rows[0].message).toBe(errorMessage('DETAIL_SYSTEM_MODULES_COUNT', { expected: 2, value: 1 }));
    expectError(await importCsv('numeri\n\n# nulla\n'), 422, 'IMPORT_EMPTY');
    const big = Array.from({ length: 5001 }, () => '1 2 3 4 5 6 7').join('\n');
    expectError(await importCsv(big), 422, 'IMPORT_TOO_MANY_ROWS', { max: 5000 });
    expectError(
      await api('POST', `games/superenalotto/structures/${structureId}/systems/import`, { confirm: true }),
      400,
      'IMPORT_EMPTY',
    );
    expectError(await importCsv('1 2 3 4 5 6 7', false, 99_999_999), 404, 'STRUCTURE_NOT_FOUND');
    // a structure of another game is not found through this game
    expectError(
      await api('POST', `games/eurojackpot/structures/${structureId}/systems/import`, { csv: '1 2 3 4 5 + 1 2' }),
      404,
      'STRUCTURE_NOT_FOUND',
    );
    expectError(
      await api('POST', `games/totocalcio/structures/${structureId}/systems/import`, { csv: '1' }),
      422,
      'ANALYSIS_NOT_NUMERICAL',
    );
    // the read-only role never writes, not even a preview of a write
    expect((await importCsv('1 2 3 4 5 6 7', false, structureId, reader)).statusCode).toBe(403);
    expect(await countOf(two)).toBe(0);
  });

  it('reads Euronumeri after "+" on Eurojackpot', async () => {
    const res = await api('POST', 'games/eurojackpot/structures', {
      name: 'EJ import',
      shortDescription: 'EJ',
      extendedDescription: 'Struttura EJ per import',
      tags: ['imp'],
      proposalChannels: ['WEB'],
      salesChannel: 'RICEVITORIA',
      quotes: 2,
      preassignedQuotesPercentage: 50,
      graphicTemplate: 'CLASSICO',
      modules: [{ type: 'EUROJACKPOT', numerosity: 7, euronumbers: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const out = await api('POST', `games/eurojackpot/structures/${res.json().id}/systems/import`, {
      csv: '1 2 3 4 5 6 7 + 1 2\n1 2 3 4 5 6 7 + 1 13',
      confirm: true,
    });
    expect(out.json().rows).toEqual([
      { line: 1, numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7], euronumbers: [1, 2] }], ok: true },
      {
        line: 2,
        numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7], euronumbers: [1, 13] }],
        ok: false,
        message: errorMessage('DETAIL_CONSTRAINT_NUMBER_RANGE', { value: 13, min: 1, max: 12 }),
      },
    ]);
  });

  it('analyses a selection or a filter, with the reduced guarantee beside the lower bound', async () => {
    const ridotto = await newStructure({ modules: [{ type: 'RIDOTTO', numerosity: 12, garanzia: 5 }] });
    const created = await importCsv(
      '1 2 3 4 5 6 7 8 9 10 11 12\n1 2 3 4 5 6 7 8 9 10 11 13\n40 41 42 43 44 45 46 47 48 49 50 51',
      true,
      ridotto,
    );
    expect(created.statusCode, created.body).toBe(201);
    const ids = created.json().systemIds as number[];
    const expected = {
      count: 3,
      frequency: {
        ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 1, 2])),
        12: 1,
        13: 1,
        ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 40, 1])),
      },
      overlap: [
        { shared: 0, pairs: 2 },
        { shared: 11, pairs: 1 },
      ],
      closestPair: { ids: [ids[0], ids[1]], shared: 11 },
      reduced: [
        {
          structureId: ridotto,
          structureName: expect.stringMatching(/^Import/),
          module: 1,
          numerosity: 12,
          guarantee: 5,
          combinations: reducedSystemSize(6, 12, 5),
          verified: true,
          lowerBound: reducedSystemLowerBound(6, 12, 5),
        },
      ],
    };
    const bySelection = await api('POST', 'games/superenalotto/systems/analysis', { ids: [...ids].reverse() }, reader);
    expect(bySelection.statusCode, bySelection.body).toBe(200);
    expect(bySelection.json()).toEqual(expected);
    expect(bySelection.json().reduced[0].lowerBound).toBeLessThanOrEqual(bySelection.json().reduced[0].combinations);
    const byFilter = await api('POST', 'games/superenalotto/systems/analysis', {
      filter: { structureId: String(ridotto) },
    });
    expect(byFilter.json()).toEqual(expected);
    // the filter is the list's: the same systems as the list answers
    const list = (await api('GET', `games/superenalotto/systems?structureId=${ridotto}&pageSize=100`)).json();
    expect(list.total).toBe(3);
    // a system of another game is not counted
    const [other] = await t.database.db
      .select({ id: systems.id })
      .from(systems)
      .where(eq(systems.game, 'eurojackpot'))
      .limit(1);
    if (other)
      expect(
        (await api('POST', 'games/superenalotto/systems/analysis', { ids: [ids[0], other.id] })).json().count,
      ).toBe(1);
  });

  it('refuses a request without a target, with both, or a filter over the limit, with the catalogue messages', async () => {
    const none = expectError(
      await api('POST', 'games/superenalotto/systems/analysis', {}),
      400,
      'ANALYSIS_TARGET_REQUIRED',
    );
    expect(none.fields.ids).toBe(ERRORS.ANALYSIS_TARGET_REQUIRED);
    expectError(
      await api('POST', 'games/superenalotto/systems/analysis', { ids: [1], filter: {} }),
      400,
      'ANALYSIS_TARGET_REQUIRED',
    );
    expectError(await api('POST', 'games/superenalotto/systems/analysis', { ids: [] }), 400, 'INVALID_INPUT');
    expectError(await api('POST', 'games/totocalcio/systems/analysis', { filter: {} }), 422, 'ANALYSIS_NOT_NUMERICAL');
    // the seed has fewer than the limit: a smaller limit shows the refusal and the count
    const total = (await api('GET', 'games/superenalotto/systems?pageSize=1')).json().total as number;
    await expect(
      analysisTargetIds(t.database.db, 'superenalotto', { filter: {} }, Math.max(1, total - 1)),
    ).rejects.toMatchObject({
      code: 'ANALYSIS_TOO_MANY',
      params: { count: total.toLocaleString('it-IT'), max: Math.max(1, total - 1).toLocaleString('it-IT') },
    });
  });

  it("the API's figures match an independent count over the systems' stored numbers (every seeded SuperEnalotto system)", async () => {
    // the whole game's list (CANCELLATA left out, as on screen), read by the list and the rows themselves
    const list = (await api('GET', 'games/superenalotto/systems?pageSize=100')).json() as { total: number };
    expect(list.total).toBeGreaterThan(2);
    const res = await api('POST', 'games/superenalotto/systems/analysis', { filter: {} }, reader);
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json() as {
      count: number;
      frequency: Record<string, number>;
      overlap: Array<{ shared: number; pairs: number }>;
      closestPair: { ids: number[]; shared: number };
    };
    const rows = (
      await t.database.db
        .select({ id: systems.id, status: systems.status, modules: systems.modules })
        .from(systems)
        .where(eq(systems.game, 'superenalotto'))
    )
      .filter((r) => r.status !== 'CANCELLATA')
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        id: r.id,
        numbers: [...new Set((r.modules as Array<{ numbers: number[] }>).flatMap((m) => m.numbers))],
      }));
    expect(out.count).toBe(rows.length);
    expect(out.count).toBe(list.total);
    const frequency: Record<string, number> = {};
    for (const r of rows) for (const n of r.numbers) frequency[n] = (frequency[n] ?? 0) + 1;
    expect(out.frequency).toEqual(frequency);
    const hist: Record<number, number> = {};
    let best = { ids: [0, 0], shared: -1 };
    for (let i = 0; i < rows.length; i++)
      for (let j = i + 1; j < rows.length; j++) {
        const other = new Set(rows[j].numbers);
        const shared = rows[i].numbers.filter((n) => other.has(n)).length;
        hist[shared] = (hist[shared] ?? 0) + 1;
        if (shared > best.shared) best = { ids: [rows[i].id, rows[j].id], shared };
      }
    expect(out.overlap).toEqual(
      Object.entries(hist)
        .map(([shared, pairs]) => ({ shared: Number(shared), pairs }))
        .sort((a, b) => a.shared - b.shared),
    );
    expect(out.overlap.reduce((a, o) => a + o.pairs, 0)).toBe((rows.length * (rows.length - 1)) / 2);
    expect(out.closestPair).toEqual(best);
  });

  it('names its systems by the one rule the bulk actions use (selection or every row of the filter)', async () => {
    // ids: deduplicated, in the given order, not read
    expect(
      await targetSystemIds(
        t.database.db,
        'superenalotto',
        { ids: [9, 3, 9, 1] },
        { max: 2, refusal: 'ANALYSIS_TOO_MANY' },
      ),
    ).toEqual([9, 3, 1]);
    // a filter: the ids the list selects, in id order, the same for both users of the rule
    const filter = { q: 'Import', status: 'BOZZA' as const };
    const list = (
      await api('GET', 'games/superenalotto/systems?q=Import&status=BOZZA&pageSize=100&sort=name')
    ).json() as { total: number; items: Array<{ id: number }> };
    expect(list.total).toBeGreaterThan(1);
    expect(list.total).toBeLessThanOrEqual(100);
    const expected = list.items.map((i) => i.id).sort((a, b) => a - b);
    expect(await analysisTargetIds(t.database.db, 'superenalotto', { filter })).toEqual(expected);
    expect(await bulkTargetIds(t.database.db, 'superenalotto', { filter })).toEqual(expected);
    expect(
      await targetSystemIds(
        t.database.db,
        'superenalotto',
        { filter },
        { max: list.total, refusal: 'BULK_FILTER_TOO_LARGE' },
      ),
    ).toEqual(expected);
    // one over the limit: each user's own refusal, its count as its message writes it
    const max = list.total - 1;
    const refused = (refusal: 'BULK_FILTER_TOO_LARGE' | 'ANALYSIS_TOO_MANY') =>
      targetSystemIds(t.database.db, 'superenalotto', { filter }, { max, refusal }).catch((e: unknown) => e);
    expect(await refused('BULK_FILTER_TOO_LARGE')).toMatchObject({
      code: 'BULK_FILTER_TOO_LARGE',
      status: 422,
      params: { count: list.total, max: String(max) },
      fields: { filter: errorMessage('BULK_FILTER_TOO_LARGE', { count: list.total, max: String(max) }) },
    });
    expect(await refused('ANALYSIS_TOO_MANY')).toMatchObject({
      code: 'ANALYSIS_TOO_MANY',
      status: 422,
      fields: { filter: errorMessage('ANALYSIS_TOO_MANY', { count: String(list.total), max: String(max) }) },
    });
  });
});

const seqOf = (name: string) => name.replace(/\D/g, '');
const pad = (n: number) => String(n).padStart(4, '0');
