import { z } from '../zod';
import { text } from '../schemas/common';
import { BOARD_TYPES, MODULE_TYPES, STRUCTURE_TYPES, TOTOCALCIO_FORMULAS } from './config';

/**
 * The API contract of the cost engine. Shapes are deliberately permissive about numbers and enum values: anything
 * structurally sound reaches the engine, which answers with the domain error code (numerosity 200 →
 * NUMBERS_OUT_OF_RANGE, an unknown board → BOARD_TYPE_UNKNOWN). Only missing fields and wrong types fail here.
 */

/** A count chosen by the user: any integer; the engine checks the game's range. */
const count = z.number().int();

/** A value the engine knows from `values`, but any string is accepted so the engine can name it in its error. */
function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), text(200)]);
}

const superStarFields = {
  /** SuperStar numbers on the module (SuperEnalotto only): 0 = none; each combination is played once per number. */
  superstar: count.optional().describe('Numeri SuperStar del modulo (0 = nessuno)'),
  /** SuperStar on one combination only (requires superstar = 1). */
  singleStar: z.boolean().optional().describe('SuperStar su una sola combinazione'),
};

export const integraleModuleSchema = z.object({
  type: z.literal('INTEGRALE'),
  /** Numbers played: C(numerosity, k) combinations. */
  numerosity: count.describe('Numeri giocati'),
  ...superStarFields,
});

export const basiVariantiModuleSchema = z.object({
  type: z.literal('BASI_VARIANTI'),
  /** Numbers in every combination. */
  base: count.describe('Numeri base'),
  /** Numbers the remaining k − base places are drawn from: C(varianti, k − base) combinations. */
  varianti: count.describe('Numeri varianti'),
  ...superStarFields,
});

export const ridottoModuleSchema = z.object({
  type: z.literal('RIDOTTO'),
  numerosity: count.describe('Numeri giocati'),
  /** Matches guaranteed when all k drawn numbers are among those played. */
  garanzia: count.describe('Garanzia'),
  ...superStarFields,
});

export const cruciverbaModuleSchema = z.object({
  type: z.literal('CRUCIVERBA'),
  /** Side D of the D×D grid: rows, columns and both diagonals are played as integrals of D numbers. */
  dimension: count.describe('Lato della griglia'),
  ...superStarFields,
});

export const eurojackpotModuleSchema = z.object({
  type: z.literal('EUROJACKPOT'),
  /** Main numbers played (1–50 drum). */
  numerosity: count.describe('Numeri giocati'),
  /** Euronumbers played (1–12 drum). */
  euronumbers: count.describe('Euronumeri giocati'),
});

/** A module of a type the engine knows. */
export const knownModuleSchema = z.discriminatedUnion('type', [
  integraleModuleSchema,
  basiVariantiModuleSchema,
  ridottoModuleSchema,
  cruciverbaModuleSchema,
  eurojackpotModuleSchema,
]);

/** A module of a type the engine does not know: accepted so that the answer is BLOCK_TYPE_UNHANDLED. */
export const unknownModuleSchema = z.object({
  type: text(200).refine(
    (t) => !(MODULE_TYPES as readonly string[]).includes(t),
    'tipo di modulo noto: campi mancanti',
  ),
});

export const moduleSchema = z.union([knownModuleSchema, unknownModuleSchema]);

export type KnownModule = z.infer<typeof knownModuleSchema>;
export type ModuleInput = KnownModule | z.infer<typeof unknownModuleSchema>;

/** Upper bound on list lengths, a guard against abusive payloads (the domain limits are far lower). */
const MAX_LIST = 100;

/** Request of "calculate totals" for a numerical game. */
export const calculateRequestSchema = z.object({
  /** How the modules are summed; default NON_ACCUMULO. Values: NON_ACCUMULO, ACCUMULO, MULTISISTEMA_ACCUMULO. */
  structureType: openEnum(STRUCTURE_TYPES).default('NON_ACCUMULO').describe('Tipo di struttura'),
  /** Board (bacheca, macroType); default STANDARD. Values: STANDARD, SPECIALE. */
  boardType: openEnum(BOARD_TYPES).default('STANDARD').describe('Bacheca'),
  /** Number of quote the system is sold in. */
  quotes: count.describe('Numero di quote'),
  modules: z.array(moduleSchema).max(MAX_LIST).describe('Moduli'),
});

