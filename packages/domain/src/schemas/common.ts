import { z } from 'zod';

/** Route parameters (usernames, IVR codes, tokens, ids) are alphanumeric (spec §5). */
export const alnumParam = z.string().regex(/^[A-Za-z0-9]+$/, 'alfanumerico').max(200);
/** Job ids keep the Game_ID form (SE_1042). */
export const jobIdParam = z.string().regex(/^[A-Z]{2,4}_[0-9]+$/, 'formato Gioco_ID');

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()),
});

/** One list contract for every resource (conventions.md). */
export const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.string().max(60).optional(),
  q: z.string().max(200).optional(),
});

export function listResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const okResponse = z.object({ ok: z.literal(true), message: z.string().optional() });

/** A boolean filter in the query string: `true` or `false`. */
export const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `field` ascending or `-field` descending, among a whitelist. */
export function sortOf<const T extends readonly [string, ...string[]]>(fields: T) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [T[number] | `-${T[number]}`, ...Array<T[number] | `-${T[number]}`>];
  return z.enum(values);
}
