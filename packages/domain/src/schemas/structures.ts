/**
 * API contract of structures, systems, contests, quote assignment and the archive.
 * The same schemas validate the stepper's forms in the browser and the requests on the server; their messages come
 * from the catalogue, so a rule of spec §5 reads the same on both sides.
 */
import { z } from '../zod';
import { ERRORS, OPTION_LABELS, STRUCTURE_TYPE_LABELS } from '../messages';
import { GAME_SLUGS, GAMES } from '../games';
import { registerOptionLabels } from './zod-messages';
import {
  exportFormat,
  idParam,
  ID_MAX,
  jsonListFilter,
  listParamsShape,
  listQueryBase,
  listResponse,
  priceRanges,
  text,
} from './common';
import { ARCHIVE_LIST_PARAMS, STRUCTURE_LIST_PARAMS, SYSTEM_LIST_PARAMS } from '../list-params';
import { totocalcioSystemInfo } from './totocalcio-core';
import {
  BOARD_TYPES,
  STRUCTURE_TYPES,
  knownModuleSchema,
  moduleConstraintsSchema,
  calculateResultSchema,
} from '../engine';
import { STRUCTURE_STATUSES, SYSTEM_STATUSES, GRAPHIC_TEMPLATES } from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

export type StructureStatus = (typeof STRUCTURE_STATUSES)[number];
export type SystemStatus = StructureStatus;

/** Where a structure's systems are proposed [D]. */
export const PROPOSAL_CHANNELS = ['TERMINALE', 'WEB', 'APP'] as const;
/** Where its quote are sold [D]. */
export const SALES_CHANNELS = ['RICEVITORIA', 'ONLINE', 'OMNICANALE'] as const;

export const STRUCTURE_LIMITS = {
  name: 50,
  shortDescription: 100,
  systemName: 15,
  quotes: { min: 2, max: 125 },
  preassignedPercentage: { min: 1, max: 100 },
  generate: { min: 1, max: 999 },
} as const;

registerOptionLabels(
  Object.fromEntries(GAME_SLUGS.map((g) => [g, GAMES[g].label])),
  OPTION_LABELS.contestWhen,
  STRUCTURE_TYPE_LABELS,
);
const gameSlugParam = z.enum(GAME_SLUGS);
/** Ids are PostgreSQL integers: anything larger cannot exist (and must not reach the database as an error). */
export const gameParams = z.object({ gameSlug: gameSlugParam });
export const structureParams = z.object({ gameSlug: gameSlugParam, structureId: idParam });
export const systemParams = z.object({ gameSlug: gameSlugParam, systemId: idParam });
export const systemIdParams = z.object({ systemId: idParam });

// ---------------------------------------------------------------- contests