/** What callers send (defaults optional). */
export type CalculateRequest = z.input<typeof calculateRequestSchema>;

const cents = z.number().int();

/** Totals of one module. */
export const moduleTotalsSchema = z.object({
  /** Combinations played, SuperStar repetitions included. */
  combinations: z.number().int(),
  /** Plays (cedole) the module is registered on. */
  cedole: z.number().int(),
  priceCents: cents,
  /** Combinations on each cedola, spread as evenly as possible. */
  cedoleCombinations: z.array(z.number().int()),
});

/** Answer of "calculate totals". */
export const calculateResultSchema = z.object({
  combinations: z.number().int(),
  cedole: z.number().int(),
  totalPriceCents: cents,
  quotaPriceCents: cents,
  modules: z.array(moduleTotalsSchema),
});

export type ModuleTotals = z.infer<typeof moduleTotalsSchema>;
export type CalculateResult = z.infer<typeof calculateResultSchema>;

/** One Totocalcio event: mandatory or optional, with 1, 2 or 3 signs (1, X, 2). */
export const totocalcioEventSchema = z.object({
  mandatory: z.boolean(),
  signs: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** Request of "calculate totals" for Totocalcio. */
export const totocalcioRequestSchema = z.object({
  formula: z.union(TOTOCALCIO_FORMULAS.map((f) => z.literal(f)) as [z.ZodLiteral<11>, z.ZodLiteral<13>]),
  quotes: count,
  events: z.array(totocalcioEventSchema).max(MAX_LIST),
});

export type TotocalcioRequest = z.infer<typeof totocalcioRequestSchema>;

export const totocalcioResultSchema = z.object({
  columns: z.number().int(),
  totalPriceCents: cents,
  quotaPriceCents: cents,
});

export type TotocalcioResult = z.infer<typeof totocalcioResultSchema>;

/** Automatic constraint options of one module (docs/domain.md §7); options together intersect. */
export const automaticConstraintsSchema = z.object({
  onlyEven: z.boolean().optional().describe('Solo pari'),
  onlyOdd: z.boolean().optional().describe('Solo dispari'),
  firstHalf: z.boolean().optional().describe('Prima metà'),
  secondHalf: z.boolean().optional().describe('Seconda metà'),
  /** Cadenze: numbers ending in any of these digits (0 = 10, 20, …). Empty = no filter. */
  finals: z.array(count).max(10).optional().describe('Finali (cadenze)'),
  /** Decine: numbers in any of these tens (1 = 1–10, 2 = 11–20, …). Empty = no filter. */
  tens: z.array(count).max(10).optional().describe('Decine'),
  twins: z.boolean().optional().describe('Gemelli'),
  convertible: z.boolean().optional().describe('Convertibili'),
});

/** Manual matrix: numbers fixed (always played) or excluded; the others are neutral. */
export const manualConstraintsSchema = z.object({
  fixed: z.array(count).max(MAX_LIST).default([]),
  excluded: z.array(count).max(MAX_LIST).default([]),
});

/** Constraints of one module; `euronumbers` is the manual matrix of the EuroJackpot Euronumbers. */
export const moduleConstraintsSchema = z.object({
  automatic: automaticConstraintsSchema.optional(),
  manual: manualConstraintsSchema.optional(),
  euronumbers: manualConstraintsSchema.optional(),
});

export type AutomaticConstraints = z.infer<typeof automaticConstraintsSchema>;
export type ManualConstraints = z.input<typeof manualConstraintsSchema>;
export type ModuleConstraints = z.input<typeof moduleConstraintsSchema>;

/** Request of "generate systems": the structure's modules, their constraints (by module index) and the count. */
export const generateRequestSchema = z.object({
  structureType: openEnum(STRUCTURE_TYPES).default('NON_ACCUMULO'),
  modules: z.array(moduleSchema).max(MAX_LIST),
  constraints: z.array(moduleConstraintsSchema).max(MAX_LIST).default([]),
  /** Systems to generate (1–999). */
  count,
});

export type GenerateRequest = z.input<typeof generateRequestSchema>;
