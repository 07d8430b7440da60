import { z } from '../zod';

/**
 * The odds of a system or a structure (decisions.md "Draw results and wins"): per category, the
 * possible draws in which at least one play wins it, of every possible draw; exact integers as decimal strings.
 * Imported by path (the login chunk does not load it).
 */
const decimal = z.string().regex(/^\d+$/);

export const oddsResponse = z.object({
  categories: z.array(z.object({ category: z.string(), winningDraws: decimal, totalDraws: decimal })),
});
export type OddsResponse = z.infer<typeof oddsResponse>;
