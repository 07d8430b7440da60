import { z } from 'zod';
import { ERRORS } from '../messages';
import { GAME_SLUGS } from '../games';
import { boolQuery, idParam, listQueryBase, listResponse } from './common';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

// ---------------------------------------------------------------- the outlet's quote requests

/** `POST /ricevitore/systems/{systemId}/quotes`: quote wanted by the outlet, more than zero (the server checks it is available). */
export const outletQuoteRequest = z.object({
  quantity: z.number(msg('QUOTE_AMOUNT_INVALID')).int(msg('QUOTE_AMOUNT_INVALID')).min(1, msg('QUOTE_AMOUNT_INVALID')).max(125, msg('QUOTE_NOT_AVAILABLE')),
});
export type OutletQuoteRequest = z.input<typeof outletQuoteRequest>;
export const outletQuoteResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  systemId: z.number().int(),
  quotesTotal: z.number().int(),
  quotesAssigned: z.number().int(),
  quotesAvailable: z.number().int(),
  /** The quote the outlet holds on the system after the request. */
  held: z.number().int(),
});
export const outletSystemParams = z.object({ systemId: idParam });

// ---------------------------------------------------------------- the outlet's board (/bacheca)

const centsQuery = z.coerce.number().int().min(0).max(100_000_000);

/** Board filters: game, contest, quota price range, available quote at least; evidence first, then the newest. */
export const boardQuery = listQueryBase
  .extend({
    game: z.enum(GAME_SLUGS).optional(),
    contestId: idParam.optional(),
    quotaPriceFrom: centsQuery.optional(),
    quotaPriceTo: centsQuery.optional(),
    availableFrom: z.coerce.number().int().min(0).max(125).optional(),
    /** Only the systems the outlet holds quote of. */
    held: boolQuery.optional(),
  })
  .superRefine((f, ctx) => {
    if (f.quotaPriceFrom != null && f.quotaPriceTo != null && f.quotaPriceFrom > f.quotaPriceTo)
      ctx.addIssue({ code: 'custom', path: ['quotaPriceTo'], message: ERRORS.QUOTE_RANGE_INVALID });
  });
export type BoardQuery = z.input<typeof boardQuery>;

export const boardSystemSchema = z.object({
  id: z.number().int(),
  game: z.enum(GAME_SLUGS),
  name: z.string(),
  boardName: z.string().nullable(),
  structureId: z.number().int(),
  structureName: z.string(),
  shortDescription: z.string(),
  contestId: z.number().int(),
  contestLabel: z.string(),
  closesAt: z.string(),
  quotesTotal: z.number().int(),
  quotesAvailable: z.number().int(),
  quotaPriceCents: z.number().int(),
  totalPriceCents: z.number().int(),
  evidence: z.boolean(),
  /** Developed from an outlet's proposal (false) or designed by staff (true). */
  boSystem: z.boolean(),
  /** The structure has a graphic: the card is drawn at /ricevitore/systems/{id}/graphic. */
  hasGraphic: z.boolean(),
  /** The quote this outlet holds. */
  held: z.number().int(),
});
export type BoardSystem = z.infer<typeof boardSystemSchema>;

export const boardContestSchema = z.object({
  id: z.number().int(),
  game: z.enum(GAME_SLUGS),
  label: z.string(),
  closesAt: z.string(),
  /** Among the game's first `featuredContests` open contests (preferences). */
  featured: z.boolean(),
});
export const boardResponse = listResponse(boardSystemSchema).extend({
  /** The outlet's games (eurojEnabled, ntclBachecaEnabled, nveBachecaEnabled). */
  games: z.array(z.enum(GAME_SLUGS)),
  /** The open contests of those games shown on the board (the preferences' upselling contests per game). */
  contests: z.array(boardContestSchema),
});
export type BoardResponse = z.infer<typeof boardResponse>;

/** The outlet's holdings: every system it holds quote of (any contest), and its request history. */
export const holdingSchema = z.object({
  systemId: z.number().int(),
  game: z.enum(GAME_SLUGS),
  name: z.string(),
  boardName: z.string().nullable(),
  contestLabel: z.string().nullable(),
  status: z.string(),
  quantity: z.number().int(),
  quotaPriceCents: z.number().int(),
  assignedAt: z.string(),
  assignedBy: z.string(),
});
export const holdingsResponse = z.object({
  items: z.array(holdingSchema),
  history: z.array(z.object({ at: z.string(), systemId: z.number().int(), action: z.string(), quantity: z.number().int(), actor: z.string().nullable() })),
});
export type HoldingsResponse = z.infer<typeof holdingsResponse>;
