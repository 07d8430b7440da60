import { elementarySymmetric, product } from './combinatorics';
import { TOTOCALCIO_CONFIG } from './config';
import { checkQuotes } from './quotes';
import { type EngineResult, detail, failure, formatCount, success } from './result';
import type { TotocalcioRequest, TotocalcioResult } from './schemas';

/**
 * Columns of a Totocalcio system (docs/domain.md §6): product of the signs over the mandatory events times the
 * elementary symmetric sum e_r of the optional events' signs, r being the formula's optional count. With only
 * singles on the optional events this is C(optional, r).
 */
export function totocalcioColumns(
  mandatorySigns: readonly number[],
  optionalSigns: readonly number[],
  r: number,
): bigint {
  return product(mandatorySigns) * elementarySymmetric(optionalSigns, r);
}

/**
 * "Calculate totals" for Totocalcio. Error order: TOTOCALCIO_MANDATORY_EVENTS, TOTOCALCIO_OPTIONAL_EVENTS,
 * TOTOCALCIO_COLUMNS_OUT_OF_RANGE, then quotes range, divisibility, total minimum and quota price with the
 * Totocalcio bounds.
 */
export function calculateTotocalcio(request: TotocalcioRequest): EngineResult<TotocalcioResult> {
  const formula = TOTOCALCIO_CONFIG.formulas[request.formula];
  if (!formula) return failure('CHANGE_PARAMETERS', { formula: detail('CHANGE_PARAMETERS') });
  const mandatory = request.events.filter((e) => e.mandatory).map((e) => e.signs);
  const optional = request.events.filter((e) => !e.mandatory).map((e) => e.signs);

  if (mandatory.length !== formula.mandatoryEvents) {
    return failure('TOTOCALCIO_MANDATORY_EVENTS', {
      events: detail('DETAIL_MANDATORY_EVENTS', {
        formula: request.formula,
        required: formula.mandatoryEvents,
        value: mandatory.length,
      }),
    });
  }
  if (optional.length < formula.optionalEvents) {
    return failure('TOTOCALCIO_OPTIONAL_EVENTS', {
      events: detail('DETAIL_OPTIONAL_EVENTS', {
        formula: request.formula,
        required: formula.optionalEvents,
        value: optional.length,
      }),
    });
  }
  if (request.events.length > TOTOCALCIO_CONFIG.maxEvents) {
    return failure('TOTOCALCIO_OPTIONAL_EVENTS', {
      events: detail('DETAIL_EVENTS_MAX', { max: TOTOCALCIO_CONFIG.maxEvents, value: request.events.length }),
    });
  }

  const columns = totocalcioColumns(mandatory, optional, formula.optionalEvents);
  const range = formula.columns;
  if (columns < BigInt(range.min) || columns > BigInt(range.max)) {
    return failure('TOTOCALCIO_COLUMNS_OUT_OF_RANGE', {
      events: detail('DETAIL_COLUMNS_RANGE', {
        value: formatCount(columns),
        min: formatCount(range.min),
        max: formatCount(range.max),
      }),
    });
  }
  const count = Number(columns);
  const totalPriceCents = count * TOTOCALCIO_CONFIG.columnPriceCents;
  const quota = checkQuotes(TOTOCALCIO_CONFIG.quotes, totalPriceCents, request.quotes, null);
  if (!quota.ok) return quota;
  return success({ columns: count, totalPriceCents, quotaPriceCents: quota.quotaPriceCents });
}
