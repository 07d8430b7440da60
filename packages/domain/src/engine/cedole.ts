/**
 * Splitting a module over plays (cedole, docs/domain.md §3): cedole = ⌈combinations / per-play limit⌉, and the
 * combinations spread as evenly as possible (sizes differ by at most one, larger ones first).
 */
export function splitIntoCedole(combinations: number, perPlayLimit: number): number[] {
  if (!Number.isSafeInteger(combinations) || combinations < 0) throw new RangeError('combinations must be ≥ 0');
  if (!Number.isSafeInteger(perPlayLimit) || perPlayLimit < 1) throw new RangeError('limit must be ≥ 1');
  if (combinations === 0) return [];
  const cedole = Math.ceil(combinations / perPlayLimit);
  const small = Math.floor(combinations / cedole);
  const larger = combinations % cedole;
  return Array.from({ length: cedole }, (_, i) => (i < larger ? small + 1 : small));
}
