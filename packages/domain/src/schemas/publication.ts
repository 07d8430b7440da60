/**
 * API contract of publication on contests, publication jobs, the staff notification centre and the preferences per
 * game (decisions.md "Publication on contests").
 */
import { z } from '../zod';
import { ERRORS } from '../messages';
import { GAME_SLUGS, GAMES, type GameSlug } from '../games';
import { boolQuery, dayRange, ID_MAX, idParam, listQueryBase, listResponse, text, listParamsShape } from './common';
import { JOB_LIST_PARAMS } from '../list-params';
import { JOB_OUTCOME_LABELS, JOB_OUTCOMES, JOB_STATUS_LABELS, JOB_STATUSES } from '../enums';
import { registerOptionLabels } from './zod-messages';

registerOptionLabels(
  JOB_OUTCOME_LABELS,
  JOB_STATUS_LABELS,
  Object.fromEntries(GAME_SLUGS.map((g) => [g, GAMES[g].label])),
);
export type { JobOutcome, JobStatus } from '../enums';

const msg = (code: keyof typeof ERRORS) => ({ error: ERRORS[code] });
const gameSlugParam = z.enum(GAME_SLUGS);

export const PUBLICATION_LIMITS = { systems: 10_000, siceName: 15, boardName: 50 } as const;

/** Job ids are `{GAMEKEY}_{n}` (spec §5 "Game_ID"): SE_1042. */
export const PUBLICATION_JOB_ID_PATTERN = /^(EJ|SE|SVT|NTCL)_([1-9][0-9]{0,9})$/;
export function jobCode(game: GameSlug, id: number): string {
  return `${GAMES[game].key}_${id}`;
}
/** The numeric id of a job code of this game, or null when malformed or of another game. */
export function parseJobCode(game: GameSlug, code: string): number | null {
  const m = PUBLICATION_JOB_ID_PATTERN.exec(code);
  if (!m || m[1] !== GAMES[game].key) return null;
  const n = Number(m[2]);
  return n <= ID_MAX ? n : null;
}

/** A SiCe name as typed in the names step: required, at most 15 characters. */
export const siceName = text()
  .trim()
  .min(1, msg('SYSTEM_NAME_REQUIRED'))
  .max(PUBLICATION_LIMITS.siceName, msg('SYSTEM_NAME_TOO_LONG'));

/** POST /games/{gameSlug}/jobs: publish systems (drafts) on contests. */
export const publishRequest = z.object({
  systemIds: z.array(z.number().int().min(1).max(ID_MAX)).min(1).max(PUBLICATION_LIMITS.systems),
  contestIds: z.array(z.number().int().min(1).max(ID_MAX)).min(1, msg('CONTEST_REQUIRED')).max(50),
  /** SiCe name per system id (default: the system's own name); ignored with randomNames. */
  names: z.record(z.string().regex(/^[1-9][0-9]{0,9}$/), siceName).optional(),
  randomNames: z.boolean().default(false),
});
export type PublishRequest = z.input<typeof publishRequest>;

export const jobParams = z.object({ gameSlug: gameSlugParam, jobId: text(60) });

