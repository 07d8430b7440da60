import { GAME_SLUGS, mayReadGame, type GameSlug, type Permission } from '@bacheca/domain';
import type { GameDashboard, HomeDashboard } from '@bacheca/domain/schemas/dashboard';
import type { Db } from '../../db/client';
import {
  failedLogins,
  jobs,
  lastResult,
  nextContests,
  outletCounts,
  proposalsWaiting,
  systemsByStatus,
  topStructures,
} from './queries';

/** /{game} and /home: aggregate figures, each the total of the list the page links to. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async game(game: GameSlug, now = new Date()): Promise<GameDashboard> {
    const [contests, byStatus, running, recent, top, waiting, result] = await Promise.all([
      nextContests(this.db, game, 5, now),
      systemsByStatus(this.db, game),
      jobs(this.db, game, true, 5),
      jobs(this.db, game, false, 5),
      topStructures(this.db, game, 5),
      // outlets propose systems of the numerical games only: Totocalcio has no proposals to show
      game === 'totocalcio' ? Promise.resolve(null) : proposalsWaiting(this.db, game),
      lastResult(this.db, game, now),
    ]);
    return {
      game,
      nextContests: contests,
      systemsByStatus: byStatus,
      runningJobs: running,
      recentJobs: recent,
      topStructures: top,
      proposalsWaiting: waiting,
      lastResult: result,
    };
  }

  /** The home: only what the caller's permissions reach; the rest is null (not shown). */
  async home(permissions: readonly Permission[], enabledGames: readonly GameSlug[]): Promise<HomeDashboard> {
    const games = GAME_SLUGS.filter((g) => enabledGames.includes(g) && mayReadGame(permissions, g));
    const now = new Date();
    const out: HomeDashboard = { games: [], outlets: null, failedLogins: null };
    for (const g of games) out.games.push(await this.game(g, now));
    if (permissions.includes('read_ricevitore')) out.outlets = await outletCounts(this.db);
    if (permissions.includes('crud_read_admin')) out.failedLogins = await failedLogins(this.db, 5);
    return out;
  }
}
