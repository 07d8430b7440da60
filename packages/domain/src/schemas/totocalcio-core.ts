import { z } from '../zod';
import { TOTOCALCIO_CONFIG, TOTOCALCIO_FORMULAS } from '../engine/config';
import { ERRORS } from '../messages';
import { CONCESSIONS } from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

/** The three signs of a Totocalcio event, in coupon order. */
export const TOTOCALCIO_SIGNS = ['1', 'X', '2'] as const;
export type TotocalcioSign = (typeof TOTOCALCIO_SIGNS)[number];

/** One match of a Totocalcio contest (decisions.md: 14 events, home – away, kick-off). */
export const totocalcioMatchSchema = z.object({
  eventNumber: z.number().int(),
  home: z.string(),
  away: z.string(),
  /** Kick-off instant (ISO). */
  kickOff: z.string(),
});
export type TotocalcioMatch = z.infer<typeof totocalcioMatchSchema>;

/** The signs chosen for one event: one to three of 1, X, 2, each at most once. */
export const totocalcioEventChoice = z.object({
  eventNumber: z.number().int().min(1).max(TOTOCALCIO_CONFIG.maxEvents),
  mandatory: z.boolean(),
  signs: z
    .array(z.enum(TOTOCALCIO_SIGNS))
    .min(TOTOCALCIO_CONFIG.signs.min)
    .max(TOTOCALCIO_CONFIG.signs.max)
    .refine((s) => new Set(s).size === s.length, msg('INVALID_INPUT')),
});
export type TotocalcioEventChoice = z.infer<typeof totocalcioEventChoice>;

export const totocalcioFormula = z.union(
  TOTOCALCIO_FORMULAS.map((f) => z.literal(f)) as [z.ZodLiteral<11>, z.ZodLiteral<13>],
);

/** What a Totocalcio system keeps (systems.totocalcio) and the detail shows, with each event's match. */
export const totocalcioSystemInfo = z.object({
  formula: totocalcioFormula,
  concession: z.enum(CONCESSIONS),
  events: z.array(totocalcioEventChoice.extend({ home: z.string(), away: z.string(), kickOff: z.string() })),
});
export type TotocalcioSystemInfo = z.infer<typeof totocalcioSystemInfo>;
