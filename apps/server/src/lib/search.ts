/** Text search helpers of the list queries: LIKE patterns with LIKE's own wildcards escaped, full-text prefix queries. */

const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` with LIKE's own wildcards escaped (lower case: compare with `lower(column)`). */
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;

/** `term%` with LIKE's own wildcards escaped (lower case), for the `text_pattern_ops` prefix indexes. */
export const prefixPattern = (s: string) => `${escapeLike(s)}%`;

/** `tab ross` → `tab:* & ross:*`; null when nothing searchable is left. */
export function prefixQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._-]+/u)
    .map((w) => w.replace(/^[._@-]+|[._@-]+$/g, ''))
    .filter(Boolean);
  if (!words.length) return null;
  return words
    .slice(0, 8)
    .map((w) => `'${w.replace(/'/g, "''")}':*`)
    .join(' & ');
}
