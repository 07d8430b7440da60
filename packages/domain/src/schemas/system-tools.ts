/**
 * Power tools, part C: the batch analysis of systems and the import of systems from a CSV into a structure
 * (decisions.md "Power tools": paths and shapes). Imported by path, so they stay out of the browser's entry graph.
 */
import { z } from '../zod';
import { ERRORS } from '../messages';
import { ID_MAX, jsonListFilter, text } from './common';
import { systemListQuery, systemModuleNumbers } from './structures';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

/** Limits: systems one analysis reads (one draw's work) and rows one import takes (and the CSV's characters). */
export const SYSTEM_TOOLS_LIMITS = { analysis: 5_000, importRows: 5_000, importChars: 1_000_000 } as const;

/** `POST /games/{gameSlug}/systems/analysis`: the listed systems, or every system the list's filters select. */
export const systemsAnalysisRequest = z
  .object({
    ids: z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(SYSTEM_TOOLS_LIMITS.analysis).optional(),
    /** The list's query as an object (page, pageSize and sort are ignored). */
    filter: jsonListFilter(systemListQuery).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.ids === undefined) === (b.filter === undefined))
      ctx.addIssue({ code: 'custom', path: ['ids'], message: ERRORS.ANALYSIS_TARGET_REQUIRED });
  });
export type SystemsAnalysisRequest = z.input<typeof systemsAnalysisRequest>;

/** A RIDOTTO module of a structure of the analysed systems: the shipped design's size, verified, beside the bound. */
export const reducedGuaranteeSchema = z.object({
  structureId: z.number().int(),
  structureName: z.string(),
  /** 1-based, as the structure's page shows it. */
  module: z.number().int(),
  numerosity: z.number().int(),
  guarantee: z.number().int(),
  /** Combinations of the shipped design (null: none shipped for these parameters). */
  combinations: z.number().int().nullable(),
  /** The design was checked against every draw (engine/reduced/verify.ts). */
  verified: z.boolean(),
  /** No reduced system with this guarantee can have fewer combinations (engine/reduced). */
  lowerBound: z.number().int(),
});

export const systemsAnalysisResponse = z.object({
  count: z.number().int(),
  /** number → in how many of the systems it appears (main numbers of every module). */
  frequency: z.record(z.string(), z.number().int()),
  /** For each count of shared numbers, how many pairs of systems share exactly that many (ascending). */
  overlap: z.array(z.object({ shared: z.number().int(), pairs: z.number().int() })),
  /** The two systems sharing the most numbers (lowest ids on a tie); null with fewer than two systems. */
  closestPair: z.object({ ids: z.tuple([z.number().int(), z.number().int()]), shared: z.number().int() }).nullable(),
  reduced: z.array(reducedGuaranteeSchema),
});
export type SystemsAnalysis = z.infer<typeof systemsAnalysisResponse>;

/** `POST /games/{gameSlug}/structures/{structureId}/systems/import`: the CSV text; nothing is written without confirm. */
export const systemsImportRequest = z.object({
  /** At most SYSTEM_TOOLS_LIMITS.importChars characters: the server answers 422 IMPORT_TOO_LARGE with the limit. */
  csv: z.string(msg('IMPORT_EMPTY')),
  confirm: z.boolean().default(false),
});
export type SystemsImportRequest = z.input<typeof systemsImportRequest>;

export const systemsImportRow = z.object({
  /** 1-based line of the file. */
  line: z.number().int(),
  /** The row's modules as read (empty when the row could not be read). */
  numbers: z.array(systemModuleNumbers),
  ok: z.boolean(),
  /** Why the row is refused (Italian). */
  message: text().optional(),
});
export type SystemsImportRow = z.infer<typeof systemsImportRow>;
/** The preview (200): every row with its outcome. */
export const systemsImportPreview = z.object({ rows: z.array(systemsImportRow) });
export type SystemsImportPreview = z.infer<typeof systemsImportPreview>;
/** Done (201): the new drafts, in the file's order. */
export const systemsImportResult = z.object({ systemIds: z.array(z.number().int()) });
