/**
 * API contract of saved views (decisions.md "Power tools"): a named URL search of one list page, personal or
 * shared with every staff member (permission share_views). The URL stays the source of truth: applying a view is
 * navigating to `list + search`.
 */
import { z } from '../zod';
import { ERRORS, errorMessage } from '../messages';
import { idParam, isSafeText } from './common';

export const VIEW_LIMITS = { name: 60, list: 120, search: 2000 } as const;

/** A list page's path: `/segment/segment…`, lower-case letters, digits and dashes (no query, no host). */
export const VIEW_LIST_PATTERN = /^(\/[a-z0-9][a-z0-9-]*){1,4}$/;

const list = z
  .string({ error: ERRORS.VIEW_LIST_INVALID })
  .max(VIEW_LIMITS.list, ERRORS.VIEW_LIST_INVALID)
  .regex(VIEW_LIST_PATTERN, ERRORS.VIEW_LIST_INVALID);

const name = z
  .string({ error: ERRORS.VIEW_NAME_REQUIRED })
  .refine(isSafeText, ERRORS.VIEW_NAME_REQUIRED)
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, ERRORS.VIEW_NAME_REQUIRED)
      .max(VIEW_LIMITS.name, errorMessage('VIEW_NAME_TOO_LONG', { max: VIEW_LIMITS.name })),
  );

/** The URL query as the address bar shows it: empty, or `?` and `key=value` pairs (stored with its leading `?`). */
const search = z
  .string({ error: errorMessage('VIEW_SEARCH_INVALID', { max: VIEW_LIMITS.search }) })
  .max(VIEW_LIMITS.search, errorMessage('VIEW_SEARCH_INVALID', { max: VIEW_LIMITS.search }))
  .refine(
    (v) => isSafeText(v) && !/[\s#]/.test(v) && (v === '' || v === '?' || /^\??[^?]+$/.test(v)),
    errorMessage('VIEW_SEARCH_INVALID', { max: VIEW_LIMITS.search }),
  )
  .transform((v) => (v === '' || v === '?' ? '' : v.startsWith('?') ? v : `?${v}`));

/** POST /views and PUT /views/{id}. */
export const savedViewInput = z.object({ list, name, search, shared: z.boolean().default(false) });
export type SavedViewInput = z.input<typeof savedViewInput>;

export const savedViewListQuery = z.object({ list });
export const savedViewParams = z.object({ id: idParam });

export const savedViewSchema = z.object({
  id: z.number().int(),
  list: z.string(),
  name: z.string(),
  search: z.string(),
  shared: z.boolean(),
  /** The owner's username. */
  owner: z.string(),
  /** Whether the caller owns it (may rename, change or delete it). */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;
export const savedViewListResponse = z.object({ items: z.array(savedViewSchema) });
