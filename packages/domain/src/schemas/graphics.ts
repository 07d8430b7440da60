/**
 * API contract of graphics: the graphics tool of /{game}/grafica. A graphic belongs to a structure and
 * follows its template; its design (texts with placeholders, colours, background, logo) is drawn by the one
 * renderer of graphics/render.ts. The same schemas validate the editor's form and the requests.
 */
import { z } from '../zod';
import { ERRORS } from '../messages';
import * as FIELD_ERRORS from '../messages-field-errors';
import { GAME_SLUGS, type GameSlug } from '../games';
import { isExactImageDataUrl } from '../image';
import { GRAPHIC_PALETTE, isReadable } from '../graphics/palette';
import { ID_MAX, idParam, isSafeText, listQueryBase, listResponse, text, listParamsShape } from './common';
import { GRAPHIC_LIST_PARAMS } from '../list-params';
import { GRAPHIC_TEMPLATES } from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

/** Graphics exist for the numerical games only (spec §2): not Totocalcio. */
export const GRAPHIC_GAMES = ['superenalotto', 'sivincetutto', 'eurojackpot'] as const satisfies readonly GameSlug[];
export type GraphicGame = (typeof GRAPHIC_GAMES)[number];
export function isGraphicGame(game: unknown): game is GraphicGame {
  return (GRAPHIC_GAMES as readonly unknown[]).includes(game);
}

export const GRAPHIC_LIMITS = {
  name: 50,
  title: 80,
  text: 160,
  texts: 3,
  /** The background image, checked on the image bytes. */
  background: { width: 1200, height: 800 },
  /** A data URL of at most about 3 MB of image. */
  backgroundChars: 4_000_000,
} as const;

/** Placeholders of titles and texts, filled by the renderer from the structure and the system (Italian names). */
export const GRAPHIC_PLACEHOLDERS = [
  'struttura',
  'sistema',
  'concorso',
  'prezzoQuota',
  'quote',
  'combinazioni',
] as const;
export type GraphicPlaceholder = (typeof GRAPHIC_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Every `{…}` of a text is a known placeholder. */
export function placeholdersKnown(value: string): boolean {
  return [...value.matchAll(PLACEHOLDER)].every((m) => (GRAPHIC_PLACEHOLDERS as readonly string[]).includes(m[1]));
}

const templateText = (max: number) =>
  text(max)
    .refine((v) => placeholdersKnown(v), ERRORS.GRAPHIC_PLACEHOLDER_UNKNOWN)
    .transform((v) => v.trim());

const paletteColor = z.enum(GRAPHIC_PALETTE);

/** What the renderer draws (besides the structure's and the system's data). */
export const graphicDesignSchema = z
  .object({
    /** The title, with placeholders; default the structure's name. */
    title: templateText(GRAPHIC_LIMITS.title).default('{struttura}'),
    /** Up to three text lines under the title, with placeholders. */
    texts: z.array(templateText(GRAPHIC_LIMITS.text)).max(GRAPHIC_LIMITS.texts).default([]),
    backgroundColor: paletteColor,
    /** A JPEG or PNG data URL, at most 1200×800 px (checked on the bytes); drawn under the text panels. */
    backgroundImage: text(GRAPHIC_LIMITS.backgroundChars)
      .refine((v) => isExactImageDataUrl(v, GRAPHIC_LIMITS.background), ERRORS.GRAPHIC_BACKGROUND_INVALID)
      .nullable()
      .default(null),
    textColor: paletteColor,
    /** The numbers' balls and the header band of some templates (their text is the readable ink for it). */
    accentColor: paletteColor,
    /** The game's logo in the top corner. */
    showLogo: z.boolean().default(true),
  })
  .superRefine((d, ctx) => {
    if (!isReadable(d.textColor, d.backgroundColor))
      ctx.addIssue({ code: 'custom', path: ['textColor'], message: ERRORS.GRAPHIC_CONTRAST_TOO_LOW });
  });
export type GraphicDesign = z.output<typeof graphicDesignSchema>;

/** The design as answered (already validated when saved). */
export const graphicDesignResponse = z.object({
  title: z.string(),
  texts: z.array(z.string()),
  backgroundColor: paletteColor,
  backgroundImage: z.string().nullable(),
  textColor: paletteColor,
  accentColor: paletteColor,
  showLogo: z.boolean(),
});

/** A graphic's name: required, at most 50, safe text. */
const graphicName = z
  .string(msg('GRAPHIC_NAME_REQUIRED'))
  .refine(isSafeText, FIELD_ERRORS.TEXT_UNSAFE)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, msg('GRAPHIC_NAME_REQUIRED')).max(GRAPHIC_LIMITS.name, msg('GRAPHIC_NAME_TOO_LONG')));

/** Create / update body of the editor. */
export const graphicUpsertRequest = z.object({
  name: graphicName,
  structureId: z
    .number(msg('GRAPHIC_STRUCTURE_REQUIRED'))
    .int(msg('GRAPHIC_STRUCTURE_REQUIRED'))
    .min(1, msg('GRAPHIC_STRUCTURE_REQUIRED'))
    .max(ID_MAX, msg('GRAPHIC_STRUCTURE_REQUIRED')),
  design: graphicDesignSchema,
  /**
   * Attach the graphic to its structure (the default: saving attaches it and locks the structure's Euronumeri).
   * `false` detaches it, which releases the lock.
   */
  attached: z.boolean().default(true),
  /** Optimistic lock on update. */
  version: z.number().int().optional(),
});
export type GraphicUpsertRequest = z.input<typeof graphicUpsertRequest>;

export const graphicDuplicateRequest = z.object({
  /** The copy's name; default "Copia di …" made unique. */
  name: graphicName.optional(),
});

export const graphicParams = z.object({ gameSlug: z.enum(GAME_SLUGS), graphicId: idParam });
export const graphicPreviewQuery = z.object({ systemId: idParam.optional() });

export const graphicSchema = z.object({
  id: z.number().int(),
  game: z.enum(GAME_SLUGS),
  name: z.string(),
  structureId: z.number().int(),
  structureName: z.string(),
  /** The type: the structure's graphic template, which the graphic follows. */
  type: z.enum(GRAPHIC_TEMPLATES),
  /** Whether the structure has this graphic attached (its Euronumeri are then locked). */
  attached: z.boolean(),
  design: graphicDesignResponse,
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Graphic = z.infer<typeof graphicSchema>;

/** List filters (in the URL): text over name and structure, structure, type, date range of the last change. */
export const graphicListQuery = listQueryBase.extend(listParamsShape(GRAPHIC_LIST_PARAMS));
export const graphicListItem = graphicSchema.omit({ design: true });
export type GraphicListItem = z.infer<typeof graphicListItem>;
export const graphicListResponse = listResponse(graphicListItem);
