import type { GameSlug } from '@bacheca/domain';

/**
 * The games of an outlet's board (docs/decisions.md): SuperEnalotto for every outlet; EuroJackpot with
 * eurojEnabled; SiVinceTutto with nveBachecaEnabled (the "NVE" board); Totocalcio with ntclBachecaEnabled.
 */
export function outletGames(u: { eurojEnabled: boolean; ntclBachecaEnabled: boolean; nveBachecaEnabled: boolean }): GameSlug[] {
  const out: GameSlug[] = ['superenalotto'];
  if (u.eurojEnabled) out.push('eurojackpot');
  if (u.nveBachecaEnabled) out.push('sivincetutto');
  if (u.ntclBachecaEnabled) out.push('totocalcio');
  return out;
}
