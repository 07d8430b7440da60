import { ERRORS, format, isErrorCode } from '@bacheca/domain/messages';
import * as TEXTS from '@bacheca/domain/messages-structure-form';
import { GAME_CONFIGS } from '@bacheca/domain/engine/config';
import { calculate } from '@bacheca/domain/engine/calculate';
import { STRUCTURE_LIMITS, structureUpsertRequest } from '@bacheca/domain/schemas/structures';
import { validateConstraints } from '@bacheca/domain/engine/constraints';
import type {
  AutomaticConstraints,
  CalculateRequest,
  ConstraintsCheck,
  KnownModule,
  ModuleConstraints,
  ModuleType,
  NumericalGameSlug,
  Structure,
  StructureUpsertRequest,
} from '@bacheca/domain';

/**
 * The stepper's model: the values of the four steps, how they become the contract's request, and every check of
 * spec §5 (the contract's zod schema, the engine's calculate and the constraints check) grouped by step.
 */

export type FormModule = KnownModule & { constraints?: ModuleConstraints };

export interface StructureFormValues {
  name: string;
  shortDescription: string;
  extendedDescription: string;
  tags: string[];
  proposalChannels: StructureUpsertRequest['proposalChannels'];
  /** '' until chosen. */
  salesChannel: StructureUpsertRequest['salesChannel'] | '';
  structureType: NonNullable<StructureUpsertRequest['structureType']>;
  boardType: NonNullable<StructureUpsertRequest['boardType']>;
  modules: FormModule[];
  /** NaN while the field is empty. */
  quotes: number;
  preassignedQuotesPercentage: number;
  visibleInBackoffice: boolean;
  visibleInVetrina: boolean;
  graphicTemplate: StructureUpsertRequest['graphicTemplate'] | '';
}

export type StepId = 'creazione' | 'struttura' | 'vincoli' | 'euronumeri';
export const STEPS: Array<{ id: StepId; label: string }> = [
  { id: 'creazione', label: TEXTS.STRUCTURE_STEP_CREATION },
  { id: 'struttura', label: TEXTS.STRUCTURE_STEP_STRUCTURE },
  { id: 'vincoli', label: TEXTS.STRUCTURE_STEP_CONSTRAINTS },
  { id: 'euronumeri', label: TEXTS.STRUCTURE_STEP_EURONUMBERS },
];

/** A module of `type` with the game's usual starting values (a valid, sellable system where possible). */
export function defaultModule(game: NumericalGameSlug, type: ModuleType): FormModule {
  const config = GAME_CONFIGS[game];
  const k = config.numbersPerCombination;
  const stars = config.superStar ? { superstar: 0, singleStar: false } : {};
  switch (type) {
    case 'INTEGRALE':
      return { type, numerosity: k + (game === 'sivincetutto' ? 2 : 4), ...stars };
    case 'BASI_VARIANTI':
      return { type, base: Math.max(1, k - 3), varianti: 8, ...stars };
    case 'RIDOTTO':
      return { type, numerosity: 10, garanzia: 4, ...stars };
    case 'CRUCIVERBA':
      return { type, dimension: Math.max(k, config.modules.CRUCIVERBA?.dimension.min ?? k), ...stars };
    case 'EUROJACKPOT':
      return { type, numerosity: 10, euronumbers: 3 };
  }
}

export function defaultValues(game: NumericalGameSlug): StructureFormValues {
  const config = GAME_CONFIGS[game];
  return {
    name: '',
    shortDescription: '',
    extendedDescription: '',
    tags: [],
    proposalChannels: [],
    salesChannel: '',
    structureType: 'NON_ACCUMULO',
    boardType: 'STANDARD',
    modules: [defaultModule(game, config.moduleTypes[0])],
    quotes: 10,
    preassignedQuotesPercentage: 10,
    visibleInBackoffice: true,
    visibleInVetrina: false,
    graphicTemplate: '',
  };
}

/** A saved structure as form values; a duplicate gets "Copia di …" as its name. */
export function valuesFromStructure(s: Structure, mode: 'edit' | 'duplicate'): StructureFormValues {
  const name =
    mode === 'duplicate' ? format(TEXTS.STRUCTURE_COPY_NAME, { name: s.name }).slice(0, STRUCTURE_LIMITS.name) : s.name;
  return {
    name,
    shortDescription: s.shortDescription,
    extendedDescription: s.extendedDescription,
    tags: [...s.tags],
    proposalChannels: [...s.proposalChannels],
    salesChannel: s.salesChannel,
    structureType: s.structureType,
    boardType: s.boardType,
    modules: s.modules.map((m) => structuredClone(m) as FormModule),
    quotes: s.quotes,
    preassignedQuotesPercentage: s.preassignedQuotesPercentage,
    visibleInBackoffice: s.visibleInBackoffice,
    visibleInVetrina: s.visibleInVetrina,
    graphicTemplate: s.graphicTemplate,
  };
}

