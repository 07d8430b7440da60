/**
 * The wins API (decisions.md "Draw results and wins"): the winners of a contest, the outlet's winning
 * holdings. Imported by path (`@bacheca/domain/schemas/wins`), out of the browser's entry graph.
 */
import { z } from '../zod';
import { idParam, listQueryBase, listResponse, sortOf, listParamsShape } from './common';
import { WINS_LIST_PARAMS } from '../list-params';
import { GAME_SLUGS } from '../games';
import { WINS_SORT_FIELDS } from '../enums';

const gameSlugParam = z.enum(GAME_SLUGS);

export const winLineSchema = z.object({ category: z.string(), count: z.number().int() });
export type WinLine = z.infer<typeof winLineSchema>;

/** One system's wins on its contest's confirmed result. */
export const systemWinsSchema = z.object({
  systemId: z.number().int(),
  name: z.string(),
  boardName: z.string().nullable(),
  wins: z.array(winLineSchema),
  totalCents: z.number().int(),
  perQuotaCents: z.number().int(),
});
export type SystemWinsItem = z.infer<typeof systemWinsSchema>;

export const contestWinsParams = z.object({ gameSlug: gameSlugParam, contestId: idParam });
export const contestWinsQuery = listQueryBase.extend(listParamsShape(WINS_LIST_PARAMS));
export const contestWinsExportQuery = z.object({
  ...listParamsShape(WINS_LIST_PARAMS),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** The winners' job (the computation of the confirmed version) as the winners page shows it. */
export const winsJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(['IN_CORSO', 'COMPLETATO', 'ANNULLATO']),
  processingRate: z.number().int(),
  systemCount: z.number().int(),
  processed: z.number().int(),
  resultVersion: z.number().int(),
});

export const contestWinsResponse = listResponse(systemWinsSchema).extend({
  contest: z.object({ id: z.number().int(), label: z.string(), drawDate: z.string() }),
  /** The computation of the current confirmed result; null when the contest has none (no result, a draft, reopened). */
  job: winsJobSchema.nullable(),
  /** Winning systems and the total won (every page). */
  winning: z.number().int(),
  totalCents: z.number().int(),
  /** The contest's extraordinary award, for the winners column (SuperEnalotto). */
  award: z
    .object({
      label: z.string(),
      icon: z.string().nullable(),
      showIcon: z.boolean(),
      associatedWinCents: z.number().int(),
    })
    .nullable(),
});
export type ContestWinsResponse = z.infer<typeof contestWinsResponse>;

/** The outlet's winning holdings: its quote of winning systems, and what they are worth. */
export const outletWinSchema = systemWinsSchema.extend({
  game: gameSlugParam,
  contestId: z.number().int(),
  contestLabel: z.string(),
  quantity: z.number().int(),
  /** quantity × perQuotaCents. */
  holdingCents: z.number().int(),
  award: z
    .object({
      label: z.string(),
      icon: z.string().nullable(),
      showIcon: z.boolean(),
      associatedWinCents: z.number().int(),
    })
    .nullable(),
});
export type OutletWin = z.infer<typeof outletWinSchema>;
export const outletWinsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const outletWinsResponse = listResponse(outletWinSchema).extend({
  /** Contests whose winning holdings the outlet has not opened yet (the board's notice, one per contest). */
  notices: z.array(z.object({ contestId: z.number().int(), game: gameSlugParam, contestLabel: z.string() })),
});
export type OutletWinsResponse = z.infer<typeof outletWinsResponse>;

/** A contest of the outlet's games whose wins are computed (the board's "Vincite" tab chooses among them). */
export const outletWinsContestSchema = z.object({
  contestId: z.number().int(),
  game: gameSlugParam,
  contestLabel: z.string(),
  drawDate: z.string(),
  /** Winning systems of the contest and their total win. */
  winning: z.number().int(),
  totalCents: z.number().int(),
  award: z
    .object({
      label: z.string(),
      icon: z.string().nullable(),
      showIcon: z.boolean(),
      associatedWinCents: z.number().int(),
    })
    .nullable(),
});
export type OutletWinsContest = z.infer<typeof outletWinsContestSchema>;

/** GET /ricevitore/wins/contests: the latest contests of the outlet's games with computed wins, newest first. */
export const outletWinsContestsResponse = z.object({ items: z.array(outletWinsContestSchema) });
export type OutletWinsContestsResponse = z.infer<typeof outletWinsContestsResponse>;

export const outletContestParams = z.object({ contestId: idParam });
export const outletContestWinsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: sortOf(WINS_SORT_FIELDS).optional(),
});
/** The winning systems of a contest as an outlet reads them: the published ones, with the quote it holds of each. */
export const outletContestWinsResponse = listResponse(systemWinsSchema.extend({ held: z.number().int() })).extend({
  contest: outletWinsContestSchema,
});
export type OutletContestWinsResponse = z.infer<typeof outletContestWinsResponse>;

/** POST /ricevitore/wins/notices/{contestId}/seen: the notice is marked seen (again: unchanged). */
export const winNoticeSeenResponse = z.object({ ok: z.literal(true), contestId: z.number().int(), seenAt: z.string() });
