/**
 * The header's global search (decisions.md "Global search"):
 * `GET /api/v1/search?q=` for staff, at most {@link SEARCH_LIMIT} records the caller may read, by type. Imported by
 * path (`@bacheca/domain/schemas/search`).
 */
import { z } from '../zod';
import { text } from './common';

export const SEARCH_TYPES = ['ricevitoria', 'amministratore', 'struttura', 'sistema'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** At most this many records in one answer. */
export const SEARCH_LIMIT = 20;
/** The fewest characters a search needs. */
export const SEARCH_MIN_LENGTH = 2;

export const searchQuery = z.object({ q: text().trim().min(SEARCH_MIN_LENGTH).max(100) });

export const searchItemSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  /** The record's key: the IVR code, the username, the structure's or system's id. */
  id: z.string(),
  label: z.string(),
  /** The page that opens it. */
  path: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchResponse = z.object({ items: z.array(searchItemSchema) });
export type SearchResponse = z.infer<typeof searchResponse>;
