import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SLUGS } from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../test/harness';
import { makeNotification, makeOutlet, makePublishedSystem, makeStaff, type MadeUser } from '../test/factories';
import { outletGames } from './outlet-games';

const none = { eurojEnabled: false, ntclBachecaEnabled: false, nveBachecaEnabled: false };
const all = { eurojEnabled: true, ntclBachecaEnabled: true, nveBachecaEnabled: true };

describe("an outlet's games", () => {
  it('SuperEnalotto for every outlet; each other game with its own board flag', () => {
    expect(outletGames(none, GAME_SLUGS)).toEqual(['superenalotto']);
    expect(outletGames({ ...none, eurojEnabled: true }, GAME_SLUGS)).toEqual(['superenalotto', 'eurojackpot']);
    // SiVinceTutto is the NVE board: never without nveBachecaEnabled (notifications included)
    expect(outletGames({ ...none, nveBachecaEnabled: true }, GAME_SLUGS)).toEqual(['superenalotto', 'sivincetutto']);
    expect(outletGames({ ...none, ntclBachecaEnabled: true }, GAME_SLUGS)).toEqual(['superenalotto', 'totocalcio']);
    expect(outletGames(all, GAME_SLUGS)).toEqual(['superenalotto', 'eurojackpot', 'sivincetutto', 'totocalcio']);
  });

  it('never a game the deployment has switched off, whatever the flags', () => {
    expect(outletGames(all, ['superenalotto', 'totocalcio'])).toEqual(['superenalotto', 'totocalcio']);
    expect(outletGames(all, ['eurojackpot'])).toEqual(['eurojackpot']);
    expect(outletGames(none, ['eurojackpot'])).toEqual([]);
  });
});

/**
 * The rule where users meet it: the board, the proposal form, the notifications an outlet receives and the reach
 * staff read must all give an outlet the same games. Two outlets, one with the SiVinceTutto (NVE) board, one without.
 */
describe.each(testDatabases())("an outlet's games across board, proposals and notifications on %s", (kind) => {
  let t: TestApp;
  let withNve: MadeUser;
  let withoutNve: MadeUser;
  let staffToken: string;
  let svt: { id: number };
  let se: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    withNve = await makeOutlet(t, { games: ['sivincetutto'] });
    withoutNve = await makeOutlet(t, { games: ['eurojackpot', 'totocalcio'] });
    staffToken = await (await makeStaff(t, { role: 'admin', permissions: ['handle_ruolo_admin'] })).token();
    svt = await makePublishedSystem(t, 'sivincetutto');
    se = await makePublishedSystem(t, 'superenalotto');
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (url: string, token: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/v1/${url}`, token });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('the board lists the SiVinceTutto game and its systems only with the NVE board', async () => {
    const on = await get('ricevitore/board', await withNve.token());
    const off = await get('ricevitore/board', await withoutNve.token());
    expect(on.games).toEqual(['superenalotto', 'sivincetutto']);
    expect(off.games).toEqual(['superenalotto', 'eurojackpot', 'totocalcio']);
    const ids = (b: { items: { id: number }[] }) => b.items.map((s) => s.id);
    expect(ids(on)).toEqual(expect.arrayContaining([svt.id, se.id]));
    expect(ids(off)).toContain(se.id);
    expect(ids(off)).not.toContain(svt.id);
    expect(off.contests.map((c: { game: string }) => c.game)).not.toContain('sivincetutto');
  });

  it('the proposal form offers SiVinceTutto contests only with the NVE board', async () => {
    const games = (o: { contests: { game: string }[] }) => new Set(o.contests.map((c) => c.game));
    const on = games(await get('ricevitore/proposals/options', await withNve.token()));
    const off = games(await get('ricevitore/proposals/options', await withoutNve.token()));
    expect(on.has('sivincetutto')).toBe(true);
    expect(off.has('sivincetutto')).toBe(false);
  });

  it('a SiVinceTutto notification reaches only the NVE outlet, and its reach counts only that outlet', async () => {
    const ivrCodes = [withNve.row.ivrCode!, withoutNve.row.ivrCode!];
    const svtPopup = await makeNotification(t, 'popup', { scope: ['sivincetutto'], ivrCodes });
    const sePopup = await makeNotification(t, 'popup', { scope: ['superenalotto'], ivrCodes });
    const popups = async (u: MadeUser) =>
      ((await get('ricevitore/notifications', await u.token())).popups as { id: number }[]).map((p) => p.id);
    expect(await popups(withNve)).toEqual(expect.arrayContaining([svtPopup.id, sePopup.id]));
    const off = await popups(withoutNve);
    expect(off).toContain(sePopup.id);
    expect(off).not.toContain(svtPopup.id);

    const reach = await get(`notifications/popup/${svtPopup.id}/reach?pending=true`, staffToken);
    expect(reach.targeted).toBe(1);
    expect(reach.pending.items.map((o: { ivrCode: string }) => o.ivrCode)).toEqual([withNve.row.ivrCode]);
    expect((await get(`notifications/popup/${sePopup.id}/reach`, staffToken)).targeted).toBe(2);
  });
});