export const jobItemSchema = z.object({
  seq: z.number().int(),
  systemId: z.number().int(),
  publishedSystemId: z.number().int().nullable(),
  contestId: z.number().int(),
  contestLabel: z.string(),
  /** The board name given (planned while pending); null for a row that published nothing (già presente, errore). */
  boardName: z.string().nullable(),
  siceName: z.string(),
  /** null while the item waits for the worker. */
  outcome: z.enum(JOB_OUTCOMES).nullable(),
  message: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export const jobSummarySchema = z.object({
  id: z.string(),
  game: gameSlugParam,
  author: z.string(),
  contests: z.array(z.object({ id: z.number().int(), label: z.string(), drawDate: z.string() })),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  processingRate: z.number().int(),
  systemCount: z.number().int(),
  itemCount: z.number().int(),
  counts: z.object({
    PUBBLICATO: z.number().int(),
    GIA_PRESENTE: z.number().int(),
    ERRORE: z.number().int(),
    ANNULLATO: z.number().int(),
    pending: z.number().int(),
  }),
  /** The job whose failed rows this one retries (its code), if any. */
  retryOf: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/**
 * POST /games/{gameSlug}/jobs/dry-run (the publish body): what the worker would do, nothing written. Counts of rows
 * (system × contest) that would be published or found "già presente", and of systems whose SiCe name clashes.
 */
export const publishDryRunResponse = z.object({
  publishable: z.number().int(),
  alreadyPresent: z.number().int(),
  nameClashes: z.number().int(),
});
export type PublishDryRun = z.infer<typeof publishDryRunResponse>;

/** The job with a page of its items (`?outcome=&page=&pageSize=`; `itemsTotal` counts the filtered items). */
export const jobDetailSchema = jobSummarySchema.extend({
  items: z.array(jobItemSchema),
  itemsTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobDetailQuery = z.object({
  outcome: z.enum(JOB_OUTCOMES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});
export const jobExportQuery = z.object({
  outcome: z.enum(JOB_OUTCOMES).optional(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** Publication job filters (spec §2): id, author, contest, date, status. */
export const jobListQuery = listQueryBase
  .extend(listParamsShape(JOB_LIST_PARAMS))
  .superRefine(dayRange('dateFrom', 'dateTo'));
export const jobListResponse = listResponse(jobSummarySchema);

/** Rows of a publish dialog: the systems matching the list filters (ids and names), at most 10.000. */
export const publishSelectionResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
  total: z.number().int(),
});

// ---------------------------------------------------------------- staff notification centre (the bell)

export const staffNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export const staffNotificationsQuery = z.object({
  unread: boolQuery.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const staffNotificationsResponse = z.object({
  items: z.array(staffNotificationSchema),
  unread: z.number().int(),
});
export const staffNotificationParams = z.object({ id: idParam });

// ---------------------------------------------------------------- preferences

/** "euro,cents" with optional cents (spec §5): 50, 50,5, 50,00; thousands dots allowed (1.000,00). */
export const PREMIUM_THRESHOLD_PATTERN = /^(?:[0-9]{1,3}(?:\.[0-9]{3})+|[0-9]{1,7})(?:,[0-9]{1,2})?$/;
export function parseEuroCents(value: string): number | null {
  const v = value.trim();
  if (!PREMIUM_THRESHOLD_PATTERN.test(v)) return null;
  const [euro, cents = ''] = v.replace(/\./g, '').split(',');
  return Number(euro) * 100 + Number(cents.padEnd(2, '0') || '0');
}
export function formatEuroCents(cents: number): string {
  const euro = Math.floor(cents / 100);
  return `${String(euro).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100).padStart(2, '0')}`;
}

/** A count of contests: 1 to 100, and a value out of range says both ends (999 is told the maximum, not "almeno 1"). */
const contestCount = z
  .number(msg('PREFERENCES_COUNT_RANGE'))
  .int(msg('PREFERENCES_COUNT_RANGE'))
  .min(1, msg('PREFERENCES_COUNT_RANGE'))
  .max(100, msg('PREFERENCES_COUNT_RANGE'));
export const preferencesSchema = z.object({
  contestsSelectableAdmin: contestCount,
  contestsSelectableShowcase: contestCount,
  featuredContests: contestCount,
  upsellingContests: z
    .number(msg('PREFERENCES_UPSELLING_RANGE'))
    .int(msg('PREFERENCES_UPSELLING_RANGE'))
    .min(3, msg('PREFERENCES_UPSELLING_RANGE'))
    .max(15, msg('PREFERENCES_UPSELLING_RANGE')),
  autoAssignPercentage: z
    .number(msg('PREFERENCES_PERCENTAGE_RANGE'))
    .int(msg('PREFERENCES_PERCENTAGE_RANGE'))
    .min(0, msg('PREFERENCES_PERCENTAGE_RANGE'))
    .max(100, msg('PREFERENCES_PERCENTAGE_RANGE')),
  premiumThreshold: text(20).refine((v) => parseEuroCents(v) !== null, msg('PREFERENCES_THRESHOLD_FORMAT')),
  multiPurchase: z.boolean(),
  webEnabled: z.boolean(),
  terminalEnabled: z.boolean(),
  version: z.number().int(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesResponse = preferencesSchema.extend({
  game: gameSlugParam,
  premiumThresholdCents: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** After a save: "Preferenze salvate con successo". */
  message: z.string().optional(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponse>;
