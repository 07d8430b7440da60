import { ERRORS, format } from '@bacheca/domain/messages';
import * as SUCCESS from '@bacheca/domain/messages-success';
import { QUOTE_IVR_ALREADY_ADDED } from '@bacheca/domain/messages-quote-changes';
import { formatMoney } from '../../lib/money';
import type { QuoteChangeRequest } from '@bacheca/domain';

/**
 * The quote management dialog's rules (spec §5), checked in the browser before the save; the database checks them
 * again atomically, so this only spares the operator a round trip.
 *
 * - a quantity is a whole number, > 0 for a new outlet (0 on an existing one removes it);
 * - the IVR code is required (and alphanumeric);
 * - an outlet that already holds quote is changed on its row, never added again;
 * - the quote assigned after the change never exceed the available ones.
 */

/** An outlet that already holds quote of the system. */
export interface ExistingLine {
  ivrCode: string;
  denomination: string | null;
  city: string | null;
  /** Quantity held now. */
  original: number;
  /** The quantity typed (text of the field). */
  quantity: string;
}

/** A pre-assignment being added. */
export interface NewLine {
  key: string;
  ivrCode: string;
  quantity: string;
}

const IVR = /^[A-Za-z0-9]{1,20}$/;
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The typed quantity as a whole number, NaN otherwise. */
export function parseQuantity(text: string): number {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : Number.NaN;
}

/** Why a code cannot be added, or null. */
export function addError(code: string, existing: readonly ExistingLine[], added: readonly NewLine[]): string | null {
  const c = code.trim();
  if (!c) return ERRORS.QUOTE_IVR_REQUIRED;
  if (!IVR.test(c)) return ERRORS.IVR_CODE_INVALID;
  if (existing.some((l) => sameCode(l.ivrCode, c))) return ERRORS.QUOTE_ALREADY_ASSOCIATED;
  if (added.some((l) => sameCode(l.ivrCode, c))) return format(QUOTE_IVR_ALREADY_ADDED, { code: c });
  return null;
}

/** Why a quantity cannot be used, or null; `allowZero` for existing rows (0 removes). */
export function quantityError(text: string, allowZero: boolean): string | null {
  const q = parseQuantity(text);
  if (Number.isNaN(q) || (!allowZero && q === 0)) return ERRORS.QUOTE_AMOUNT_INVALID;
  return null;
}

export interface QuoteSummary {
  /** Available after the change (may be negative: then nothing can be saved). */
  availableAfter: number;
  assignedAfter: number;
  /** Errors by row: `existing:<ivr>` or `new:<key>`. */
  lineErrors: Record<string, string>;
  /** Error of the whole change (over the available quote). */
  error: string | null;
  /** Something to save. */
  changed: boolean;
  valid: boolean;
}

/** The state of the dialog after every edit. */
export function summarize(
  quotesTotal: number,
  quotesAvailable: number,
  existing: readonly ExistingLine[],
  added: readonly NewLine[],
): QuoteSummary {
  const lineErrors: Record<string, string> = {};
  let delta = 0;
  let changed = false;
  for (const l of existing) {
    const err = quantityError(l.quantity, true);
    if (err) {
      lineErrors[`existing:${l.ivrCode}`] = err;
      continue;
    }
    const q = parseQuantity(l.quantity);
    if (q !== l.original) changed = true;
    delta += q - l.original;
  }
  added.forEach((l, i) => {
    const others = [...added.slice(0, i)];
    const err = addError(l.ivrCode, existing, others) ?? quantityError(l.quantity, false);
    if (err) {
      lineErrors[`new:${l.key}`] = err;
      return;
    }
    changed = true;
    delta += parseQuantity(l.quantity);
  });
  const availableAfter = quotesAvailable - delta;
  const error = availableAfter < 0 ? ERRORS.QUOTE_NOT_AVAILABLE : null;
  return {
    availableAfter,
    assignedAfter: quotesTotal - availableAfter,
    lineErrors,
    error,
    changed,
    valid: changed && !error && Object.keys(lineErrors).length === 0,
  };
}

/** The request of PUT /systems/{id}/quotes: new outlets in `add`, changed ones in `set` (0 removes). */
export function toQuoteRequest(
  existing: readonly ExistingLine[],
  added: readonly NewLine[],
  expectedAvailable: number,
): QuoteChangeRequest {
  return {
    add: added.map((l) => ({ ivrCode: l.ivrCode.trim(), quantity: parseQuantity(l.quantity) })),
    set: existing
      .filter((l) => parseQuantity(l.quantity) !== l.original)
      .map((l) => ({ ivrCode: l.ivrCode, quantity: parseQuantity(l.quantity) })),
    expectedAvailable,
  };
}

/**
 * The server's refusal mapped onto the rows: a field `add.3.ivrCode` names the 4th new row; a field or message that
 * names a code (unknown IVR codes are listed per code) marks the row with that code.
 */
export function serverLineErrors(
  fields: Record<string, string>,
  message: string,
  existing: readonly ExistingLine[],
  added: readonly NewLine[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(fields)) {
    const m = /^(add|set)\.(\d+)/.exec(key);
    if (m) {
      const index = Number(m[2]);
      if (m[1] === 'add' && added[index]) out[`new:${added[index].key}`] = text;
      if (m[1] === 'set') {
        const changed = existing.filter((l) => parseQuantity(l.quantity) !== l.original);
        if (changed[index]) out[`existing:${changed[index].ivrCode}`] = text;
      }
    }
  }
  const mentions = (code: string, haystack: string) =>
    new RegExp(`(^|[^A-Za-z0-9])${code}([^A-Za-z0-9]|$)`, 'i').test(haystack);
  for (const l of added) {
    const id = `new:${l.key}`;
    if (out[id]) continue;
    const code = l.ivrCode.trim();
    if (!code) continue;
    const hit = Object.entries(fields).find(([k, v]) => sameCode(k, code) || mentions(code, v));
    if (hit) out[id] = hit[1];
    else if (mentions(code, message)) out[id] = message;
  }
  return out;
}

/**
 * What a save moved, for its toast: "2 quote assegnate per 14,00 €" (or "liberate"), the quantity the available quote
 * changed by and its amount at the quota price; null when the total held did not move.
 */
export function quoteChangeText(
  availableBefore: number,
  availableAfter: number,
  quotaPriceCents: number,
): string | null {
  const moved = availableBefore - availableAfter;
  if (moved === 0) return null;
  const quantity = Math.abs(moved);
  return format(moved > 0 ? SUCCESS.QUOTE_CHANGE_ASSIGNED : SUCCESS.QUOTE_CHANGE_RELEASED, {
    quantity,
    amount: formatMoney(quantity * quotaPriceCents),
  });
}
