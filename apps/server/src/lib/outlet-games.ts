import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GameSlug } from '@bacheca/domain';
import { users } from '../db/schema';

/**
 * The games of an outlet's board (docs/decisions.md "The games switch and an outlet's games"), the one rule that the session, the board,
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

/**
 * The SQL twin of `outletGames` over the users table: the outlets whose board holds at least one game of `scope` (a
 * text array, e.g. a notification's scope column, so one query can count for many notifications), only the games this
 * deployment has switched on. Used to count whom a notification reaches.
 */
export function outletHasAnyGameOf(scope: SQLWrapper, enabledGames: readonly GameSlug[]): SQL {
  const holds: Record<GameSlug, SQL> = {
    superenalotto: sql`true`,
    eurojackpot: eq(users.eurojEnabled, true),
    sivincetutto: eq(users.nveBachecaEnabled, true),
    totocalcio: eq(users.ntclBachecaEnabled, true),
  };
  const any = enabledGames.map((g) => and(sql`${g} = any(${scope})`, holds[g])!);
  return any.length ? or(...any)! : sql`false`;
}
