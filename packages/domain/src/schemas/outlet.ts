import { z } from '../zod';
import { ERRORS } from '../messages';
import { GAME_SLUGS } from '../games';
import { ID_MAX, idParam, listQueryBase, listResponse, text, listParamsShape, priceRanges } from './common';
import { BOARD_LIST_PARAMS } from '../list-params';
import { systemModuleNumbers } from './structures';
import { registerOptionLabels } from './zod-messages';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

// ---------------------------------------------------------------- the outlet's quote requests

/** `POST /ricevitore/systems/{systemId}/quotes`: quote wanted by the outlet, more than zero (the server checks it is available). */
export const outletQuoteRequest = z.object({
  quantity: z
    .number(msg('QUOTE_AMOUNT_INVALID'))
    .int(msg('QUOTE_AMOUNT_INVALID'))
    .min(1, msg('QUOTE_AMOUNT_INVALID'))
    .max(125, msg('QUOTE_NOT_AVAILABLE')),
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

/** Board filters: game, contest, quota price range, available quote at least; evidence first, then the newest. */
export const boardQuery = listQueryBase.extend(listParamsShape(BOARD_LIST_PARAMS)).superRefine(priceRanges);
export type BoardQuery = z.input<typeof boardQuery>;

export const boardSystemSchema = z.object({
  id: z.number().int(),
  game: z.enum(GAME_SLUGS),
  name: z.string(),
  boardName: z.string().nullable(),
  /** Null for Totocalcio systems, which have no structure (their structure name is the game's). */
  structureId: z.number().int().nullable(),
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
  history: z.array(
    z.object({
      at: z.string(),
      systemId: z.number().int(),
      /** The system as the outlet knows it: its board name, else its SiCe name. */
      systemName: z.string(),
      game: z.enum(GAME_SLUGS),
      contestLabel: z.string().nullable(),
      action: z.string(),
      quantity: z.number().int(),
      actor: z.string().nullable(),
    }),
  ),
});
export type HoldingsResponse = z.infer<typeof holdingsResponse>;

// ---------------------------------------------------------------- the outlet's statement of quote

/** `GET /ricevitore/statement`: the quote the outlet holds on published systems, by contest, in cents. */
export const statementQuery = z.object({ game: z.enum(GAME_SLUGS).optional() });
export type StatementQuery = z.input<typeof statementQuery>;
/** `GET /ricevitore/statement/export`: the same rows, one a system, as CSV or Excel. */
export const statementExportQuery = statementQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export const statementSystemSchema = z.object({
  systemId: z.number().int(),
  name: z.string(),
  boardName: z.string().nullable(),
  status: z.string(),
  quantity: z.number().int(),
  quotaPriceCents: z.number().int(),
  /** quantity × quota price. */
  amountCents: z.number().int(),
});
export const statementContestSchema = z.object({
  contestId: z.number().int(),
  game: z.enum(GAME_SLUGS),
  contestLabel: z.string(),
  drawDate: z.string(),
  closesAt: z.string(),
  /** Still on sale. */
  open: z.boolean(),
  quotes: z.number().int(),
  amountCents: z.number().int(),
  systems: z.array(statementSystemSchema),
});
export const statementResponse = z.object({
  /** The newest contest first. */
  contests: z.array(statementContestSchema),
  totalQuotes: z.number().int(),
  totalCents: z.number().int(),
});
export type StatementResponse = z.infer<typeof statementResponse>;

// ---------------------------------------------------------------- proposals (proposte) and the syndicate back office

export const PROPOSAL_STATUSES = ['DA_VALUTARE', 'APPROVATA', 'RIFIUTATA', 'SVILUPPATA'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  DA_VALUTARE: 'Da valutare',
  APPROVATA: 'Approvata',
  RIFIUTATA: 'Rifiutata',
  SVILUPPATA: 'Sviluppata',
};
registerOptionLabels(PROPOSAL_STATUS_LABELS);
export const PROPOSAL_LIMITS = { note: 500, reason: 500, bulk: 500 } as const;

/** `POST /ricevitore/proposals`: without `numbers` the engine draws them under the structure's constraints. */
export const proposalCreateRequest = z
  .object({
    game: z.enum(GAME_SLUGS),
    /** Required for the numerical games; null (or absent) for Totocalcio, which has no structures. */
    structureId: z
      .number(msg('STRUCTURE_ID_REQUIRED'))
      .int()
      .min(1, msg('STRUCTURE_ID_REQUIRED'))
      .max(ID_MAX)
      .nullable()
      .optional(),
    contestId: z.number(msg('CONTEST_NOT_FOUND')).int().min(1, msg('CONTEST_NOT_FOUND')).max(ID_MAX),
    numbers: z.array(systemModuleNumbers).min(1).max(10).optional(),
    note: text().trim().max(PROPOSAL_LIMITS.note, msg('PROPOSAL_NOTE_TOO_LONG')).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.game === 'totocalcio') {
      if (v.structureId != null)
        ctx.addIssue({ code: 'custom', path: ['structureId'], message: ERRORS.PROPOSAL_TOTOCALCIO_NO_STRUCTURE });
      if (v.numbers)
        ctx.addIssue({ code: 'custom', path: ['numbers'], message: ERRORS.PROPOSAL_TOTOCALCIO_NO_STRUCTURE });
      if (!v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: ERRORS.PROPOSAL_TOTOCALCIO_NOTE_REQUIRED });
    } else if (v.structureId == null)
      ctx.addIssue({ code: 'custom', path: ['structureId'], message: ERRORS.STRUCTURE_ID_REQUIRED });
  });
