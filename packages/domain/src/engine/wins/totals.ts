import type { WinCounts } from './types';

/** The money of one system's wins: Σ count × amount, and the win per quota truncated to the cent. */
export interface WinTotals {
  totalCents: number;
  /** floor(totalCents / quotesTotal) (decisions.md): the cents that do not divide stay with the system. */
  perQuotaCents: number;
}

/**
 * Total win of a system from its winning plays and the result's prize table (amount per winning play, cents), and
 * the win per quota truncated to the cent. Exact (bigint inside).
 * @throws RangeError when the total exceeds Number.MAX_SAFE_INTEGER cents (about 90 thousand billion euro) or
 * when a winning category has no amount in the table (a result always carries every category).
 */
export function winTotals(
  wins: WinCounts,
  prizes: readonly { category: string; amountCents: number }[],
  quotesTotal: number,
): WinTotals {
  const amount = new Map(prizes.map((p) => [p.category, p.amountCents]));
  let total = 0n;
  for (const [category, count] of Object.entries(wins)) {
    if (count === 0) continue;
    const cents = amount.get(category);
    if (cents === undefined) throw new RangeError(`no amount for category ${category}`);
    total += BigInt(count) * BigInt(cents);
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('win total beyond exact integers');
  const perQuota = quotesTotal > 0 ? total / BigInt(quotesTotal) : 0n;
  return { totalCents: Number(total), perQuotaCents: Number(perQuota) };
}