export const contestSchema = z.object({
  id: z.number().int(),
  game: gameSlugParam,
  year: z.number().int(),
  number: z.number().int(),
  /** "Concorso 142/2026" */
  label: z.string(),
  /** Draw date, YYYY-MM-DD. */
  drawDate: z.string(),
  /** Sales close at this instant (ISO). */
  closesAt: z.string(),
  status: z.enum(['APERTO', 'CHIUSO']),
});
export type Contest = z.infer<typeof contestSchema>;
export const contestListQuery = z.object({
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const contestListResponse = z.object({ items: z.array(contestSchema) });

// ---------------------------------------------------------------- structures

/** One module of a structure: the engine's module plus its generation constraints. */
export const structureModuleSchema = z.intersection(
  knownModuleSchema,
  z.object({ constraints: moduleConstraintsSchema.optional() }),
);
export type StructureModule = z.infer<typeof structureModuleSchema>;

/**
 * Create / update / duplicate body (the four steps of the stepper together). Totals are never sent: the server
 * computes combinations, cedole and prices with the engine and stores them.
 */
export const structureUpsertRequest = z
  .object({
    // step 1 Creazione
    name: z
      .string(msg('STRUCTURE_NAME_REQUIRED'))
      .trim()
      .min(1, msg('STRUCTURE_NAME_REQUIRED'))
      .max(STRUCTURE_LIMITS.name, msg('STRUCTURE_NAME_TOO_LONG')),
    shortDescription: z
      .string(msg('STRUCTURE_SHORT_DESCRIPTION_REQUIRED'))
      .trim()
      .min(1, msg('STRUCTURE_SHORT_DESCRIPTION_REQUIRED'))
      .max(STRUCTURE_LIMITS.shortDescription, msg('STRUCTURE_SHORT_DESCRIPTION_TOO_LONG')),
    extendedDescription: z
      .string(msg('STRUCTURE_EXTENDED_DESCRIPTION_REQUIRED'))
      .trim()
      .min(1, msg('STRUCTURE_EXTENDED_DESCRIPTION_REQUIRED'))
      .max(4000),
    tags: z.array(text().trim().min(1).max(40)).min(1, msg('STRUCTURE_TAG_REQUIRED')).max(20),
    proposalChannels: z.array(z.enum(PROPOSAL_CHANNELS)).min(1, msg('STRUCTURE_CHANNEL_REQUIRED')),
    salesChannel: z.enum(SALES_CHANNELS, msg('STRUCTURE_SALES_CHANNEL_REQUIRED')),
    // step 2 Struttura e grafica
    structureType: z.enum(STRUCTURE_TYPES).default('NON_ACCUMULO'),
    boardType: z.enum(BOARD_TYPES).default('STANDARD'),
    modules: z.array(structureModuleSchema).min(1, msg('STRUCTURE_MODULE_REQUIRED')).max(10),
    quotes: z
      .number(msg('QUOTES_REQUIRED'))
      .int()
      .min(STRUCTURE_LIMITS.quotes.min, msg('QUOTES_OUT_OF_RANGE'))
      .max(STRUCTURE_LIMITS.quotes.max, msg('QUOTES_OUT_OF_RANGE')),
    preassignedQuotesPercentage: z
      .number(msg('PERCENTAGE_REQUIRED'))
      .int()
      .min(STRUCTURE_LIMITS.preassignedPercentage.min, msg('PERCENTAGE_OUT_OF_RANGE'))
      .max(STRUCTURE_LIMITS.preassignedPercentage.max, msg('PERCENTAGE_OUT_OF_RANGE')),
    visibleInBackoffice: z.boolean().default(true),
    visibleInVetrina: z.boolean().default(false),
    graphicTemplate: z.enum(GRAPHIC_TEMPLATES, msg('STRUCTURE_TEMPLATE_REQUIRED')),
    /** Save as BOZZA (draft), e.g. before "Crea grafica". Otherwise the structure is saved as it stands. */
    draft: z.boolean().default(false),
    /** Optimistic lock on update. */
    version: z.number().int().optional(),
  })
  .superRefine((s, ctx) => {
    // SuperStar coherence (spec §5): at least one per module, or all zero
    const stars = s.modules.map((m) => ('superstar' in m ? (m.superstar ?? 0) : 0));
    if (stars.some((x) => x > 0) && stars.some((x) => x === 0))
      ctx.addIssue({ code: 'custom', path: ['modules'], message: ERRORS.SUPERSTAR_NOT_COHERENT });
  });
export type StructureUpsertRequest = z.input<typeof structureUpsertRequest>;

export const structureSchema = z.object({
  id: z.number().int(),
  game: gameSlugParam,
  name: z.string(),
  shortDescription: z.string(),
  extendedDescription: z.string(),
  tags: z.array(z.string()),
  proposalChannels: z.array(z.enum(PROPOSAL_CHANNELS)),
  salesChannel: z.enum(SALES_CHANNELS),
  structureType: z.enum(STRUCTURE_TYPES),
  boardType: z.enum(BOARD_TYPES),
  modules: z.array(structureModuleSchema),
  quotes: z.number().int(),
  preassignedQuotesPercentage: z.number().int(),
  visibleInBackoffice: z.boolean(),
  visibleInVetrina: z.boolean(),
  graphicTemplate: z.enum(GRAPHIC_TEMPLATES),
  /** Id of the graphic attached by the graphics tool; while set, the euronumber structure is locked. */
  graphicId: z.number().int().nullable(),
  status: z.enum(STRUCTURE_STATUSES),
  /** Server-computed totals at the last save. */
  totals: calculateResultSchema,
  systemsCount: z.number().int(),
  publishedSystemsCount: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Structure = z.infer<typeof structureSchema>;

/** Structure list filters (spec §2): q over name, descriptions, structure type, ID, tags; bacheca; status; visibility; prices. */
const structureListShape = listQueryBase.extend(listParamsShape(STRUCTURE_LIST_PARAMS));
export const structureListQuery = structureListShape.superRefine(priceRanges);
/** `GET /games/{gameSlug}/structures/export`: the list's filters and sort, and the format. */
export const structureExportQuery = structureListShape.extend({ format: exportFormat }).superRefine(priceRanges);
export const structureListItem = structureSchema
  .pick({
    id: true,
    game: true,
    name: true,
    shortDescription: true,
    tags: true,
    structureType: true,
    boardType: true,
    status: true,
    quotes: true,
    visibleInBackoffice: true,
    visibleInVetrina: true,
    systemsCount: true,
    updatedAt: true,
  })
  .extend({ combinations: z.number().int(), quotaPriceCents: z.number().int(), totalPriceCents: z.number().int() });
export const structureListResponse = listResponse(structureListItem);

/** Tag management dialog: rename or delete a tag on every structure of the game. */
export const tagListResponse = z.object({
  items: z.array(z.object({ name: z.string(), structures: z.number().int(), systems: z.number().int() })),
});
export const tagRenameRequest = z.object({ from: text().trim().min(1).max(40), to: text().trim().min(1).max(40) });
export const tagDeleteRequest = z.object({ name: text().trim().min(1).max(40) });

export const generateSystemsRequest = z.object({
  count: z
    .number(msg('GENERATE_COUNT_REQUIRED'))
    .int()
    .min(STRUCTURE_LIMITS.generate.min, msg('SYSTEMS_COUNT_OUT_OF_RANGE'))
    .max(STRUCTURE_LIMITS.generate.max, msg('SYSTEMS_COUNT_OUT_OF_RANGE')),
  /** Reproducible generation (tests, demo seed). */
  seed: z.union([z.number().int(), text().max(100)]).optional(),
  tags: z.array(text().trim().min(1).max(40)).max(20).optional(),
});
export const generateSystemsResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  count: z.number().int(),
  systemIds: z.array(z.number().int()),
});

// ---------------------------------------------------------------- systems

/** Numbers of one module of a system (EuroJackpot also euronumbers; SuperEnalotto SuperStar numbers). */
export const systemModuleNumbers = z.object({
  numbers: z.array(z.number().int()).max(100),
  euronumbers: z.array(z.number().int()).max(12).optional(),
  superstars: z.array(z.number().int()).max(10).optional(),
  /** BASI_VARIANTI: which of `numbers` are the bases (on create: default the first B numbers as given). */
  base: z.array(z.number().int()).max(100).optional(),
  /** BASI_VARIANTI: the varianti (answers only; on create they are the numbers that are not bases). */
  varianti: z.array(z.number().int()).max(100).optional(),
  /** CRUCIVERBA: the grid row by row (answers only; on create the numbers fill it row by row as given). */
  grid: z.array(z.array(z.number().int())).max(10).optional(),
});

export const quoteAssignmentSchema = z.object({
  ivrCode: z.string(),
  denomination: z.string().nullable(),
  city: z.string().nullable(),
  quantity: z.number().int(),
  assignedAt: z.string(),
  assignedBy: z.string(),
});

export const systemSchema = z.object({
  id: z.number().int(),
  game: gameSlugParam,
  /** SiCe name, at most 15 characters. */
  name: z.string(),
  /** Null for Totocalcio systems, which are built on a contest's events, not from a structure. */
  structureId: z.number().int().nullable(),
  structureName: z.string().nullable(),
  structureType: z.enum(STRUCTURE_TYPES).nullable(),
  contest: contestSchema.nullable(),
  modules: z.array(systemModuleNumbers),
  /** Totocalcio systems: formula, concession and the signs per event with its match (detail only). */
  totocalcio: totocalcioSystemInfo.nullable(),
  quotesTotal: z.number().int(),
  quotesAssigned: z.number().int(),
  quotesAvailable: z.number().int(),
  quotaPriceCents: z.number().int(),
  totalPriceCents: z.number().int(),
  cedole: z.number().int(),
  combinations: z.number().int(),
  accumulation: z.boolean(),
  tags: z.array(z.string()),
  status: z.enum(SYSTEM_STATUSES),
  evidence: z.boolean(),
  /** Created in the back office (true) or developed from a retailer's proposal (false). */
  boSystem: z.boolean(),
  graphicName: z.string().nullable(),
  /** Published systems: the board name, the draft they were published from and the publication job (SE_42). */
  boardName: z.string().nullable(),
  sourceSystemId: z.number().int().nullable(),
  jobId: z.string().nullable(),
  assignments: z.array(quoteAssignmentSchema),
  createdAt: z.string(),
  version: z.number().int(),
  /**
   * The total won and the win per quota (floor(total / quotesTotal), truncated to the cent) on the contest's
   * current confirmed result once its wins job has finished; null before (no result, a draft, reopened, computing)
   * and for a CANCELLATA system (never computed). 0 when computed and nothing won.
   */
  winsTotalCents: z.number().int().nullable(),
  winsPerQuotaCents: z.number().int().nullable(),
  /**
   * Detail only: the winning combinations per category (won categories only, in the bulletin's order) with the prize
   * table's amount and count × amount; null exactly when `winsTotalCents` is null, [] when nothing won.
   */
  // the winners' line shape (schemas/wins.ts winLineSchema) written out: importing it would bring the wins schemas into every systems page
  wins: z
    .array(
      z.object({
        category: z.string(),
        count: z.number().int(),
        amountCents: z.number().int(),
        totalCents: z.number().int(),
      }),
    )
    .nullable(),
});
export type SystemDetail = z.infer<typeof systemSchema>;

/** System list filters (spec §2): q over name, structure, ID, type name, graphic, tags; status; contest; advanced. */
const systemListShape = listQueryBase.extend(listParamsShape(SYSTEM_LIST_PARAMS));
export const systemListQuery = systemListShape.superRefine(priceRanges);
/** `GET /games/{gameSlug}/systems/export`: the list's filters and sort, and the format. */
export const systemExportQuery = systemListShape.extend({ format: exportFormat }).superRefine(priceRanges);
export const systemListItem = systemSchema.omit({ modules: true, assignments: true, totocalcio: true, wins: true });
export const systemListResponse = listResponse(systemListItem);

/**
 * /{game}/sistemi/new: a draft system from a structure with chosen numbers (or copied from `?id=`). Systems reach a
 * contest only through publication (POST /games/{gameSlug}/jobs): there is one way onto a contest.
 */
export const systemCreateRequest = z.object({
  structureId: z.number(msg('STRUCTURE_ID_REQUIRED')).int().min(1, msg('STRUCTURE_ID_REQUIRED')).max(ID_MAX),
  name: text().trim().max(STRUCTURE_LIMITS.systemName, msg('SYSTEM_NAME_TOO_LONG')).optional(),
  modules: z.array(systemModuleNumbers).min(1).max(10),
  tags: z.array(text().trim().min(1).max(40)).max(20).default([]),
  evidence: z.boolean().default(false),
});
export const systemUpdateRequest = z.object({
  name: text().trim().max(STRUCTURE_LIMITS.systemName, msg('SYSTEM_NAME_TOO_LONG')).optional(),
  tags: z.array(text().trim().min(1).max(40)).max(20).optional(),
  evidence: z.boolean().optional(),
  version: z.number().int(),
});

// ---------------------------------------------------------------- quote management

/**
 * Quote management dialog: the wanted pre-assignments after the change. `quantity` 0 removes an outlet.
 * `add` lines are new outlets (an outlet that already holds quote must be changed through `set` instead).
 */
export const quoteChangeRequest = z.object({
  add: z
    .array(
      z.object({
        ivrCode: z.string(msg('QUOTE_IVR_REQUIRED')).trim().min(1, msg('QUOTE_IVR_REQUIRED')).max(20),
        quantity: z.number().int().min(1, msg('QUOTE_AMOUNT_INVALID')),
      }),
    )
    .max(500)
    .default([]),
  set: z
    .array(z.object({ ivrCode: text().trim().min(1).max(20), quantity: z.number().int().min(0) }))
    .max(500)
    .default([]),
  /** Optimistic check of what the operator saw (optional: the database decides anyway). */
  expectedAvailable: z.number().int().optional(),
});
export type QuoteChangeRequest = z.input<typeof quoteChangeRequest>;
export const quoteChangeResponse = z.object({
  ok: z.literal(true),
  message: z.string(),
  quotesTotal: z.number().int(),
  quotesAssigned: z.number().int(),
  quotesAvailable: z.number().int(),
  assignments: z.array(quoteAssignmentSchema),
});
// ---------------------------------------------------------------- cancel and withdraw (decisions.md)

// ---------------------------------------------------------------- bulk actions on systems

/**
 * Bulk actions: at most `filter` systems selected by a filter (one draw's work, ~5.000 systems; a larger filter is
 * refused with its count, nothing changed) and at most `ids` listed ids.
 */
export const SYSTEM_BULK_LIMITS = { filter: 5_000, ids: 5_000, tags: 20 } as const;
export const SYSTEM_BULK_ACTIONS = ['tags', 'evidence', 'quote'] as const;
export type SystemBulkAction = (typeof SYSTEM_BULK_ACTIONS)[number];

/** Exactly one of `ids` and `filter`. */
function oneTarget(b: { ids?: unknown; filter?: unknown }, ctx: z.RefinementCtx) {
  if ((b.ids === undefined) === (b.filter === undefined))
    ctx.addIssue({ code: 'custom', path: ['ids'], message: ERRORS.BULK_TARGET_REQUIRED });
}

const bulkTag = text().trim().min(1).max(40);
/** `POST /games/{gameSlug}/systems/bulk`: one action on the listed systems or on every system the filter selects. */
export const systemsBulkRequest = z
  .object({
    ids: z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(SYSTEM_BULK_LIMITS.ids).optional(),
    filter: jsonListFilter(systemListShape).optional(),
    action: z.enum(SYSTEM_BULK_ACTIONS),
    tagsAdd: z.array(bulkTag).max(SYSTEM_BULK_LIMITS.tags).optional(),
    tagsRemove: z.array(bulkTag).max(SYSTEM_BULK_LIMITS.tags).optional(),
    evidence: z.boolean().optional(),
    ivrCode: text().trim().min(1).max(20).optional(),
    quantity: z.number().int().min(1, msg('QUOTE_AMOUNT_INVALID')).max(125, msg('QUOTE_AMOUNT_INVALID')).optional(),
  })
  .superRefine((b, ctx) => {
    oneTarget(b, ctx);
    if (b.filter) priceRanges(b.filter, ctx);
    if (b.action === 'tags' && !b.tagsAdd?.length && !b.tagsRemove?.length)
      ctx.addIssue({ code: 'custom', path: ['tagsAdd'], message: ERRORS.BULK_TAGS_REQUIRED });
    if (b.action === 'evidence' && b.evidence === undefined)
      ctx.addIssue({ code: 'custom', path: ['evidence'], message: ERRORS.BULK_EVIDENCE_REQUIRED });
    if (b.action === 'quote') {
      if (!b.ivrCode) ctx.addIssue({ code: 'custom', path: ['ivrCode'], message: ERRORS.BULK_QUOTE_OUTLET_REQUIRED });
      if (b.quantity === undefined)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: ERRORS.QUOTE_AMOUNT_INVALID });
    }
  });