export type ProposalCreateRequest = z.input<typeof proposalCreateRequest>;

export const proposalSchema = z.object({
  id: z.number().int(),
  game: z.enum(GAME_SLUGS),
  status: z.enum(PROPOSAL_STATUSES),
  ivrCode: z.string(),
  denomination: z.string().nullable(),
  /** null for Totocalcio (no structure: `structureName` is then "Totocalcio", the prices 0, the signs in `note`). */
  structureId: z.number().int().nullable(),
  structureName: z.string(),
  contestId: z.number().int(),
  contestLabel: z.string(),
  modules: z.array(systemModuleNumbers),
  quotesTotal: z.number().int(),
  quotaPriceCents: z.number().int(),
  totalPriceCents: z.number().int(),
  note: z.string(),
  reason: z.string().nullable(),
  evaluatedBy: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  systemId: z.number().int().nullable(),
  developedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalListResponse = listResponse(proposalSchema);
export type ProposalListResponse = z.infer<typeof proposalListResponse>;

export const proposalListQuery = listQueryBase.extend({
  game: z.enum(GAME_SLUGS).optional(),
  status: z.enum(PROPOSAL_STATUSES).optional(),
  contestId: idParam.optional(),
});
export type ProposalListQuery = z.input<typeof proposalListQuery>;
export const gameProposalListQuery = proposalListQuery.omit({ game: true });
export const proposalParams = z.object({ gameSlug: z.enum(GAME_SLUGS), proposalId: idParam });
export const proposalIdParams = z.object({ id: idParam });

/** `POST /syndicate/proposals/evaluate`: approve or reject one proposal (a rejection needs its reason). */
export const proposalEvaluateRequest = z
  .object({
    id: z.number().int().min(1).max(ID_MAX),
    outcome: z.enum(['APPROVATA', 'RIFIUTATA']),
    reason: text().trim().max(PROPOSAL_LIMITS.reason).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'RIFIUTATA' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ERRORS.PROPOSAL_REASON_REQUIRED });
  });
export const proposalBulkApproveRequest = z.object({
  ids: z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(PROPOSAL_LIMITS.bulk),
});
export const proposalBulkRejectRequest = z.object({
  ids: z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(PROPOSAL_LIMITS.bulk),
  reason: text(PROPOSAL_LIMITS.reason).trim().min(1, msg('PROPOSAL_REASON_REQUIRED')),
});
/** Bulk actions answer every row's outcome: done, or refused with its message. */
export const proposalBulkResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  done: z.number().int(),
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), message: z.string() })),
});
export type ProposalBulkResponse = z.infer<typeof proposalBulkResponse>;
export const proposalActionResponse = z.object({ ok: z.literal(true), message: z.string(), item: proposalSchema });

/** `GET /syndicate/contests/listing`: the contests holding proposals, with their counts by status. */
export const syndicateContestsResponse = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      game: z.enum(GAME_SLUGS),
      label: z.string(),
      closesAt: z.string(),
      open: z.boolean(),
      toEvaluate: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type SyndicateContests = z.infer<typeof syndicateContestsResponse>;

/** What the outlet may propose: the showcase structures of its games and their open contests. */
export const proposalOptionsResponse = z.object({
  structures: z.array(
    z.object({
      id: z.number().int(),
      game: z.enum(GAME_SLUGS),
      name: z.string(),
      shortDescription: z.string(),
      quotes: z.number().int(),
      quotaPriceCents: z.number().int(),
      totalPriceCents: z.number().int(),
      modules: z.array(z.unknown()),
    }),
  ),
  contests: z.array(
    z.object({ id: z.number().int(), game: z.enum(GAME_SLUGS), label: z.string(), closesAt: z.string() }),
  ),
});
export type ProposalOptions = z.infer<typeof proposalOptionsResponse>;
