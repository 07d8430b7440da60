import type { GameSlug } from '@bacheca/domain';

/**
 * The games of an outlet's board (docs/decisions.md "An outlet's games"), the one rule that the session, the board,
 * proposals and notifications read: SuperEnalotto for every outlet; EuroJackpot with eurojEnabled; SiVinceTutto with
 * nveBachecaEnabled (the "NVE" board); Totocalcio with ntclBachecaEnabled — and only the games this deployment has
 * switched on (`ENABLED_GAMES`): a game that is off is absent for outlets as for staff.
 */
export function outletGames(
  u: { eurojEnabled: boolean; ntclBachecaEnabled: boolean; nveBachecaEnabled: boolean },
  enabledGames: readonly GameSlug[],
): GameSlug[] {
  const out: GameSlug[] = ['superenalotto'];
  if (u.eurojEnabled) out.push('eurojackpot');
  if (u.nveBachecaEnabled) out.push('sivincetutto');
  if (u.ntclBachecaEnabled) out.push('totocalcio');
  return out.filter((g) => enabledGames.includes(g));
}
