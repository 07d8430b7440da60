import { DEMO_GRAPHIC_DESIGNS } from '@bacheca/domain/graphics/demo';
import { GRAPHIC_LIMITS, graphicUpsertRequest } from '@bacheca/domain/schemas/graphics';
import { format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { GRAPHIC_NAME_OF_STRUCTURE } from '@bacheca/domain/messages-graphic-form';
import { sampleModules } from '@bacheca/domain/graphics/render';
import type {
  Graphic,
  GraphicUpsertRequest,
  KnownModule,
  PaletteColor,
  RenderData,
  RenderDesign,
  Structure,
} from '@bacheca/domain';

/** The editor's form: the upsert request's fields, texts always three (empty ones are left out on save). */
export interface GraphicFormValues {
  name: string;
  structureId: number | null;
  title: string;
  texts: [string, string, string];
  backgroundColor: PaletteColor;
  backgroundImage: string | null;
  textColor: PaletteColor;
  accentColor: PaletteColor;
  showLogo: boolean;
  attached: boolean;
}

const DESIGN_OF_TEMPLATE = {
  CLASSICO: 'classico',
  EVIDENZA: 'evidenza',
  JACKPOT: 'jackpot',
  SPECIALE: 'speciale',
} as const;

function fromDesign(d: RenderDesign): Omit<GraphicFormValues, 'name' | 'structureId' | 'attached'> {
  const t = [...d.texts, '', '', ''].slice(0, GRAPHIC_LIMITS.texts) as [string, string, string];
  return {
    title: d.title,
    texts: t,
    backgroundColor: d.backgroundColor as PaletteColor,
    backgroundImage: d.backgroundImage,
    textColor: d.textColor as PaletteColor,
    accentColor: d.accentColor as PaletteColor,
    showLogo: d.showLogo,
  };
}

/** A new graphic: for a structure (its template's demo design, named after it) or blank. */
export function newGraphicValues(structure: Structure | null): GraphicFormValues {
  const design = DEMO_GRAPHIC_DESIGNS[DESIGN_OF_TEMPLATE[structure?.graphicTemplate ?? 'CLASSICO']];
  return {
    name: structure ? format(GRAPHIC_NAME_OF_STRUCTURE, { name: structure.name }).slice(0, GRAPHIC_LIMITS.name) : '',
    structureId: structure?.id ?? null,
    attached: true,
    ...fromDesign(design),
  };
}

export function graphicValues(g: Graphic): GraphicFormValues {
  // saving attaches the graphic again (the default of the API): a detached copy stays detached only if asked
  return { name: g.name, structureId: g.structureId, attached: g.attached, ...fromDesign(g.design) };
}

export function designOf(v: GraphicFormValues): RenderDesign {
  return {
    title: v.title,
    texts: v.texts.filter((t) => t.trim() !== ''),
    backgroundColor: v.backgroundColor,
    backgroundImage: v.backgroundImage,
    textColor: v.textColor,
    accentColor: v.accentColor,
    showLogo: v.showLogo,
  };
}

export function toRequest(v: GraphicFormValues, version?: number): GraphicUpsertRequest {
  return {
    name: v.name,
    structureId: v.structureId ?? undefined,
    design: designOf(v),
    attached: v.attached,
    version,
  } as GraphicUpsertRequest;
}

/** Field errors of the form by the shared schema (the same texts the server answers), keyed like the API's `fields`. */
export function formErrors(v: GraphicFormValues): Record<string, string> {
  const out = graphicUpsertRequest.safeParse(toRequest(v));
  const errors: Record<string, string> = {};
  if (!out.success) for (const i of out.error.issues) errors[i.path.join('.')] ??= i.message;
  return errors;
}

/** What the live preview draws: the structure's data with example numbers (the same renderer as the server's). */
export function previewData(structure: Structure): RenderData {
  return {
    game: structure.game as RenderData['game'],
    template: structure.graphicTemplate,
    structureName: structure.name,
    systemName: null,
    contestLabel: null,
    quotaPriceCents: structure.totals.quotaPriceCents,
    quotes: structure.quotes,
    combinations: structure.totals.combinations,
    modules: sampleModules(structure.modules as KnownModule[]),
  };
}

/** The toasts of a save and of a duplicate. */
export const savedText = (name: string) => `${SUCCESS.GRAPHIC_SAVED}: «${name}»`;
export const duplicatedText = (name: string) => `${SUCCESS.GRAPHIC_DUPLICATED}: «${name}»`;
