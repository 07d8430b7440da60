import { z } from '../zod';
import { GAME_SLUGS } from '../games';
import { idParam, text } from '../schemas/common';
import { contestSchema } from '../schemas/structures';
import { drawResultFields, prizeAmountSchema, totocalcioEventResultSchema } from '../engine/wins/schemas';

/**
 * The API of draw results (decisions.md "Draw results and wins"). Imported by path
 * (`@bacheca/domain/results/schemas`): the results pages load it, never the login. The per-game refinement of a
 * result is the wins engine's (`engine/wins/validate.ts`): the server runs it with the contest's event count.
 */

export const RESULT_STATUSES = ['BOZZA', 'CONFERMATO'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const RESULT_LIMITS = { reason: 500 } as const;

export const resultParams = z.object({ gameSlug: z.enum(GAME_SLUGS), contestId: idParam });

/** `GET …/contests/{contestId}/result`. */
export const contestResultSchema = z.object({
  contestId: z.number().int(),
  status: z.enum(RESULT_STATUSES),
  numbers: z.array(z.number().int()),
  jolly: z.number().int().nullable(),
  superstar: z.number().int().nullable(),
  euronumbers: z.array(z.number().int()).nullable(),
  signs: z.array(totocalcioEventResultSchema).nullable(),
  prizes: z.array(prizeAmountSchema),
  enteredBy: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ContestResult = z.infer<typeof contestResultSchema>;

/** `PUT …/result`: the draft's fields (the same as the result's but status and users). */
export const resultPutRequest = drawResultFields;
export type ResultPutRequest = z.input<typeof resultPutRequest>;

/** `POST …/result/confirm`: the version the confirming user saw (a stale one is refused, 409). */
export const resultConfirmRequest = z.object({ version: z.number().int().min(1) });
export const resultConfirmResponse = z.object({ jobId: z.string().nullable() });

/** `POST …/result/reopen`: back to BOZZA, with the reason (kept in the activity log with both versions). */
export const resultReopenRequest = z.object({ reason: text().trim().min(1).max(RESULT_LIMITS.reason) });

/** `GET /games/{g}/prize-categories`. */
export const prizeCategoriesResponse = z.object({
  items: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      superstar: z.boolean(),
      formula: z.union([z.literal(11), z.literal(13)]).optional(),
    }),
  ),
});

/** `GET /games/{g}/results`: the contests whose sales have closed, newest first, with their result's status. */
export const resultListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });
export const resultListResponse = z.object({
  items: z.array(
    z.object({
      contest: contestSchema,
      status: z.enum(RESULT_STATUSES).nullable(),
      enteredBy: z.string().nullable(),
      confirmedBy: z.string().nullable(),
      version: z.number().int().nullable(),
    }),
  ),
});
