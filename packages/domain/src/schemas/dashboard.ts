import { z } from '../zod';
import { GAME_SLUGS } from '../games';
import { contestSchema } from './structures';
import { JOB_STATUSES, SYSTEM_STATUSES } from '../enums';
import { totocalcioEventResultSchema } from '../engine/wins/schemas';

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
 * The game's last contest with a confirmed draw result: its draw, and once its wins job has finished the
 * systems that won (→ /{game}/sistemi?contestId=…&winning=true) and the total won (→ the contest's winners page).
 */
export const dashboardLastResultSchema = z.object({
  contest: contestSchema,
  numbers: z.array(z.number().int()),
  jolly: z.number().int().nullable(),
  superstar: z.number().int().nullable(),
  euronumbers: z.array(z.number().int()).nullable(),
  signs: z.array(totocalcioEventResultSchema).nullable(),
  /** The wins job of the confirmed version: IN_CORSO while it computes (the figures are null until it ends). */
  winsStatus: z.enum(['IN_CORSO', 'COMPLETATO']).nullable(),
  processingRate: z.number().int().nullable(),
  /** Systems (not CANCELLATA) with a win, and the sum of their total wins in cents. */
  winningSystems: z.number().int().nullable(),
  totalWonCents: z.number().int().nullable(),
});
export type DashboardLastResult = z.infer<typeof dashboardLastResultSchema>;

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
  /** Proposals waiting (DA_VALUTARE): null until the proposals exist. */
  proposalsWaiting: z.number().int().nullable(),
  lastResult: dashboardLastResultSchema.nullable(),
});
export type GameDashboard = z.infer<typeof gameDashboardSchema>;

/** /home: the games the caller may see, and the outlet and login figures only for who may read them (else null). */
export const homeDashboardSchema = z.object({
  games: z.array(gameDashboardSchema),
  outlets: z.object({ active: z.number().int(), total: z.number().int() }).nullable(),
  failedLogins: z
    .array(
      z.object({
        at: z.string(),
        username: z.string().nullable(),
        reason: z.string().nullable(),
        outcome: z.string(),
        label: z.string(),
      }),
    )
    .nullable(),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;
