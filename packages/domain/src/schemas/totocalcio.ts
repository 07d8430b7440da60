import { z } from '../zod';
import { calculateTotocalcio } from '../engine/totocalcio';
import { TOTOCALCIO_CONFIG } from '../engine/config';
import { CONCESSIONS } from '../enums';
import { totocalcioEventChoice, totocalcioFormula as formula, totocalcioMatchSchema } from './totocalcio-core';
import type { EngineResult } from '../engine/result';
import type { TotocalcioResult } from '../engine/schemas';
import { ERRORS } from '../messages';
import { ID_MAX, idParam, isSafeText } from './common';
import { STRUCTURE_LIMITS, contestSchema } from './structures';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

export const contestEventsResponse = z.object({ contest: contestSchema, events: z.array(totocalcioMatchSchema) });
export const contestEventsParams = z.object({ contestId: idParam });

/** POST /api/v1/games/totocalcio/systems (decisions.md): a system on an open contest. */
export const totocalcioSystemCreateRequest = z.object({
  name: z
    .string(msg('TOTOCALCIO_NAME_REQUIRED'))
    .trim()
    .min(1, msg('TOTOCALCIO_NAME_REQUIRED'))
    .max(STRUCTURE_LIMITS.systemName, msg('SYSTEM_NAME_TOO_LONG'))
    .refine(isSafeText, msg('INVALID_INPUT')),
  contestId: z.number(msg('CONTEST_NOT_FOUND')).int().min(1, msg('CONTEST_NOT_FOUND')).max(ID_MAX),
  formula,
  concession: z.enum(CONCESSIONS),
  quotes: z.number().int().min(1).max(10_000),
  events: z
    .array(totocalcioEventChoice)
    .max(TOTOCALCIO_CONFIG.maxEvents)
    .refine((e) => new Set(e.map((x) => x.eventNumber)).size === e.length, msg('INVALID_INPUT')),
});
export type TotocalcioSystemCreateRequest = z.input<typeof totocalcioSystemCreateRequest>;

/**
 * The one pricing of a Totocalcio system from the signs chosen per event: the browser's live figures and the
 * server's check call this same function (docs/domain.md §6, engine/totocalcio.ts).
 */
export function priceTotocalcioSystem(input: {
  formula: 11 | 13;
  quotes: number;
  events: readonly { mandatory: boolean; signs: readonly unknown[] }[];
}): EngineResult<TotocalcioResult> {
  return calculateTotocalcio({
    formula: input.formula,
    quotes: input.quotes,
    events: input.events
      .filter((e) => e.signs.length > 0)
      .map((e) => ({ mandatory: e.mandatory, signs: e.signs.length as 1 | 2 | 3 })),
  });
}

/** The 201 answer of POST /games/totocalcio/systems: columns and prices. */
export const totocalcioSystemCreated = z.object({
  id: z.number().int(),
  name: z.string(),
  contest: contestSchema,
  formula,
  concession: z.enum(CONCESSIONS),
  quotesTotal: z.number().int(),
  columns: z.number().int(),
  totalPriceCents: z.number().int(),
  quotaPriceCents: z.number().int(),
  status: z.literal('ASSOCIATA'),
  /** The publication job recording the creation (NTCL_n, already COMPLETATO). */
  jobId: z.string(),
});
export type TotocalcioSystemCreated = z.infer<typeof totocalcioSystemCreated>;
