/**
 * The IDOR walk: every route an outlet reaches, taken from the running app's route table, called as
 * one outlet (and as staff simulating it) with ids it must not read: another outlet's holding, another game's system
 * and notification, a draft, a cancelled system. Each answers exactly what an id that does not exist answers (404,
 * nothing of the object in the body) or, for a simulation's write, 403; nothing changes. A route an outlet reaches
 * that this walk does not list fails the first test: a new outlet route is walked before it ships.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ERRORS, type NotificationScope } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import {
  closeContest,
  makeContest,
  makeDevelopedProposal,
  makeDraftSystems,
  makeNotification,
  makeOutlet,
  makePublishedSystem,
  makeQuoteHolding,
  makeResult,
  makeStaff,
  makeStructure,
  runWins,
  winningDraw,
} from '../../test/factories';
import { auditLog, contests, proposals, systemQuotes, systems, users } from '../../db/schema';
import type { RegisteredRoute } from '../../plugins/access';

/** What a path parameter names, so the walk knows which ids to try. */
type IdKind = 'system' | 'notification' | 'contest' | 'winNotice';
/** What each kind answers for an id the outlet may not reach (exactly what an unknown id answers). */
const NOT_FOUND_CODE: Record<IdKind, string> = {
  system: 'SYSTEM_NOT_FOUND',
  notification: 'NOTIFICATION_NOT_FOUND',
  contest: 'NOT_FOUND',
  winNotice: 'NOT_FOUND',
};

/** Outlet routes with an id in the path: the kind of each parameter and the body a call sends. */
const WALKED: Record<string, { params: Record<string, IdKind>; payload?: object }> = {
  'GET /api/v1/ricevitore/systems/:systemId/graphic': { params: { systemId: 'system' } },
  'GET /api/v1/ricevitore/systems/:systemId/odds': { params: { systemId: 'system' } },
  'POST /api/v1/ricevitore/systems/:systemId/quotes': { params: { systemId: 'system' }, payload: { quantity: 1 } },
  'POST /api/v1/ricevitore/notifications/:id/ack': { params: { id: 'notification' } },
  'GET /api/v1/ricevitore/contests/:contestId/wins': { params: { contestId: 'contest' } },
  'POST /api/v1/ricevitore/wins/notices/:contestId/seen': { params: { contestId: 'winNotice' } },
};

/** Outlet routes without an id in the path, and why they cannot reach another outlet's objects. */
const WITHOUT_IDS: Record<string, string> = {
  'GET /api/v1/ricevitore/board':
    "the caller's board: its games' open contests only (another game's contest filter: nothing, checked below)",
  'GET /api/v1/ricevitore/holdings': "the caller's own holdings (checked below)",
  'POST /api/v1/ricevitore/notifications/seen':
    "ids in the body, not the path: only the notifications the caller's board may show now (active, its games, its targeting) are recorded, the others ignored (notifications.test.ts)",
  'GET /api/v1/ricevitore/wins':
    "the caller's own winning holdings (modules/wins/wins.test.ts: another outlet sees none of them)",
  'GET /api/v1/ricevitore/wins/contests':
    "the contests of the caller's games with computed wins (modules/wins/outlet-wins.test.ts)",
  'GET /api/v1/ricevitore/statement': "the caller's own holdings by contest (checked below)",
  'GET /api/v1/ricevitore/statement/export': "the caller's own holdings, the statement's rows (checked below)",
  'GET /api/v1/ricevitore/notifications/archive':
    "the notifications of the caller's games (checked below: another game's popup is not in it)",
  'GET /api/v1/ricevitore/proposals': "the caller's own proposals (checked below)",
  'GET /api/v1/ricevitore/proposals/options':
    'showcase structures and open contests of its games: public to every outlet of the game',
  'POST /api/v1/ricevitore/proposals':
    'creates a proposal of the caller on a showcase structure (modules/proposals checks it)',
  'GET /api/v1/ricevitore/profile': "the caller's own profile",
  'POST /api/v1/ricevitore/change-requests': "a change request on the caller's own profile",
  'GET /api/v1/ricevitore/notifications': "the notifications of the caller's games",
  'GET /api/v1/amministratori/me': 'the caller itself',
  'DELETE /api/v1/logout-user': "the caller's session",
  'POST /api/v1/refresh/token': "the caller's session",
  'POST /api/v1/impersonate/exit': "the caller's simulation",
  'PUT /api/v1/user/password': "the caller's own password",
};

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
/** Routes an outlet may call: a session route open to the ricevitore role that needs no back-office permission. */
const reachedByOutlet = (r: RegisteredRoute) => {
  const a = r.access;
  const perms = a.permission == null ? [] : ([] as unknown[]).concat(a.permission);
  return !a.public && perms.length === 0 && (!a.roles || a.roles.includes('ricevitore'));
};

