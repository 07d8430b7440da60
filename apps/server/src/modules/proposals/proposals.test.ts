import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { ERRORS, SUCCESS, errorMessage, format, type StructureModule } from '@bacheca/domain';
import { proposalCreateRequest } from '@bacheca/domain/schemas/outlet';
import type { AppError } from '../../lib/errors';
import { proposalNumbers } from './numbers';
import { expectError } from '../../test/expect-error';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import {
  closeContest,
  makeContest,
  makeDevelopedProposal,
  makeOutlet,
  makeStaff,
  makeStructure,
  type MadeUser,
} from '../../test/factories';
import { readPreferences } from '../../lib/preferences';
import { contests, gamePreferences, proposals, structures, systemQuotes, systems, users } from '../../db/schema';

describe.each(testDatabases())('proposals and the syndicate back office on %s', (kind) => {
  let t: TestApp;
  let outlet: string;
  let admin: string;
  let me: MadeUser;
  let adminUser: MadeUser;
  let readerUser: MadeUser;
  let vetrina: { id: number };
  let hidden: { id: number };
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    me = await makeOutlet(t, { games: ['eurojackpot'] });
    adminUser = await makeStaff(t);
    readerUser = await makeStaff(t, { role: 'reader' });
    [outlet, admin] = await Promise.all([me.token(), adminUser.token()]);
    // a showcase SuperEnalotto structure (8 numbers) and one kept off the showcase; an open contest of SuperEnalotto
    // and of Totocalcio; a contest since closed that holds a developed proposal (the contests listing's closed part)
    vetrina = await makeStructure(t, 'superenalotto', { visibleInVetrina: true });
    hidden = await makeStructure(t, 'superenalotto');
    await makeContest(t, 'superenalotto');
    await makeContest(t, 'totocalcio');
    const closing = await makeContest(t, 'superenalotto', { daysFromNow: 2 });
    await makeDevelopedProposal(t, me, 'superenalotto', { structureId: vetrina.id, contestId: closing.id });
    await closeContest(t, closing.id);
    // the game's preferences row, as the first read makes it (the develop test changes its share)
    await readPreferences(t.database.db, 'superenalotto');
  }, 120_000);
  afterAll(async () => t?.close());
  const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });

  async function propose(over: object = {}) {
    const opts = (await api('GET', 'ricevitore/proposals/options', outlet)).json();
    const s = opts.structures.find((x: { game: string }) => x.game === 'superenalotto');
    const c = opts.contests.find((x: { game: string }) => x.game === 'superenalotto');
    return {
      res: await api('POST', 'ricevitore/proposals', outlet, {
        game: 'superenalotto',
        structureId: s.id,
        contestId: c.id,
        note: 'Proposta di prova',
        ...over,
      }),
      s,
      c,
    };
  }

  it('the outlet proposes on a showcase structure: chosen numbers are checked, or the engine draws them; DA_VALUTARE', async () => {
    const opts = (await api('GET', 'ricevitore/proposals/options', outlet)).json();
    expect(opts.structures.map((s: { id: number }) => s.id)).toContain(vetrina.id);
    const offShowcase = await t.database.db.select().from(structures).where(eq(structures.visibleInVetrina, false));
    expect(offShowcase.map((h) => h.id)).toContain(hidden.id);
    for (const h of offShowcase) expect(opts.structures.map((s: { id: number }) => s.id)).not.toContain(h.id);

    const drawn = await propose();
    expect(drawn.res.statusCode, drawn.res.body).toBe(201);
    const item = drawn.res.json().item;
    expect(drawn.res.json().message).toBe(SUCCESS.PROPOSAL_SENT);
    expect(item).toMatchObject({
      status: 'DA_VALUTARE',
      ivrCode: me.row.ivrCode,
      structureId: drawn.s.id,
      contestId: drawn.c.id,
      note: 'Proposta di prova',
      quotaPriceCents: drawn.s.quotaPriceCents,
    });
    expect(item.modules[0].numbers).toHaveLength(8);

    const chosen = await propose({ numbers: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }] });
    expect(chosen.res.statusCode, chosen.res.body).toBe(201);
    expect(chosen.res.json().item.modules[0].numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const bad = await propose({ numbers: [{ numbers: [1, 2, 3] }] });
    expectError(bad.res, 422, 'SYSTEM_NUMBERS_INVALID');
    const repeated = await propose({ numbers: [{ numbers: [1, 1, 2, 3, 4, 5, 6, 7] }] });
    expectError(repeated.res, 422, 'SYSTEM_NUMBERS_INVALID');

    const mine = (await api('GET', 'ricevitore/proposals', outlet)).json();
    expect(mine.items.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([item.id, chosen.res.json().item.id]),
    );
    // staff simulating the outlet see the same list but cannot propose
    const sim = await me.token(adminUser.username);
    expect((await api('GET', 'ricevitore/proposals', sim)).json()).toEqual(mine);
    expectError(
      await api('POST', 'ricevitore/proposals', sim, {
        game: 'superenalotto',
        structureId: drawn.s.id,
        contestId: drawn.c.id,
        note: '',
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses a hidden structure, a closed or unknown contest and a game the outlet is not enabled to', async () => {
    const { c, s } = await propose();
    expectError(
      await api('POST', 'ricevitore/proposals', outlet, {
        game: 'superenalotto',
        structureId: hidden.id,
        contestId: c.id,
        note: '',
      }),
      422,
      'PROPOSAL_STRUCTURE_UNAVAILABLE',
    );
    expectError(
      await api('POST', 'ricevitore/proposals', outlet, {
        game: 'superenalotto',
        structureId: s.id,
        contestId: 99_999_999,
        note: '',
      }),
      422,
      'CONTEST_NOT_FOUND',
    );
    await t.database.db.update(users).set({ eurojEnabled: false }).where(eq(users.id, me.id));
    expectError(
      await api('POST', 'ricevitore/proposals', outlet, {
        game: 'eurojackpot',
        structureId: s.id,
        contestId: c.id,
        note: '',
      }),
      422,
      'PROPOSAL_GAME_NOT_ENABLED',
    );
    await t.database.db.update(users).set({ eurojEnabled: true }).where(eq(users.id, me.id));
  });

  it('staff approve and reject in bulk with per-row outcomes, evaluate one, and a decided proposal stays decided', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await propose()).res.json().item.id);
    const approved = await api('POST', 'syndicate/proposals/multiple/approval', admin, {
      ids: [ids[0], ids[1], 99_999_999],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({
      ok: true,
      message: SUCCESS.SYNDICATE_MULTIPLE_APPROVED,
      done: 2,
      results: [
        { id: ids[0], ok: true, message: 'Approvata' },
        { id: ids[1], ok: true, message: 'Approvata' },
        { id: 99_999_999, ok: false, message: ERRORS.PROPOSAL_NOT_FOUND },
      ],
    });
    const noReason = await api('POST', 'syndicate/proposals/multiple/reject', admin, { ids: [ids[2]], reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await api('POST', 'syndicate/proposals/multiple/reject', admin, {
      ids: [ids[1], ids[2]],
      reason: 'Numeri poco equilibrati',
    });
    expect(rejected.json()).toMatchObject({
      message: SUCCESS.SYNDICATE_MULTIPLE_REJECTED,
      done: 1,
      results: [
        { id: ids[1], ok: false, message: ERRORS.PROPOSAL_NOT_TO_EVALUATE },
        { id: ids[2], ok: true },
      ],
    });
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, ids[2]));
    expect(row).toMatchObject({
      status: 'RIFIUTATA',
      reason: 'Numeri poco equilibrati',
      evaluatedBy: adminUser.username,
    });
    const rejectOne = await api('POST', 'syndicate/proposals/evaluate', admin, { id: ids[3], outcome: 'RIFIUTATA' });
    expect(rejectOne.statusCode).toBe(400);
    expect(rejectOne.json().fields.reason).toBe(ERRORS.PROPOSAL_REASON_REQUIRED);
    const one = await api('POST', 'syndicate/proposals/evaluate', admin, { id: ids[3], outcome: 'APPROVATA' });
    expect(one.json()).toMatchObject({
      message: SUCCESS.SYNDICATE_EVALUATED,
      item: { status: 'APPROVATA', evaluatedBy: adminUser.username },
    });
    expectError(
      await api('POST', 'syndicate/proposals/evaluate', admin, { id: ids[3], outcome: 'APPROVATA' }),
      409,
      'PROPOSAL_NOT_TO_EVALUATE',
    );
    // the reader reads but never writes
    const reader = await readerUser.token();
    expect((await api('GET', 'syndicate/proposals/list?status=APPROVATA', reader)).statusCode).toBe(200);
    expectError(
      await api('POST', 'syndicate/proposals/multiple/approval', reader, { ids: [ids[0]] }),
      403,
      'READ_ONLY',
    );
    // lists: all games, by status and contest; one game; the contests listing
    const list = (await api('GET', `syndicate/proposals/list?status=APPROVATA&pageSize=100`, admin)).json();
    expect(list.items.every((p: { status: string }) => p.status === 'APPROVATA')).toBe(true);
    expect(list.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ids[0], ids[3]]));
    const game = (await api('GET', 'games/superenalotto/proposals?pageSize=100', admin)).json();
    expect(game.items.every((p: { game: string }) => p.game === 'superenalotto')).toBe(true);
    const contests = (await api('GET', 'syndicate/contests/listing', admin)).json();
    const all = await t.database.db.select().from(proposals);
    const c = contests.items.find((x: { id: number }) => x.id === row.contestId);
    expect(c.total).toBe(all.filter((p) => p.contestId === row.contestId).length);
    expect(c.toEvaluate).toBe(all.filter((p) => p.contestId === row.contestId && p.status === 'DA_VALUTARE').length);
    // the nearest open contest first, the closed ones after (latest first): the contest order of every picker
    const byOpen = contests.items.map((x: { open: boolean }) => x.open);
    expect(byOpen).toContain(true);
    expect(byOpen).toContain(false);
    expect(byOpen).toEqual([...byOpen].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    const openCloses = contests.items
      .filter((x: { open: boolean }) => x.open)
      .map((x: { closesAt: string }) => x.closesAt);
    expect(openCloses).toEqual([...openCloses].sort());
  });

  it('Sviluppa publishes the approved proposal on its contest with the preassigned share to the proposer', async () => {
    const { res } = await propose();
    const id = res.json().item.id;
    expectError(await api('POST', `syndicate/proposals/${id}/develop`, admin), 409, 'PROPOSAL_NOT_APPROVED');
    await api('POST', 'syndicate/proposals/evaluate', admin, { id, outcome: 'APPROVATA' });
    await t.database.db
      .update(gamePreferences)
      .set({ autoAssignPercentage: 30 })
      .where(eq(gamePreferences.game, 'superenalotto'));
    const dev = await api('POST', `syndicate/proposals/${id}/develop`, admin);
    expect(dev.statusCode, dev.body).toBe(200);
    const item = dev.json().item;
    expect(item).toMatchObject({ status: 'SVILUPPATA' });
    const [sys] = await t.database.db.select().from(systems).where(eq(systems.id, item.systemId));
    expect(dev.json().message).toBe(format(SUCCESS.PROPOSAL_DEVELOPED, { name: sys.name }));
    const share = Math.max(1, Math.floor((sys.quotesTotal * 30) / 100));
    expect(sys).toMatchObject({
      contestId: item.contestId,
      status: 'ASSOCIATA',
      boSystem: false,
      quotesAssigned: share,
      structureId: item.structureId,
    });
    expect(sys.modules).toEqual(item.modules);
    const [held] = await t.database.db
      .select()
      .from(systemQuotes)
      .where(and(eq(systemQuotes.systemId, sys.id), eq(systemQuotes.userId, me.id)));
    expect(held.quantity).toBe(share);
    // the outlet's board shows it with its preassigned quote
    const board = (await api('GET', `ricevitore/board?contestId=${item.contestId}&pageSize=100`, outlet)).json();
    expect(board.items.find((s: { id: number }) => s.id === sys.id)).toMatchObject({
      held: share,
      boSystem: false,
      quotesAvailable: sys.quotesTotal - share,
    });
    expectError(await api('POST', `syndicate/proposals/${id}/develop`, admin), 409, 'PROPOSAL_NOT_APPROVED');
    const detail = (await api('GET', `games/superenalotto/proposals/${id}`, admin)).json();
    expect(detail).toMatchObject({ status: 'SVILUPPATA', systemId: sys.id });
    const hist = (await api('GET', `games/superenalotto/proposals/${id}/history`, admin)).json();
    expect(hist.items.map((h: { action: string }) => h.action)).toEqual(['develop', 'approve', 'propose']);
    expectError(await api('GET', `games/eurojackpot/proposals/${id}`, admin), 404, 'PROPOSAL_NOT_FOUND');
    // at least 1 with a 0 % preference
    await t.database.db
      .update(gamePreferences)
      .set({ autoAssignPercentage: 0 })
      .where(eq(gamePreferences.game, 'superenalotto'));
    const next = (await propose()).res.json().item.id;
    await api('POST', 'syndicate/proposals/evaluate', admin, { id: next, outcome: 'APPROVATA' });
    const dev2 = (await api('POST', `syndicate/proposals/${next}/develop`, admin)).json();
    const [sys2] = await t.database.db.select().from(systems).where(eq(systems.id, dev2.item.systemId));
    expect(sys2.quotesAssigned).toBe(1);
  });

  it('Totocalcio: the outlet with the game proposes a contest and a note, staff see and evaluate it, and it is not developed here', async () => {
    await t.database.db.update(users).set({ ntclBachecaEnabled: false }).where(eq(users.id, me.id));
    let opts = (await api('GET', 'ricevitore/proposals/options', outlet)).json();
    expect(opts.contests.some((c: { game: string }) => c.game === 'totocalcio')).toBe(false);
    const anyToto = (
      await t.database.db
        .select()
        .from(contests)
        .where(and(eq(contests.game, 'totocalcio'), gt(contests.closesAt, new Date())))
        .limit(1)
    )[0];
    expectError(
      await api('POST', 'ricevitore/proposals', outlet, {
        game: 'totocalcio',
        structureId: null,
        contestId: anyToto.id,
        note: 'Tripla sul 3',
      }),
      422,
      'PROPOSAL_GAME_NOT_ENABLED',
    );

    await t.database.db.update(users).set({ ntclBachecaEnabled: true }).where(eq(users.id, me.id));
    opts = (await api('GET', 'ricevitore/proposals/options', outlet)).json();
    const c = opts.contests.find((x: { game: string }) => x.game === 'totocalcio');
    expect(c).toBeDefined();
    expect(opts.structures.some((x: { game: string }) => x.game === 'totocalcio')).toBe(false);

    const note = 'Formula 13: doppia 1X sul primo evento, tripla sul terzo';
    const res = await api('POST', 'ricevitore/proposals', outlet, {
      game: 'totocalcio',
      structureId: null,
      contestId: c.id,
      note,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({
      game: 'totocalcio',
      status: 'DA_VALUTARE',
      structureId: null,
      structureName: 'Totocalcio',
      contestId: c.id,
      note,
      modules: [],
    });
    // structureId may also be left out
    expect(
      (await api('POST', 'ricevitore/proposals', outlet, { game: 'totocalcio', contestId: c.id, note })).statusCode,
    ).toBe(201);

    // a structure, numbers or an empty note are refused, and so is a numerical game's proposal without its structure
    const [se] = await t.database.db.select().from(structures).where(eq(structures.game, 'superenalotto')).limit(1);
    const before = (await t.database.db.select({ id: proposals.id }).from(proposals)).length;
    const withStructure = await api('POST', 'ricevitore/proposals', outlet, {
      game: 'totocalcio',
      structureId: se.id,
      contestId: c.id,
      note,
    });
    expect(withStructure.statusCode).toBe(400);
    expect(withStructure.json().fields.structureId).toBe(ERRORS.PROPOSAL_TOTOCALCIO_NO_STRUCTURE);
    const noNote = await api('POST', 'ricevitore/proposals', outlet, {
      game: 'totocalcio',
      contestId: c.id,
      note: '  ',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields.note).toBe(ERRORS.PROPOSAL_TOTOCALCIO_NOTE_REQUIRED);
    const noStructure = await api('POST', 'ricevitore/proposals', outlet, {
      game: 'superenalotto',
      structureId: null,
      contestId: c.id,
      note,
    });
    expect(noStructure.statusCode).toBe(400);
    expect(noStructure.json().fields.structureId).toBe(ERRORS.STRUCTURE_ID_REQUIRED);
    // another game's contest
    const seContest = opts.contests.find((x: { game: string }) => x.game === 'superenalotto');
    expectError(
      await api('POST', 'ricevitore/proposals', outlet, { game: 'totocalcio', contestId: seContest.id, note }),
      422,
      'CONTEST_NOT_FOUND',
    );
    expect((await t.database.db.select({ id: proposals.id }).from(proposals)).length).toBe(before);
    // the database refuses a numerical proposal without structure
    await expect(
      t.database.db.insert(proposals).values({
        game: 'superenalotto',
        outletId: me.id,
        structureId: null,
        contestId: seContest.id,
        modules: [],
        numbersHash: 'x',
        createdBy: 't',
      }),
    ).rejects.toThrow();

    // staff: listed on /totocalcio/proposals, approved, and "Sviluppa" answers its explanation
    const list = (await api('GET', 'games/totocalcio/proposals', admin)).json();
    expect(list.items.map((p: { id: number }) => p.id)).toContain(item.id);
    const detail = await api('GET', `games/totocalcio/proposals/${item.id}`, admin);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ structureId: null, note });
    const ok = await api('POST', 'syndicate/proposals/evaluate', admin, { id: item.id, outcome: 'APPROVATA' });
    expect(ok.statusCode, ok.body).toBe(200);
    expectError(
      await api('POST', `syndicate/proposals/${item.id}/develop`, admin),
      422,
      'PROPOSAL_TOTOCALCIO_NOT_DEVELOPABLE',
    );
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, item.id));
    expect(row).toMatchObject({ status: 'APPROVATA', systemId: null });
  });
});

