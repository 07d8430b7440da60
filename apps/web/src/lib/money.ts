import { EURO_FORMAT_INVALID } from '@bacheca/domain/messages-money';

/**
 * Money and counts in the Italian style, for the UI layer only (docs/domain.md §1): state, requests and answers hold
 * integer cents; these helpers turn them into "1.234,56 €" and read back what the user types ("12", "12,5",
 * "1.234,50").
 *
 * Intl.NumberFormat('it-IT') is not used on purpose: it leaves four-digit amounts ungrouped ("1234,56 €"), while
 * the board shows "1.234,56 €" everywhere.
 */

/** 100947 → "100.947". */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 123456 → "1.234,56 €". */
export function formatMoney(cents: number | null | undefined, empty = '—'): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return empty;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.round(Math.abs(cents));
  return `${sign}${formatCount(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')} €`;
}

/** 1250 → "12,50" (the value of a money input). */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

const EURO_INPUT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * What the user typed in a money field, in cents: `12` → 1200, `12,5` → 1250, `1.234,56` → 123456.
 * `null` for an empty field, `NaN` when the text is not in the euro,cents format.
 */
export function parseEuroInput(text: string): number | null {
  const t = text.trim().replace(/\s|€/g, '');
  if (t === '') return null;
  const m = EURO_INPUT.exec(t);
  if (!m) return Number.NaN;
  const euros = Number(m[1].replace(/\./g, ''));
  const cents = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
  const value = euros * 100 + cents;
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

/** Message for a money field that does not parse. */
export const EURO_FORMAT_MESSAGE = EURO_FORMAT_INVALID;
