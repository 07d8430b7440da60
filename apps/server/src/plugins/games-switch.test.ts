/**
 * The games switch (`ENABLED_GAMES`, docs/decisions.md): a game that is off is absent and refused for every role
 * and route — 404 GAME_DISABLED on its staff routes, left out of the outlet's session, board, quote requests,
 * proposals and notifications. The same calls with every game on succeed, so each refusal below is the switch's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ERRORS, GAME_SLUGS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import { contests, notifications, systems } from '../db/schema';

const OFF = 'superenalotto,totocalcio'; // EuroJackpot and SiVinceTutto off

describe.each(testDatabases())('games switch on %s', (kind) => {
  const apps: Record<'off' | 'on', TestApp | undefined> = { off: undefined, on: undefined };
  let ejSystem: number;
  let ejContest: number;
  let ejPopupTitle: string;
  let ejStructure: number;
  beforeAll(async () => {
    apps.off = await createTestApp(kind, { ENABLED_GAMES: OFF });
    apps.on = await createTestApp(kind, { ENABLED_GAMES: GAME_SLUGS.join(',') });
    for (const t of [apps.off, apps.on]) {
      const now = Date.now();
      await t.database.db.insert(notifications).values({
        type: 'popup',
        category: 'GENERAL',
        title: 'Solo EuroJackpot',
        content: '<p>Solo EuroJackpot</p>',
        priority: 1,
        scope: ['eurojackpot'],
        visibleFrom: new Date(now - 3_600_000),
        expiresAt: new Date(now + 86_400_000),
        createdBy: 'admin',
      });
    }
    ejPopupTitle = 'Solo EuroJackpot';
    // a published EuroJackpot system with quote left on an open contest (the demo seed makes the same on both apps)
    const [s] = await apps.off.database.db
      .select({ id: systems.id, contestId: systems.contestId })
      .from(systems)
      .innerJoin(contests, eq(contests.id, systems.contestId))
      .where(
        and(
          eq(systems.game, 'eurojackpot'),
          eq(systems.status, 'ASSOCIATA'),
          gt(contests.closesAt, sql`now()`),
          gt(systems.quotesTotal, sql`${systems.quotesAssigned} + 1`),
        ),
      )
      .limit(1);
    expect(s, 'a demo EuroJackpot system on sale').toBeTruthy();
    ejSystem = s.id;
    ejContest = s.contestId!;
    // a showcase EuroJackpot structure an outlet may propose on (the seed makes the same ids on both apps)
    const options = (
      await apps.on.inject({
        method: 'GET',
        url: '/api/v1/ricevitore/proposals/options',
        token: await apps.on.tokenFor('ricevitore1'),
      })
    ).json();
    ejStructure = options.structures.find((x: { game: string }) => x.game === 'eurojackpot')?.id;
    expect(ejStructure, 'a showcase EuroJackpot structure').toBeTruthy();
  }, 240_000);
  afterAll(async () => {
    await apps.off?.close();
    await apps.on?.close();
  });

  it("answers 404 GAME_DISABLED on a game's routes for every role, before the permission check; an unknown session stays 401", async () => {
    const t = apps.off!;
    for (const user of ['superadmin', 'admin', 'reader', 'callcenter', 'ricevitore1']) {
      const token = await t.tokenFor(user);
      for (const url of [
        '/api/v1/games/eurojackpot/structures',
        '/api/v1/games/sivincetutto/systems',
        '/api/v1/games/eurojackpot/contests',
      ]) {
        const res = await t.inject({ method: 'GET', url, token });
        expectError(res, 404, 'GAME_DISABLED');
        expect(res.json().message).toBe(ERRORS.GAME_DISABLED);
      }
      expectError(
        await t.inject({ method: 'POST', url: '/api/v1/games/eurojackpot/structures', token, payload: {} }),
        404,
        'GAME_DISABLED',
      );
    }
    expect((await t.inject({ method: 'GET', url: '/api/v1/games/eurojackpot/structures' })).statusCode).toBe(401);
    // the games that are on answer as before
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/games/superenalotto/structures',
          token: await t.tokenFor('admin'),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await apps.on!.inject({
          method: 'GET',
          url: '/api/v1/games/eurojackpot/structures',
          token: await apps.on!.tokenFor('admin'),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("leaves a game that is off out of the outlet's board, quote requests, proposals and notifications", async () => {
    for (const [state, t] of Object.entries(apps) as Array<['off' | 'on', TestApp]>) {
      const on = state === 'on';
      const token = await t.tokenFor('ricevitore1');
      const board = (await t.inject({ method: 'GET', url: '/api/v1/ricevitore/board?pageSize=100', token })).json();
      expect(board.games.includes('eurojackpot'), `${state}: board games`).toBe(on);
      expect(
        board.items.some((i: { game: string }) => i.game === 'eurojackpot'),
        `${state}: board items`,
      ).toBe(on);

      const quote = await t.inject({
        method: 'POST',
        url: `/api/v1/ricevitore/systems/${ejSystem}/quotes`,
        token,
        payload: { quantity: 1 },
      });
      if (on) expect(quote.statusCode, quote.body).toBe(200);
      else expectError(quote, 404, 'SYSTEM_NOT_FOUND');

      const options = (await t.inject({ method: 'GET', url: '/api/v1/ricevitore/proposals/options', token })).json();
      expect(
        options.contests.some((c: { game: string }) => c.game === 'eurojackpot'),
        `${state}: proposal contests`,
      ).toBe(on);
      const proposal = await t.inject({
        method: 'POST',
        url: '/api/v1/ricevitore/proposals',
        token,
        payload: { game: 'eurojackpot', structureId: ejStructure, contestId: ejContest, note: 'Prova' },
      });
      if (on) expect(proposal.statusCode, proposal.body).toBe(201);
      else expectError(proposal, 422, 'PROPOSAL_GAME_NOT_ENABLED');

      const delivered = (await t.inject({ method: 'GET', url: '/api/v1/ricevitore/notifications', token })).json();
      expect(
        delivered.popups.some((p: { title: string }) => p.title === ejPopupTitle),
        `${state}: notifications`,
      ).toBe(on);
    }
  });
});