describe('the numbers of a proposal against the structure constraints', () => {
  const modules = [
    { type: 'INTEGRALE', numerosity: 8, constraints: { manual: { fixed: [7], excluded: [13] } } },
  ] as unknown as StructureModule[];
  const refusal = (numbers: number[]) => {
    try {
      proposalNumbers('superenalotto', modules, [{ numbers }]);
    } catch (e) {
      return e as AppError;
    }
    throw new Error('accepted');
  };

  it('refuses numbers missing a fixed one or playing an excluded one; the engine draws within them', () => {
    const missing = refusal([1, 2, 3, 4, 5, 6, 8, 9]);
    // the same rule, message and code as a manual system's numbers (lib/system-numbers.ts), on the proposal's field
    expect(missing.code).toBe('SYSTEM_NUMBERS_INVALID');
    expect(missing.message).toBe(ERRORS.SYSTEM_NUMBERS_INVALID);
    expect(missing.fields).toEqual({
      'numbers.0.numbers': errorMessage('DETAIL_SYSTEM_CONSTRAINT_FIXED', { values: '7' }),
    });
    const excluded = refusal([1, 2, 3, 4, 5, 6, 7, 13]);
    expect(excluded.fields).toEqual({
      'numbers.0.numbers': errorMessage('DETAIL_SYSTEM_CONSTRAINT_EXCLUDED', { values: '13' }),
    });
    expect(proposalNumbers('superenalotto', modules, [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }])[0].numbers).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    for (let i = 0; i < 20; i++) {
      const [drawn] = proposalNumbers('superenalotto', modules, undefined);
      expect(drawn.numbers).toHaveLength(8);
      expect(drawn.numbers).toContain(7);
      expect(drawn.numbers).not.toContain(13);
    }
  });

  it('a note longer than 500 characters is refused with its message', () => {
    const r = proposalCreateRequest.safeParse({
      game: 'superenalotto',
      structureId: 1,
      contestId: 1,
      note: 'x'.repeat(501),
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(ERRORS.PROPOSAL_NOTE_TOO_LONG);
  });
});
