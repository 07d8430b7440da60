import { describe, expect, it } from 'vitest';
import { GAME_SLUGS } from '@bacheca/domain';
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