describe.each(testDatabases())('outlets read only their board: the IDOR walk on %s', (kind) => {
  let t: TestApp;
  let outlet: string;
  let simulated: string;
  let me: typeof users.$inferSelect;
  let other: typeof users.$inferSelect;
  /** The ids the outlet must not read, by kind, each with a text it must not see in an answer. */
  const forbidden: Record<IdKind, Array<{ label: string; id: number; secrets: string[] }>> = {
    system: [],
    notification: [],
    contest: [],
    winNotice: [],
  };
  const visible: { system: number; ownClosedHolding: number; notification: number; winsContest: number } = {
    system: 0,
    ownClosedHolding: 0,
    notification: 0,
    winsContest: 0,
  };
  const UNKNOWN = 2_000_000_000;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    const db = t.database.db;
    const staff = await makeStaff(t);
    const confirmer = await makeStaff(t);
    // the outlet plays SuperEnalotto only; the other outlet every game
    const meMade = await makeOutlet(t);
    const otherMade = await makeOutlet(t, { games: ['eurojackpot', 'sivincetutto', 'totocalcio'] });
    [me, other] = [meMade.row, otherMade.row];
    outlet = await meMade.token();
    simulated = await meMade.token(staff.username);

    const row = async (id: number) => (await db.select().from(systems).where(eq(systems.id, id)))[0];
    const secretsOf = (s: typeof systems.$inferSelect) => [
      s.name,
      ...(s.boardName ? [s.boardName] : []),
      JSON.stringify(s.modules).slice(0, 40),
    ];
    const structure = await makeStructure(t, 'superenalotto');
    const seOpen = await makeContest(t, 'superenalotto');
    const publish = (contestId: number) =>
      makePublishedSystem(t, 'superenalotto', { structureId: structure.id, contestId, by: staff });

    // (b) a draft of the outlet's own game (no holding of it: quote live only on published systems)
    const [draftId] = await makeDraftSystems(t, 'superenalotto', structure.id, 1);
    const draft = await row(draftId);
    forbidden.system.push({ label: 'a draft of its game', id: draft.id, secrets: secretsOf(draft) });
    // (b) a system cancelled in the database, published on an open contest of its game, even one it held quote of
    const onSale = await row((await publish(seOpen.id)).id);
    const control = await row((await publish(seOpen.id)).id);
    await makeQuoteHolding(t, onSale.id, meMade, 1, staff.username);
    await db.update(systems).set({ status: 'CANCELLATA' }).where(eq(systems.id, onSale.id));
    forbidden.system.push({ label: 'a cancelled system it held quote of', id: onSale.id, secrets: secretsOf(onSale) });
    // (a) another outlet's: a system on another game's board (EuroJackpot, on sale, held by the other outlet)
    const ej = await row((await makePublishedSystem(t, 'eurojackpot', { by: staff })).id);
    await makeQuoteHolding(t, ej.id, otherMade, 1, staff.username);
    forbidden.system.push({
      label: "another game's system on another outlet's board",
      id: ej.id,
      secrets: secretsOf(ej),
    });
    // (a) another outlet's holding of its game, on a closed contest (off every board: only its holder reads it)
    const seClosing = await makeContest(t, 'superenalotto', { daysFromNow: 2 });
    const theirsId = (await publish(seClosing.id)).id;
    const mineId = (await publish(seClosing.id)).id;
    await makeQuoteHolding(t, theirsId, otherMade, 1, staff.username);
    await makeQuoteHolding(t, mineId, meMade, 1, staff.username);
    await closeContest(t, seClosing.id);
    const [theirs, mine] = [await row(theirsId), await row(mineId)];
    expect([theirs.status, mine.status]).toEqual(['COMPLETATA', 'COMPLETATA']);
    forbidden.system.push({
      label: "another outlet's holding on a closed contest",
      id: theirs.id,
      secrets: secretsOf(theirs),
    });
    // controls: what the walk must still answer (so a 404 everywhere cannot pass it)
    visible.system = control.id;
    visible.ownClosedHolding = mine.id;
    // another outlet's proposal (the lists test checks the outlet does not see it)
    await makeDevelopedProposal(t, otherMade, 'superenalotto');

    // (a) another outlet's notification: a popup for EuroJackpot outlets only; a control for SuperEnalotto ones
    const popup = (title: string, scope: NotificationScope[]) =>
      makeNotification(t, 'popup', { category: 'GENERAL', title, content: `<p>${title}</p>`, priority: 1, scope });
    const ejPopup = await popup('Riservato EuroJackpot', ['eurojackpot']);
    const sePopup = await popup('Per SuperEnalotto', ['superenalotto']);
    forbidden.notification.push({
      label: "a popup of another outlet's game",
      id: ejPopup.id,
      secrets: ['Riservato EuroJackpot'],
    });
    visible.notification = sePopup.id;

    // confirmed results with computed wins: the closed SuperEnalotto contest (its draw won by the outlet's own
    // holding) and a closed EuroJackpot contest (won by a system of it)
    const ejClosing = await makeContest(t, 'eurojackpot', { daysFromNow: 2 });
    const ejWinner = await row(
      (await makePublishedSystem(t, 'eurojackpot', { contestId: ejClosing.id, by: staff })).id,
    );
    await closeContest(t, ejClosing.id);
    // a draw each system wins (SuperEnalotto: 5+1), entered by one staff user and confirmed by another
    const people = { enteredBy: staff, confirmedBy: confirmer };
    await makeResult(t, 'superenalotto', seClosing.id, {
      ...(await winningDraw(t, mine.id, { jollyInstead: true })),
      ...people,
    });
    await runWins(t, seClosing.id);
    await makeResult(t, 'eurojackpot', ejClosing.id, { ...(await winningDraw(t, ejWinner.id)), ...people });
    await runWins(t, ejClosing.id);

    // (a) the winners of another game's contest (EuroJackpot); its own game's: a control
    const winsContest = async (game: string) =>
      (
        await t.database.query<{ contest_id: number }>(
          `select contest_id from wins_jobs where game = $1 and status = 'COMPLETATO' order by contest_id desc limit 1`,
          [game],
        )
      ).rows[0].contest_id;
    const ejWins = await winsContest('eurojackpot');
    const ejWinners = await t.database.query<{ name: string }>(
      `select s.name from system_wins w join systems s on s.id = w.system_id where w.contest_id = $1 and w.total_cents > 0 limit 3`,
      [ejWins],
    );
    expect(ejWinners.rows.length).toBeGreaterThan(0);
    forbidden.contest.push({
      label: "the winners of another game's contest",
      id: ejWins,
      secrets: ejWinners.rows.map((r) => r.name),
    });
    visible.winsContest = await winsContest('superenalotto');
    // (a) another outlet's win notice: the other outlet has one on a contest of the outlet's game, the outlet none
    await t.database.query('delete from outlet_win_notices where contest_id = $1', [visible.winsContest]);
    await t.database.query('insert into outlet_win_notices (user_id, contest_id) values ($1, $2)', [
      other.id,
      visible.winsContest,
    ]);
    forbidden.winNotice.push({ label: "another outlet's win notice", id: visible.winsContest, secrets: [] });
  }, 180_000);
  afterAll(async () => t?.close());

  const call = (key: string, ids: Record<string, number>, token: string) => {
    const [method, url] = key.split(' ');
    return t.inject({
      method: method as 'GET',
      url: url.replace(/:(\w+)/g, (_m, p: string) => String(ids[p])),
      token,
      payload: WALKED[key].payload,
    });
  };
  const idsFor = (key: string, id: number) => Object.fromEntries(Object.keys(WALKED[key].params).map((p) => [p, id]));

  it('walks every route an outlet reaches: those with an id in the path here, the others listed with a reason', () => {
    const reached = t.app.routeTable.filter(reachedByOutlet);
    expect(reached.length).toBeGreaterThanOrEqual(Object.keys(WALKED).length);
    for (const r of reached) {
      const key = keyOf(r);
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (params.length) {
        expect(WALKED[key], `${key} reaches outlets with an id: add it to WALKED with its ids' kinds`).toBeDefined();
        expect(Object.keys(WALKED[key].params).sort(), key).toEqual(params.sort());
      } else
        expect(
          WITHOUT_IDS[key],
          `${key} reaches outlets: list it in WITHOUT_IDS with why no other outlet's object is reachable`,
        ).toBeDefined();
    }
    const keys = new Set(reached.map(keyOf));
    expect(
      Object.keys(WALKED).filter((k) => !keys.has(k)),
      'stale WALKED entries',
    ).toEqual([]);
    expect(
      Object.keys(WITHOUT_IDS).filter((k) => !keys.has(k)),
      'stale WITHOUT_IDS entries',
    ).toEqual([]);
  });

  it("the controls answer: a system on its board, its own closed holding (card and odds), its own game's popup", async () => {
    for (const id of [visible.system, visible.ownClosedHolding]) {
      for (const token of [outlet, simulated]) {
        const res = await call('GET /api/v1/ricevitore/systems/:systemId/graphic', { systemId: id }, token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).toContain('<svg');
        const odds = await call('GET /api/v1/ricevitore/systems/:systemId/odds', { systemId: id }, token);
        expect(odds.statusCode, odds.body).toBe(200);
        expect(odds.json().categories.length).toBeGreaterThan(0);
      }
    }
    const ack = await call('POST /api/v1/ricevitore/notifications/:id/ack', { id: visible.notification }, outlet);
    expect(ack.statusCode, ack.body).toBe(200);
    for (const token of [outlet, simulated]) {
      const winners = await call(
        'GET /api/v1/ricevitore/contests/:contestId/wins',
        { contestId: visible.winsContest },
        token,
      );
      expect(winners.statusCode, winners.body).toBe(200);
      expect(winners.json().items.length).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(WALKED))(
    '%s: every id the outlet must not read answers like an unknown id, nothing leaks, nothing changes',
    async (key) => {
      const kinds = new Set(Object.values(WALKED[key].params));
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
      const quotesBefore = await t.database.db
        .select()
        .from(systemQuotes)
        .orderBy(asc(systemQuotes.systemId), asc(systemQuotes.userId));
      for (const idKind of kinds) {
        expect(forbidden[idKind].length, idKind).toBeGreaterThan(0);
        for (const [who, token] of [
          ['outlet', outlet],
          ['simulated', simulated],
        ] as const) {
          const unknown = await call(key, idsFor(key, UNKNOWN), token);
          for (const f of forbidden[idKind]) {
            const res = await call(key, idsFor(key, f.id), token);
            const what = `${who} ${key} with ${f.label} (${f.id})`;
            expect([403, 404], `${what} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
            // the same answer as an id that does not exist: no existence oracle
            expect({ status: res.statusCode, body: res.json() }, what).toEqual({
              status: unknown.statusCode,
              body: unknown.json(),
            });
            if (res.statusCode === 404) expect(res.json().code, what).toBe(NOT_FOUND_CODE[idKind]);
            else expect(res.json().code, what).toBe('FORBIDDEN');
            for (const secret of f.secrets) expect(res.body, `${what} leaks «${secret}»`).not.toContain(secret);
          }
        }
      }
      // nothing written: no audit entry, no quota moved, no acknowledgement
      expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
      expect(
        await t.database.db.select().from(systemQuotes).orderBy(asc(systemQuotes.systemId), asc(systemQuotes.userId)),
      ).toEqual(quotesBefore);
      const acks = await t.database.query(
        'select count(*)::int as n from notification_acks where notification_id = $1',
        [forbidden.notification[0].id],
      );
      expect(acks.rows[0].n).toBe(0);
      const seen = await t.database.query<{ n: number }>(
        'select count(*)::int as n from outlet_win_notices where seen_at is not null',
      );
      expect(seen.rows[0].n).toBe(0);
    },
  );

  it("the lists hold only what is the outlet's: its holdings, its proposals, its games' contests", async () => {
    const get = async (url: string, token = outlet) => {
      const res = await t.inject({ method: 'GET', url: `/api/v1/${url}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const held = (await get('ricevitore/holdings')).items.map((i: { systemId: number }) => i.systemId).sort();
    // its holdings of published systems: a cancelled one (set in the walk's setup) leaves "Le tue quote"
    const mine = (
      await t.database.db
        .select({ id: systemQuotes.systemId })
        .from(systemQuotes)
        .innerJoin(systems, eq(systems.id, systemQuotes.systemId))
        .where(and(eq(systemQuotes.userId, me.id), inArray(systems.status, ['ASSOCIATA', 'COMPLETATA'])))
    )
      .map((r) => r.id)
      .sort();
    expect(held).toEqual(mine);
    expect(held).not.toContain(forbidden.system.find((f) => f.label.startsWith("another outlet's holding"))!.id);
    const props = (await get('ricevitore/proposals')).items.map((i: { id: number }) => i.id).sort();
    const own = (await t.database.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.outletId, me.id)))
      .map((r) => r.id)
      .sort();
    const theirs = (
      await t.database.db.select({ id: proposals.id }).from(proposals).where(eq(proposals.outletId, other.id))
    ).map((r) => r.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(props).toEqual(own);
    // another game's contest as the board's filter: nothing of it
    const [ejContest] = await t.database.db
      .select()
      .from(contests)
      .where(and(eq(contests.game, 'eurojackpot'), gt(contests.closesAt, new Date())))
      .orderBy(asc(contests.closesAt))
      .limit(1);
    for (const token of [outlet, simulated]) {
      const board = await get(`ricevitore/board?contestId=${ejContest.id}`, token);
      expect(board.total).toBe(0);
      expect(board.items).toEqual([]);
      expect(board.contests.every((c: { game: string }) => c.game === 'superenalotto')).toBe(true);
    }
    // the board never lists what the walk refused
    const all = (await get('ricevitore/board?pageSize=100')).items.map((i: { id: number }) => i.id);
    for (const f of forbidden.system) expect(all, f.label).not.toContain(f.id);
    // the statement (page and export) holds exactly the holdings, never another outlet's
    const theirHolding = forbidden.system.find((f) => f.label.startsWith("another outlet's holding"))!;
    for (const token of [outlet, simulated]) {
      const statement = await get('ricevitore/statement', token);
      const inStatement = statement.contests
        .flatMap((c: { systems: Array<{ systemId: number }> }) => c.systems.map((x) => x.systemId))
        .sort();
      expect(inStatement).toEqual(mine);
      const csv = await t.inject({ method: 'GET', url: '/api/v1/ricevitore/statement/export?format=csv', token });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.trim().split('\r\n')).toHaveLength(mine.length + 1);
      for (const secret of theirHolding.secrets) expect(csv.body).not.toContain(secret);
      // the archive: its games' notifications only
      const archive = (await get('ricevitore/notifications/archive?pageSize=100', token)).items.map(
        (i: { id: number }) => i.id,
      );
      expect(archive).toContain(visible.notification);
      for (const f of forbidden.notification) expect(archive, f.label).not.toContain(f.id);
    }
    expect(ERRORS.SYSTEM_NOT_FOUND).toBe('Sistema non trovato.');
  });
});
