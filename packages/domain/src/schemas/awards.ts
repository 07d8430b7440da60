/**
 * API contract of SuperEnalotto's extraordinary awards: one per contest, a label for the winners column,
 * an icon (JPEG or PNG data URL, at most 200×30 px, checked on the server from the bytes), whether to show it, and
 * the associated win in cents (0 = not shown).
 */
import { z } from '../zod';
import { ERRORS } from '../messages';
import { ID_MAX, idParam, listQueryBase, listResponse, text, listParamsShape } from './common';
import { AWARD_LIST_PARAMS } from '../list-params';
import { requiredText } from './notifications';
import {} from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });

/** Spec §9: the award icon is at most 200×30 px. */
export const AWARD_ICON_MAX = { width: 200, height: 30 } as const;
/** A data URL of an icon that size is a few kB; this bounds what the server decodes. */
export const AWARD_ICON_MAX_CHARS = 200_000;
export const AWARD_LABEL_MAX = 60;
/** Up to 20 million euro, in cents. */
export const AWARD_WIN_MAX_CENTS = 2_000_000_000;

export const awardParams = z.object({ id: idParam });

export const awardUpsertRequest = z
  .object({
    contestId: z
      .number(msg('AWARD_CONTEST_REQUIRED'))
      .int(msg('AWARD_CONTEST_REQUIRED'))
      .min(1, msg('AWARD_CONTEST_REQUIRED'))
      .max(ID_MAX, msg('AWARD_CONTEST_REQUIRED')),
    label: requiredText('AWARD_LABEL_REQUIRED').max(AWARD_LABEL_MAX, msg('AWARD_LABEL_TOO_LONG')),
    /** `data:image/png;base64,…` or JPEG; null for none. The server reads format and size from the bytes. */
    icon: text(AWARD_ICON_MAX_CHARS)
      .nullish()
      .transform((v) => (v ? v : null)),
    showIcon: z.boolean().default(false),
    associatedWinCents: z
      .number(msg('AWARD_WIN_INVALID'))
      .int(msg('AWARD_WIN_INVALID'))
      .min(0, msg('AWARD_WIN_INVALID'))
      .max(AWARD_WIN_MAX_CENTS, msg('AWARD_WIN_INVALID')),
    /** Optimistic lock on update. */
    version: z.number().int().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.showIcon && !a.icon) ctx.addIssue({ code: 'custom', path: ['icon'], message: ERRORS.AWARD_ICON_REQUIRED });
  });
export type AwardUpsertRequest = z.input<typeof awardUpsertRequest>;

export const awardDuplicateRequest = z.object({
  contestId: z
    .number(msg('AWARD_CONTEST_REQUIRED'))
    .int(msg('AWARD_CONTEST_REQUIRED'))
    .min(1, msg('AWARD_CONTEST_REQUIRED'))
    .max(ID_MAX, msg('AWARD_CONTEST_REQUIRED')),
});

export const awardSchema = z.object({
  id: z.number().int(),
  game: z.literal('superenalotto'),
  contestId: z.number().int(),
  /** "Concorso 142/2026" */
  contestLabel: z.string(),
  drawDate: z.string(),
  contestOpen: z.boolean(),
  label: z.string(),
  icon: z.string().nullable(),
  showIcon: z.boolean(),
  associatedWinCents: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Award = z.infer<typeof awardSchema>;

export const awardListQuery = listQueryBase.extend({
  ...listParamsShape(AWARD_LIST_PARAMS),
  when: z.enum(AWARD_LIST_PARAMS.when.values).default('all'),
});
export const awardListResponse = listResponse(awardSchema);
