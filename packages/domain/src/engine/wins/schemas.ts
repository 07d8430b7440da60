import type { GameSlug } from '../../games';
import { z } from '../../zod';
import { TOTOCALCIO_SIGNS } from '../../schemas/totocalcio-core';
import { PRIZE_AMOUNT_MAX_CENTS, validateDrawResult } from './validate';

/**
 * zod schemas of a draw result (decisions.md "Draw results and wins"): what `PUT …/result` receives.
 * Imported by path (`@bacheca/domain/engine/wins/schemas`), never through the barrel, to keep zod objects out of the
 * login's bundle. Shapes are loose about values (any integer, any category string) so that the refinement
 * ({@link validateDrawResult}) answers every wrong entry with its Italian message in `fields`.
 */

const int = z.number().int();

/** The outcome of one Totocalcio event. */
export const totocalcioEventResultSchema = z.object({
  eventNumber: int,
  sign: z.enum([...TOTOCALCIO_SIGNS, 'annullata']),
});

/** One line of the prize table: the category's official amount per winning combination, in cents. */
export const prizeAmountSchema = z.object({
  category: z.string().max(20),
  amountCents: int.min(0).max(PRIZE_AMOUNT_MAX_CENTS),
});

/** The fields of a result for any game, unrefined (extend it, then add {@link refineDrawResult}). */
export const drawResultFields = z.object({
  numbers: z.array(int).max(20).default([]),
  jolly: int.nullish(),
  superstar: int.nullish(),
  euronumbers: z.array(int).max(20).nullish(),
  signs: z.array(totocalcioEventResultSchema).max(40).nullish(),
  prizes: z.array(prizeAmountSchema).max(40),
});

export type DrawResultFields = z.infer<typeof drawResultFields>;

/** The refinement of a result for `game`: every invalid entry becomes an issue on its path with its Italian message. */
export function refineDrawResult(game: GameSlug, eventCount?: number) {
  return (value: DrawResultFields, ctx: z.RefinementCtx) => {
    const fields = validateDrawResult(game, value, eventCount);
    for (const [path, message] of Object.entries(fields ?? {})) {
      ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
    }
  };
}

/** The result schema of one game (Totocalcio: `eventCount` events, default 14). */
export function drawResultSchema(game: GameSlug, eventCount?: number) {
  return drawResultFields.superRefine(refineDrawResult(game, eventCount));
}
