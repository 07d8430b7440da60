/**
 * SuperEnalotto wins counted play by play, written apart from the domain engine (tests compare the engine's closed
 * forms and the stored wins with it). The decisions.md rules written again: a play on the drawn SuperStar counts in
 * its Stella category instead of the plain one; a module with SuperStar plays every combination once per SuperStar
 * number, unless `singleStar`, which rides on the first combination (the six smallest numbers).
 */

/** Every k-subset of a list, in lexicographic order of the sorted list. */
export function subsets(list: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [head, ...rest] = list;
  return [...subsets(rest, k - 1).map((s) => [head, ...s]), ...subsets(rest, k)];
}

export function bruteForceSE(
  numbers: readonly number[],
  draw: { numbers: readonly number[]; jolly: number; superstar?: number },
  stars: readonly number[] = [],
  singleStar = false,
): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (code: string | null) => {
    if (code) out[code] = (out[code] ?? 0) + 1;
  };
  subsets(
    [...numbers].sort((a, b) => a - b),
    6,
  ).forEach((comb, i) => {
    const hits = comb.filter((n) => draw.numbers.includes(n)).length;
    const plain = hits === 6 ? '6' : hits === 5 && comb.includes(draw.jolly) ? '5+1' : hits >= 2 ? String(hits) : null;
    const played = stars.length === 0 ? [null] : singleStar ? (i === 0 ? stars : [null]) : stars;
    for (const s of played) {
      if (s !== null && s === draw.superstar) add(hits === 5 && comb.includes(draw.jolly) ? '5+1S' : `${hits}S`);
      else add(plain);
    }
  });
  return out;
}
