import { z } from '../zod';
import { GAME_SLUGS } from '../games';
import { contestSchema } from './structures';
import { JOB_STATUSES, SYSTEM_STATUSES } from '../enums';

/** One upcoming contest with the quote of its systems (the bar chart). */
export const dashboardContestSchema = z.object({
  contest: contestSchema,
  systems: z.number().int(),
  quotesSold: z.number().int(),
  quotesAvailable: z.number().int(),
});

export const dashboardJobSchema = z.object({
  /** Game_ID, e.g. SE_42. */
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  processingRate: z.number().int(),
  systemCount: z.number().int(),
  author: z.string(),
  createdAt: z.string(),
});

/**
 * The figures of one game (/{game}, and the home): every figure is the total of a list the page links to
 * (systems by status, by contest, by structure; jobs).
 */
export const gameDashboardSchema = z.object({
  game: z.enum(GAME_SLUGS),
  nextContests: z.array(dashboardContestSchema),
  systemsByStatus: z.array(z.object({ status: z.enum(SYSTEM_STATUSES), count: z.number().int() })),
  runningJobs: z.array(dashboardJobSchema),
  recentJobs: z.array(dashboardJobSchema),
  topStructures: z.array(z.object({ structureId: z.number().int(), name: z.string(), quotesSold: z.number().int() })),
  /** Proposals waiting (DA_VALUTARE): null until the proposals (issue 13) exist. */
  proposalsWaiting: z.number().int().nullable(),
});
export type GameDashboard = z.infer<typeof gameDashboardSchema>;

/** /home: the games the caller may see, and the outlet and login figures only for who may read them (else null). */
export const homeDashboardSchema = z.object({
  games: z.array(gameDashboardSchema),
  outlets: z.object({ active: z.number().int(), total: z.number().int() }).nullable(),
  failedLogins: z
    .array(z.object({ at: z.string(), username: z.string().nullable(), reason: z.string().nullable(), outcome: z.string(), label: z.string() }))
    .nullable(),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;