/** Module fields without the constraints: what the engine reads. */
export function engineModule(m: FormModule): KnownModule {
  const { constraints: _c, ...rest } = m;
  return rest as KnownModule;
}

/** The calculate request of the current values (the live preview's input). */
export function calculateRequestOf(v: StructureFormValues): CalculateRequest {
  return {
    structureType: v.structureType,
    boardType: v.boardType,
    quotes: v.quotes,
    modules: v.modules.map(engineModule),
  };
}

function compactAutomatic(a: AutomaticConstraints | undefined): AutomaticConstraints | undefined {
  if (!a) return undefined;
  const out: AutomaticConstraints = {};
  for (const [k, val] of Object.entries(a) as Array<[keyof AutomaticConstraints, unknown]>) {
    if (val === true) (out as Record<string, unknown>)[k] = true;
    if (Array.isArray(val) && val.length) (out as Record<string, unknown>)[k] = [...val].sort((x, y) => x - y);
  }
  return Object.keys(out).length ? out : undefined;
}

function compactMatrix(m: { fixed?: number[]; excluded?: number[] } | undefined) {
  if (!m) return undefined;
  const fixed = [...new Set(m.fixed ?? [])].sort((a, b) => a - b);
  const excluded = [...new Set(m.excluded ?? [])].sort((a, b) => a - b);
  return fixed.length || excluded.length ? { fixed, excluded } : undefined;
}

/** The module's constraints without empty parts (nothing when there are none). */
export function compactConstraints(c: ModuleConstraints | undefined): ModuleConstraints | undefined {
  if (!c) return undefined;
  const out: ModuleConstraints = {};
  const automatic = compactAutomatic(c.automatic);
  const manual = compactMatrix(c.manual);
  const euronumbers = compactMatrix(c.euronumbers);
  if (automatic) out.automatic = automatic;
  if (manual) out.manual = manual;
  if (euronumbers) out.euronumbers = euronumbers;
  return Object.keys(out).length ? out : undefined;
}

/** The create/update body of the contract (before the schema's parsing). */
export function toRequest(
  v: StructureFormValues,
  extra: { draft?: boolean; version?: number } = {},
): StructureUpsertRequest {
  return {
    name: v.name,
    shortDescription: v.shortDescription,
    extendedDescription: v.extendedDescription,
    tags: v.tags,
    proposalChannels: v.proposalChannels,
    salesChannel: (v.salesChannel || undefined) as StructureUpsertRequest['salesChannel'],
    structureType: v.structureType,
    boardType: v.boardType,
    modules: v.modules.map((m) => {
      const constraints = compactConstraints(m.constraints);
      return (
        constraints ? { ...engineModule(m), constraints } : engineModule(m)
      ) as StructureUpsertRequest['modules'][number];
    }),
    quotes: v.quotes,
    preassignedQuotesPercentage: v.preassignedQuotesPercentage,
    visibleInBackoffice: v.visibleInBackoffice,
    visibleInVetrina: v.visibleInVetrina,
    graphicTemplate: (v.graphicTemplate || undefined) as StructureUpsertRequest['graphicTemplate'],
    draft: extra.draft ?? false,
    ...(extra.version !== undefined ? { version: extra.version } : {}),
  };
}

/** Field key → Italian message ("name", "modules.0.numerosity", "modules.1.constraints.manual.fixed", …). */
export type FieldErrors = Record<string, string>;

/** Which step a field belongs to. */
export function stepOfField(key: string, hasEuronumbers: boolean): StepId {
  if (/^(name|shortDescription|extendedDescription|tags|proposalChannels|salesChannel)(\.|$)/.test(key))
    return 'creazione';
  if (
    /^(modules\.\d+\.)?constraints\.euronumbers/.test(key) ||
    /^modules\.\d+\.euronumbers$/.test(key) ||
    key === 'euronumbersCheck'
  )
    return hasEuronumbers ? 'euronumeri' : 'vincoli';
  if (/^(modules\.\d+\.)?constraints/.test(key)) return 'vincoli';
  return 'struttura';
}

