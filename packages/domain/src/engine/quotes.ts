import type { QuoteRules } from './config';
import { type EngineFailure, detail, failure, formatCents } from './result';

/**
 * The quote (caratura) checks shared by numerical games and Totocalcio, in the order of docs/domain.md §3: quotes
 * range, divisibility, total minimum, quota price bounds, cedola share.
 *
 * @param cheapestCedolaCents price of the cheapest cedola, or null where cedole do not apply
 * @returns the quota price, or the first failure
 */
export function checkQuotes(
  rules: QuoteRules,
  totalCents: number,
  quotes: number,
  cheapestCedolaCents: number | null,
): { ok: true; quotaPriceCents: number } | EngineFailure {
  const q = rules.quotes;
  if (!Number.isInteger(quotes) || quotes < q.min || quotes > q.max) {
    return failure('QUOTES_OUT_OF_RANGE', { quotes: detail('DETAIL_RANGE', { min: q.min, max: q.max }) });
  }
  if (totalCents % quotes !== 0) {
    return failure('INVALID_QUOTES_NUMBER', {
      quotes: detail('DETAIL_NOT_DIVISIBLE', { value: formatCents(totalCents), quotes }),
    });
  }
  if (totalCents < rules.totalMinCents) {
    return failure('TOTAL_COST_UNDER_LIMIT', {
      modules: detail('DETAIL_TOTAL_MIN', { value: formatCents(totalCents), min: formatCents(rules.totalMinCents) }),
    });
  }
  const quotaPriceCents = totalCents / quotes;
  const p = rules.quotaPriceCents;
  if (quotaPriceCents < p.min || quotaPriceCents > p.max) {
    return failure(quotaPriceCents < p.min ? 'QUOTA_PRICE_TOO_LOW' : 'QUOTA_PRICE_TOO_HIGH', {
      quotes: detail('DETAIL_QUOTA_PRICE_RANGE', {
        value: formatCents(quotaPriceCents),
        min: formatCents(p.min),
        max: formatCents(p.max),
      }),
    });
  }
  // Integer comparison of cedola / quotes < minimum, without fractions of a cent.
  const share = rules.cedolaShareMinCents;
  if (share !== null && cheapestCedolaCents !== null && cheapestCedolaCents < share * quotes) {
    return failure('COUPON_SPLIT_PRICE_TOO_LOW', {
      quotes: detail('DETAIL_CEDOLA_SHARE_MIN', {
        value: formatCents(cheapestCedolaCents),
        quotes,
        min: formatCents(share),
      }),
    });
  }
  return { ok: true, quotaPriceCents };
}