export type SystemsBulkRequest = z.infer<typeof systemsBulkRequest>;
/** Updated ids, and every other one with why (Italian). */
export const systemsBulkResponse = z.object({
  message: z.string(),
  updated: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type SystemsBulkResponse = z.infer<typeof systemsBulkResponse>;

export const SYSTEM_CANCEL_LIMITS = { reason: 500, ids: 10_000 } as const;
const cancelReason = z
  .string(msg('SYSTEM_CANCEL_REASON_REQUIRED'))
  .trim()
  .min(1, msg('SYSTEM_CANCEL_REASON_REQUIRED'))
  .max(SYSTEM_CANCEL_LIMITS.reason);
/** `POST /games/{gameSlug}/systems/{systemId}/cancel`: a draft is cancelled, a published system withdrawn. */
export const systemCancelRequest = z.object({ reason: cancelReason });
/** The single cancel's answer: the system, now CANCELLATA, and the success message. */
export const systemCancelResponse = systemSchema.extend({ message: z.string() });
/** `POST /games/{gameSlug}/systems/cancel`: the same for a selection; each system is decided on its own. */
export const systemsCancelRequest = z
  .object({
    ids: z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(SYSTEM_CANCEL_LIMITS.ids).optional(),
    /** Every system the list's filters select, in place of `ids` (at most SYSTEM_BULK_LIMITS.filter). */
    filter: jsonListFilter(systemListQuery).optional(),
    reason: cancelReason,
  })
  .superRefine(oneTarget);
/** The selection's answer: the systems now CANCELLATA and, for each one left as it was, why (Italian). */
export const systemsCancelResponse = z.object({
  message: z.string(),
  cancelled: z.array(z.number().int()),
  refused: z.array(
    z.object({ id: z.number().int(), name: z.string().nullable(), code: z.string(), message: z.string() }),
  ),
});
export type SystemsCancelResponse = z.infer<typeof systemsCancelResponse>;

/** Paste many IVR codes at once: split on spaces, commas, semicolons and new lines. */
export function parseIvrCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

// ---------------------------------------------------------------- archive "Gestione Sistemi Si.ce."

export const archiveListQuery = listQueryBase.extend(listParamsShape(ARCHIVE_LIST_PARAMS));
/** `GET /archive/systems/export`: the archive's filters and sort, and the format. */
export const archiveExportQuery = archiveListQuery.extend({ format: exportFormat });
export const archiveListItem = systemListItem.extend({ typeName: z.string() });
export const archiveListResponse = listResponse(archiveListItem);
