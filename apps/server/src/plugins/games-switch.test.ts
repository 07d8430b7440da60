/**
 * The games switch (`ENABLED_GAMES`, docs/decisions.md): a game that is off is absent and refused for every role
 * and route — 404 GAME_DISABLED on its staff routes, left out of the outlet's session, board, quote requests,
 * proposals and notifications. The same calls with every game on succeed, so each refusal below is the switch's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, GAME_SLUGS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { expectError } from '../test/expect-error';
import {
  makeContest,
  makeNotification,
  makeOutlet,
  makePublishedSystem,
  makeStaff,
  makeStructure,
  type MadeUser,
} from '../test/factories';

const OFF = 'superenalotto,totocalcio'; // EuroJackpot and SiVinceTutto off

/** What each app is given, the same on both: the users of every kind and the EuroJackpot records the switch hides. */
interface World {
  users: Record<'superadmin' | 'admin' | 'reader' | 'callcenter' | 'ricevitore1', MadeUser>;
  ejSystem: number;
  ejContest: number;
  ejStructure: number;
}

describe.each(testDatabases())('games switch on %s', (kind) => {
  const apps: Record<'off' | 'on', TestApp | undefined> = { off: undefined, on: undefined };
  const worlds = {} as Record<'off' | 'on', World>;
  const ejPopupTitle = 'Solo EuroJackpot';
  const token = (state: 'off' | 'on', user: keyof World['users']) => worlds[state].users[user].token();
  beforeAll(async () => {
    apps.off = await createTestApp(kind, { ENABLED_GAMES: OFF }, { seed: 'none' });
    apps.on = await createTestApp(kind, { ENABLED_GAMES: GAME_SLUGS.join(',') }, { seed: 'none' });
    for (const state of ['off', 'on'] as const) {
      const t = apps[state]!;
      const admin = await makeStaff(t, { role: 'admin' });
      const users = {
        superadmin: await makeStaff(t, { role: 'super_admin' }),
        admin,
        reader: await makeStaff(t, { role: 'reader' }),
        callcenter: await makeStaff(t, { role: 'call_center' }),
        // an outlet with every game's board
        ricevitore1: await makeOutlet(t, { games: ['eurojackpot', 'sivincetutto', 'totocalcio'] }),
      };
      await makeNotification(t, 'popup', {
        category: 'GENERAL',
        title: ejPopupTitle,
        content: `<p>${ejPopupTitle}</p>`,
        priority: 1,
        scope: ['eurojackpot'],
      });
      // a published EuroJackpot system with quote left on an open contest, and a showcase structure to propose on
      const contest = await makeContest(t, 'eurojackpot', { daysFromNow: 3 });
      const system = await makePublishedSystem(t, 'eurojackpot', { contestId: contest.id, by: admin });
      const showcase = await makeStructure(t, 'eurojackpot', { visibleInVetrina: true });
      worlds[state] = { users, ejSystem: system.id, ejContest: contest.id, ejStructure: showcase.id };
    }
  }, 240_000);
  afterAll(async () => {
    await apps.off?.close();
    await apps.on?.close();
  });

  it("answers 404 GAME_DISABLED on a game's routes for every role, before the permission check; an unknown session stays 401", async () => {
    const t = apps.off!;
    for (const user of ['superadmin', 'admin', 'reader', 'callcenter', 'ricevitore1'] as const) {
      const userToken = await token('off', user);
      for (const url of [
        '/api/v1/games/eurojackpot/structures',
        '/api/v1/games/sivincetutto/systems',
        '/api/v1/games/eurojackpot/contests',
      ]) {
        const res = await t.inject({ method: 'GET', url, token: userToken });
        expectError(res, 404, 'GAME_DISABLED');
        expect(res.json().message).toBe(ERRORS.GAME_DISABLED);
      }
      expectError(
        await t.inject({
          method: 'POST',
          url: '/api/v1/games/eurojackpot/structures',
          token: userToken,
          payload: {},
        }),
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
          token: await token('off', 'admin'),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await apps.on!.inject({
          method: 'GET',
          url: '/api/v1/games/eurojackpot/structures',
          token: await token('on', 'admin'),
        })
      ).statusCode,
    ).toBe(200);
  });

  it("leaves a game that is off out of the outlet's board, quote requests, proposals and notifications", async () => {
    for (const [state, t] of Object.entries(apps) as Array<['off' | 'on', TestApp]>) {
      const on = state === 'on';
      const { ejSystem, ejContest, ejStructure } = worlds[state];
      const token = await worlds[state].users.ricevitore1.token();
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