const MODULE_COUNT_FIELDS = [
  'numerosity',
  'base',
  'varianti',
  'dimension',
  'garanzia',
  'euronumbers',
  'superstar',
] as const;
const REQUIRED = TEXTS.STRUCTURE_COUNT_REQUIRED;

/** Errors of the contract's schema (every §5 message), keyed by field. */
export function schemaErrors(v: StructureFormValues): FieldErrors {
  const errors: FieldErrors = {};
  // Empty count fields first: the schema would answer a generic type error about NaN.
  v.modules.forEach((m, i) => {
    for (const f of MODULE_COUNT_FIELDS) {
      const value = (m as Record<string, unknown>)[f];
      if (value !== undefined && !(typeof value === 'number' && Number.isInteger(value)))
        errors[`modules.${i}.${f}`] = REQUIRED;
    }
  });
  const parsed = structureUpsertRequest.safeParse(toRequest(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  // SuperStar coherence (spec §5): the schema checks it only once everything else parses.
  const stars = v.modules.map((m) => (m.type !== 'EUROJACKPOT' ? (m.superstar ?? 0) : 0));
  if (stars.some((s) => s > 0) && stars.some((s) => s === 0)) errors.modules ??= ERRORS.SUPERSTAR_NOT_COHERENT;
  return errors;
}

/** The engine's verdict on modules, quotes and prices: its fields, plus `engine` with the Italian message. */
export function engineErrors(game: NumericalGameSlug, v: StructureFormValues): FieldErrors {
  const out = calculate(game, calculateRequestOf(v));
  if (out.ok) return {};
  return { ...out.fields, engine: out.message };
}

/** Constraints check of every module (only for modules the engine accepts). */
export function constraintChecks(game: NumericalGameSlug, v: StructureFormValues): Array<ConstraintsCheck | null> {
  return v.modules.map((m, i) => {
    const single = calculate(game, {
      structureType: 'NON_ACCUMULO',
      boardType: v.boardType,
      quotes: 2,
      modules: [engineModule(m)],
    });
    // Ranges first: a module out of range has no pool to check (quote and price errors do not matter here).
    if (!single.ok && ['BLOCK_TYPE_UNHANDLED', 'NUMBERS_OUT_OF_RANGE', 'BOARD_TYPE_UNKNOWN'].includes(single.code))
      return null;
    return validateConstraints(game, engineModule(m), m.constraints ?? {}, `modules.${i}.constraints`);
  });
}

export function constraintErrors(game: NumericalGameSlug, v: StructureFormValues): FieldErrors {
  const errors: FieldErrors = {};
  constraintChecks(game, v).forEach((check, i) => {
    if (check && !check.ok) {
      const keys = Object.keys(check.fields);
      for (const k of keys) errors[k] ??= check.fields[k];
      const euro = keys.length > 0 && keys.every((k) => k.includes('.euronumbers'));
      errors[euro ? `modules.${i}.constraints.euronumbers` : `modules.${i}.constraints`] ??= check.message;
    }
  });
  return errors;
}

/** Every error of the form, keyed by field. */
export function allErrors(game: NumericalGameSlug, v: StructureFormValues): FieldErrors {
  return { ...constraintErrors(game, v), ...engineErrors(game, v), ...schemaErrors(v) };
}

/** Errors that belong to one step. */
export function errorsOfStep(errors: FieldErrors, step: StepId, hasEuronumbers: boolean): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) =>
      k === 'engine' ? step === 'struttura' : stepOfField(k, hasEuronumbers) === step,
    ),
  );
}

/** The server's `fields`, as form field keys and Italian texts. */
export function serverFieldErrors(fields: Record<string, string>, code: string, message: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    const k = key.replace(/^body\./, '');
    out[k] = isErrorCode(value) ? ERRORS[value] : value || message;
  }
  if (code === 'STRUCTURE_NAME_TAKEN' && !out.name) out.name = message;
  return out;
}

/** What the EuroJackpot verification covers: any change to it asks for a new verification. */
export function euronumbersKey(v: StructureFormValues): string {
  return JSON.stringify(
    v.modules.map((m) =>
      m.type === 'EUROJACKPOT'
        ? [m.numerosity, m.euronumbers, compactMatrix(m.constraints?.euronumbers) ?? null]
        : null,
    ),
  );
}

/** A stable text of the values, to tell whether the form is dirty. */
export function snapshot(v: StructureFormValues): string {
  return JSON.stringify(toRequest(v));
}
